// The stored records, compact: each slot's record is a run of bytes in one
// growing buffer (no object per record for the garbage collector to trace).
// Fields are written in the schema's order, each as a small header (a
// variable-length number: kind in the low 3 bits) and its payload. Strings
// whose values repeat (makes, colours, image addresses) are numbers into a
// per-field dictionary; a field whose values are mostly distinct (stock
// numbers, addresses) stops adding to its dictionary and keeps its values in
// the record as UTF-8. Objects and lists are written value by value (an
// object's keys numbered per field). Keys outside the schema go along as one
// object, so a record reads back as it was given (schema keys first), with
// JSON's values: what a response shows anyway. Reads and writes of the
// fields go through functions compiled for the schema's field names, so each
// property access sees one shape.
import { setOwn } from "../own-property.ts";
import { stableSortByKey } from "./key-sort.ts";
import { moveColumn, type SlotMoves } from "./move-slots.ts";

// Header kinds (low 3 bits); the rest of the header is the payload.
const CONSTANT = 0; // payload: ABSENT, NULL, FALSE, TRUE
const UINT = 1; // payload: the integer
const NEGATIVE = 2; // payload: minus the integer
const FLOAT = 3; // 8 bytes follow (little-endian float64)
const DICT = 4; // payload: id in the field's dictionary
const STRING = 5; // payload: byte length * 2, + 1 when every byte is ASCII; the UTF-8 bytes follow
const LIST = 6; // payload: count; that many values follow
const OBJECT = 7; // payload: key count; per key, its id in the field's key table and its value

const ABSENT = 0;
const NULL = 1;
const FALSE = 2;
const TRUE = 3;

/** A dictionary closes once it holds this many values and more than half the values seen were new. */
const DICTIONARY_TRIAL = 4096;
const DICTIONARY_LIMIT = 1 << 20;
/** Longer values (descriptions, say) are never worth a dictionary entry. */
const DICTIONARY_VALUE_LENGTH = 256;
/**
 * A bulk load's size is estimated from the records written between these two
 * counts (expect()): past the dictionaries' trial, when values that turned
 * out distinct are written out in full, not as ids.
 */
const ESTIMATE_FROM = 2 * DICTIONARY_TRIAL;
const ESTIMATE_TO = 3 * DICTIONARY_TRIAL;
/** The largest integer stored as a variable-length number (header = value * 8 + kind must stay exact). */
const MAX_VARINT_VALUE = 2 ** 49;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const scratch = new DataView(new ArrayBuffer(8));

/** Strings of one field that repeat, each kept once. */
class Dictionary {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  private seen = 0;
  private open = true;
  /** The last value looked up and its id: a field's value often repeats from one record to the next (a status, a state). */
  private lastValue: string | undefined = undefined;
  private lastId = -1;

  /** The id of a string, adding it while the dictionary is open; -1 when it is not in it. */
  idOf(value: string): number {
    // A closed dictionary is not even looked in: its values are mostly
    // distinct, and a value it holds may as well be written out.
    if (!this.open) return -1;
    // Long values are never added, so not looked for either (a lookup hashes the whole text).
    if (value.length > DICTIONARY_VALUE_LENGTH) return -1;
    this.seen++;
    if (value === this.lastValue) return this.lastId;
    const found = this.ids.get(value);
    if (found !== undefined) {
      this.lastValue = value;
      this.lastId = found;
      return found;
    }
    if (this.values.length >= DICTIONARY_LIMIT || (this.values.length >= DICTIONARY_TRIAL && this.values.length * 2 > this.seen)) {
      this.open = false;
      return -1;
    }
    const id = this.values.length;
    this.ids.set(value, id);
    this.values.push(value);
    return id;
  }

  bytes(): number {
    let total = this.values.length * 48;
    for (const value of this.values) total += 16 + value.length;
    return total;
  }
}

/** The keys objects of one field use, numbered. */
class KeyTable {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];

  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }
}

/** What JSON keeps of an object's values (undefined, functions and symbols are left out). */
const kept = (value: unknown) => value !== undefined && typeof value !== "function" && typeof value !== "symbol";

type WriteField = (value: unknown, field: number) => void;
type ReadField = (field: number) => unknown;

/** `(doc, write) => count of present fields`: writes each schema field in order. */
function compileWriter(fields: readonly string[]): (doc: object, write: WriteField) => number {
  const body = fields.map((name, i) => `v = doc[${JSON.stringify(name)}]; if (v !== undefined) n++; write(v, ${i});`).join("\n");
  return new Function("doc", "write", `let n = 0; let v;\n${body}\nreturn n;`) as (doc: object, write: WriteField) => number;
}

