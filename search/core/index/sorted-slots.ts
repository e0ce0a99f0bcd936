// Live document slots kept in one total order (ties broken by slot so every
// slot has exactly one place): the sorted numeric columns used for ranges and
// stats, and the pre-sorted orders behind each sort replica. Single changes
// move one slot with a memmove; big batches re-sort once instead.
import { GrowableU32 } from "./growable.ts";

/**
 * How a change keeps sorted structures right: move the slot now ("single"),
 * mark it and merge all marked slots once ("batch"), or re-sort everything
 * at the end ("rebuild").
 */
export type UpdateMode = "single" | "batch" | "rebuild";

/** Negative when slot a sorts before slot b; never 0 for different slots. */
export type SlotOrder = (a: number, b: number) => number;

/** One zeroed byte per slot, shared by every flush (each clears what it marked). */
let marks = new Uint8Array(0);

function markScratch(capacity: number): Uint8Array {
  if (marks.length < capacity) marks = new Uint8Array(capacity);
  return marks;
}

export class SortedSlots {
  readonly slots = new GrowableU32(16);
  private inverse: Uint32Array | null = null;
  /** The inverse is kept as a buffer and refilled after changes rather than reallocated. */
  private inverseStale = true;
  /** Bumped on every change to the order (caches derived from it key on this). */
  version = 0;

  constructor(readonly compare: SlotOrder) {}

  get length(): number {
    return this.slots.length;
  }

  /** Takes slots already sorted by `compare` (see key-sort.ts). */
  assignSorted(sorted: Uint32Array): void {
    this.slots.data = sorted.length > 0 ? sorted : new Uint32Array(16);
    this.slots.length = sorted.length;
    this.inverseStale = true;
    this.version++;
  }

  insert(slot: number): void {
    this.slots.insertAt(this.positionFor(slot), slot);
    this.inverseStale = true;
    this.version++;
  }

  /** Removes `slot`; its sort key must still read as it did when it was inserted. */
  remove(slot: number): void {
    const i = this.positionFor(slot);
    if (i < this.slots.length && this.slots.data[i] === slot) {
      this.slots.removeAt(i);
      this.inverseStale = true;
    this.version++;
    }
  }

  private dirty: number[] = [];

  /** Batch mode: the slot's place may be wrong or gone; flush() settles every marked slot at once. */
  markDirty(slot: number): void {
    this.dirty.push(slot);
  }

  get hasDirty(): boolean {
    return this.dirty.length > 0;
  }

  /**
   * Drops every marked slot, then puts back those still members (sorted by
   * their current keys), each found by binary search: all in place, each
   * slot moved at most once, without a comparison per slot and without a new
   * array (a million-slot order is flushed many times while a feed applies).
   */
  flush(capacity: number, isMember: (slot: number) => boolean): void {
    if (this.dirty.length === 0) return;
    const marked = markScratch(capacity);
    for (const slot of this.dirty) marked[slot] = 1;
    const returning = [...new Set(this.dirty)].filter(isMember).sort(this.compare);
    let data = this.slots.data;
    const length = this.slots.length;
    // The unmarked slots, in order, compacted in place (still sorted: their keys did not change).
    let n = 0;
    for (let i = 0; i < length; i++) {
      const slot = data[i];
      if (marked[slot] === 0) data[n++] = slot;
    }
    for (const slot of this.dirty) marked[slot] = 0;
    this.dirty = [];
    const k = returning.length;
    if (n + k > data.length) {
      const grown = new Uint32Array(Math.max(16, (n + k) * 2));
      grown.set(data.subarray(0, n));
      this.slots.data = data = grown;
    }
    // Where each returning slot goes among the kept ones (ascending, as they are sorted).
    const positions = new Uint32Array(k);
    const compare = this.compare;
    let from = 0;
    for (let j = 0; j < k; j++) {
      let lo = from;
      let hi = n;
      const slot = returning[j];
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(data[mid], slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      positions[j] = lo;
      from = lo;
    }
    // From the back: each run of kept slots moves up by the returning slots before it.
    let end = n;
    for (let j = k - 1; j >= 0; j--) {
      const at = positions[j];
      if (end > at) data.copyWithin(at + j + 1, at, end);
      data[at + j] = returning[j];
      end = at;
    }
    this.slots.length = n + k;
    this.inverseStale = true;
    this.version++;
  }

  /** First position whose slot does not sort before `slot`. */
  positionFor(slot: number): number {
    let lo = 0;
    let hi = this.slots.length;
    const data = this.slots.data;
    const compare = this.compare;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(data[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position whose key is not below the probe (`below(slot)` true while the slot's key < probe). */
  search(below: (slot: number) => boolean): number {
    let lo = 0;
    let hi = this.slots.length;
    const data = this.slots.data;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (below(data[mid])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of each slot in the order (built lazily after changes). */
  ranks(capacity: number): Uint32Array {
    if (!this.inverseStale && this.inverse && this.inverse.length >= capacity) return this.inverse;
    const inverse = this.inverse && this.inverse.length >= capacity ? this.inverse : new Uint32Array(capacity);
    const data = this.slots.data;
    for (let i = 0, n = this.slots.length; i < n; i++) inverse[data[i]] = i;
    this.inverse = inverse;
    this.inverseStale = false;
    return inverse;
  }

  bytes(): number {
    return this.slots.data.byteLength + (this.inverse?.byteLength ?? 0);
  }
}
