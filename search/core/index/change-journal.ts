// Which slots each of the index's latest versions changed, so a cache derived
// from the index (a filter clause's bitset, say) can be brought up to date by
// looking again at those slots only instead of being rebuilt over every slot.
// Bounded: the slots sit in a ring of JOURNAL_SLOTS, the versions in a list of
// at most JOURNAL_VERSIONS; what falls out is forgotten, and a cache older
// than what is kept is rebuilt as before.

/** Slots kept over all remembered versions (a ring of 256 KB). */
export const JOURNAL_SLOTS = 65_536;
/** Versions remembered (a change may write no slot, or one). */
export const JOURNAL_VERSIONS = 4_096;

export class ChangeJournal {
  private readonly ring = new Uint32Array(JOURNAL_SLOTS);
  /** Slots noted since the last forget(): ring[position % JOURNAL_SLOTS] is the slot noted at `position`. */
  private written = 0;
  /** `written` at the last commit: slots noted after it belong to the change being made. */
  private committed = 0;
  /** Remembered versions, oldest first from `head`, and where each one's slots end. */
  private versions: number[] = [];
  private ends: number[] = [];
  private head = 0;
  /** Changes are known after this version (a cache made at it or later can be patched); its slots end at `knownEnd`. */
  private knownAfter = 0;
  private knownEnd = 0;

  /** A slot written (or emptied) by the change being made. */
  note(slot: number): void {
    this.ring[this.written % JOURNAL_SLOTS] = slot;
    this.written++;
  }

  /** The change became `version` (the one before it was version - 1). */
  commit(version: number): void {
    // A change larger than the ring: nothing before it can be told.
    if (this.written - this.committed > JOURNAL_SLOTS) return this.forget(version);
    this.versions.push(version);
    this.ends.push(this.written);
    this.committed = this.written;
    // Versions whose slots the ring has written over (or past the count kept) are forgotten.
    while (
      this.head < this.versions.length &&
      (this.startOf(this.head) < this.written - JOURNAL_SLOTS || this.versions.length - this.head > JOURNAL_VERSIONS)
    ) {
      this.knownAfter = this.versions[this.head];
      this.knownEnd = this.ends[this.head];
      this.head++;
    }
    if (this.head > 1024 && this.head * 2 > this.versions.length) {
      this.versions = this.versions.slice(this.head);
      this.ends = this.ends.slice(this.head);
      this.head = 0;
    }
  }

  /** Nothing up to `version` can be told (a bulk load, or a change larger than the ring). */
  forget(version: number): void {
    this.written = this.committed = 0;
    this.versions = [];
    this.ends = [];
    this.head = 0;
    this.knownAfter = version;
    this.knownEnd = 0;
  }

  /**
   * The slots changed after `version` (a slot may repeat, in the order they
   * were written), or null when that is no longer known or when there are
   * more than `limit` of them.
   */
  changesSince(version: number, limit = Infinity): Uint32Array | null {
    if (version < this.knownAfter) return null;
    // The first remembered version after `version`: its slots start where the one before it ends.
    let lo = this.head;
    let hi = this.versions.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.versions[mid] <= version) lo = mid + 1;
      else hi = mid;
    }
    const start = this.startOf(lo);
    // Slots noted since the last commit (a change that threw partway) may have written over these.
    if (this.written - start > JOURNAL_SLOTS) return null;
    const count = this.committed - start;
    if (count > limit) return null;
    const out = new Uint32Array(count);
    const from = start % JOURNAL_SLOTS;
    const first = Math.min(count, JOURNAL_SLOTS - from);
    out.set(this.ring.subarray(from, from + first));
    if (first < count) out.set(this.ring.subarray(0, count - first), first);
    return out;
  }

  /** Where the slots of the remembered version at list index `i` start (the end of the one before). */
  private startOf(i: number): number {
    return i > this.head ? this.ends[i - 1] : this.knownEnd;
  }

  bytes(): number {
    return this.ring.byteLength + (this.versions.length - this.head) * 16;
  }
}
