// A numeric facet over many matches: walk the attribute's slots in value
// order (the whole index's, or a site scope's, ValueOrder), count the
// matching ones per distinct value, and keep the top values on the way.
// Values arrive in ascending order, so a value only displaces a kept one with
// a strictly higher count (ties go to the smaller value, which came first).
// The order is read in sequence (the match bits at random); no dictionary
// passes, no sort of ties. No branch per slot either: a running count of
// matches is written down for every slot, and each run of equal values (known
// in advance) takes the difference at its ends. (A branch on the match bit,
// or on the value changing, is guessed wrong about half the time on such a
// walk, and that cost several times the rest of the work.)
import type { ValueOrder } from "../index/numeric-attribute.ts";
import type { FacetStats } from "../types.ts";

export interface NumericFacetResult {
  /** Top values, by count (desc) then value (asc). */
  top: { value: number; count: number }[];
  stats: FacetStats | null;
}

/**
 * Rough cost of walking one slot of a value order, against countingCost
 * (facets.ts): a running count read and written, its match bit read at
 * random (about 5 ns a slot on the bench machine, 1.5 counted slots).
 */
export const WALK_COST = 1.5;
/** Rough cost of making a value order (valueOrderOf), a slot of the order it is made from, in the same units. */
export const ORDER_COST = 2.5;
/**
 * A value order (a scope's, or the whole index's) is made only when walking it instead of counting would repay
 * making it within this many queries at the same version (decisions 0083 and 0084)...
 */
export const ORDER_PAYBACK = 16;
/** ...and when making it costs at most this many times the query's own counting (what one query may pay). */
export const ORDER_BUILD_RATIO = 8;

/**
 * Whether making a value order of `size` slots from an order of `from` slots repays itself: walking it instead of
 * `counting` (countingCost's units) saves that within ORDER_PAYBACK queries, and making it costs this query at most
 * ORDER_BUILD_RATIO times its counting.
 */
export function orderRepaid(from: number, size: number, counting: number): boolean {
  return ORDER_COST * from <= Math.min(ORDER_BUILD_RATIO * counting, ORDER_PAYBACK * (counting - WALK_COST * size));
}

/**
 * Whether a query walks the whole index's value order of `indexed` slots instead of `counting` (decision 0084). A
 * kept order is walked when the walk is cheaper. One not kept is made when this one walk repays making it; or, where
 * the index has `settled` (an earlier query asked for the order since the attribute's sorted order last moved, and no
 * change is being applied in slices), when it repays itself within ORDER_PAYBACK queries (orderRepaid), though this
 * query alone may not repay it: the queries after it walk it as kept. Where every change moves the order, no query
 * after the one that made it would walk it.
 */
export function walksIndexOrder(indexed: number, counting: number, { kept, settled }: { kept: boolean; settled: boolean }): boolean {
  if (kept) return WALK_COST * indexed < counting;
  if (!settled) return (WALK_COST + ORDER_COST) * indexed < counting;
  return orderRepaid(indexed, indexed, counting);
}

/**
 * Matches through the end of run r, the matches lying within positions
 * [from, to) (run boundaries): none before, all of them after; within, the
 * running count, or every position from `from` on when all of them match.
 */
function matchedThrough(r: number, runEnds: Uint32Array, seen: Uint32Array, from: number, to: number, exact: boolean, matched: number): number {
  const end = runEnds[r];
  if (end <= from) return 0;
  if (end > to) return matched;
  return exact ? end - from : seen[end - 1];
}

/** The first run ending after `position` (`runs` when none does): run ends ascend. */
function runAfter(runEnds: Uint32Array, runs: number, position: number): number {
  let low = 0;
  let high = runs;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (runEnds[mid] > position) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Running match counts (one per slot walked), reused. */
let running = new Uint32Array(1024);

/**
 * The facet over the matches (`bits`), all of which lie within positions
 * [from, to) of the order (run boundaries: the query's other clauses are one
 * interval of the same attribute; the whole order otherwise): only those
 * positions are walked. With `bits` null, every slot there matches (the order
 * is the query's own set's): no slot is looked at, each run counts its length.
 */
export function walkNumericFacet(order: ValueOrder, bits: Uint32Array | null, limit: number, within?: { from: number; to: number }): NumericFacetResult {
  const { slots, length, runEnds, runValues, runs } = order;
  const from = within?.from ?? 0;
  const to = within?.to ?? length;
  const exact = bits === null;
  if (running.length < length) running = new Uint32Array(length * 2);
  const seen = running;
  let matched = 0;
  if (bits !== null) {
    for (let p = from; p < to; p++) {
      const slot = slots[p];
      matched += (bits[slot >>> 5] >>> (slot & 31)) & 1;
      seen[p] = matched;
    }
  } else matched = to - from;
  // Kept values as a min-heap on (count, then larger value first): the root is the weakest.
  const heapValues = new Float64Array(Math.max(1, limit));
  const heapCounts = new Uint32Array(Math.max(1, limit));
  let size = 0;
  const weaker = (i: number, j: number) => heapCounts[i] < heapCounts[j] || (heapCounts[i] === heapCounts[j] && heapValues[i] > heapValues[j]);
  const swap = (i: number, j: number) => {
    const v = heapValues[i];
    heapValues[i] = heapValues[j];
    heapValues[j] = v;
    const c = heapCounts[i];
    heapCounts[i] = heapCounts[j];
    heapCounts[j] = c;
  };
  // A run needs more than this to be kept: 0 while the heap has room, then the weakest kept count
  // (equal counts: the kept value is smaller, it came first).
  let floor = limit > 0 ? 0 : Infinity;
  const offer = (value: number, count: number) => {
    if (size < limit) {
      heapValues[size] = value;
      heapCounts[size] = count;
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!weaker(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
      if (size === limit) floor = heapCounts[0];
      return;
    }
    heapValues[0] = value;
    heapCounts[0] = count;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let weakest = i;
      if (l < size && weaker(l, weakest)) weakest = l;
      if (r < size && weaker(r, weakest)) weakest = r;
      if (weakest === i) break;
      swap(i, weakest);
      i = weakest;
    }
    floor = heapCounts[0];
  };

  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let before = 0;
  // Only the runs within [from, to) can hold a match (a count of 0 is never offered).
  const first = runAfter(runEnds, runs, from);
  const last = Math.min(runs - 1, runAfter(runEnds, runs, to - 1));
  for (let r = first; r <= last; r++) {
    const total = matchedThrough(r, runEnds, seen, from, to, exact, matched);
    const count = total - before;
    before = total;
    sum += runValues[r] * count;
    if (count > floor) offer(runValues[r], count);
  }
  if (matched > 0) {
    // The smallest and largest values matched: the first and last runs with a match.
    let r = first;
    while (matchedThrough(r, runEnds, seen, from, to, exact, matched) === 0) r++;
    min = runValues[r];
    r = last;
    while (r > first && matchedThrough(r - 1, runEnds, seen, from, to, exact, matched) === matched) r--;
    max = runValues[r];
  }
  const top: { value: number; count: number }[] = [];
  for (let i = 0; i < size; i++) top.push({ value: heapValues[i], count: heapCounts[i] });
  top.sort((a, b) => b.count - a.count || a.value - b.value);
  return { top, stats: matched > 0 ? { min, max, avg: sum / matched, sum } : null };
}
