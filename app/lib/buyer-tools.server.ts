// The budget finder (/budget-finder) and the price slider page (/shop-by-price):
// the rules live in domain/budget-finder.ts; this reads the address, asks the
// search engine for counts in the site's scope, and builds the result links.
// Counts come from loading the very listing the button leads to, so the
// number on the button is the number the listing says it found.
import {
  BODY_TILES_MAX,
  budgetEstimate,
  budgetInput,
  budgetResultsButton,
  budgetSearchUrl,
  DEFAULT_DEPOSIT,
  DEFAULT_REPAYMENT,
  initialPriceRange,
  PRICE_SLIDER_BOUNDS,
  PRICE_SLIDER_STEP,
  priceSliderSearchUrl,
  type BudgetResultsButton,
  type PriceRange,
  type RepaymentPeriod,
} from "../../domain/budget-finder.ts";
import { defaultListingPath } from "../../domain/listing/search-url.ts";
import { and, eq, not } from "../../domain/stock-filter.ts";
import { parseRangeParam, readableQuery, withRangeParam } from "../../domain/range-slider.ts";
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { loadListing } from "./listing/listing.server.ts";
import { sameSitePath } from "./same-site-redirect.ts";
import { canonicalUrl } from "./site-origin.ts";
import { searchSiteStock } from "./stock.server.ts";

export const HIGHEST_PRICE_SORT = "Car_production_price_desc";

export interface BodyTile {
  value: string;
  count: number;
  selected: boolean;
}

export interface BudgetFinderData {
  siteName: string;
  canonical: string;
  /** The noun for the site's stock ("car"). */
  type: string;
  inputs: { repayment: number; deposit: number; period: RepaymentPeriod };
  budget: number;
  bodies: BodyTile[];
  /** The search the shopper came from (a listing path with its query), kept through the form. */
  from: string;
  button: BudgetResultsButton & { href: string | null };
  /** The cheapest match above $1,000 in that search, to say how far the budget is from it. */
  lowestPrice: number | null;
}

/** A listing address of this site to extend, or the site's default stock search. */
function searchFrom(raw: string | null, site: Site): string {
  const fallback = defaultListingPath({ prefix: site.searchPrefix, usedOnly: site.usedOnly });
  if (!raw) return fallback;
  const path = sameSitePath(raw);
  return path.startsWith(`${site.searchPrefix}/`) ? path.replace(/#.*$/, "") : fallback;
}

function withParams(path: string, edit: (params: URLSearchParams) => URLSearchParams): string {
  const url = new URL(path, "http://listing.invalid");
  const params = edit(new URLSearchParams(url.search));
  params.delete("page");
  const query = readableQuery(params);
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

async function listingAt(services: Services, site: Site, request: Request, path: string) {
  const url = new URL(path, request.url);
  const segments = url.pathname.slice(site.searchPrefix.length).split("/");
  return loadListing(services, site, new Request(url), { kind: "search", segments, requestedPrefix: site.searchPrefix as "/search" | "/used-car" });
}

function bodyTiles(services: Services, site: Site, selected: readonly string[]): BodyTile[] {
  const response = searchSiteStock(services, site, { facets: ["simple_body"], hitsPerPage: 0, maxValuesPerFacet: BODY_TILES_MAX, filter: and(not(eq("status", "sold"))), fields: [] });
  const counts = response.facets.simple_body ?? {};
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, BODY_TILES_MAX)
    .map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
}

export async function loadBudgetFinder(services: Services, site: Site, request: Request): Promise<BudgetFinderData> {
  const params = new URL(request.url).searchParams;
  const period: RepaymentPeriod = params.get("period") === "weekly" ? "weekly" : "monthly";
  const inputs = {
    period,
    repayment: params.has("repayment") ? budgetInput(params.get("repayment")) : DEFAULT_REPAYMENT[period],
    deposit: params.has("deposit") ? budgetInput(params.get("deposit")) : DEFAULT_DEPOSIT,
  };
  const budget = budgetEstimate(inputs);
  const from = searchFrom(params.get("from"), site);
  const bodies = bodyTiles(services, site, params.getAll("body"));
  const chosen = bodies.filter((tile) => tile.selected).map((tile) => tile.value);
  const search = chosen.length > 0 ? withParams(from, (p) => (p.delete("body"), chosen.forEach((b) => p.append("body", b)), p)) : withParams(from, (p) => p);

  const target = budgetSearchUrl(search, budget);
  const cheapestFirst = withParams(search, (p) => {
    const withMin = withRangeParam(p, "price", { min: 1001 });
    withMin.set("sortBy", "Car_production_price_asc");
    return withMin;
  });
  const [inBudget, cheapest] = await Promise.all([listingAt(services, site, request, target), listingAt(services, site, request, cheapestFirst)]);
  const lowestPrice = cheapest.cars.find((car) => (car.price ?? 0) > 1000)?.price ?? null;
  const type = site.labels.vehicleNoun;
  const button = budgetResultsButton({ budget, lowestPrice, count: inBudget.displayedCount, type });
  return {
    siteName: site.name,
    canonical: canonicalUrl(site, "/budget-finder"),
    type,
    inputs,
    budget,
    bodies,
    from,
    button: { ...button, href: button.disabled ? null : target },
    lowestPrice,
  };
}

export interface PriceSliderData {
  siteName: string;
  canonical: string;
  bounds: PriceRange;
  step: number;
  range: PriceRange;
  searchPath: string;
  sortBy: string;
  href: string;
}

export function loadPriceSlider(site: Site, request: Request): PriceSliderData {
  const params = new URL(request.url).searchParams;
  // The form's two handles (min, max), else a range[price] address, else the defaults.
  const number = (name: string) => {
    const value = Number(params.get(name) ?? "");
    return params.get(name) && Number.isFinite(value) ? value : undefined;
  };
  const fromForm = { min: number("min"), max: number("max") };
  const range = initialPriceRange(fromForm.min !== undefined || fromForm.max !== undefined ? fromForm : parseRangeParam(params.get("range[price]")));
  const searchPath = defaultListingPath({ prefix: site.searchPrefix, usedOnly: site.usedOnly });
  return {
    siteName: site.name,
    canonical: canonicalUrl(site, "/shop-by-price"),
    bounds: { ...PRICE_SLIDER_BOUNDS },
    step: PRICE_SLIDER_STEP,
    range,
    searchPath,
    sortBy: HIGHEST_PRICE_SORT,
    href: priceSliderSearchUrl(range, { searchPath, sortBy: HIGHEST_PRICE_SORT }),
  };
}
