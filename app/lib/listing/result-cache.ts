// listing §9: "Result cache: the manufacturer search keeps 10 entries, and the
// dealership search keeps 10 or more. The oldest entry is evicted first."
// A first-in, first-out map with an age limit: reading an entry does not make
// it younger, so the entry stored first is always the one to go.

export class ResultCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(
    readonly limit: number,
    /** Entries older than this are not returned (data outside the search index, such as checkout settings, may change). */
    readonly maxAgeMs: number = Number.POSITIVE_INFINITY,
    private readonly clock: () => number = Date.now,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`cache limit must be a whole number from 1, got ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    // Storing a key again counts as a new entry: it moves to the back of the queue.
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.clock() });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or computes, stores and returns it. */
  getOrCompute(key: string, compute: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
