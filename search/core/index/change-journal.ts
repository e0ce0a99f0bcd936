// Which slots each of the index's latest versions changed, so a cache derived
// from the index (a filter clause's bitset, say) can be brought up to date by
// looking again at those slots only instead of being rebuilt over every slot.
// Bounded: past JOURNAL_SLOTS slots the oldest versions are forgotten, and a
// cache older than what is kept is rebuilt as before.
import { GrowableU32 } from "./growable.ts";

/** Slots kept over all remembered versions (256 KB). */
export const JOURNAL_SLOTS = 65_536;

export class ChangeJournal {
  private entries: { version: number; slots: Uint32Array }[] = [];
  private kept = 0;
  /** Changes are known after this version: a cache made at it or later can be patched. */
  private knownAfter = 0;
  private readonly batch = new GrowableU32(64);
  private overflow = false;

  /** A slot written (or emptied) by the change being made. */
  note(slot: number): void {
    if (this.overflow) return;
    if (this.batch.length >= JOURNAL_SLOTS) {
      this.overflow = true;
      this.batch.length = 0;
      return;
    }
    this.batch.push(slot);
  }

  /** The change became `version` (the one before it was version - 1). */
  commit(version: number): void {
    if (this.overflow) return this.forget(version);
    const slots = this.batch.data.slice(0, this.batch.length);
    this.batch.length = 0;
    this.entries.push({ version, slots });
    this.kept += slots.length;
    while (this.kept > JOURNAL_SLOTS) {
      const oldest = this.entries.shift()!;
      this.kept -= oldest.slots.length;
      this.knownAfter = oldest.version;
    }
  }

  /** Nothing up to `version` can be told (a bulk load, or more changes than are kept). */
  forget(version: number): void {
    this.entries = [];
    this.kept = 0;
    this.knownAfter = version;
    this.batch.length = 0;
    this.overflow = false;
  }

  /** The slots changed after `version` (a slot may repeat), or null when that is no longer known. */
  changesSince(version: number): Uint32Array | null {
    if (version < this.knownAfter) return null;
    let first = this.entries.length;
    while (first > 0 && this.entries[first - 1].version > version) first--;
    if (first === this.entries.length) return EMPTY;
    if (first === this.entries.length - 1) return this.entries[first].slots;
    let total = 0;
    for (let i = first; i < this.entries.length; i++) total += this.entries[i].slots.length;
    const out = new Uint32Array(total);
    let at = 0;
    for (let i = first; i < this.entries.length; i++) {
      out.set(this.entries[i].slots, at);
      at += this.entries[i].slots.length;
    }
    return out;
  }

  bytes(): number {
    return this.kept * 4 + this.batch.data.byteLength;
  }
}

const EMPTY = new Uint32Array(0);
