// Facet counts and numeric stats over the matching documents: one pass over
// the matches (or over the non-matches, subtracted from each value's total,
// when most documents match; or over a site's scope less the matches,
// subtracted from the scope's totals, decision 0079) reading the facet's id column into a reused
// counter array, or, for a facet another one decides (FacetDependency), that
// one's counts summed by value; then the top values by count, ties in value
// order. The hot loops touch typed arrays only.
import type { FacetDependency } from "../index/facet-dependency.ts";
import type { IdColumn } from "../index/id-column.ts";
import type { RecordIndex } from "../index/record-index.ts";
import type { FacetStats } from "../types.ts";
import { quickselect } from "./select.ts";

let histogram = new Uint32Array(1024);

/** Counts of every value of one facet over a set of slots. */
export interface FacetTally {
  ids: Uint32Array;
  counts: Uint32Array;
  length: number;
  kind: "string" | "number" | "boolean";
  /** Value id → shown text (string facets). */
  display: readonly string[] | null;
  /** Value id → number (numeric and boolean facets). */
  numbers: ArrayLike<number> | null;
}

/** The facet value as shown: numbers as their decimal text, booleans as true/false. */
export function facetLabel(tally: FacetTally, id: number): string {
  if (tally.kind === "string") return tally.display![id];
  if (tally.kind === "boolean") return tally.numbers![id] === 1 ? "true" : "false";
  return String(tally.numbers![id]);
}

export class FacetScratch {
  private counters = new Map<string, Uint32Array>();
  /** A string facet's value id → its label as a JSON key (`"label":`), escaped once: the labels of ids never change. */
  private readonly jsonKeys = new WeakMap<readonly string[], (string | undefined)[]>();
  touched = new Uint32Array(1024);
  /** Complement counting's output (a tally is read before the next one is made). */
  ids = new Uint32Array(1024);
  totals = new Uint32Array(1024);

  counter(name: string, size: number): Uint32Array {
    let counts = this.counters.get(name);
    if (!counts || counts.length < size) {
      counts = new Uint32Array(Math.max(size * 2, 64));
      this.counters.set(name, counts);
    }
    this.fit(size);
    return counts;
  }

  /** The value's label written as a JSON object key and its colon: `"label":` (a string facet's escaped once). */
  labelKey(tally: FacetTally, id: number): string {
    const display = tally.display;
    if (display === null) return `"${facetLabel(tally, id)}":`;
    let keys = this.jsonKeys.get(display);
    if (keys === undefined || keys.length <= id) {
      // Dense (filled) and grown ahead: the dictionary grows a value at a time.
      const grown = new Array<string | undefined>(Math.max(64, 2 * display.length)).fill(undefined);
      if (keys !== undefined) for (let i = 0; i < keys.length; i++) grown[i] = keys[i];
      keys = grown;
      this.jsonKeys.set(display, keys);
    }
    return (keys[id] ??= `${JSON.stringify(display[id])}:`);
  }

  /** The touched list and the complement's output sized for a facet of `size` values. */
  fit(size: number): void {
    if (this.touched.length < size) {
      this.touched = new Uint32Array(size * 2);
      this.ids = new Uint32Array(size * 2);
      this.totals = new Uint32Array(size * 2);
    }
  }
}

/**
 * The documents to count over: the matches themselves, or — when most
 * documents match — the live documents that do not, counted and then
 * subtracted from each value's total (far fewer to visit).
 */
export interface CountSource {
  slots: Uint32Array;
  count: number;
  complement: boolean;
  /**
   * With `complement`: each value's count over the set the slots are the
   * rest of (a site's scope, ScopeTotals), by facet name; absent, the set is
   * every live document and the index's own totals are used.
   */
  totals?: (name: string) => Uint32Array;
}

/** Each value's count over the set a complement source is the rest of. */
function complementTotals(index: RecordIndex, name: string, source: CountSource): ArrayLike<number> | null {
  if (!source.complement) return null;
  if (source.totals) return source.totals(name);
  const strings = index.strings.get(name);
  return strings ? strings.postings.countsArray() : index.numbers.get(name)!.facet!.totals;
}

/** Dictionaries up to this size are counted without tracking touched values (then scanned). */
const SMALL_DICTIONARY = 2048;

