// Brand pages (listing §2 "/{brand}/overview — Brand page for each brand tile"):
// which brand a URL slug names, and which stock its page lists.
import { slugify } from "./slug.ts";
import type { ItemType } from "./entities.ts";

/** What a brand page needs of a brand tile (sites/schema.ts brandTiles). */
export interface BrandTileRef {
  title: string;
  slug: string;
  category: "car" | "motorcycle" | "truck" | "own";
  skipPage: boolean;
}

export interface BrandPage {
  slug: string;
  /** Heading of the page: the tile's title, or the make's name when no tile names it. */
  title: string;
  /** The make the page lists (the `make` facet value). */
  make: string;
  /** Limits the page to one kind of vehicle (a "Honda Motorcycles" tile lists Honda motorcycles only). */
  itemType: ItemType | null;
}

/** "Harley-Davidson" → "harley-davidson", "Mercedes-Benz" → "mercedes-benz"; same scheme as the makes' slugs. */
export function brandSlug(name: string): string {
  return slugify(name);
}

/**
 * The brand page a slug names, or null (a 404). A tile that skips its page has
 * no overview (it links to its own address instead). Without a tile, any make
 * in the site's stock has a page; a tile whose make has no stock still has one,
 * so a brand's link never breaks when its last car sells.
 */
export function resolveBrandPage(slug: string, tiles: readonly BrandTileRef[], makesInStock: readonly string[]): BrandPage | null {
  const tile = tiles.find((t) => t.slug === slug);
  if (tile?.skipPage) return null;
  const make = makesInStock.find((m) => brandSlug(m) === slug);
  if (!tile && !make) return null;
  const itemType = tile && tile.category !== "own" ? tile.category : null;
  return { slug, title: tile?.title ?? make!, make: make ?? tile!.title, itemType };
}

/** Tiles for a site that configures none: one per make in its stock, grouped by kind of vehicle. */
export function tilesFromStock(makesByItemType: Partial<Record<ItemType, readonly string[]>>) {
  const order: ItemType[] = ["car", "motorcycle", "truck", "caravan"];
  const seen = new Set<string>();
  return order.flatMap((itemType) =>
    [...(makesByItemType[itemType] ?? [])]
      .sort((a, b) => a.localeCompare(b))
      .filter((make) => !seen.has(`${itemType}:${make}`) && seen.add(`${itemType}:${make}`))
      .map((make) => ({ title: make, slug: brandSlug(make), category: itemType })),
  );
}
