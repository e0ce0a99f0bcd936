// A small seeded pseudo-random source: the demo data must be identical for the
// same seed on every machine, so Math.random is never used by the generator.

/** Mixes two 32-bit numbers into one well-spread 32-bit seed (a murmur3 finaliser). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ (b | 0)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A stable 32-bit hash of a string (FNV-1a), used to derive sub-seeds from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order (all of them if count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An approximately normal value (mean, standard deviation), by the central limit of 3 uniforms. */
  normal(mean: number, deviation: number): number;
}

/**
 * mulberry32: tiny, fast and good enough for demo data. A class, not an object
 * of closures: every car makes one (build-car.ts), and its methods are then
 * shared, not made anew a million times over a large generation.
 */
class Mulberry32 implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  normal(mean: number, deviation: number): number {
    return mean + (this.next() + this.next() + this.next() - 1.5) * 2 * deviation;
  }
}

export function createRandom(seed: number): Random {
  return new Mulberry32(seed);
}