/** `(read) => record`: reads each schema field in order into an object literal (one shape for every record). */
function compileReader(fields: readonly string[]): (read: ReadField) => Record<string, unknown> {
  const body = fields.map((name, i) => `${JSON.stringify(name)}: read(${i})`).join(",\n");
  return new Function("read", `return {\n${body}\n};`) as (read: ReadField) => Record<string, unknown>;
}

export class RecordStore<T extends object> {
  private buffer: Uint8Array = new Uint8Array(1 << 16);
  /** The buffer as a Node.js Buffer (same memory): ASCII texts are read out of it natively. */
  private bytesView: Buffer = Buffer.from(this.buffer.buffer, this.buffer.byteOffset, this.buffer.byteLength);
  private used = 0;
  /** Bytes of records since replaced or removed; reclaimed when they pass half the buffer. */
  private garbage = 0;
  /** Per slot: where its record starts and how long it is (length 0: no record). */
  private offsets: Uint32Array;
  private lengths: Uint32Array;
  private readonly fieldIndex = new Map<string, number>();
  /** Per field, then one more for the keys outside the schema. */
  private readonly dictionaries: Dictionary[];
  private readonly keys: KeyTable[];
  private readonly extraField: number;
  private readonly writeFields: (doc: object, write: WriteField) => number;
  private readonly readFields: (read: ReadField) => Record<string, unknown>;
  private readonly writeOne: WriteField = (value, field) => this.writeValue(value, field);
  private readonly readOne: ReadField = (field) => this.readValue(field);
  /** Bumped when records move (compaction): positions seen before then are stale. */
  generation = 0;
  /** Records a bulk load expects in all, written since it said so, and bytes used when ESTIMATE_FROM were. */
  private expected = 0;
  private written = 0;
  private usedAtEstimateFrom = 0;
  /** How many times the buffer was replaced by a larger one (for tests and diagnostics). */
  growths = 0;
  /**
   * Per field: the last string written (top-level or inside a list or
   * object) and its id in the field's dictionary (-1: written out). An index
   * that reads the same string from the record it was just given asks
   * recentId() instead of hashing it again (see DictionaryMemo).
   */
  private readonly lastStrings: (string | undefined)[];
  private readonly lastIds: Int32Array;
  /** Read position while decoding. */
  private at = 0;
  private absentSeen = false;

  constructor(
    private readonly fields: readonly string[],
    capacity = 1024,
  ) {
    fields.forEach((name, i) => this.fieldIndex.set(name, i));
    this.extraField = fields.length;
    this.dictionaries = [...fields, ""].map(() => new Dictionary());
    this.keys = [...fields, ""].map(() => new KeyTable());
    this.lastStrings = new Array<string | undefined>(fields.length + 1).fill(undefined);
    this.lastIds = new Int32Array(fields.length + 1).fill(-1);
    this.writeFields = compileWriter(fields);
    this.readFields = compileReader(fields);
    this.offsets = new Uint32Array(capacity);
    this.lengths = new Uint32Array(capacity);
  }

  grow(capacity: number): void {
    if (capacity <= this.offsets.length) return;
    const offsets = new Uint32Array(capacity);
    offsets.set(this.offsets);
    const lengths = new Uint32Array(capacity);
    lengths.set(this.lengths);
    this.offsets = offsets;
    this.lengths = lengths;
  }

  /** After a bulk load: each record moves to its new slot (its bytes stay where they are). */
  moveSlots(moves: SlotMoves): void {
    moveColumn(this.offsets, moves);
    moveColumn(this.lengths, moves);
  }

  /**
   * A bulk load of about this many records begins (0: it has ended): once
   * some thousands are written, the buffer grows straight to what all of them
   * should take, instead of a quarter more at a time (each growth copies the
   * whole buffer: gigabytes in all at a million records).
   */
  expect(records: number): void {
    this.expected = records;
    this.written = 0;
    this.usedAtEstimateFrom = 0;
  }

  /** The number of a schema field (its place in the record), or -1 for a key outside the schema. */
  fieldNumber(name: string): number {
    return this.fieldIndex.get(name) ?? -1;
  }

  /**
   * The id the field's dictionary gave `value` when it was the last string
   * of that field written, else -1 (not written last, or written out, not as
   * an id). An id stands for its string for good: dictionaries only grow.
   */
  recentId(field: number, value: string): number {
    return this.lastStrings[field] === value ? this.lastIds[field] : -1;
  }

  has(slot: number): boolean {
    return this.lengths[slot] !== 0;
  }

  /**
   * The slots given, in the order their records lie in the buffer: a pass
   * that reads a field of every record reads the buffer front to back, not
   * at random (a million records are far larger than any cache).
   */
  inStorageOrder(slots: Uint32Array): Uint32Array {
    const offsets = this.offsets;
    return stableSortByKey(slots, (slot) => offsets[slot]);
  }

