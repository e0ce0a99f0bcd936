// The compact record store against a plain Map of records: whatever is
// stored reads back equal (every JSON value, keys outside the schema, -0,
// fractions, huge integers, non-ASCII text), through replacements, removals
// and compactions, and one field reads as the whole record has it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RecordStore } from "./record-store.ts";

const FIELDS = ["id", "make", "price", "tags", "location", "flag", "note"] as const;

const value = fc.oneof(
  fc.constantFrom("Toyota", "Mazda", "Ford", "", "ünïcödé ✓", "a\u0000b"),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  // Longer than a dictionary takes: written out in full, as UTF-8 when not all ASCII.
  fc.string({ unit: "grapheme", maxLength: 40 }).map((tail) => `${"ü".repeat(260)}${tail}`),
  fc.string({ maxLength: 40 }).map((tail) => `${"a".repeat(260)}${tail}`),
  fc.integer(),
  fc.constantFrom(0, -0, 2 ** 49, 2 ** 49 + 1, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1.5, -0.25, 1e300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom("4x4", "Sunroof", "Tow bar", "Work Ready"), { maxLength: 5 }),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const record = fc.record(
  {
    id: fc.integer({ min: 0, max: 1e9 }),
    make: value,
    price: value,
    tags: value,
    location: value,
    flag: value,
    note: value,
    extra: value,
    "other key": value,
  },
  { requiredKeys: ["id"] },
);

/** What a record reads back as: itself, keys with undefined values dropped (as JSON drops them). */
const expected = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));

