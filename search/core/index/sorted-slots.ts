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
   * What the last flush()'s block moves took, in milliseconds, for a caller
   * that budgets its time: they grow with the order's length, not with the
   * marked slots.
   */
  lastFlush = { movesMs: 0 };

  /** The position of `slot` (not marked, key unchanged) in the order, or -1; marked slots are stepped over. */
  private placeOfUnmarked(slot: number): number {
    const data = this.slots.data;
    const length = this.slots.length;
    let at = this.placeAmongUnmarked(slot, 0);
    while (at < length && this.dirtySet.has(data[at])) at++;
    return at < length && data[at] === slot ? at : -1;
  }

  /**
   * Settles every marked slot: those leaving drop out, those still members
   * go back sorted by their current keys, each placed by binary search among
   * the unmarked slots (a comparison per changed slot rather than per slot).
   * In place, each kept slot moved at most once, and only where the slots
   * leaving and arriving before it do not cancel out (moveKept).
   */
  flush(_capacity: number, isMember: (slot: number) => boolean): void {
    if (this.dirty.length === 0) return;
    const returning = this.dirty.filter(isMember).sort(this.compare);
    const leaving = Uint32Array.from(this.leaving).sort();
    const length = this.slots.length;
    const k = returning.length;
    // Where each returning slot goes, as a position in the order as it stands (ascending, as the slots are sorted).
    const places = new Uint32Array(k);
    for (let j = 0, from = 0; j < k; j++) from = places[j] = this.placeAmongUnmarked(returning[j], from);
    this.dirty = [];
    this.dirtySet.clear();
    this.leaving = [];
    const moving = performance.now();
    let data = this.slots.data;
    const size = length - leaving.length + k;
    if (size > data.length) {
      const grown = new Uint32Array(Math.max(16, size * 2));
      grown.set(data.subarray(0, length));
      this.slots.data = data = grown;
    }
    moveKept(data, length, leaving, places);
    const finished = performance.now();
    // The returning slots into the gaps the moves left: before the kept slot at their place, after those returning before them.
    for (let j = 0, left = 0; j < k; j++) {
      while (left < leaving.length && leaving[left] < places[j]) left++;
      data[places[j] - left + j] = returning[j];
    }
    this.lastFlush = { movesMs: finished - moving };
    this.slots.length = size;
    this.inverseStale = true;
    this.version++;
  }

  /** The first position from `from` on whose unmarked slot does not sort before `slot` (marked slots are stepped over). */
  private placeAmongUnmarked(slot: number, from: number): number {
    const data = this.slots.data;
    const compare = this.compare;
    const marked = this.dirtySet;
    let lo = from;
    let hi = this.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let probe = mid;
      while (probe < hi && marked.has(data[probe])) probe++;
      if (probe === hi) hi = mid;
      else if (compare(data[probe], slot) < 0) lo = probe + 1;
      else hi = mid;
    }
    return lo;
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

  /** Whether ranks(capacity) is kept for the order as it stands (else it is made again: a pass over every slot). */
  ranksKept(capacity: number): boolean {
    return !this.inverseStale && this.inverse !== null && this.inverse.length >= capacity;
  }

  /** The order's version when a query last found its ranks not kept and did without them. */
  private ranksSkippedAt = -1;

  /**
   * Whether a query that could do without the ranks should make them: yes
   * when they are kept, or when the order has not moved since a query last
   * did without them (it has settled, and the ranks made now serve the
   * queries after). No the first time after a move: while a change is applied
   * in slices the order moves between most queries, and ranks made then serve
   * none (decision 0091).
   */
  ranksWorthMaking(capacity: number): boolean {
    if (this.ranksKept(capacity) || this.ranksSkippedAt === this.version) return true;
    this.ranksSkippedAt = this.version;
    return false;
  }

  /** Position of each slot in the order (built lazily after changes). */
  ranks(capacity: number): Uint32Array {
    if (this.ranksKept(capacity)) return this.inverse!;
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

/**
 * Moves the kept slots of `data[0, length)` to where they stand once the
 * slots at `leaving` (ascending positions) are out and a slot is put before
 * each of `places` (ascending positions; the same place may repeat): a kept
 * slot at x moves by the places at or before x less the slots leaving before
 * it. Runs with the same shift move as one block, each once: those moving
 * down first, from the front, then those moving up, from the back. Neither
 * overwrites a run not yet moved (the runs keep their order, so a run's new
 * place lies past the old place of every run before it and before that of
 * every run after it). A run whose shift is 0 stays where it is.
 */
export function moveKept(data: Uint32Array, length: number, leaving: Uint32Array, places: Uint32Array): void {
  const events = leaving.length + places.length + 1;
  const starts = new Uint32Array(events);
  const ends = new Uint32Array(events);
  const shifts = new Int32Array(events);
  let runs = 0;
  let shift = 0;
  for (let x = 0, i = 0, j = 0; x < length; ) {
    while (j < places.length && places[j] <= x) {
      shift++;
      j++;
    }
    if (i < leaving.length && leaving[i] === x) {
      shift--;
      i++;
      x++;
      continue;
    }
    const end = Math.min(i < leaving.length ? leaving[i] : length, j < places.length ? places[j] : length);
    if (shift !== 0) {
      starts[runs] = x;
      ends[runs] = end;
      shifts[runs++] = shift;
    }
    x = end;
  }
  for (let r = 0; r < runs; r++) if (shifts[r] < 0) data.copyWithin(starts[r] + shifts[r], starts[r], ends[r]);
  for (let r = runs - 1; r >= 0; r--) if (shifts[r] > 0) data.copyWithin(starts[r] + shifts[r], starts[r], ends[r]);
}
