// A number kept per record-store dictionary id: what an index derived from a
// field's string the last time it met it (a facet value id, a list of word
// ids). The record store has just hashed the string to give it that id
// (RecordStore.recentId), so a lookup here is an array read, not a second
// hash of the same text. Dictionary ids stand for their strings for good, so
// a kept number never goes stale.

/** The record store's side (RecordStore.recentId): the dictionary id it has just given a field's string, or -1. */
export interface RecentIds {
  recentId(field: number, value: string): number;
}

export class IdMemo {
  /** Per dictionary id: the number kept + 1 (0: none yet). */
  private kept = new Int32Array(64);

  /**
   * What `derive(value)` gave (a number ≥ 0), kept by the id the store has
   * just given `value` in `field` and made the first time; -1 when the store
   * has no id for it (not the field's last string, or not in its dictionary):
   * the caller derives it itself then, without keeping it.
   */
  derived(store: RecentIds, field: number, value: string, derive: (value: string) => number): number {
    const id = field >= 0 ? store.recentId(field, value) : -1;
    if (id < 0) return -1;
    let kept = id < this.kept.length ? this.kept[id] - 1 : -1;
    if (kept < 0) {
      kept = derive(value);
      this.set(id, kept);
    }
    return kept;
  }

  private set(id: number, value: number): void {
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
