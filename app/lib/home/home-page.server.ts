// The home page of a site (issue #13 "Real home pages"): what a dealer of its
// kind shows first. Every section is worked out here; the route only renders.
import { withFigures } from "../../../domain/group-figures.ts";
import { allStockPath, emptyListingState, listingHref } from "../../../domain/listing/search-url.ts";
import { SPECIAL_OFFER_TAGS } from "../../../domain/listing/url-table.ts";
import { isServiceLocation } from "../../../domain/locator.ts";
import { and, anyOf, compare, eq, not } from "../../../domain/stock-filter.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { siteBrandTiles } from "../brands.server.ts";
import { siteFigures } from "../group-figures.server.ts";
import { featuredCars } from "../listing/featured.server.ts";
import { locationCardViews } from "../locations/location-cards.ts";
import { siteReviews } from "../locations/site-reviews.server.ts";
import { searchSiteStock } from "../stock.server.ts";
import { canonicalUrl } from "../site-origin.ts";

/** The quick search's price choices ("Max price"). */
export const QUICK_SEARCH_PRICES = [10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
/** The reviews the home page quotes. */
const HOME_REVIEWS = 6;
const MODEL_RANGE_MAX = 12;

/** The home page's quick search: makes and models in the site's stock, the listing it submits to. */
function quickSearch(services: Services, site: Site) {
  const response = searchSiteStock(services, site, { hitsPerPage: 0, facets: ["make", "make_model"], maxValuesPerFacet: 1000, filter: and(not(eq("status", "sold"))), fields: [] });
  const makes = Object.keys(response.facets.make ?? {}).sort((a, b) => a.localeCompare(b));
  const models: Record<string, string[]> = {};
  for (const pair of Object.keys(response.facets.make_model ?? {})) {
    const [make, model] = pair.split(" > ");
    if (make && model) (models[make] ??= []).push(model);
  }
  for (const list of Object.values(models)) list.sort((a, b) => a.localeCompare(b));
  return {
    action: allStockPath(site),
    makes: makes.map((make) => ({ make, models: models[make] ?? [] })),
    prices: QUICK_SEARCH_PRICES,
  };
}

/** The franchise's model range: each new or demo model in stock with its lowest price and a photo (never a car without one), linking to its listing. */
function modelRange(services: Services, site: Site) {
  const listing = { prefix: site.searchPrefix, usedOnly: site.usedOnly, fixedPath: null };
  // A franchise site's new and demo stock is its own make's.
  const base = and(eq("status", "in_stock"), compare("price", ">", 0), anyOf("car_type", ["new", "demo"]));
  const facets = searchSiteStock(services, site, { hitsPerPage: 0, facets: ["make_model"], maxValuesPerFacet: 1000, filter: base, fields: [] }).facets.make_model ?? {};
  return Object.entries(facets)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MODEL_RANGE_MAX)
    .flatMap(([pair, count]) => {
      const [carMake, model] = pair.split(" > ");
      const [cheapest] = featuredCars(services, site, { filter: and(base, eq("make", carMake), eq("model", model)), limit: 1, sort: "Car_production_price_asc" });
      if (!cheapest) return [];
      const state = { ...emptyListingState(), refinements: { make: [carMake], model: [model] } };
      return [{ make: carMake, model, count, fromPrice: cheapest.price ?? 0, image: cheapest.images[0]?.url ?? null, href: listingHref(listing, state) }];
    })
    .sort((a, b) => a.model.localeCompare(b.model));
}

export async function homePage(services: Services, site: Site, now = new Date()) {
  const { figures, locations } = await siteFigures(services, site, now);
  const template = site.template;
  const allStock = allStockPath(site);
  const featuredFilter = and(eq("status", "in_stock"), compare("price", ">", 0), template === "franchise" && anyOf("car_type", ["new", "demo"]));
  const offersFilter = and(not(eq("status", "sold")), compare("price", ">", 0), anyOf("tag", SPECIAL_OFFER_TAGS));

  const { rating, reviews, ratings } = await siteReviews(services, site, locations, HOME_REVIEWS, now);
  const offersService = locations.some((l) => isServiceLocation(l.locationType));

  return {
    siteName: site.name,
    canonical: canonicalUrl(site, "/"),
    template,
    allStock,
    usedOnly: site.usedOnly,
    searchPrefix: site.searchPrefix,
    hero: site.hero ? { ...site.hero, title: withFigures(site.hero.title, figures), subtitle: withFigures(site.hero.subtitle, figures) } : null,
    quickSearch: quickSearch(services, site),
    slides: site.slides.map((slide) => ({ ...slide, name: withFigures(slide.name, figures), description: withFigures(slide.description, figures) })),
    figures: site.statsBanner ? figures : null,
    modelRange: template === "franchise" ? modelRange(services, site) : [],
    offers: template === "franchise" ? featuredCars(services, site, { filter: offersFilter, limit: 8 }) : [],
    brandTiles: template === "group" ? siteBrandTiles(services, site) : [],
    featured: featuredCars(services, site, { filter: featuredFilter, limit: 8 }),
    service: offersService ? { href: "/service", label: site.labels.bookService } : null,
    locationCards: locationCardViews(locations, { now, closedLabel: site.labels.closedHours, ratings }),
    cardLabels: { getDirections: site.labels.getDirections, viewLocationDetails: site.labels.viewLocationDetails, contactUs: site.labels.contactUs, closedHours: site.labels.closedHours },
    rating,
    reviews,
  };
}

export type HomePageData = Awaited<ReturnType<typeof homePage>>;
