// A listing's state as a search-history entry (detail §3 "the non-empty
// filters plus the path"): words, facets and ranges; the path is the listing's
// own address from page 1, so "Continue your search" starts it again.
import { searchHistoryEntry, type SearchHistoryEntry } from "../../../domain/search-history.ts";
import { listingHref, withPage, type ListingLocation, type ListingState } from "../../../domain/listing/search-url.ts";
import { recordSearch } from "./shortlist-storage.ts";

export function listingSearchEntry(state: ListingState, where: ListingLocation): SearchHistoryEntry {
  const ranges = Object.fromEntries(
    Object.entries(state.ranges).flatMap(([attribute, range]) => (range && (range.min !== undefined || range.max !== undefined) ? [[attribute, `${range.min ?? ""}:${range.max ?? ""}`]] : [])),
  );
  return searchHistoryEntry({ query: state.query, ...state.refinements, ...ranges }, listingHref(where, withPage(state, 1)));
}

export function addSearchEntry(state: ListingState, where: ListingLocation): void {
  recordSearch(listingSearchEntry(state, where));
}