/**
 * Rough cost of tallying a facet of `valueCount` values over `slots` slots,
 * in the units of numeric-facets.ts' WALK_COST (about 3.5 ns on the bench
 * machine): a slot of a small dictionary's dense count costs 1; one of a
 * large dictionary's about 6 (a counter out of cache, the first touch
 * tracked, then ordering and stats per value counted). With `complement`,
 * the pass over every value that subtracts a complement count from the
 * totals (about 4 a value for a large dictionary).
 */
export function countingCost(valueCount: number, slots: number, complement = false): number {
  const small = valueCount <= SMALL_DICTIONARY;
  if (complement) return small ? 0 : 4 * valueCount;
  return (small ? 1 : 6) * slots;
}
/**
 * Three more counters per value for the dense count: four matches in turn go
 * to four counters, so a run of the same value (a facet of a few values) does
 * not wait on the increment before it.
 */
const lanes = new Uint32Array(3 * SMALL_DICTIONARY);
const LANE = SMALL_DICTIONARY;

function countColumn(column: IdColumn, valueCount: number, slots: Uint32Array, count: number, counts: Uint32Array, touched: Uint32Array): number {
  let touchedCount = 0;
  if (valueCount <= SMALL_DICTIONARY || valueCount <= count >>> 2) {
    // No branch per document (id 0, "no value", is counted and ignored).
    if (valueCount <= SMALL_DICTIONARY) countInLanes(column, valueCount, slots, count, counts);
    else for (let i = 0; i < count; i++) counts[column[slots[i]]]++;
    return touchedValues(counts, valueCount, touched);
  }
  for (let i = 0; i < count; i++) {
    const v = column[slots[i]];
    if (v !== 0 && counts[v]++ === 0) touched[touchedCount++] = v;
  }
  return touchedCount;
}

/** The dense count of a small dictionary, four matches at a time into four counters, summed into `counts`. */
function countInLanes(column: IdColumn, valueCount: number, slots: Uint32Array, count: number, counts: Uint32Array): void {
  let i = 0;
  for (; i + 3 < count; i += 4) {
    counts[column[slots[i]]]++;
    lanes[column[slots[i + 1]]]++;
    lanes[LANE + column[slots[i + 2]]]++;
    lanes[2 * LANE + column[slots[i + 3]]]++;
  }
  for (; i < count; i++) counts[column[slots[i]]]++;
  for (let v = 0; v < valueCount; v++) {
    counts[v] += lanes[v] + lanes[LANE + v] + lanes[2 * LANE + v];
    lanes[v] = lanes[LANE + v] = lanes[2 * LANE + v] = 0;
  }
}

function countPool(start: Uint32Array, len: Uint16Array, pool: Uint32Array, slots: Uint32Array, count: number, counts: Uint32Array, touched: Uint32Array): number {
  let touchedCount = 0;
  for (let i = 0; i < count; i++) {
    const slot = slots[i];
    const from = start[slot];
    const to = from + len[slot];
    for (let k = from; k < to; k++) {
      const v = pool[k];
      if (counts[v]++ === 0) touched[touchedCount++] = v;
    }
  }
  return touchedCount;
}

/** Per byte of a mask (four of them), how many documents have each of its 256 patterns. */
const bytePatterns = new Uint32Array(4 * 256);

/**
 * Counts, per bit, how many of the slots' masks have it set: each mask's bytes
 * are counted as patterns (one increment a byte per document, whatever the
 * number of bits set), then each pattern's count is added to its bits. Only
 * the bytes that can hold a value (id v is bit v - 1, ids below `valueCount`)
 * are counted: a list of up to 16 values takes two increments a document.
 */
