// A string attribute as a dictionary of values (compared case-insensitively,
// shown in their first spelling), a column of value ids per document (or a
// small pool of ids per document for lists such as categories), and the
// documents holding each value.
import type { AttributeSpec, BaseRecord } from "../schema.ts";
import { FoldedIds, foldedHash } from "./folded-ids.ts";
import { GrowableU32 } from "./growable.ts";
import { IdMemo, type RecentIds } from "./id-memo.ts";
import { emptyIdColumn, resizedIdColumn, widenedFor, type IdColumn } from "./id-column.ts";
import { moveColumn, type SlotMoves } from "./move-slots.ts";
import { ValuePostings } from "./value-postings.ts";

function growU32(array: Uint32Array, capacity: number): Uint32Array {
  const next = new Uint32Array(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)));
  return next;
}

const SPELLING_CACHE_LIMIT = 20_000;

export class StringAttributeIndex {
  readonly multi: boolean;
  /** Values interned (for the spellings cache's use). */
  private interned = 0;
  /** Value ids by the value, without regard to case. */
  private readonly ids = new FoldedIds((id) => this.display[id]);
  private readonly spellings = new Map<string, number>();
  /** Value id → the spelling shown in facets (index 0 unused: "no value"). */
  readonly display: string[] = [""];
  readonly postings: ValuePostings;
  /** Single-valued: value id per slot (0 = none), as narrow as the dictionary allows. */
  column: IdColumn;
  // Multi-valued: each slot's ids live in pool[start .. start + len).
  start: Uint32Array;
  len: Uint16Array;
  readonly pool = new GrowableU32(64);
  private garbage = 0;
  /**
   * Lists with at most 32 distinct values (features, categories) also keep one
   * bit per value per slot: facet counting then adds whole words at a time.
   * Dropped for good once a 33rd value appears.
   */
  masks: Uint32Array | null;
  /** Value ids by the record store's dictionary id of their spelling (single-valued attributes read from a field). */
  private readonly byStoreId = new IdMemo();

  constructor(
    readonly spec: AttributeSpec,
    capacity: number,
    words: number,
    /** The record field of the same name (-1: none) and the store that wrote it: its values' ids are looked up there first. */
    private readonly field = -1,
    private readonly store: RecentIds | null = null,
  ) {
    this.multi = spec.kind === "strings";
    this.postings = new ValuePostings(words);
    this.column = emptyIdColumn(this.multi ? 0 : capacity);
    this.start = new Uint32Array(this.multi ? capacity : 0);
    this.len = new Uint16Array(this.multi ? capacity : 0);
    this.masks = this.multi ? new Uint32Array(capacity) : null;
  }

  get valueCount(): number {
    return this.display.length;
  }

  /** Value id for a filter value (case-insensitive), or 0 when no document ever had it. */
  idOf(value: string): number {
    return this.ids.get(value);
  }

  private intern(value: string): number {
    // Most values arrive in a spelling seen before: look that up first (but
    // not once the cache is full and most values were new: stock numbers).
    this.interned++;
    if (this.spellings.size < SPELLING_CACHE_LIMIT || this.display.length * 2 < this.interned) {
      const seen = this.spellings.get(value);
      if (seen !== undefined) return seen;
    }
    const hash = foldedHash(value);
    let id = this.ids.get(value, hash);
    if (id === 0) {
      id = this.display.length;
      this.display.push(value);
      this.ids.add(hash, id);
    }
    // Spellings are remembered for small dictionaries only (not one per stock number).
    if (this.spellings.size < SPELLING_CACHE_LIMIT) this.spellings.set(value, id);
    return id;
  }

  private readonly internValue = (value: string) => this.intern(value);

  /** intern(), by the id the record store has just given the same string when it can. */
  private internWritten(value: string): number {
    const id = this.store ? this.byStoreId.derived(this.store, this.field, value, this.internValue) : -1;
    return id >= 0 ? id : this.intern(value);
  }

