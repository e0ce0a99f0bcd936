// The addresses a site's sitemap lists: its pages, its brand and make
// listings, and every vehicle it shows (walked with the engine's browse).
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { brandSlug } from "../../domain/brands.ts";
import type { SitemapEntry } from "../../domain/seo-files.ts";
import { brandTileHref } from "./brand-tiles.ts";
import { siteBrandTiles } from "./brands.server.ts";
import { browseSiteStock, searchSiteStock } from "./stock.server.ts";

/** The site's own pages and listings, before its vehicles. */
export function sitePagePaths(services: Services, site: Site): string[] {
  const prefix = site.searchPrefix;
  const listings = site.usedOnly
    ? [`${prefix}/used-cars`]
    : [`${prefix}/new-used-and-demo-cars`, `${prefix}/new-cars`, `${prefix}/demo-cars`, `${prefix}/used-cars`];
  const tiles = siteBrandTiles(services, site);
  const brandPages = tiles.filter((t) => !t.skipPage).map((t) => brandTileHref(t));
  const makes = searchMakes(services, site).map((make) => `${prefix}/${brandSlug(make)}`);
  const content = ["/brands", "/special-offers", "/about-us", "/dealer-locator", "/privacy-policy", "/terms-and-conditions"];
  // The site's own Markdown pages, its blog and its model range (issue #13), where it has them.
  const pages = (site.pages ?? []).map((p) => p.path);
  const posts = site.posts ?? [];
  const blog = posts.length
    ? ["/blog", ...(posts.some((p) => p.category === "vehicle-reviews") ? ["/blog/vehicle-reviews"] : []), ...posts.map((p) => p.path)]
    : [];
  const models = site.features.modelRange.length ? ["/models"] : [];
  return [...new Set(["/", ...listings, ...content, ...pages, ...blog, ...models, ...brandPages, ...makes])];
}

function searchMakes(services: Services, site: Site): string[] {
  const response = searchSiteStock(services, site, { hitsPerPage: 0, facets: ["make"], maxValuesPerFacet: 1000, sortFacetValuesBy: "alpha", fields: [] });
  return Object.keys(response.facets.make ?? {});
}

/** Every vehicle page the site shows, in index order, with when it last changed. */
export function* siteVehicleEntries(services: Services, site: Site, origin: string): Generator<SitemapEntry> {
  for (const hit of browseSiteStock(services, site, ["path", "updated_at_timestamp"])) {
    yield { loc: `${origin}${hit.path}`, lastmod: hit.updated_at_timestamp ? new Date(hit.updated_at_timestamp * 1000) : undefined };
  }
}

/** How many vehicles the site shows (to split the sitemap without walking it). */
export function siteVehicleCount(services: Services, site: Site): number {
  return searchSiteStock(services, site, { hitsPerPage: 0, fields: [] }).nbHits;
}
