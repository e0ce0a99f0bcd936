// A numeric (or boolean, as 0/1) attribute: the value per slot, the slots
// sorted by value for ranges and min/max, and, when the attribute is a facet,
// a dictionary of distinct values with an id column for counting.
import type { AttributeSpec, BaseRecord } from "../schema.ts";
import { clearBit, resized, setBit } from "./bitset.ts";
import { stableSortByKey } from "./key-sort.ts";
import { emptyIdColumn, resizedIdColumn, widenedFor, type IdColumn } from "./id-column.ts";
import { moveBits, moveColumn, type SlotMoves } from "./move-slots.ts";
import { NumberIdMap } from "./number-id-map.ts";
import type { UpdateMode } from "./sorted-slots.ts";
import { SortedSlots } from "./sorted-slots.ts";

/**
 * Slots in value order, cut into runs of equal values: what a numeric facet
 * is walked over (query/numeric-facets.ts). Run r holds the slots from
 * runEnds[r - 1] (0 for the first) up to runEnds[r], all with runValues[r].
 */
export interface ValueOrder {
  slots: Uint32Array;
  length: number;
  runEnds: Uint32Array;
  runValues: Float64Array;
  runs: number;
}

/** Bytes a value order may hold a slot, at most: the slot and, if its value is its own, a run's end and value. */
export const VALUE_ORDER_BYTES_PER_SLOT = 16;

/**
 * The value order of `n` sorted slots (their values read by slot), keeping
 * only the slots set in `within` when it is given (a site's scope, of at
 * most `withinSize` slots: what is allocated while it is made).
 */
