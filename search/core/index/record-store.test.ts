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
  it("reads back every record as stored, and each field alone, through replacements, removals and compactions", () => {
    const operation = fc.oneof(
      fc.record({ slot: fc.integer({ min: 0, max: 40 }), doc: record }),
      fc.record({ slot: fc.integer({ min: 0, max: 40 }), doc: fc.constant(null) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 300 }), (operations) => {
        const store = new RecordStore<Record<string, unknown>>(FIELDS, 8);
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

  it("grows to a bulk load's expected size once, reads every record back whether fewer or more arrive, and drops the estimate when the load ends", () => {
    // A stock number per record: its dictionary closes after a trial, and later records carry it in full.
    const doc = (i: number) => ({ id: i, make: ["Toyota", "Mazda"][i % 2], stocknum: `HTU${String(i).padStart(7, "0")}`, note: `car ${i} `.repeat(1 + (i % 7)) });
    const PAST_ESTIMATE = 16_384;
    const LATER = 15_000;
    const load = (expecting: number, actual: number) => {
      const store = new RecordStore<Record<string, unknown>>(["id", "make", "stocknum", "note"], actual + LATER);
      store.expect(expecting);
      let growthsPastEstimate = 0;
      for (let i = 0; i < actual; i++) {
        if (i === PAST_ESTIMATE) growthsPastEstimate = -store.growths;
        store.set(i, doc(i));
      }
      growthsPastEstimate += store.growths;
      store.expect(0);
      store.trim();
      return { store, growthsPastEstimate };
    };
    for (const [expectedCount, actual] of [[30_000, 30_000], [30_000, 20_000], [20_000, 30_000], [200_000, 10_000]]) {
      const { store, growthsPastEstimate } = load(expectedCount, actual);
      for (let i = 0; i < actual; i++) expect(store.get(i)).toEqual(doc(i));
      // Expecting them all (or more), the buffer no longer grows once the estimate is made.
      if (expectedCount >= actual && actual > PAST_ESTIMATE) expect(growthsPastEstimate).toBe(0);
      // trim() keeps at most an eighth more room than the records take, whatever was expected.
      const unsized = load(0, actual).store;
      expect(store.bytes()).toBeLessThanOrEqual(unsized.bytes() * 1.125);
      // Later changes grow the buffer step by step, not to an estimate left from the load (200,000 expected, 10,000 came).
      for (let i = actual; i < actual + LATER; i++) {
        store.set(i, doc(i));
        unsized.set(i, doc(i));
      }
      expect(store.bytes()).toBeLessThan(unsized.bytes() * 2);
      expect(store.get(actual + LATER - 1)).toEqual(doc(actual + LATER - 1));
    }
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

