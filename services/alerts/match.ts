// Which saved searches a batch of cars matches, in the search engine's own
// semantics (decision 0040): the batch becomes a small in-memory index, and
// each saved search runs as the query its listing address stands for (text
// with typo tolerance, the filter language, the site's scope). A search whose
// filters the engine refuses matches nothing. No second filter language.
import type { CarDocument } from "../../domain/car-document.ts";
import { SearchEngine } from "../../search/engine.ts";

export interface MatchableSearch {
  id: number;
  siteSlug: string;
  query: string;
  filters: string;
}

/** Alerts are about cars a shopper can still buy. */
export const ALERT_FILTER = "NOT status:sold";

/**
 * For each search, the ids of the batch's cars it matches (searches matching
 * none are left out). `scopeOf` gives a site's scope filter (its dealerships
 * and visibility level), or null when the site no longer exists.
 */
export function matchSavedSearches(
  searches: readonly MatchableSearch[],
  cars: readonly CarDocument[],
  scopeOf: (siteSlug: string) => string | null,
): Map<number, number[]> {
  const found = new Map<number, number[]>();
  if (cars.length === 0 || searches.length === 0) return found;
  const engine = new SearchEngine(cars, { responseCacheSize: 0 });
  const scopes = new Map<string, string | null>();
  for (const search of searches) {
    if (!scopes.has(search.siteSlug)) scopes.set(search.siteSlug, scopeOf(search.siteSlug));
    const scope = scopes.get(search.siteSlug);
    if (scope === null || scope === undefined) continue;
    try {
      const ids = engine.matchingObjectIDs(
        { query: search.query, filters: search.filters ? `${search.filters} AND ${ALERT_FILTER}` : ALERT_FILTER },
        { scopeFilters: scope },
      );
      if (ids.length) found.set(search.id, ids.map(Number));
    } catch {
      // A filter the engine no longer accepts: this search matches nothing (it is kept; the shopper sees it in My Garage).
    }
  }
  return found;
}