export function valueOrderOf(sorted: Uint32Array, n: number, values: Float64Array, within: Uint32Array | null, withinSize = n): ValueOrder {
  const room = within ? Math.min(n, withinSize) : n;
  const slots = within ? new Uint32Array(room) : sorted;
  const runEnds = new Uint32Array(room);
  const runValues = new Float64Array(room);
  let length = 0;
  let runs = 0;
  for (let p = 0; p < n; p++) {
    const slot = sorted[p];
    if (within && (within[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    if (length === room) throw new Error(`valueOrderOf: more than ${withinSize} slots within the scope`);
    const value = values[slot];
    if (runs === 0 || value !== runValues[runs - 1]) runValues[runs++] = value;
    if (within) slots[length] = slot;
    runEnds[runs - 1] = ++length;
  }
  return { slots: within ? slots.slice(0, length) : sorted, length, runEnds: runEnds.slice(0, runs), runValues: runValues.slice(0, runs), runs };
}

/** Bytes a value order holds of its own (a whole index's order shares its slots with the sorted slots). */
export function valueOrderBytes(order: ValueOrder, ownSlots: boolean): number {
  return (ownSlots ? order.slots.byteLength : 0) + order.runEnds.byteLength + order.runValues.byteLength;
}

export class NumericFacetDictionary {
  /** Value → id; made from `numbers` when first needed after a bulk load gave the ids (fillFromSorted). */
  private byValue: NumberIdMap | null = new NumberIdMap();
  /** Value id → number (index 0 unused). */
  numbers = new Float64Array(64);
  valueCount = 1;
  /** Value id per slot (0 = none), as narrow as the dictionary allows. */
  column: IdColumn;
  /** Value id → live documents holding it. */
  totals = new Uint32Array(64);

  constructor(capacity: number) {
    this.column = emptyIdColumn(capacity);
  }

  private get idByValue(): NumberIdMap {
    if (this.byValue === null) {
      const map = new NumberIdMap(this.valueCount);
      for (let id = 1; id < this.valueCount; id++) map.set(this.numbers[id], id);
      this.byValue = map;
    }
    return this.byValue;
  }

  /**
   * The ids of a bulk load, given at once from the attribute's sorted slots
   * (`sorted[0, n)`, ascending values, none missing) instead of a hash probe
   * per record: each distinct value in ascending order gets the next id.
   * The dictionary must be empty. A million timestamps, nearly all distinct,
   * took a tenth of a million-record build one probe at a time.
   */
  fillFromSorted(sorted: Uint32Array, n: number, values: Float64Array): void {
    let distinct = 0;
    for (let p = 0; p < n; p++) if (p === 0 || values[sorted[p]] !== values[sorted[p - 1]]) distinct++;
    const numbers = new Float64Array(Math.max(64, distinct + 1));
    const totals = new Uint32Array(numbers.length);
    const column = widenedFor(emptyIdColumn(this.column.length), distinct);
    let id = 0;
    for (let p = 0; p < n; p++) {
      const slot = sorted[p];
      const value = values[slot];
      if (id === 0 || value !== numbers[id]) numbers[++id] = value;
      column[slot] = id;
      totals[id]++;
    }
    this.numbers = numbers;
    this.totals = totals;
    this.column = column;
    this.valueCount = distinct + 1;
    this.byValue = null;
  }

  intern(value: number): number {
    let id = this.idByValue.get(value);
    if (id === 0) {
      id = this.valueCount++;
      this.idByValue.set(value, id);
      if (id >= this.numbers.length) {
        const numbers = new Float64Array(this.numbers.length * 2);
        numbers.set(this.numbers);
        this.numbers = numbers;
        const totals = new Uint32Array(this.totals.length * 2);
        totals.set(this.totals);
        this.totals = totals;
      }
      this.numbers[id] = value;
    }
    return id;
  }

  /** Points the slot at `value` (NaN: none), keeping the totals. */
  assign(slot: number, value: number): void {
    const old = this.column[slot];
    if (old !== 0) this.totals[old]--;
    const id = value === value ? this.intern(value) : 0;
    if (id > 0xff) this.column = widenedFor(this.column, id); // past a byte: widen once, if not already
    this.column[slot] = id;
    if (id !== 0) this.totals[id]++;
  }

  grow(capacity: number): void {
    this.column = resizedIdColumn(this.column, capacity);
  }
}

export class NumericAttributeIndex {
  readonly boolean: boolean;
  /** Value per slot; NaN when the document has none. */
  values: Float64Array;
  /** Bit per slot holding a value. */
  present: Uint32Array;
  readonly sorted: SortedSlots;
  readonly facet: NumericFacetDictionary | null;

  constructor(
    readonly spec: AttributeSpec,
    capacity: number,
    words: number,
  ) {
    this.boolean = spec.kind === "boolean";
    this.values = new Float64Array(capacity).fill(NaN);
    this.present = new Uint32Array(words);
    const values = () => this.values;
    this.sorted = new SortedSlots((a, b) => {
      const v = values();
      return v[a] - v[b] || a - b;
    });
    this.facet = spec.facet ? new NumericFacetDictionary(capacity) : null;
  }

  /** The number the document holds (booleans as 1/0), or NaN. */
  read(doc: BaseRecord): number {
    const raw = this.spec.read(doc);
    if (typeof raw === "boolean") return raw ? 1 : 0;
    if (typeof raw === "number" && Number.isFinite(raw)) return raw === 0 ? 0 : raw;
    return NaN;
  }

  /**
   * Sets the slot's value (NaN clears it) and keeps the sorted slots right
   * for the mode: moved now ("single"), marked for one merge ("batch"), or
   * left for a full re-sort ("rebuild"). Returns false when nothing changed.
   */
  setValue(slot: number, value: number, mode: UpdateMode, deferFacet = false): boolean {
    const old = this.values[slot];
    if (old === value || (old !== old && value !== value)) return false;
    // Marked while the slot still sorts by its old value (its place is found then).
    if (mode === "batch") this.sorted.markDirty(slot);
    if (old === old) {
      if (mode === "single") this.sorted.remove(slot);
      clearBit(this.present, slot);
    }
    this.values[slot] = value;
    // A bulk load gives the facet's ids once it is sorted (fillFacetFromSorted).
    if (!deferFacet) this.facet?.assign(slot, value);
    if (value === value) {
      setBit(this.present, slot);
      if (mode === "single") this.sorted.insert(slot);
    }
    return true;
  }

  private orderCache: { version: number; order: ValueOrder } | null = null;

  /** Whether valueOrder() is kept for the sorted slots as they are (else it is made first, ORDER_COST a slot). */
  hasValueOrder(): boolean {
    return this.orderCache !== null && this.orderCache.version === this.sorted.version;
  }

  /** The sorted slots with their runs of equal values (rebuilt after changes, then cached). */
  valueOrder(): ValueOrder {
    const cached = this.orderCache;
    if (cached && cached.version === this.sorted.version) return cached.order;
    const order = valueOrderOf(this.sorted.slots.data, this.sorted.length, this.values, null);
    this.orderCache = { version: this.sorted.version, order };
    return order;
  }

  /** Batch mode: settles the marked slots. */
  flush(capacity: number): void {
    const values = this.values;
    this.sorted.flush(capacity, (slot) => values[slot] === values[slot]);
  }

  rebuildSorted(live: Uint32Array): void {
    const values = this.values;
    // Live slots come in ascending order: the stable sort breaks ties by slot,
    // as the comparator does; slots without a value sort last and are cut off.
    const sorted = stableSortByKey(live, (slot) => values[slot]);
    let n = sorted.length;
    while (n > 0 && values[sorted[n - 1]] !== values[sorted[n - 1]]) n--;
    this.sorted.assignSorted(n === sorted.length ? sorted : sorted.slice(0, n));
  }

  /** After a bulk load with deferred facet ids and rebuildSorted(): the facet's ids from the sorted slots. */
  fillFacetFromSorted(): void {
    this.facet?.fillFromSorted(this.sorted.slots.data, this.sorted.length, this.values);
  }

  /** Position range [from, to) in the sorted slots whose values lie in [low, high] (bounds optional). */
  range(low: number, lowInclusive: boolean, high: number, highInclusive: boolean): [number, number] {
    const values = this.values;
    const from = this.sorted.search(lowInclusive ? (s) => values[s] < low : (s) => values[s] <= low);
    const to = this.sorted.search(highInclusive ? (s) => values[s] <= high : (s) => values[s] < high);
    return [from, Math.max(from, to)];
  }

  /** After a bulk load (before the sorted slots are rebuilt): values follow their records. */
  moveSlots(moves: SlotMoves): void {
    moveColumn(this.values, moves);
    moveBits(this.present, moves);
    // Before a bulk load has given the facet its ids (fillFacetFromSorted) its column is all zeros: nothing to move.
    if (this.facet && this.facet.valueCount > 1) moveColumn(this.facet.column, moves);
  }

  grow(capacity: number, words: number): void {
    const values = new Float64Array(capacity).fill(NaN);
    values.set(this.values.subarray(0, Math.min(capacity, this.values.length)));
    this.values = values;
    this.present = resized(this.present, words);
    this.facet?.grow(capacity);
  }

  bytes(): number {
    return (
      this.values.byteLength +
      this.present.byteLength +
      this.sorted.bytes() +
      (this.facet ? this.facet.column.byteLength + this.facet.numbers.byteLength + this.facet.totals.byteLength + this.facet.valueCount * 24 : 0) +
      (this.orderCache ? valueOrderBytes(this.orderCache.order, false) : 0)
    );
  }
}
