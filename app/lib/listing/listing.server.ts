// A listing page from its address: read the address into a search state
// (domain/listing), resolve the path's make, model or dealership against the
// site's own stock, run the queries through the site's scope, and shape the
// result for the page. Malformed addresses never fail: they are read as far
// as they make sense.
import { data } from "react-router";
import { standaloneCalculator, type CalculatorTextView, type FinanceCalculatorSetup, type FinanceInputValues } from "../detail/calculator-input.ts";
import { redirectWithinSite } from "../same-site-redirect.ts";
import {
  defaultListingPath,
  isFormSubmission,
  listingHref,
  mergeRefinements,
  parseListingParams,
  parseListingPath,
  prettifySlug,
  resolveSlug,
  withoutFilters,
  withoutOrphans,
  withPage,
  type ListingLocation,
  type ListingState,
  type Refinements,
} from "../../../domain/listing/search-url.ts";
import { listingDescription, listingHeading, listingTitle } from "../../../domain/listing/seo.ts";
import { calendarDay, livePromoCards, type PromoCard } from "../../../domain/listing/promo-cards.ts";
import { CAR_TYPE_ORDER, SPECIAL_OFFER_TAGS, type BodySegment } from "../../../domain/listing/url-table.ts";
import { displayedCarCount } from "../../../domain/facet-count.ts";
import type { CarType } from "../../../domain/entities.ts";
import { and, anyOf, compare, eq, formatStockFilter, not, type StockFilter } from "../../../domain/stock-filter.ts";
import type { FacetStats } from "../../../search/cars/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { siteScopeFilter } from "../../../sites/scope.ts";
import { cardCar, type CardAction, type CardCar } from "../card-car.ts";
import { canonicalUrl } from "../site-origin.ts";
import { searchSiteStock } from "../stock.server.ts";
import { listingFilter, listingQueries, visibleFacets, countAttribute, type ListingScope } from "./engine-query.ts";
import { showsRange } from "../../../domain/listing/filter-groups.ts";
import { facetView, rangeViews, type FacetView, type RangeView } from "./facet-views.ts";
import { featuredCars } from "./featured.server.ts";
import { reserveActions } from "./reserve-actions.server.ts";
import { ResultCache } from "./result-cache.ts";

export type ListingKind = "search" | "special-offers";

export interface ListingResult {
  cars: CardCar[];
  reserve: Record<string, CardAction>;
  nbHits: number;
  /** What the page says it found: the facet count shortcut above 1999 hits (domain/facet-count.ts). */
  displayedCount: number;
  nbPages: number;
  /** The page shown (1-based): a page past the end shows the last one. */
  page: number;
  facets: FacetView[];
  ranges: RangeView[];
  /** The item types among the results (the heading's noun when there is one). */
  itemTypes: string[];
}

export interface ListingData extends ListingResult {
  kind: ListingKind;
  heading: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  location: ListingLocation;
  state: ListingState;
  /** Refinements without a control on show (kept in the filter form so a submit keeps them). */
  hiddenRefinements: Refinements;
  promos: PromoCard[];
  noResults: { variant: "offers" | "search"; clearHref: string };
  /** Shown under the no-results card: the latest arrivals. */
  latest: CardCar[];
  /** When the data was made (card tags count days from it, the same on server and browser). */
  now: number;
  /** detail §9 "the listing calculator" (site option `financeListingCalculator`); null where the site has none. */
  calculator: { setup: FinanceCalculatorSetup; input: FinanceInputValues; view: CalculatorTextView } | null;
  /** The listing calculator drawn by the server (routes/search.tsx), so no calculator code ships to the browser. */
  calculatorHtml?: string | null;
  /** Set in the browser when a failed load kept these results (app/lib/listing/keep-previous.ts): controls reset to them. */
  restored?: number;
}