function countMasks(masks: Uint32Array, valueCount: number, slots: Uint32Array, count: number, counts: Uint32Array, touched: Uint32Array): number {
  const patterns = bytePatterns;
  const bytes = Math.min(4, Math.ceil((valueCount - 1) / 8));
  if (bytes <= 1) {
    for (let i = 0; i < count; i++) patterns[masks[slots[i]] & 0xff]++;
  } else if (bytes === 2) {
    for (let i = 0; i < count; i++) {
      const x = masks[slots[i]];
      patterns[x & 0xff]++;
      patterns[256 + ((x >>> 8) & 0xff)]++;
    }
  } else {
    for (let i = 0; i < count; i++) {
      const x = masks[slots[i]];
      patterns[x & 0xff]++;
      patterns[256 + ((x >>> 8) & 0xff)]++;
      patterns[512 + ((x >>> 16) & 0xff)]++;
      patterns[768 + (x >>> 24)]++;
    }
  }
  let touchedCount = 0;
  for (let byte = 0; byte < 4; byte++) {
    for (let pattern = 1; pattern < 256; pattern++) {
      const n = patterns[byte * 256 + pattern];
      if (n === 0) continue;
      patterns[byte * 256 + pattern] = 0;
      for (let bit = 0; bit < 8; bit++) {
        if ((pattern & (1 << bit)) === 0) continue;
        const id = byte * 8 + bit + 1;
        if (counts[id] === 0) touched[touchedCount++] = id;
        counts[id] += n;
      }
    }
    patterns[byte * 256] = 0;
  }
  return touchedCount;
}

/**
 * Tallies one facet (by name or alias) over the source; null when it is not
 * a facet. The tally may view scratch memory: read it before the next tally.
 */
export function tallyFacet(index: RecordIndex, name: string, source: CountSource, scratch: FacetScratch): FacetTally | null {
  const spec = index.schema.attribute(name);
  if (!spec || !spec.facet) return null;
  const strings = index.strings.get(spec.name);
  const facet = strings ? null : index.numbers.get(spec.name)!.facet!;
  const valueCount = strings ? strings.valueCount : facet!.valueCount;
  const counts = scratch.counter(spec.name, valueCount);
  const touched = scratch.touched;
  const touchedCount =
    strings && strings.multi
      ? strings.masks
        ? countMasks(strings.masks, valueCount, source.slots, source.count, counts, touched)
        : countPool(strings.start, strings.len, strings.pool.data, source.slots, source.count, counts, touched)
      : countColumn(strings ? strings.column : facet!.column, valueCount, source.slots, source.count, counts, touched);
  return finishTally(index, spec.name, counts, touched, touchedCount, complementTotals(index, spec.name, source), scratch);
}

/**
 * Adds each value's count over the first `count` of `slots` to `counts`
 * (dense by value id, at least the facet's value count long, id 0 "no value"
 * left as it falls): running totals (query/range-totals.ts) count block by
 * block into their rows without a tally each.
 */
export function addCounts(index: RecordIndex, name: string, slots: Uint32Array, count: number, counts: Uint32Array, scratch: FacetScratch): void {
  const strings = index.strings.get(name);
  const valueCount = facetValueCount(index, name);
  scratch.fit(valueCount);
  if (strings && strings.multi) {
    if (strings.masks) countMasks(strings.masks, valueCount, slots, count, counts, scratch.touched);
    else countPool(strings.start, strings.len, strings.pool.data, slots, count, counts, scratch.touched);
  } else {
    countColumn(strings ? strings.column : index.numbers.get(name)!.facet!.column, valueCount, slots, count, counts, scratch.touched);
  }
}

/**
 * The facet's tally from its counters (the touched values; cleared for the
 * next facet). Counted over non-matches (`totals` given), it is each value's
 * total less its count, in scratch memory.
 */
function finishTally(index: RecordIndex, name: string, counts: Uint32Array, touched: Uint32Array, touchedCount: number, totals: ArrayLike<number> | null, scratch: FacetScratch): FacetTally {
  const strings = index.strings.get(name);
  const facet = strings ? null : index.numbers.get(name)!.facet!;
  const valueCount = strings ? strings.valueCount : facet!.valueCount;
  let ids: Uint32Array;
  let out: Uint32Array;
  if (totals === null) {
    // Copy out and reset the shared counters for the next facet.
    ids = touched.slice(0, touchedCount);
    out = new Uint32Array(touchedCount);
    for (let i = 0; i < touchedCount; i++) {
      const id = ids[i];
      out[i] = counts[id];
      counts[id] = 0;
    }
  } else {
    // Matches per value = documents of the whole set with it - non-matching ones with it.
    const idBuffer = scratch.ids;
    const countBuffer = scratch.totals;
    let n = 0;
    const limit = Math.min(valueCount, totals.length);
    for (let id = 1; id < limit; id++) {
      const matched = totals[id] - counts[id];
      if (matched > 0) {
        idBuffer[n] = id;
        countBuffer[n++] = matched;
      }
    }
    for (let i = 0; i < touchedCount; i++) counts[touched[i]] = 0;
    ids = idBuffer.subarray(0, n);
    out = countBuffer.subarray(0, n);
  }
  return tallyOf(index, name, ids, out);
}