  /** A list attribute's value ids (deduplicated), read from the record. */
  private idsFrom(doc: BaseRecord): number[] {
    const raw = this.spec.read(doc);
    if (!Array.isArray(raw)) return [];
    const ids: number[] = [];
    for (const value of raw as readonly unknown[]) {
      if (typeof value !== "string" || value === "") continue;
      const id = this.intern(value);
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** Stores the document's values for the slot (null clears it); untouched when they are unchanged. */
  setDoc(slot: number, doc: BaseRecord | null, deferPostings = false): void {
    if (!this.multi) {
      const raw = doc ? this.spec.read(doc) : null;
      const id = typeof raw === "string" && raw !== "" ? this.internWritten(raw) : 0;
      const old = this.column[slot];
      if (old === id) return;
      if (id > 0xff) this.column = widenedFor(this.column, id); // past a byte: widen once, if not already
      this.column[slot] = id;
      if (deferPostings) return;
      if (old !== 0) this.postings.remove(old, slot);
      if (id !== 0) this.postings.add(id, slot);
      return;
    }
    const ids = doc ? this.idsFrom(doc) : [];
    this.setMask(slot, ids);
    if (deferPostings) {
      // Initial load: the slot is empty and the pool is appended in slot order.
      const kept = Math.min(ids.length, 0xffff);
      this.start[slot] = this.pool.length;
      this.len[slot] = kept;
      for (let i = 0; i < kept; i++) this.pool.push(ids[i]);
      return;
    }
    const start = this.start[slot];
    const count = this.len[slot];
    const pool = this.pool.data;
    if (count === ids.length && ids.every((id, i) => pool[start + i] === id)) return;
    for (let i = 0; i < count; i++) this.postings.remove(pool[start + i], slot);
    this.len[slot] = 0;
    this.garbage += count;
    if (this.garbage > 1024 && this.garbage > this.pool.length / 2) this.compact();
    const kept = Math.min(ids.length, 0xffff);
    this.start[slot] = this.pool.length;
    this.len[slot] = kept;
    for (let i = 0; i < kept; i++) {
      this.pool.push(ids[i]);
      this.postings.add(ids[i], slot);
    }
  }

  private setMask(slot: number, ids: number[]): void {
    if (!this.masks) return;
    let mask = 0;
    for (const id of ids) {
      if (id > 32) {
        this.masks = null;
        return;
      }
      mask |= 1 << (id - 1);
    }
    this.masks[slot] = mask;
  }

  /** After an initial load with deferred postings: builds them from the columns. */
  buildPostings(live: Uint32Array): void {
    if (this.multi) {
      const { start, len } = this;
      const pool = this.pool.data;
      this.postings.bulkLoad(this.valueCount, (emit) => {
        for (const slot of live) {
          const from = start[slot];
          const to = from + len[slot];
          for (let k = from; k < to; k++) emit(pool[k], slot);
        }
      });
    } else {
      this.postings.bulkLoadColumn(this.valueCount, this.column, live);
    }
  }

  /** After a bulk load (before the postings are built): values follow their records, and the list pool is rewritten in the new slot order. */
  moveSlots(moves: SlotMoves): void {
    if (!this.multi) return moveColumn(this.column, moves);
    moveColumn(this.start, moves);
    moveColumn(this.len, moves);
    if (this.masks) moveColumn(this.masks, moves);
    this.compact(); // the pool in slot order again, so a partition's runs sit together
  }

  /** True when the slot holds value `id`. */
  has(slot: number, id: number): boolean {
    if (!this.multi) return this.column[slot] === id;
    const start = this.start[slot];
    const end = start + this.len[slot];
    const pool = this.pool.data;
    for (let i = start; i < end; i++) if (pool[i] === id) return true;
    return false;
  }

  grow(capacity: number, words: number): void {
    if (this.multi) {
      this.start = growU32(this.start, capacity);
      const len = new Uint16Array(capacity);
      len.set(this.len.subarray(0, Math.min(this.len.length, capacity)));
      this.len = len;
      if (this.masks) this.masks = growU32(this.masks, capacity);
    } else {
      this.column = resizedIdColumn(this.column, capacity);
    }
    this.postings.resize(words);
  }

  /** Rewrites the pool without the runs of removed or replaced documents. */
  private compact(): void {
    const old = this.pool.data;
    const next = new GrowableU32(Math.max(64, this.pool.length - this.garbage));
    for (let slot = 0; slot < this.len.length; slot++) {
      const count = this.len[slot];
      if (count === 0) continue;
      const start = this.start[slot];
      this.start[slot] = next.length;
      for (let i = 0; i < count; i++) next.push(old[start + i]);
    }
    this.pool.data = next.data;
    this.pool.length = next.length;
    this.garbage = 0;
  }

  bytes(): number {
    // The value table, and the spellings cache's entries, roughly.
    const keys = this.ids.bytes() + this.spellings.size * 64;
    return (
      this.column.byteLength +
      this.start.byteLength +
      this.len.byteLength +
      this.pool.data.byteLength +
      this.postings.bytes() +
      keys +
      this.display.length * 8
    );
  }
}