// listing §9: the manufacturer and dealership searches keep 10 entries each, oldest evicted first.
export const MANUFACTURER_CACHE_ENTRIES = 10;
export const DEALERSHIP_CACHE_ENTRIES = 10;
/** The main list's cache size is not in the spec: enough for a site's popular pages. */
export const MAIN_CACHE_ENTRIES = 50;
/** Reserve buttons come from the database, not the index: a minute of staleness at most. */
const CACHE_MAX_AGE_MS = 60_000;

export const listingCaches = {
  main: new ResultCache<ListingResult>(MAIN_CACHE_ENTRIES, CACHE_MAX_AGE_MS),
  manufacturer: new ResultCache<ListingResult>(MANUFACTURER_CACHE_ENTRIES, CACHE_MAX_AGE_MS),
  dealership: new ResultCache<ListingResult>(DEALERSHIP_CACHE_ENTRIES, CACHE_MAX_AGE_MS),
  names: new ResultCache<string[]>(100, CACHE_MAX_AGE_MS),
};

interface ResolvedPage {
  state: ListingState;
  location: ListingLocation;
  scope: ListingScope;
  cache: ResultCache<ListingResult>;
  body: BodySegment | null;
  dealershipName: string | null;
}

const engineVersion = (services: Services) => services.search.status().version;

/** Facet values of the site's stock (makes, or one make's models), cached per index version. */
function stockValues(services: Services, site: Site, attribute: "make" | "model", make?: string): string[] {
  const key = JSON.stringify([site.slug, engineVersion(services), attribute, make ?? null]);
  return listingCaches.names.getOrCompute(key, () => {
    const response = searchSiteStock(services, site, {
      filter: and(make !== undefined && eq("make", make)),
      facets: [attribute],
      maxValuesPerFacet: 1000,
      hitsPerPage: 0,
      fields: [],
    });
    return Object.keys(response.facets[attribute] ?? {});
  });
}

/** The site's dealership with this slug, found through its visible stock (so another site's dealership stays unknown). */
function dealershipBySlug(services: Services, site: Site, slug: string): { id: number; name: string } | null {
  const hit = searchSiteStock(services, site, {
    filter: and(eq("dealership_slug", slug.toLowerCase())),
    hitsPerPage: 1,
    fields: ["dealership_id", "dealership_name"],
  }).hits[0];
  return hit ? { id: hit.dealership_id, name: hit.dealership_name } : null;
}

const resolveOrName = (slug: string, candidates: string[]) => resolveSlug(slug, candidates) ?? prettifySlug(slug);

function resolvePage(services: Services, site: Site, kind: ListingKind, segments: readonly string[], params: URLSearchParams): ResolvedPage {
  const listingSite = { prefix: site.searchPrefix, usedOnly: site.usedOnly };
  const baseScope = {
    fixedFilter: [] as StockFilter,
    manufacturer: false,
    pricedOnlyWhenSortingLowest: site.features.pricedOnlyWhenSortingLowest,
    filterGroups: site.features.filterGroups,
  };
  let state = parseListingParams(params, site);
  const page: ResolvedPage = {
    state,
    location: { ...listingSite, fixedPath: null },
    scope: baseScope,
    cache: listingCaches.main,
    body: null,
    dealershipName: null,
  };

  if (kind === "special-offers") {
    const fixedFilter = and(anyOf("tag", SPECIAL_OFFER_TAGS), not(eq("status", "sold")));
    return { ...page, location: { ...listingSite, fixedPath: "/special-offers" }, scope: { ...baseScope, fixedFilter } };
  }

  const preset = parseListingPath(segments, site);
  switch (preset.kind) {
    case "root":
      throw redirectWithinSite(`${defaultListingPath(listingSite)}${params.size ? `?${params}` : ""}`, 301);
    case "unknown":
      throw data(null, { status: 404 });
    case "refinements":
      state = mergeRefinements(state, preset.refinements);
      return { ...page, state, body: preset.body };
    case "named": {
      const dealership = dealershipBySlug(services, site, preset.slug);
      if (dealership) {
        return {
          ...page,
          location: { ...listingSite, fixedPath: `${site.searchPrefix}/${preset.slug.toLowerCase()}` },
          scope: { ...baseScope, fixedFilter: and(compare("dealership_id", "=", dealership.id)) },
          cache: listingCaches.dealership,
          dealershipName: dealership.name,
        };
      }
      // Not a dealership: a make. An unknown make reads as a name and finds no cars (the no-results card).
      state = mergeRefinements(state, { make: [resolveOrName(preset.slug, stockValues(services, site, "make"))] });
      return { ...page, state, scope: { ...baseScope, manufacturer: true }, cache: listingCaches.manufacturer };
    }
    case "make-model": {
      const make = resolveOrName(preset.makeSlug, stockValues(services, site, "make"));
      const model = resolveOrName(preset.modelSlug, stockValues(services, site, "model", make));
      state = mergeRefinements(state, { make: [make], model: [model] });
      return { ...page, state, scope: { ...baseScope, manufacturer: true }, cache: listingCaches.manufacturer };
    }
  }
}