/** Two facets are counted together when the pairs of their values fit this many counters (16 KB). */
const PAIR_COUNTERS = 4096;
const pairCounts = new Uint32Array(2 * PAIR_COUNTERS);

/**
 * Whether two single-valued facets are cheaper counted together, as pairs of
 * values (one counter per pair, then summed per facet), over `count` slots:
 * when their value pairs fit PAIR_COUNTERS and are fewer than the slots
 * visited (summing the pairs costs one step per pair).
 */
export function pairable(index: RecordIndex, a: string, b: string, count: number): boolean {
  const pairs = singleValueCount(index, a) * singleValueCount(index, b);
  return pairs <= PAIR_COUNTERS && pairs <= count;
}

/** The dictionary size of a facet (value ids are below it); Infinity for an attribute that is not one. */
export function facetValueCount(index: RecordIndex, name: string): number {
  const strings = index.strings.get(name);
  if (strings) return strings.valueCount;
  return index.numbers.get(name)?.facet?.valueCount ?? Infinity;
}

/** The dictionary size of a single-valued facet with an id column; Infinity for any other attribute. */
export function singleValueCount(index: RecordIndex, name: string): number {
  return index.strings.get(name)?.multi ? Infinity : facetValueCount(index, name);
}

/**
 * Tallies of two single-valued facets (see pairable) in one pass over the
 * source: each slot's pair of value ids has a counter (two counters taken in
 * turn, so equal pairs in a row do not wait on each other), and each facet's
 * counts are the sums over its pairs. The first tally is its own copy; the
 * second may view scratch memory.
 */
export function tallyPair(index: RecordIndex, a: string, b: string, source: CountSource, scratch: FacetScratch): [FacetTally, FacetTally] {
  const columnA = index.facetColumn(a);
  const columnB = index.facetColumn(b);
  const valuesA = singleValueCount(index, a);
  const valuesB = singleValueCount(index, b);
  const { slots, count } = source;
  const joint = pairCounts;
  let i = 0;
  for (; i + 1 < count; i += 2) {
    const s = slots[i];
    const t = slots[i + 1];
    joint[columnA[s] * valuesB + columnB[s]]++;
    joint[PAIR_COUNTERS + columnA[t] * valuesB + columnB[t]]++;
  }
  if (i < count) joint[columnA[slots[i]] * valuesB + columnB[slots[i]]]++;
  const countsA = scratch.counter(a, valuesA);
  const countsB = scratch.counter(b, valuesB);
  for (let x = 0, k = 0; x < valuesA; x++) {
    for (let y = 0; y < valuesB; y++, k++) {
      const n = joint[k] + joint[PAIR_COUNTERS + k];
      if (n === 0) continue;
      joint[k] = joint[PAIR_COUNTERS + k] = 0;
      countsA[x] += n;
      countsB[y] += n;
    }
  }
  const first = finishTally(index, a, countsA, scratch.touched, touchedValues(countsA, valuesA, scratch.touched), complementTotals(index, a, source), scratch);
  const kept = keptTally(first);
  return [kept, finishTally(index, b, countsB, scratch.touched, touchedValues(countsB, valuesB, scratch.touched), complementTotals(index, b, source), scratch)];
}

/** After a dense count: drops id 0 ("no value", counted with the rest), writes the ids with a count into `touched`; returns how many. */
function touchedValues(counts: Uint32Array, valueCount: number, touched: Uint32Array): number {
  counts[0] = 0;
  let n = 0;
  for (let v = 1; v < valueCount; v++) if (counts[v] !== 0) touched[n++] = v;
  return n;
}

