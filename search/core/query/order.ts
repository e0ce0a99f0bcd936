// Putting matches in index order and cutting out one page: pre-sorted orders
// for filter-only queries, packed relevance keys for text queries.
import type { RecordIndex } from "../index/record-index.ts";
import type { IndexDefinition } from "../schema.ts";
import { TIE_LIMIT } from "../index/key-sort.ts";
import { smallestSorted } from "./select.ts";
import type { TextScratch } from "./text-match.ts";

/** Relevance tier of a text match: fewer typos, then a better attribute, then more exact words. */
export function relevanceTier(typos: number, attribute: number, exact: number): number {
  return (typos * 16 + Math.min(attribute, 15)) * 16 + (15 - Math.min(exact, 15));
}

/**
 * What comparing a match with the worst of the page kept so far costs (two
 * sort keys read, the ranking's criteria on a tie), in writes of a rank:
 * about 3 at a million records (27 against 10 ns); 12 leaves the ranks to
 * queries of many matches, whose reading them repays making them.
 */
const COMPARE_COST = 12;

/**
 * Slots at positions [start, end) of the filter-only matches in the index's
 * order. `slots()` lists all matches ascending.
 */
export function pageOfMatches(
  index: RecordIndex,
  definition: IndexDefinition,
  bits: Uint32Array,
  matchCount: number,
  start: number,
  end: number,
  slots: () => Uint32Array,
): number[] {
  if (end <= start || matchCount === 0) return [];
  const order = index.order(definition.name);
  const data = order.slots.data;
  const length = order.length;
  // Walking the order visits about end * size / matchCount slots; ranking
  // the matches costs about matchCount. Walk when that is cheaper.
  if (end * index.size < matchCount * matchCount * 4) {
    const out: number[] = [];
    let seen = 0;
    for (let r = 0; r < length && seen < end; r++) {
      const slot = data[r];
      if ((bits[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
      if (seen >= start) out.push(slot);
      seen++;
    }
    return out;
  }
  // Sparse matches: rank them and keep the first `end`. The ranks (each slot's position) are made again after
  // every change to the order, a pass over all of it. While a change is applied in slices they are stale at
  // almost every query: then the order's own comparator picks the first `end` of few matches for less
  // (decision 0091). Both give the same page: the order is sorted by that comparator, which breaks every tie.
  if (matchCount * COMPARE_COST < length && !order.ranksWorthMaking(index.capacity)) {
    return topByComparator(slots(), matchCount, end, order.compare).slice(start);
  }
  const ranks = order.ranks(index.capacity);
  const matches = slots();
  const keys = new Float64Array(matchCount);
  for (let i = 0; i < matchCount; i++) keys[i] = ranks[matches[i]];
  const best = smallestSorted(keys, matchCount, end);
  const out: number[] = [];
  for (let i = start; i < best.length; i++) out.push(data[best[i]]);
  return out;
}

/** Slots at positions [start, end) of text matches, ranked for the index. */
export function pageOfTextMatches(
  index: RecordIndex,
  definition: IndexDefinition,
  scratch: TextScratch,
  count: number,
  start: number,
  end: number,
): number[] {
  if (end <= start || count === 0) return [];
  const production = index.order(index.schema.primaryIndex.name);
  const productionRanks = production.ranks(index.capacity);
  const { candidates, typos, attribute, exact } = scratch;
  if (!definition.sort) {
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const slot = candidates[i];
      keys[i] = relevanceTier(typos[slot], attribute[slot], exact[slot]) * TIE_LIMIT + productionRanks[slot];
    }
    const best = smallestSorted(keys, count, end);
    const data = production.slots.data;
    const out: number[] = [];
    for (let i = start; i < best.length; i++) out.push(data[best[i] % TIE_LIMIT]);
    return out;
  }
  // Replicas sort by their attribute first, then relevance, then custom rank.
  const values = index.numbers.get(definition.sort.attribute)!.values;
  const desc = definition.sort.direction === "desc";
  const tier = (slot: number) => relevanceTier(typos[slot], attribute[slot], exact[slot]);
  const compare = (a: number, b: number): number => {
    const va = values[a];
    const vb = values[b];
    const na = va !== va;
    const nb = vb !== vb;
    if (na !== nb) return na ? 1 : -1;
    if (!na && va !== vb) return desc ? vb - va : va - vb;
    return tier(a) - tier(b) || productionRanks[a] - productionRanks[b];
  };
  return topByComparator(candidates, count, end, compare).slice(start);
}

/** The first `k` of items[0..count) under `compare`, in order (a bounded heap). */
export function topByComparator(items: Uint32Array, count: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (count <= k * 4 || count <= 256) return Array.from(items.subarray(0, count)).sort(compare).slice(0, k);
  // Max-heap of the best k so far: the root is the worst kept item.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i];
    heap[i] = heap[j];
    heap[j] = t;
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (let n = 0; n < count; n++) {
    const item = items[n];
    if (heap.length < k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
