// The stored records, compact: each slot's record is a run of bytes in one
// of a few large chunks (no object per record for the garbage collector to
// trace; a growing store adds a chunk, never copies what it holds).
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
 * Records are written into chunks of this many bytes (2^CHUNK_BITS), each
 * record within one chunk: a store that outgrows its chunks adds one instead
 * of copying a buffer of hundreds of megabytes (which at a million records
 * took most of a second, inside one slice of a change). A store's first chunk
 * starts small and doubles up to this size. A position is the chunk's number
 * times the chunk size plus the offset in it, so positions stay in 32 bits
 * for MAX_CHUNKS chunks.
 */
const CHUNK_BITS = 25;
const MAX_CHUNKS = 2 ** (32 - CHUNK_BITS);
const FIRST_CHUNK = 1 << 16;
/** The largest integer stored as a variable-length number (header = value * 8 + kind must stay exact). */
const MAX_VARINT_VALUE = 2 ** 49;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const scratch = new DataView(new ArrayBuffer(8));

/** A chunk as a Node.js Buffer over the same memory. */
const viewOf = (chunk: Uint8Array) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

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
  /** The chunks, and each as a Node.js Buffer (same memory): ASCII texts are read out of it natively. */
  private chunks: Uint8Array[];
  private views: Buffer[];
  /** The chunk records are written to (the last) and the bytes used in it. */
  private tail: Uint8Array;
  private used = 0;
  /** Where the record being written starts in the tail (it moves to a new chunk whole when the tail is full). */
  private recordStart = 0;
  /** The chunk being read and its view. */
  private buffer: Uint8Array;
  private bytesView: Buffer;
  /** Bytes of records written (live or since replaced or removed), and of those replaced or removed: reclaimed when they pass half. */
  private stored = 0;
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
  /** How many times the store grew (its first chunk doubled, or a chunk was added), and the bytes it copied then (for tests and diagnostics). */
  growths = 0;
  copiedBytes = 0;
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
    /** Bytes a chunk holds (a power of two; smaller only in tests). */
    private readonly chunkBytes = 2 ** CHUNK_BITS,
  ) {
    this.tail = this.buffer = new Uint8Array(Math.min(FIRST_CHUNK, chunkBytes));
    this.chunks = [this.tail];
    this.bytesView = viewOf(this.tail);
    this.views = [this.bytesView];
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
      this.recordStart = this.used;
      const present = this.writeFields(doc, this.writeOne);
      // Keys outside the schema, if any (an object's key count says whether to look).
      let extra: Record<string, unknown> | undefined;
      if (Object.keys(doc).length !== present) {
        for (const [key, value] of Object.entries(doc)) if (value !== undefined && !this.fieldIndex.has(key)) setOwn((extra ??= {}), key, value);
      }
      this.writeValue(extra, this.extraField);
      const length = this.used - this.recordStart;
      this.offsets[slot] = (this.chunks.length - 1) * this.chunkBytes + this.recordStart;
      this.lengths[slot] = length;
      this.stored += length;
    }
    if (this.garbage > 1 << 16 && this.garbage * 2 > this.stored) this.compact();
  }

  /** Points the reader at the slot's record. */
  private seek(slot: number): void {
    const position = this.offsets[slot];
    const chunk = Math.floor(position / this.chunkBytes);
    this.buffer = this.chunks[chunk];
    this.bytesView = this.views[chunk];
    this.at = position - chunk * this.chunkBytes;
  }

  /** The slot's record, as a new object, or undefined when the slot is empty. */
  get(slot: number): T | undefined {
    if (this.lengths[slot] === 0) return undefined;
    this.seek(slot);
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
    this.seek(slot);
    for (let i = 0; i < index; i++) this.skipValue();
    return this.readValue(index);
  }

  /** Gives back most of the last chunk's unused room (after a bulk load), keeping an eighth of what the records take for changes (at most the chunk). */
  trim(): void {
    const keep = Math.min(this.chunkBytes, Math.max(FIRST_CHUNK, this.used + Math.ceil(this.stored / 8)));
    if (this.tail.length <= keep) return;
    this.replaceTail(this.tail.slice(0, keep));
  }

  bytes(): number {
    let total = this.offsets.byteLength + this.lengths.byteLength;
    for (const chunk of this.chunks) total += chunk.byteLength;
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
        for (let k = 0; k < 8; k++) this.tail[this.used++] = scratch.getUint8(k);
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
    if (this.used + 8 > this.tail.length) this.reserve(8);
    const buffer = this.tail;
    while (value >= 0x80) {
      buffer[this.used++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    buffer[this.used++] = value;
  }

  private text(text: string): void {
    // Letters, digits and punctuation (nearly every value) are copied byte for
    // byte, in one pass that gives up at the first other character.
    // The header's place within the record (reserve() may move the record to a new chunk, never within it).
    const headerAt = this.used - this.recordStart;
    this.header(STRING, text.length * 2 + 1);
    if (this.used + text.length > this.tail.length) this.reserve(text.length);
    const start = this.recordStart + headerAt;
    const buffer = this.tail;
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
    this.tail.set(bytes, this.used);
    this.used += bytes.length;
  }

  /**
   * Room for `extra` more bytes of the record being written: the first chunk
   * doubles while it is under a chunk's size; past that, the record written
   * so far moves to a new chunk (the tail's records stay where they are).
   */
  private reserve(extra: number): void {
    const needed = this.used + extra;
    if (needed <= this.tail.length) return;
    this.growths++;
    if (this.chunks.length === 1 && this.tail.length < this.chunkBytes) {
      let size = this.tail.length * 2;
      while (size < needed) size *= 2;
      if (size <= this.chunkBytes) {
        const next = new Uint8Array(size);
        next.set(this.tail.subarray(0, this.used));
        this.copiedBytes += this.used;
        this.replaceTail(next);
        return;
      }
    }
    const partial = this.used - this.recordStart;
    if (partial + extra > this.chunkBytes) throw new Error(`A record takes more than ${this.chunkBytes} bytes`);
    if (this.chunks.length === MAX_CHUNKS) throw new Error(`The record store is full (${MAX_CHUNKS} chunks of ${this.chunkBytes} bytes)`);
    const next = new Uint8Array(this.chunkBytes);
    next.set(this.tail.subarray(this.recordStart, this.used));
    this.copiedBytes += partial;
    this.chunks.push(next);
    this.views.push(viewOf(next));
    this.tail = next;
    this.used = partial;
    this.recordStart = 0;
  }

  /** Rewrites the live records (slot order) into new chunks. */
  private compact(): void {
    const live = this.stored - this.garbage;
    // One chunk of what the live records take and a quarter more, when that fits in a chunk; else whole chunks.
    const fresh = () => new Uint8Array(Math.min(this.chunkBytes, Math.max(FIRST_CHUNK, Math.ceil(live * 1.25))));
    const chunks = [fresh()];
    let used = 0;
    for (let slot = 0; slot < this.lengths.length; slot++) {
      const length = this.lengths[slot];
      if (length === 0) continue;
      if (used + length > chunks[chunks.length - 1].length) {
        chunks.push(new Uint8Array(this.chunkBytes));
        used = 0;
      }
      this.seek(slot);
      chunks[chunks.length - 1].set(this.buffer.subarray(this.at, this.at + length), used);
      this.offsets[slot] = (chunks.length - 1) * this.chunkBytes + used;
      used += length;
    }
    this.chunks = chunks;
    this.views = chunks.map(viewOf);
    this.tail = chunks[chunks.length - 1];
    this.buffer = this.tail;
    this.bytesView = this.views[this.views.length - 1];
    this.used = used;
    this.stored = live;
    this.garbage = 0;
    this.generation++;
  }

  /** The last chunk replaced by a copy of another size (a first chunk grown, a last one trimmed). */
  private replaceTail(next: Uint8Array): void {
    const last = this.chunks.length - 1;
    this.chunks[last] = next;
    this.views[last] = viewOf(next);
    this.tail = next;
    this.buffer = next;
    this.bytesView = this.views[last];
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
