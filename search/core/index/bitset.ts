// Word-level operations on Uint32Array bitsets: one bit per document slot.
// Plain functions over typed arrays keep the hot loops monomorphic and free of
// per-call allocation.

export function wordsFor(capacity: number): number {
  return (capacity + 31) >>> 5;
}

export function setBit(bits: Uint32Array, slot: number): void {
  bits[slot >>> 5] |= 1 << (slot & 31);
}

export function clearBit(bits: Uint32Array, slot: number): void {
  bits[slot >>> 5] &= ~(1 << (slot & 31));
}

export function hasBit(bits: Uint32Array, slot: number): boolean {
  return (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Set bits in words [from, words). */
export function popcount(bits: Uint32Array, words: number = bits.length, from = 0): number {
  let total = 0;
  for (let i = from; i < words; i++) {
    const v = bits[i];
    if (v !== 0) total += popcount32(v);
  }
  return total;
}

/** target &= other over words [from, words). */
export function andInto(target: Uint32Array, other: Uint32Array, words: number, from = 0): void {
  for (let i = from; i < words; i++) target[i] &= other[i];
}

/** target &= ~other over words [from, words). */
export function andNotInto(target: Uint32Array, other: Uint32Array, words: number, from = 0): void {
  for (let i = from; i < words; i++) target[i] &= ~other[i];
}

/** target |= other over the first `words` words. */
export function orInto(target: Uint32Array, other: Uint32Array, words: number): void {
  for (let i = 0; i < words; i++) target[i] |= other[i];
}

/**
 * Writes the set slots of `bits` (in words [from, words)) into `out` in
 * ascending order and returns how many were written; with `except`, those not
 * set in it (one set's slots outside another). `out` must have room for
 * every set bit.
 */
export function collectSlots(bits: Uint32Array, words: number, out: Uint32Array, from = 0, except: Uint32Array | null = null): number {
  let n = 0;
  for (let i = from; i < words; i++) {
    let v = except === null ? bits[i] : bits[i] & ~except[i];
    const base = i << 5;
    while (v !== 0) {
      const low = v & -v;
      out[n++] = base + 31 - Math.clz32(low);
      v ^= low;
    }
  }
  return n;
}

/** The words [first, last + 1) holding every set bit of `bits` over its first `words` ([0, 0) when none is set). */
export function setWords(bits: Uint32Array, words: number): { from: number; to: number } {
  let from = 0;
  while (from < words && bits[from] === 0) from++;
  if (from === words) return { from: 0, to: 0 };
  let to = words;
  while (bits[to - 1] === 0) to--;
  return { from, to };
}

/** A copy grown (or shrunk) to `words` words; new words are zero. */
export function resized(bits: Uint32Array, words: number): Uint32Array {
  const next = new Uint32Array(words);
  next.set(bits.length <= words ? bits : bits.subarray(0, words));
  return next;
}
