import { visibilityTree, type VisibilityScope } from "../domain/visibility.ts";
import { formatStockFilter, type StockFilter } from "../domain/stock-filter.ts";
import type { Site } from "./registry.ts";

function visibilityScope(site: Site): VisibilityScope {
  return {
    level: site.stockVisibilityLevel,
    dealershipIds: site.dealershipIds,
    includeSoldCarsDays: site.includeSoldCarsDays,
    excludedStockNumbers: site.excludedStockNumbers,
    certifiedOnly: site.certifiedOnly,
    usedOnly: site.usedOnly,
  };
}

/**
 * The filter every query on this site is ANDed with: its dealerships and its stock-visibility level.
 * The stock-search interface (services/stock/search.ts) applies it as a tree node.
 */
export function siteScopeTree(site: Site, now: Date = new Date()): StockFilter {
  return visibilityTree(visibilityScope(site), now);
}

/** The same filter in Algolia syntax: the scope of the site's secured search keys (the public search API). */
export function siteScopeFilter(site: Site, now: Date = new Date()): string {
  return formatStockFilter(siteScopeTree(site, now));
}