function runQueries(services: Services, site: Site, resolved: ResolvedPage): Omit<ListingResult, "reserve"> {
  const { state, scope } = resolved;
  let queries = listingQueries(state, scope);
  let main = searchSiteStock(services, site, queries.main);
  // A page past the end (an old bookmark, a hand-typed number) shows the last page rather than nothing.
  if (main.nbPages > 0 && state.page > main.nbPages) {
    queries = listingQueries(state, scope, main.nbPages);
    main = searchSiteStock(services, site, queries.main);
  }
  const counts: Record<string, Record<string, number>> = { ...main.facets };
  const stats: Record<string, FacetStats | undefined> = { ...main.facetStats };
  for (const disjunctive of queries.disjunctive) {
    const response = searchSiteStock(services, site, disjunctive.query);
    if (disjunctive.param) {
      const attribute = String(disjunctive.query.facets?.[0]);
      counts[`param:${disjunctive.param}`] = response.facets[attribute] ?? {};
    }
    if (disjunctive.range) stats[disjunctive.range] = response.facetStats[disjunctive.range];
  }
  const options = {
    context: { certifiedOnly: site.certifiedOnly, justSoldLabel: site.labels.justSold },
    popularMakesCount: site.features.popularMakesCount,
    nbHits: main.nbHits,
  };
  const facets = visibleFacets(state, scope.filterGroups)
    .map((facet) => facetView(facet, counts[`param:${facet.param}`] ?? counts[countAttribute(facet)] ?? {}, state, options))
    .filter((view): view is FacetView => view !== null);
  return {
    cars: main.hits.map(cardCar),
    nbHits: main.nbHits,
    displayedCount: displayedCarCount({ nbHits: main.nbHits, facetCounts: main.facets.car_type }),
    nbPages: main.nbPages,
    page: main.nbPages > 0 ? main.page + 1 : 1,
    facets,
    ranges: rangeViews(state, stats).filter((view) => showsRange(view.attribute, site.features.subscriptionOffer)),
    itemTypes: Object.keys(main.facets.item_type ?? {}),
  };
}

async function listingResult(services: Services, site: Site, kind: ListingKind, resolved: ResolvedPage): Promise<ListingResult> {
  const key = JSON.stringify([site.slug, engineVersion(services), siteScopeFilter(site), kind, resolved.location.fixedPath, resolved.scope, resolved.state]);
  const cached = resolved.cache.get(key);
  if (cached) return cached;
  const result = runQueries(services, site, resolved);
  const value = { ...result, reserve: await reserveActions(services, site, result.cars) };
  resolved.cache.set(key, value);
  return value;
}

/** Car types the list shows, for promo cards' display rules. */
function shownCarTypes(state: ListingState, site: Site): CarType[] {
  const refined = state.refinements.car_type as CarType[] | undefined;
  if (refined?.length) return refined;
  return site.usedOnly ? ["used"] : [...CAR_TYPE_ORDER];
}

export interface ListingRequest {
  kind: ListingKind;
  /** Path segments after the prefix (search pages only). */
  segments?: readonly string[];
  /** The prefix the address used: a used-only site answers /search/ with a redirect to /used-car/, and the other way round. */
  requestedPrefix?: "/search" | "/used-car";
}

