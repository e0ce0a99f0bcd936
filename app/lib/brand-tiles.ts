// The brand grid's tiles as loaders build them and the sitemap lists them.
import type { SiteFile } from "../../sites/schema.ts";

type ConfiguredTile = SiteFile["brandTiles"][number];

/** A configured tile, or one made from a make in the site's stock (which may also be a caravan make). */
export type BrandTile = Omit<ConfiguredTile, "category"> & { category: ConfiguredTile["category"] | "caravan" };

/** A tile links to /{brand}/overview, or, when it skips its page, to its own address (or own-brand slug). */
export function brandTileHref(tile: Pick<BrandTile, "slug" | "skipPage" | "href">): string {
  if (!tile.skipPage) return `/${tile.slug}/overview`;
  return tile.href ?? `/${tile.slug}`;
}
