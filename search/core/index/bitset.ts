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

export function popcount(bits: Uint32Array, words: number = bits.length): number {
  let total = 0;
  for (let i = 0; i < words; i++) {
    const v = bits[i];
    if (v !== 0) total += popcount32(v);
  }
  return total;
}

/** target &= other over the first `words` words. */
export function andInto(target: Uint32Array, other: Uint32Array, words: number): void {
  for (let i = 0; i < words; i++) target[i] &= other[i];
}

/** target &= ~other over the first `words` words. */
export function andNotInto(target: Uint32Array, other: Uint32Array, words: number): void {
  for (let i = 0; i < words; i++) target[i] &= ~other[i];
}

/** target |= other over the first `words` words. */
export function orInto(target: Uint32Array, other: Uint32Array, words: number): void {
  for (let i = 0; i < words; i++) target[i] |= other[i];
}

/**
 * Writes the set slots of `bits` into `out` in ascending order and returns how
 * many were written. `out` must have room for every set bit.
 */
export function collectSlots(bits: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    let v = bits[i];
    const base = i << 5;
    while (v !== 0) {
      const low = v & -v;
      out[n++] = base + 31 - Math.clz32(low);
      v ^= low;
    }
  }
  return n;
}

/** A copy grown (or shrunk) to `words` words; new words are zero. */
export function resized(bits: Uint32Array, words: number): Uint32Array {
  const next = new Uint32Array(words);
  next.set(bits.length <= words ? bits : bits.subarray(0, words));
  return next;
}