/** The data of a listing page. Throws a redirect (bare prefix, other prefix, a plain form submit) or a 404 response. */
export async function loadListing(services: Services, site: Site, request: Request, what: ListingRequest): Promise<ListingData> {
  const url = new URL(request.url);
  if (what.kind === "search" && what.requestedPrefix && what.requestedPrefix !== site.searchPrefix) {
    throw redirectWithinSite(`${site.searchPrefix}${url.pathname.slice(what.requestedPrefix.length)}${url.search}`, 301);
  }
  const page = resolvePage(services, site, what.kind, what.segments ?? [], url.searchParams);
  const resolved = { ...page, state: withoutOrphans(page.state) };
  if (isFormSubmission(url.searchParams)) throw redirectWithinSite(listingHref(resolved.location, resolved.state), 302);

  const result = await listingResult(services, site, what.kind, resolved);
  const state = { ...resolved.state, page: result.page };
  const words = {
    state,
    usedOnly: site.usedOnly,
    body: resolved.body,
    dealershipName: resolved.dealershipName,
    specialOffers: what.kind === "special-offers",
    resultItemTypes: result.itemTypes,
  };
  const heading = listingHeading(words);
  const now = Date.now();
  const shownParams = new Set(result.facets.map((facet) => facet.param));
  const search = what.kind === "search";
  return {
    ...result,
    kind: what.kind,
    heading,
    title: listingTitle(heading, site.name, result.page),
    description: listingDescription({ ...words, siteName: site.name, nbHits: result.displayedCount }),
    canonical: canonicalUrl(site, listingHref(resolved.location, state)),
    noindex: result.nbHits === 0,
    location: resolved.location,
    state,
    hiddenRefinements: Object.fromEntries(Object.entries(state.refinements).filter(([param]) => !shownParams.has(param))),
    promos: result.nbHits > 0 ? livePromoCards(site.promoCards, calendarDay(new Date(now)), shownCarTypes(state, site)) : [],
    noResults: search
      ? { variant: "search", clearHref: listingHref(resolved.location, withoutFilters(state)) }
      : { variant: "offers", clearHref: site.features.noResultsRefreshPath },
    calculator: site.features.financeListingCalculator ? standaloneCalculator("listing", url.searchParams, site.features) : null,
    latest: result.nbHits === 0 && search ? featuredCars(services, site, { filter: and(not(eq("status", "sold"))), limit: 8, sort: "Car_production_latest" }) : [],
    now,
  };
}

export interface ListingCriteria {
  /** The listing's own address for it (page 1). */
  path: string;
  /**
   * The engine query it stands for: the text and the filter (without the site's scope, added when it runs).
   * The filter is kept as text in the filters language (the saved search's record, decision 0053).
   */
  query: string;
  filters: string;
  /** The page's heading: a name to offer for a saved search. */
  heading: string;
}

const NOWHERE = "http://forecourt.invalid";

/**
 * What a listing address of this site stands for (saved searches, decision
 * 0040): read exactly as the listing page reads it, so an alert matches what
 * the page shows. Null for anything that is not one of this site's search listings.
 */
export function listingCriteria(services: Services, site: Site, path: string): ListingCriteria | null {
  let url: URL;
  try {
    url = new URL(path, NOWHERE);
  } catch {
    return null;
  }
  if (url.origin !== NOWHERE || !url.pathname.startsWith(`${site.searchPrefix}/`)) return null;
  const segments = url.pathname.slice(site.searchPrefix.length + 1).split("/");
  let page: ResolvedPage;
  try {
    page = resolvePage(services, site, "search", segments, url.searchParams);
  } catch {
    return null;
  }
  const state = withPage(withoutOrphans(page.state), 1);
  return {
    path: listingHref(page.location, state),
    query: state.query,
    filters: formatStockFilter(listingFilter(state, page.scope)),
    heading: listingHeading({ state, usedOnly: site.usedOnly, body: page.body, dealershipName: page.dealershipName, specialOffers: false }),
  };
}
