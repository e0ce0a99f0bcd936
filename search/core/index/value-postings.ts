// The documents holding each value of one attribute, each value in the
// cheapest shape for its size: a lone slot inline (most stock numbers), a sorted
// slot list (rare values), or a bitset once the list would outweigh one
// (common values such as car_type:used).
import { clearBit, hasBit, orInto, popcount, resized, setBit } from "./bitset.ts";
import { GrowableU32 } from "./growable.ts";

type PostingSet = number | GrowableU32 | Uint32Array;
const EMPTY = -1;

/** Adds a slot to a set shaped by shapedFor() (slots come ascending). */
function place(sets: PostingSet[], id: number, slot: number): void {
  const set = sets[id];
  if (typeof set === "number") sets[id] = slot;
  else if (set instanceof GrowableU32) set.push(slot);
  else set[slot >>> 5] |= 1 << (slot & 31);
}

export class ValuePostings {
  private sets: PostingSet[] = [];
  private counts = new Uint32Array(16);

  constructor(private words: number) {}

  /** Live documents per value id (read-only view; may be longer than the ids in use). */
  countsArray(): Uint32Array {
    return this.counts;
  }

  /** Number of live documents holding value `id`. */
  count(id: number): number {
    return id < this.counts.length ? this.counts[id] : 0;
  }

  add(id: number, slot: number): void {
    this.ensure(id);
    const set = this.sets[id];
    const count = ++this.counts[id];
    if (typeof set === "number") {
      if (set === EMPTY) {
        this.sets[id] = slot;
      } else {
        const list = new GrowableU32(4);
        list.push(Math.min(set, slot));
        list.push(Math.max(set, slot));
        this.sets[id] = list;
      }
    } else if (set instanceof GrowableU32) {
      set.insertSorted(slot);
      // A list costs 4 bytes a document, a bitset 4 bytes a word: switch when
      // the list would be the bigger of the two.
      if (count > this.words) {
        const bits = new Uint32Array(this.words);
        const data = set.data;
        for (let i = 0; i < set.length; i++) setBit(bits, data[i]);
        this.sets[id] = bits;
      }
    } else {
      setBit(set, slot);
    }
  }

  remove(id: number, slot: number): void {
    const set = this.sets[id];
    if (set === undefined) return;
    if (typeof set === "number") {
      if (set === slot) {
        this.sets[id] = EMPTY;
        this.counts[id]--;
      }
      return;
    }
    if (set instanceof GrowableU32) {
      if (!set.removeSorted(slot)) return;
      const count = --this.counts[id];
      if (count === 1) this.sets[id] = set.data[0];
      else if (count === 0) this.sets[id] = EMPTY;
      return;
    }
    if (!hasBit(set, slot)) return;
    clearBit(set, slot);
    const count = --this.counts[id];
    // Hysteresis: go back to a list well below the switch point.
    if (count < this.words >>> 2) this.sets[id] = this.listFromBits(set);
  }

  has(id: number, slot: number): boolean {
    const set = this.sets[id];
    if (set === undefined) return false;
    if (typeof set === "number") return set === slot;
    if (set instanceof GrowableU32) {
      const i = set.lowerBound(slot);
      return i < set.length && set.data[i] === slot;
    }
    return hasBit(set, slot);
  }

  /** Sets the bit of every document holding value `id`. */
  orInto(id: number, target: Uint32Array): void {
    const set = this.sets[id];
    if (set === undefined) return;
    if (typeof set === "number") {
      if (set !== EMPTY) setBit(target, set);
    } else if (set instanceof GrowableU32) {
      const data = set.data;
      for (let i = 0, n = set.length; i < n; i++) {
        const slot = data[i];
        target[slot >>> 5] |= 1 << (slot & 31);
      }
    } else {
      orInto(target, set, this.words);
    }
  }

