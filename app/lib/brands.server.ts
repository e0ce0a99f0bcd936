// The site's brands: the makes in its stock, its brand tiles, and the brand a
// /{brand}/overview address names. Always inside the site's scope.
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import type { ItemType } from "../../domain/entities.ts";
import { resolveBrandPage, tilesFromStock, type BrandPage } from "../../domain/brands.ts";
import { manufacturerLogoUrl } from "../../domain/images/urls.ts";
import { and, eq, type StockFilter } from "../../domain/stock-filter.ts";
import type { BrandTile } from "./brand-tiles.ts";
import { searchSiteStock } from "./stock.server.ts";

const ITEM_TYPES: ItemType[] = ["car", "motorcycle", "truck", "caravan"];

/** The makes of the site's visible stock, per kind of vehicle, alphabetically. */
export function siteMakesByItemType(services: Services, site: Site): Record<ItemType, string[]> {
  const response = searchSiteStock(services, site, { hitsPerPage: 0, facets: ["make", "item_type"], maxValuesPerFacet: 1000, fields: [] });
  const present = ITEM_TYPES.filter((type) => (response.facets.item_type?.[type] ?? 0) > 0);
  const byType = { car: [], motorcycle: [], truck: [], caravan: [] } as Record<ItemType, string[]>;
  // One kind of vehicle on the site: the make facet already answers.
  if (present.length === 1) byType[present[0]!] = Object.keys(response.facets.make ?? {});
  else
    for (const type of present) {
      const ofType = searchSiteStock(services, site, {
        hitsPerPage: 0,
        facets: ["make"],
        maxValuesPerFacet: 1000,
        filter: and(eq("item_type", type)),
        fields: [],
      });
      byType[type] = Object.keys(ofType.facets.make ?? {});
    }
  for (const type of ITEM_TYPES) byType[type].sort((a, b) => a.localeCompare(b));
  return byType;
}

/** The site's tiles: the configured ones, or one per make in its stock when it configures none. */
export function siteBrandTiles(services: Services, site: Site): BrandTile[] {
  if (site.brandTiles.length > 0) return site.brandTiles;
  return tilesFromStock(siteMakesByItemType(services, site)).map((tile) => ({
    ...tile,
    logoSrc: manufacturerLogoUrl(tile.slug),
    description: "",
    skipPage: false,
  }));
}

/** The brand page a slug names on this site, or null. */
export function siteBrandPage(services: Services, site: Site, slug: string): BrandPage | null {
  const response = searchSiteStock(services, site, { hitsPerPage: 0, facets: ["make"], maxValuesPerFacet: 1000, fields: [] });
  return resolveBrandPage(slug, site.brandTiles, Object.keys(response.facets.make ?? {}));
}

/** The filter for a brand page's stock. */
export function brandFilter(brand: BrandPage): StockFilter {
  return and(eq("make", brand.make), brand.itemType && eq("item_type", brand.itemType));
}
