// Which saved searches a batch of cars matches, in the search engine's own
// semantics (decision 0040): the batch becomes a small in-memory index, and
// each saved search runs as the query its listing address stands for (text
// with typo tolerance, its filter, the site's scope) through the stock-search
// interface. A saved search keeps its filter as text in the filters language
// (decision 0053); it is read back into a tree here, and a search whose filter
// no longer reads matches nothing. No second filter language.
import type { CarDocument } from "../../domain/car-document.ts";
import { and, eq, not } from "../../domain/stock-filter.ts";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { matchingStockIds, readStoredFilter, type StockScope } from "../stock/index.ts";

export interface MatchableSearch {
  id: number;
  siteSlug: string;
  query: string;
  filters: string;
}

/** Alerts are about cars a shopper can still buy. */
export const ALERT_FILTER = and(not(eq("status", "sold")));

/**
 * For each search, the ids of the batch's cars it matches (searches matching
 * none are left out). `scopeOf` gives a site's scope (its dealerships and
 * visibility level), or null when the site no longer exists.
 */
export function matchSavedSearches(
  searches: readonly MatchableSearch[],
  cars: readonly CarDocument[],
  scopeOf: (siteSlug: string) => StockScope | null,
): Map<number, number[]> {
  const found = new Map<number, number[]>();
  if (cars.length === 0 || searches.length === 0) return found;
  const engine = new CarSearchEngine(cars, { responseCacheSize: 0 });
  const scopes = new Map<string, StockScope | null>();
  for (const search of searches) {
    if (!scopes.has(search.siteSlug)) scopes.set(search.siteSlug, scopeOf(search.siteSlug));
    const scope = scopes.get(search.siteSlug);
    if (scope === null || scope === undefined) continue;
    try {
      const ids = matchingStockIds(engine, scope, { text: search.query, filter: and(readStoredFilter(search.filters), ALERT_FILTER) });
      if (ids.length) found.set(search.id, ids.map(Number));
    } catch {
      // A filter the engine no longer accepts: this search matches nothing (it is kept; the shopper sees it in My Garage).
    }
  }
  return found;
}