/** A tally of the facet `name` from its value ids and their counts. */
function tallyOf(index: RecordIndex, name: string, ids: Uint32Array, counts: Uint32Array): FacetTally {
  const strings = index.strings.get(name);
  if (strings) return { ids, counts, length: ids.length, kind: "string", display: strings.display, numbers: null };
  const numeric = index.numbers.get(name)!;
  return { ids, counts, length: ids.length, kind: numeric.boolean ? "boolean" : "number", display: null, numbers: numeric.facet!.numbers };
}

/**
 * The tally of a facet decided by another (FacetDependency, while it holds),
 * from the source's tally over the same matches: each source value's count
 * goes to the value it decides.
 */
export function tallyFromSource(index: RecordIndex, dependency: FacetDependency, source: FacetTally, scratch: FacetScratch): FacetTally {
  const strings = index.strings.get(dependency.target)!;
  const counts = scratch.counter(dependency.target, strings.valueCount);
  const touched = scratch.touched;
  let touchedCount = 0;
  for (let i = 0; i < source.length; i++) {
    const id = dependency.targetOf(source.ids[i]);
    if (id === 0) continue;
    if (counts[id] === 0) touched[touchedCount++] = id;
    counts[id] += source.counts[i];
  }
  // The source's counts are of matches already: never a complement.
  return finishTally(index, dependency.target, counts, touched, touchedCount, null, scratch);
}

/** The tally with its own copy of ids and counts (a tally may view scratch memory the next one reuses). */
export function keptTally(tally: FacetTally): FacetTally {
  return { ...tally, ids: tally.ids.slice(0, tally.length), counts: tally.counts.slice(0, tally.length) };
}

/** min/max/avg/sum over the tallied values (numeric facets only). */
export function facetStats(tally: FacetTally): FacetStats | null {
  if (tally.kind !== "number" || tally.length === 0) return null;
  const numbers = tally.numbers!;
  const { ids, counts } = tally;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < tally.length; i++) {
    const value = numbers[ids[i]];
    const c = counts[i];
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * c;
    n += c;
  }
  return { min, max, avg: sum / n, sum };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tally being ordered by count: the comparisons below read it from here,
 * so ordering a facet makes no functions (every query orders two dozen).
 */
let ordering: FacetTally | null = null;

/** Whether position `a`'s value comes before `b`'s in value order (numbers ascending, text by code units). */
function valueBefore(a: number, b: number): boolean {
  const tally = ordering!;
  const { ids } = tally;
  if (tally.kind === "string") return tally.display![ids[a]] < tally.display![ids[b]];
  return tally.numbers![ids[a]] < tally.numbers![ids[b]];
}

/** Count order: more first, ties in value order. */
function countBefore(a: number, b: number): boolean {
  const { counts } = ordering!;
  return counts[a] !== counts[b] ? counts[a] > counts[b] : valueBefore(a, b);
}

const byCount = (a: number, b: number) => (countBefore(a, b) ? -1 : countBefore(b, a) ? 1 : 0);

/** Up to this many values are put in order by insertion (a facet of a few dozen values, the usual case). */
const INSERTION_SORT_MAX = 64;

/** The positions, in count order (a new array). */
function inCountOrder(positions: number[]): number[] {
  if (positions.length > INSERTION_SORT_MAX) return positions.sort(byCount);
  for (let i = 1; i < positions.length; i++) {
    const position = positions[i];
    let j = i - 1;
    for (; j >= 0 && countBefore(position, positions[j]); j--) positions[j + 1] = positions[j];
    positions[j + 1] = position;
  }
  return positions;
}