describe("RecordStore", () => {
  it("reads back every record as stored, and each field alone, through replacements, removals, compactions and new chunks", () => {
    const operation = fc.oneof(
      fc.record({ slot: fc.integer({ min: 0, max: 40 }), doc: record }),
      fc.record({ slot: fc.integer({ min: 0, max: 40 }), doc: fc.constant(null) }),
    );
    fc.assert(
      // Chunks of 8 KB: records written in turn fill several, and one written when its chunk is nearly full moves whole to the next.
      fc.property(fc.array(operation, { maxLength: 300 }), fc.constantFrom(undefined, 1 << 13), (operations, chunkBytes) => {
        const store = new RecordStore<Record<string, unknown>>(FIELDS, 8, chunkBytes);
        store.grow(41);
        const model = new Map<number, Record<string, unknown>>();
        for (const { slot, doc } of operations) {
          store.set(slot, doc);
          if (doc === null) model.delete(slot);
          else model.set(slot, expected(doc));
        }
        for (let slot = 0; slot <= 40; slot++) {
          const want = model.get(slot);
          expect(store.has(slot)).toBe(want !== undefined);
          const got = store.get(slot);
          expect(got).toEqual(want);
          if (want) {
            for (const name of [...FIELDS, "extra", "other key"]) expect(store.field(slot, name)).toEqual(want[name]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("gives each read its own objects, so a caller changing a hit changes nothing stored", () => {
    const store = new RecordStore<Record<string, unknown>>(["images", "location"]);
    const images = [{ url: "/a.jpg" }];
    store.set(0, { images, location: { id: 1, name: "Brookvale" } });
    store.set(1, { images, location: { id: 1, name: "Brookvale" } });
    const first = store.get(0) as { images: { url: string }[]; location: { name: string } };
    first.images[0].url = "/changed.jpg";
    first.location.name = "Elsewhere";
    expect(store.get(1)).toEqual({ images: [{ url: "/a.jpg" }], location: { id: 1, name: "Brookvale" } });
    expect(store.get(0)).toEqual({ images: [{ url: "/a.jpg" }], location: { id: 1, name: "Brookvale" } });
  });

  it("keeps a key named __proto__ as an own property, in a nested object and outside the schema, and sets no prototype", () => {
    const store = new RecordStore<Record<string, unknown>>(["id", "price"]);
    const doc = JSON.parse('{"id": 1, "price": {"__proto__": {"admin": true}}, "__proto__": null}') as Record<string, unknown>;
    store.set(0, doc);
    const got = store.get(0)!;
    expect(got).toEqual(doc);
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(got.price)).toBe(Object.prototype);
    expect((got.price as { admin?: boolean }).admin).toBeUndefined();
    expect(Object.keys(got)).toEqual(["id", "price", "__proto__"]);
  });

  it("keeps a repeated value once and a mostly distinct one in the record: a million-record store stays small", () => {
    const store = new RecordStore<Record<string, unknown>>(["id", "make", "stocknum", "features"], 1 << 16);
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      store.set(i, { id: i, make: ["Toyota", "Mazda", "Ford"][i % 3], stocknum: `HTRN${String(i).padStart(6, "0")}`, features: ["Sunroof", "Tow bar"].slice(0, i % 3) });
    }
    expect(store.get(12_345)).toEqual({ id: 12_345, make: "Toyota", stocknum: "HTRN012345", features: [] });
    expect(store.field(49_999, "stocknum")).toBe("HTRN049999");
    // id (3 bytes), make (1), the stock number inline (11), features (1 + up to 2), plus slot offsets (8).
    expect(store.bytes() / n).toBeLessThan(40);
  });

  it("grows by adding chunks, never copying what it holds past its first chunk, and reads every record back, however many chunks and whether trimmed or not", () => {
    // A stock number per record: its dictionary closes after a trial, and later records carry it in full; notes of several lengths.
    const doc = (i: number) => ({ id: i, make: ["Toyota", "Mazda"][i % 2], stocknum: `HTU${String(i).padStart(7, "0")}`, note: `car ${i} `.repeat(1 + (i % 7)) });
    const CHUNK = 1 << 17;
    for (const count of [100, 3_000, 30_000]) {
      const store = new RecordStore<Record<string, unknown>>(["id", "make", "stocknum", "note"], count * 2, CHUNK);
      for (let i = 0; i < count; i++) store.set(i, doc(i));
      // The first chunk doubles up to a chunk's size (copies of at most a chunk in all); after that nothing is copied
      // but the part of a record begun when its chunk filled.
      const doubling = CHUNK;
      expect(store.copiedBytes).toBeLessThan(doubling + store.growths * 200);
      store.trim();
      for (let i = 0; i < count; i++) expect(store.get(i)).toEqual(doc(i));
      // Changes after the load: new records, and records replaced, go into the room kept and then new chunks.
      for (let i = 0; i < count; i++) store.set(count + i, doc(count + i));
      for (let i = 0; i < count; i += 3) store.set(i, doc(i + 1));
      for (let i = 0; i < count * 2; i++) expect(store.get(i)).toEqual(i < count && i % 3 === 0 ? doc(i + 1) : doc(i));
      expect(store.field(count * 2 - 1, "stocknum")).toBe(doc(count * 2 - 1).stocknum);
    }
  });

  it("keeps after trim() at most an eighth of what the records take (no more than a chunk) beyond it", () => {
    // Notes longer than a dictionary takes: each record carries its own, and the store's bytes are the records'.
    const doc = (i: number) => ({ id: i, note: `${"x".repeat(260 + (i % 50))}${i}` });
    const CHUNK = 1 << 20;
    for (const count of [100, 1_000, 20_000]) {
      const store = new RecordStore<Record<string, unknown>>(["id", "note"], count, CHUNK);
      for (let i = 0; i < count; i++) store.set(i, doc(i));
      store.trim();
      // At most what the records take (each: the id, the note's header and text, the absent extra field), an eighth of
      // that, and less than one record at the end of each full chunk.
      const records = Array.from({ length: count }, (_, i) => 6 + doc(i).note.length).reduce((a, b) => a + b, 0);
      const chunks = Math.ceil(records / CHUNK);
      expect(store.bytes() - count * 8).toBeLessThanOrEqual(Math.max(1 << 16, Math.ceil(records * 1.125)) + chunks * 320);
      for (let i = 0; i < count; i++) expect(store.get(i)).toEqual(doc(i));
    }
  });

  it("refuses a record larger than a chunk with a clear error", () => {
    const store = new RecordStore<Record<string, unknown>>(["id", "note"], 4, 1 << 12);
    expect(() => store.set(0, { id: 0, note: "x".repeat(5_000) })).toThrow(/A record takes more than 4096 bytes/);
  });

  it("reclaims the space of replaced records", () => {
    const store = new RecordStore<Record<string, unknown>>(["id", "text"], 4);
    for (let round = 0; round < 50; round++) for (let slot = 0; slot < 4; slot++) store.set(slot, { id: round, text: "x".repeat(20_000) + round });
    // 50 rounds of 80 KB written; without reclaiming, 4 MB.
    expect(store.bytes()).toBeLessThan(600_000);
    expect(store.get(3)).toEqual({ id: 49, text: `${"x".repeat(20_000)}49` });
  });

  it("gives a string just written the id its field's dictionary keeps for it (the same id for the same text only)", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (records) => {
        const store = new RecordStore<Record<string, unknown>>(FIELDS, 4);
        const field = store.fieldNumber("make");
        expect(store.fieldNumber("not a field")).toBe(-1);
        const textOf = new Map<number, string>();
        records.forEach((doc, slot) => {
          store.grow(slot + 1);
          store.set(slot, doc);
          const make = doc.make;
          if (typeof make !== "string") return;
          const id = store.recentId(field, make);
          if (id < 0) return;
          // An id stands for one text, for good.
          if (textOf.has(id)) expect(textOf.get(id)).toBe(make);
          for (const [other, text] of textOf) if (text === make) expect(other).toBe(id);
          textOf.set(id, make);
        });
        // A text not written last is not answered for.
        if (records.length > 0) expect(store.recentId(field, "\u0000never written\u0000")).toBe(-1);
      }),
    );
  });
});