  /** Where the slot's record lies now: equal positions mean the same record (until `generation` moves). */
  position(slot: number): number {
    return this.offsets[slot];
  }

  /** Stores the record for the slot (null removes it). */
  set(slot: number, doc: T | null): void {
    this.garbage += this.lengths[slot];
    this.lengths[slot] = 0;
    if (doc !== null) {
      const start = this.used;
      if (++this.written === ESTIMATE_FROM + 1) this.usedAtEstimateFrom = this.used;
      const present = this.writeFields(doc, this.writeOne);
      // Keys outside the schema, if any (an object's key count says whether to look).
      let extra: Record<string, unknown> | undefined;
      if (Object.keys(doc).length !== present) {
        for (const [key, value] of Object.entries(doc)) if (value !== undefined && !this.fieldIndex.has(key)) setOwn((extra ??= {}), key, value);
      }
      this.writeValue(extra, this.extraField);
      this.offsets[slot] = start;
      this.lengths[slot] = this.used - start;
    }
    if (this.garbage > 1 << 16 && this.garbage * 2 > this.used) this.compact();
  }

  /** The slot's record, as a new object, or undefined when the slot is empty. */
  get(slot: number): T | undefined {
    if (this.lengths[slot] === 0) return undefined;
    this.at = this.offsets[slot];
    this.absentSeen = false;
    const out = this.readFields(this.readOne);
    if (this.absentSeen) for (const key of this.fields) if (out[key] === undefined) delete out[key];
    const extra = this.readValue(this.extraField) as Record<string, unknown> | undefined;
    if (extra !== undefined) for (const key of Object.keys(extra)) setOwn(out, key, extra[key]);
    return out as T;
  }

  /** One field of the slot's record (undefined when absent or the slot is empty), without reading the others. */
  field(slot: number, name: string): unknown {
    const index = this.fieldIndex.get(name);
    if (index === undefined) return (this.get(slot) as Record<string, unknown> | undefined)?.[name];
    if (this.lengths[slot] === 0) return undefined;
    this.at = this.offsets[slot];
    for (let i = 0; i < index; i++) this.skipValue();
    return this.readValue(index);
  }

  /** Gives back most of the buffer's unused room (after a bulk load, whose final size was not known), keeping an eighth for changes. */
  trim(): void {
    const keep = Math.max(1 << 16, this.used + Math.ceil(this.used / 8));
    if (this.buffer.length <= keep) return;
    this.replaceBuffer(this.buffer.slice(0, keep));
  }

  bytes(): number {
    let total = this.buffer.byteLength + this.offsets.byteLength + this.lengths.byteLength;
    for (const dictionary of this.dictionaries) total += dictionary.bytes();
    return total;
  }

  // ---- writing ----------------------------------------------------------

  private writeValue(value: unknown, field: number): void {
    switch (typeof value) {
      case "string": {
        const id = this.dictionaries[field].idOf(value);
        this.lastStrings[field] = value;
        this.lastIds[field] = id;
        if (id >= 0) this.header(DICT, id);
        else this.text(value);
        return;
      }
      case "number":
        if (Number.isInteger(value) && !Object.is(value, -0) && Math.abs(value) <= MAX_VARINT_VALUE) {
          if (value >= 0) this.header(UINT, value);
          else this.header(NEGATIVE, -value);
          return;
        }
        this.header(FLOAT, 0);
        scratch.setFloat64(0, value, true);
        this.reserve(8);
        for (let k = 0; k < 8; k++) this.buffer[this.used++] = scratch.getUint8(k);
        return;
      case "boolean":
        this.header(CONSTANT, value ? TRUE : FALSE);
        return;
      case "object": {
        if (value === null) return this.header(CONSTANT, NULL);
        if (Array.isArray(value)) {
          this.header(LIST, value.length);
          // As in JSON, a hole or undefined in a list is null.
          for (const element of value as unknown[]) this.writeValue(element === undefined ? null : element, field);
          return;
        }
        const object = value as Record<string, unknown>;
        const names = Object.keys(object);
        let count = 0;
        for (const name of names) if (kept(object[name])) count++;
        this.header(OBJECT, count);
        const keys = this.keys[field];
        for (const name of names) {
          const v = object[name];
          if (!kept(v)) continue;
          this.varint(keys.idOf(name));
          this.writeValue(v, field);
        }
        return;
      }
      default:
        // undefined, functions and symbols: absent, as JSON leaves them out.
        this.header(CONSTANT, ABSENT);
    }
  }

  private header(kind: number, payload: number): void {
    this.varint(payload * 8 + kind);
  }