/** Positions (into the tally) of the first `limit` values: by count (desc) with ties in value order, or alphabetically. */
export function topPositions(tally: FacetTally, limit: number, sortBy: "count" | "alpha"): number[] {
  const n = tally.length;
  if (limit <= 0 || n === 0) return [];
  if (sortBy === "alpha") {
    // A bounded heap: a million stock numbers cost n log(limit), not a full sort.
    const label = (position: number) => facetLabel(tally, tally.ids[position]);
    const heap = new BoundedHeap(limit, (a, b) => label(a) < label(b));
    for (let i = 0; i < n; i++) heap.offer(i);
    return heap.items().sort((a, b) => byText(label(a), label(b)));
  }
  ordering = tally;
  try {
    if (n <= limit || n <= INSERTION_SORT_MAX) {
      const all = new Array<number>(n);
      for (let i = 0; i < n; i++) all[i] = i;
      return inCountOrder(all).slice(0, limit);
    }
    // The count of the limit-th value (from a histogram of counts): everything
    // above it is in; ties at it are settled by value order with a bounded heap.
    const { counts } = tally;
    const threshold = kthLargestCount(counts, n, limit);
    const chosen: number[] = [];
    for (let i = 0; i < n; i++) if (counts[i] > threshold) chosen.push(i);
    if (tally.kind === "string") {
      const heap = new BoundedHeap(limit - chosen.length, valueBefore);
      for (let i = 0; i < n; i++) if (counts[i] === threshold) heap.offer(i);
      chosen.push(...heap.items());
    } else smallestTied(tally, threshold, limit - chosen.length, chosen);
    return inCountOrder(chosen).slice(0, limit);
  } finally {
    ordering = null;
  }
}

/**
 * Adds to `chosen` the `room` smallest numbers among a numeric tally's
 * values counted `threshold` times (often thousands of kilometre readings
 * seen once): the room-th smallest selected in linear time, not a heap
 * compared through the tally a value at a time.
 */
function smallestTied(tally: FacetTally, threshold: number, room: number, chosen: number[]): void {
  if (room <= 0) return;
  const { counts, ids, length } = tally;
  const numbers = tally.numbers!;
  let tied = 0;
  for (let i = 0; i < length; i++) if (counts[i] === threshold) tied++;
  if (tied <= room) {
    for (let i = 0; i < length; i++) if (counts[i] === threshold) chosen.push(i);
    return;
  }
  const values = new Float64Array(tied);
  for (let i = 0, t = 0; i < length; i++) if (counts[i] === threshold) values[t++] = numbers[ids[i]];
  quickselect(values, tied, room - 1);
  const cut = values[room - 1];
  // Below the cut, then at it (a value id is one number: one position at most) until the room is full.
  let left = room;
  for (let i = 0; i < length; i++) {
    if (counts[i] === threshold && numbers[ids[i]] < cut) {
      chosen.push(i);
      left--;
    }
  }
  for (let i = 0; i < length && left > 0; i++) {
    if (counts[i] === threshold && numbers[ids[i]] === cut) {
      chosen.push(i);
      left--;
    }
  }
}

/** The k-th largest of counts[0..n) (1-based k). */
function kthLargestCount(counts: Uint32Array, n: number, k: number): number {
  let max = 0;
  for (let i = 0; i < n; i++) if (counts[i] > max) max = counts[i];
  if (max > 1 << 20) {
    const negated = new Float64Array(n);
    for (let i = 0; i < n; i++) negated[i] = -counts[i];
    quickselect(negated, n, k - 1);
    return -negated[k - 1];
  }
  if (histogram.length <= max) histogram = new Uint32Array(max * 2 + 1);
  histogram.fill(0, 0, max + 1);
  for (let i = 0; i < n; i++) histogram[counts[i]]++;
  let seen = 0;
  for (let c = max; c > 0; c--) {
    seen += histogram[c];
    if (seen >= k) return c;
  }
  return 0;
}

/** Keeps the `size` items that come first under `before` (a max-heap on the worst kept). */
class BoundedHeap {
  private readonly heap: number[] = [];

  constructor(
    private readonly size: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}

  offer(item: number): void {
    const heap = this.heap;
    if (this.size <= 0) return;
    if (heap.length < this.size) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.before(heap[parent], heap[i])) break;
        [heap[parent], heap[i]] = [heap[i], heap[parent]];
        i = parent;
      }
      return;
    }
    if (!this.before(item, heap[0])) return;
    heap[0] = item;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && this.before(heap[worst], heap[l])) worst = l;
      if (r < heap.length && this.before(heap[worst], heap[r])) worst = r;
      if (worst === i) return;
      [heap[worst], heap[i]] = [heap[i], heap[worst]];
      i = worst;
    }
  }

  items(): number[] {
    return this.heap;
  }
}
