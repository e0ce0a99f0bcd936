// listing §5, detail §9 "Facet count shortcut": when a search has more than
// 1999 hits the hit count is not shown as such; the displayed count comes
// from the stock count, or else from the summed facet counts (car_type or
// status, whose values split the stock without overlap).

export const FACET_COUNT_SHORTCUT_ABOVE = 1999;

export function displayedCarCount(input: {
  nbHits: number;
  /** The stock count for the same search, when the caller has it. */
  stockCount?: number | null;
  /** Counts of one facet whose values do not overlap (car_type or status). */
  facetCounts?: Readonly<Record<string, number>> | null;
}): number {
  if (input.nbHits <= FACET_COUNT_SHORTCUT_ABOVE) return input.nbHits;
  if (typeof input.stockCount === "number" && Number.isFinite(input.stockCount)) return input.stockCount;
  const counts = Object.values(input.facetCounts ?? {});
  return counts.length > 0 ? counts.reduce((sum, count) => sum + count, 0) : input.nbHits;
}