  /** The bitset of value `id` when it is stored as one (no copy), else null. */
  bitsetOf(id: number): Uint32Array | null {
    const set = this.sets[id];
    return set instanceof Uint32Array ? set : null;
  }

  /** Calls `fn` with each slot holding value `id` (ascending). */
  forEachSlot(id: number, fn: (slot: number) => void): void {
    const set = this.sets[id];
    if (set === undefined) return;
    if (typeof set === "number") {
      if (set !== EMPTY) fn(set);
    } else if (set instanceof GrowableU32) {
      for (let i = 0; i < set.length; i++) fn(set.data[i]);
    } else {
      for (let w = 0; w < this.words; w++) {
        let v = set[w];
        while (v !== 0) {
          const low = v & -v;
          fn((w << 5) + 31 - Math.clz32(low));
          v ^= low;
        }
      }
    }
  }

  /**
   * Fills empty postings in one go (the initial load): `forEach` is called
   * twice and must report every (value id, slot) pair with slots ascending
   * per value. Each set gets its final shape and size at once.
   */
  bulkLoad(valueCount: number, forEach: (emit: (id: number, slot: number) => void) => void): void {
    const counts = new Uint32Array(Math.max(16, valueCount));
    forEach((id) => counts[id]++);
    const sets = this.shapedFor(valueCount, counts);
    forEach((id, slot) => place(sets, id, slot));
    this.sets = sets;
    this.counts = counts;
  }

  /**
   * bulkLoad() for a single-valued attribute: each live slot (ascending)
   * holds the value id its column gives (0: none). Plain loops over the
   * column, no call per pair through a callback: a million slots a pass.
   */
  bulkLoadColumn(valueCount: number, column: ArrayLike<number>, live: Uint32Array): void {
    const counts = new Uint32Array(Math.max(16, valueCount));
    for (let i = 0; i < live.length; i++) counts[column[live[i]]]++;
    counts[0] = 0;
    const sets = this.shapedFor(valueCount, counts);
    for (let i = 0; i < live.length; i++) {
      const slot = live[i];
      const id = column[slot];
      if (id !== 0) place(sets, id, slot);
    }
    this.sets = sets;
    this.counts = counts;
  }

  /** Empty sets of their final shape and size, by each value's count. */
  private shapedFor(valueCount: number, counts: Uint32Array): PostingSet[] {
    const sets: PostingSet[] = new Array(valueCount).fill(EMPTY);
    for (let id = 1; id < valueCount; id++) {
      const count = counts[id];
      if (count > this.words) sets[id] = new Uint32Array(this.words);
      else if (count > 1) sets[id] = new GrowableU32(count);
    }
    return sets;
  }

  /** Called when the document capacity grows: bitsets follow it. */
  resize(words: number): void {
    this.words = words;
    for (let id = 0; id < this.sets.length; id++) {
      const set = this.sets[id];
      if (set instanceof Uint32Array) this.sets[id] = resized(set, words);
    }
  }

  /** Approximate bytes held, for status(). */
  bytes(): number {
    let total = this.counts.byteLength + this.sets.length * 8;
    for (const set of this.sets) {
      if (set instanceof GrowableU32) total += set.data.byteLength + 48;
      else if (set instanceof Uint32Array) total += set.byteLength + 48;
    }
    return total;
  }

  private ensure(id: number): void {
    while (this.sets.length <= id) this.sets.push(EMPTY);
    if (id >= this.counts.length) {
      let size = this.counts.length * 2;
      while (size <= id) size *= 2;
      const next = new Uint32Array(size);
      next.set(this.counts);
      this.counts = next;
    }
  }

  private listFromBits(bits: Uint32Array): GrowableU32 {
    const list = new GrowableU32(Math.max(4, popcount(bits, this.words)));
    for (let w = 0; w < this.words; w++) {
      let v = bits[w];
      while (v !== 0) {
        const low = v & -v;
        list.push((w << 5) + 31 - Math.clz32(low));
        v ^= low;
      }
    }
    return list;
  }
}