  private varint(value: number): void {
    if (this.used + 8 > this.buffer.length) this.reserve(8);
    const buffer = this.buffer;
    while (value >= 0x80) {
      buffer[this.used++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    buffer[this.used++] = value;
  }

  private text(text: string): void {
    // Letters, digits and punctuation (nearly every value) are copied byte for
    // byte, in one pass that gives up at the first other character.
    const start = this.used;
    this.header(STRING, text.length * 2 + 1);
    if (this.used + text.length > this.buffer.length) this.reserve(text.length);
    const buffer = this.buffer;
    let at = this.used;
    let k = 0;
    for (; k < text.length; k++) {
      const code = text.charCodeAt(k);
      if (code >= 0x80) break;
      buffer[at++] = code;
    }
    if (k === text.length) {
      this.used = at;
      return;
    }
    this.used = start;
    const bytes = encoder.encode(text);
    this.header(STRING, bytes.length * 2);
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.used);
    this.used += bytes.length;
  }

  private reserve(extra: number): void {
    const needed = this.used + extra;
    if (needed <= this.buffer.length) return;
    // Doubling while small; past 64 MB, a quarter more at a time (a copy of hundreds of megabytes is not free).
    const factor = this.buffer.length > 1 << 26 ? 1.25 : 2;
    let size = Math.ceil(this.buffer.length * factor);
    while (size < needed) size = Math.ceil(size * factor);
    if (this.expected > this.written && this.written > ESTIMATE_TO) {
      // The records since ESTIMATE_FROM took this much each: as much again for each record still to come, and a
      // little more (trim() keeps up to an eighth).
      const each = (this.used - this.usedAtEstimateFrom) / (this.written - 1 - ESTIMATE_FROM);
      size = Math.max(size, Math.ceil(this.used + each * (this.expected - this.written) * 1.05));
      this.expected = 0;
    }
    this.growths++;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.used));
    this.replaceBuffer(next);
  }

  /** Rewrites the buffer with live records only (slot order). */
  private compact(): void {
    const next = new Uint8Array(Math.max(1 << 16, Math.ceil((this.used - this.garbage) * 1.25)));
    let used = 0;
    for (let slot = 0; slot < this.lengths.length; slot++) {
      const length = this.lengths[slot];
      if (length === 0) continue;
      const from = this.offsets[slot];
      next.set(this.buffer.subarray(from, from + length), used);
      this.offsets[slot] = used;
      used += length;
    }
    this.replaceBuffer(next);
    this.used = used;
    this.garbage = 0;
    this.generation++;
  }

  private replaceBuffer(next: Uint8Array): void {
    this.buffer = next;
    this.bytesView = Buffer.from(next.buffer, next.byteOffset, next.byteLength);
  }

  // ---- reading ----------------------------------------------------------

  private readVarint(): number {
    const buffer = this.buffer;
    let byte = buffer[this.at++];
    if (byte < 0x80) return byte;
    let value = byte & 0x7f;
    let scale = 0x80;
    do {
      byte = buffer[this.at++];
      value += (byte & 0x7f) * scale;
      scale *= 0x80;
    } while (byte >= 0x80);
    return value;
  }

  private readValue(field: number): unknown {
    const header = this.readVarint();
    const kind = header % 8;
    const payload = (header - kind) / 8;
    switch (kind) {
      case CONSTANT:
        if (payload === NULL) return null;
        if (payload === TRUE) return true;
        if (payload === FALSE) return false;
        this.absentSeen = true;
        return undefined;
      case UINT:
        return payload;
      case NEGATIVE:
        return -payload;
      case FLOAT: {
        const at = this.at;
        for (let k = 0; k < 8; k++) scratch.setUint8(k, this.buffer[at + k]);
        this.at = at + 8;
        return scratch.getFloat64(0, true);
      }
      case DICT:
        return this.dictionaries[field].values[payload];
      case STRING: {
        const length = Math.floor(payload / 2);
        const at = this.at;
        this.at += length;
        return payload % 2 === 1 ? this.bytesView.toString("latin1", at, at + length) : decoder.decode(this.buffer.subarray(at, at + length));
      }
      case LIST: {
        const list: unknown[] = new Array(payload);
        for (let k = 0; k < payload; k++) list[k] = this.readValue(field);
        return list;
      }
      default: {
        const names = this.keys[field].names;
        const out: Record<string, unknown> = {};
        for (let k = 0; k < payload; k++) {
          const name = names[this.readVarint()];
          setOwn(out, name, this.readValue(field));
        }
        return out;
      }
    }
  }

  private skipValue(): void {
    const header = this.readVarint();
    const kind = header % 8;
    const payload = (header - kind) / 8;
    if (kind === FLOAT) this.at += 8;
    else if (kind === STRING) this.at += Math.floor(payload / 2);
    else if (kind === LIST) for (let k = 0; k < payload; k++) this.skipValue();
    else if (kind === OBJECT) {
      for (let k = 0; k < payload; k++) {
        this.readVarint();
        this.skipValue();
      }
    }
  }
}
