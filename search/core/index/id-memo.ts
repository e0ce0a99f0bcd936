// A number kept per record-store dictionary id: what an index derived from a
// field's string the last time it met it (a facet value id, a list of word
// ids). The record store has just hashed the string to give it that id
// (RecordStore.recentId), so a lookup here is an array read, not a second
// hash of the same text. Dictionary ids stand for their strings for good, so
// a kept number never goes stale.

export class IdMemo {
  /** Per dictionary id: the number kept + 1 (0: none yet). */
  private kept = new Int32Array(64);

  /** The number kept for the dictionary id, or -1. */
  get(id: number): number {
    return id < this.kept.length ? this.kept[id] - 1 : -1;
  }

  set(id: number, value: number): void {
    if (id >= this.kept.length) {
      let size = this.kept.length * 2;
      while (size <= id) size *= 2;
      const next = new Int32Array(size);
      next.set(this.kept);
      this.kept = next;
    }
    this.kept[id] = value + 1;
  }
}
