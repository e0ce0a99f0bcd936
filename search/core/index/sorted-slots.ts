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
  private readonly dirtySet = new Set<number>();
  /** Where each marked member stood when it was marked (the order itself is unchanged until flush). */
  private leaving: number[] = [];

  /**
   * Batch mode: the slot's place may be wrong or gone; flush() settles every
   * marked slot at once. Mark a slot before its key changes: its current place
   * is found now, by binary search over the slots whose keys have not changed.
   */
  markDirty(slot: number): void {
    if (this.dirtySet.has(slot)) return;
    const at = this.placeOfUnmarked(slot);
    if (at >= 0) this.leaving.push(at);
    this.dirtySet.add(slot);
    this.dirty.push(slot);
  }

  get hasDirty(): boolean {
    return this.dirty.length > 0;
  }

  /** Slots marked since the last flush(). */
  get pending(): number {
    return this.dirty.length;
  }

  /**
   * What the last flush() took, for a caller that budgets its time: the block
   * moves (they grow with the order's length, not with the marked slots) and
   * the whole of it, in milliseconds.
   */
  lastFlush = { movesMs: 0, ms: 0 };

  /** The position of `slot` (not marked, key unchanged) in the order, or -1; marked slots are stepped over. */
  private placeOfUnmarked(slot: number): number {
    const data = this.slots.data;
    const compare = this.compare;
    const marked = this.dirtySet;
    let lo = 0;
    let hi = this.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let probe = mid;
      while (probe < hi && marked.has(data[probe])) probe++;
      if (probe === hi) {
        hi = mid;
        continue;
      }
      const order = compare(data[probe], slot);
      if (order === 0) return data[probe] === slot ? probe : -1;
      if (order < 0) lo = probe + 1;
      else hi = mid;
    }
    return -1;
  }

  /**
   * Takes out every marked slot (block moves between the places found when
   * they were marked), then puts back those still members, sorted by their
   * current keys, each found by binary search: in place, each slot moved at
   * most twice, with a comparison per changed slot rather than per slot.
   */
  flush(_capacity: number, isMember: (slot: number) => boolean): void {
    if (this.dirty.length === 0) return;
    const started = performance.now();
    const returning = this.dirty.filter(isMember).sort(this.compare);
    const leaving = this.leaving.sort((a, b) => a - b);
    this.dirty = [];
    this.dirtySet.clear();
    this.leaving = [];
    let data = this.slots.data;
    const length = this.slots.length;
    let n = length;
    let moving = performance.now();
    if (leaving.length > 0) {
      let write = leaving[0];
      for (let j = 0; j < leaving.length; j++) {
        const from = leaving[j] + 1;
        const to = j + 1 < leaving.length ? leaving[j + 1] : length;
        if (to > from) data.copyWithin(write, from, to);
        write += to - from;
      }
      n = write;
    }
    const movesMs = performance.now() - moving;
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
    moving = performance.now();
    let end = n;
    for (let j = k - 1; j >= 0; j--) {
      const at = positions[j];
      if (end > at) data.copyWithin(at + j + 1, at, end);
      data[at + j] = returning[j];
      end = at;
    }
    const finished = performance.now();
    this.lastFlush = { movesMs: movesMs + finished - moving, ms: finished - started };
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
