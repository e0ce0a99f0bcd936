// The order in which a change is written in slices (settlingOrder): records
// that move the same sorted structures side by side, each kind in the order
// given, a record given twice written once as last given. And how much a
// slice writes (upsertUntil): as much as the settling it needs leaves time for.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IndexSchema } from "../schema.ts";
import { RecordIndex } from "./record-index.ts";
import { SortedSlots } from "./sorted-slots.ts";

interface Item {
  objectID: string;
  price: number | null;
  km: number;
  sold: boolean;
}

const schema = new IndexSchema<Item>({
  fields: ["objectID", "price", "km", "sold"],
  attributes: [
    { name: "price", kind: "number", facet: true, read: (d) => d.price },
    { name: "km", kind: "number", facet: true, read: (d) => d.km },
    { name: "sold", kind: "number", facet: false, read: (d) => (d.sold ? 1 : 0) },
  ],
  searchable: [],
  indexes: [
    { name: "items", sort: null, description: "unsold first" },
    { name: "items_price_asc", sort: { attribute: "price", direction: "asc" }, description: "cheapest first" },
  ],
  ranking: [{ attribute: "sold", direction: "asc" }],
});

const item = (id: number, price: number | null = 1000 + id, km = 10 * id, sold = false): Item => ({ objectID: String(id), price, km, sold });

describe("settlingOrder", () => {
  it("puts records that move the same sorted structures side by side, each kind in the order given", () => {
    const index = new RecordIndex<Item>(schema);
    index.upsertMany([1, 2, 3, 4, 5, 6, 8].map((id) => item(id)));
    const changes = [
      item(1, 900), // price
      item(2, undefined, 99), // km
      item(3, 1003, 30, true), // a sale, then taken back below
      item(8, 1008, 80, true), // a sale
      item(4, 950), // price
      item(7), // new
      item(5, 1005, 51), // km
      item(6, null), // price gone (a change too)
      item(2, 1002, 25), // km again: written once, as last given
      item(3, 1003, 30), // as it is: moves nothing
    ];
    const ids = (docs: Item[]) => docs.map((d) => `${d.objectID}:${d.price}/${d.km}${d.sold ? "/sold" : ""}`);
    const ordered = index.settlingOrder(changes);
    expect(ids(ordered)).toEqual(["3:1003/30", "1:900/10", "4:950/40", "6:null/60", "5:1005/51", "2:1002/25", "8:1008/80/sold", "7:1007/70"]);
  });

  it("writes the last version of each record once, keeping each kind's records in the order given", () => {
    const id = fc.integer({ min: 1, max: 12 });
    const change = fc.record({ id, price: fc.option(fc.integer({ min: 1, max: 4 })), km: fc.integer({ min: 0, max: 2 }), sold: fc.boolean() });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), fc.array(change, { maxLength: 40 }), (initial, planned) => {
        const index = new RecordIndex<Item>(schema);
        const before = new Map<string, Item>();
        for (const c of initial) before.set(String(c.id), { objectID: String(c.id), price: c.price, km: c.km, sold: c.sold });
        index.upsertMany([...before.values()]);
        const docs = planned.map((c) => ({ objectID: String(c.id), price: c.price, km: c.km, sold: c.sold }));
        const ordered = index.settlingOrder(docs);
        // Each record once, as last given.
        const last = new Map(docs.map((d) => [d.objectID, d]));
        expect(ordered.length).toBe(last.size);
        for (const doc of ordered) expect(doc).toBe(last.get(doc.objectID));
        // What a record moves, from the record it replaces (a new record moves everything).
        const kindOf = (doc: Item) => {
          const old = before.get(doc.objectID);
          if (!old) return "new";
          return (["price", "km", "sold"] as const).filter((name) => old[name] !== doc[name]).join("+") || "nothing";
        };
        const kinds = ordered.map(kindOf);
        // Each kind is one run, and within it the records come in the order they were (last) given.
        const runs = kinds.filter((kind, i) => i === 0 || kinds[i - 1] !== kind);
        expect(new Set(runs).size).toBe(runs.length);
        const position = new Map(docs.map((d, i) => [d, i]));
        for (let i = 1; i < ordered.length; i++) {
          if (kinds[i] === kinds[i - 1]) expect(position.get(ordered[i])!).toBeGreaterThan(position.get(ordered[i - 1])!);
        }
      }),
    );
  });
});

describe("upsertUntil", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes as many records as the settling they need leaves time for: fewer sales, which move every order, than price changes", () => {
    // A clock that stands still while records are written, and settling that costs a millisecond a marked slot.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const flush = SortedSlots.prototype.flush;
    vi.spyOn(SortedSlots.prototype, "flush").mockImplementation(function (this: SortedSlots, ...args: Parameters<SortedSlots["flush"]>) {
      now += this.pending;
      return flush.apply(this, args);
    });
    const index = new RecordIndex<Item>(schema);
    index.upsertMany(Array.from({ length: 200 }, (_, i) => item(i + 1)));
    const ids = (from: number) => Array.from({ length: 40 }, (_, i) => from + i);
    // The first slice knows nothing of settling yet: it writes until the deadline, which this clock never reaches.
    expect(index.upsertUntil(ids(1).map((id) => item(id, 1000 + id, 10 * id + 1)), 0, now + 1_000)).toBe(40);
    // A kilometre reading marks one sorted structure (km's), a price change two (price's and the price order),
    // a sale three (sold's and both orders, which rank unsold first).
    expect(index.upsertUntil(ids(41).map((id) => item(id, 1000 + id, 10 * id + 1)), 0, now + 24)).toBe(24);
    expect(index.upsertUntil(ids(81).map((id) => item(id, 2000 + id)), 0, now + 24)).toBe(12);
    expect(index.upsertUntil(ids(121).map((id) => item(id, 1000 + id, 10 * id, true)), 0, now + 24)).toBe(8);
    // What was written is in the index, in order.
    expect(index.doc(index.slotOf("92")!)?.price).toBe(2092);
    expect(index.doc(index.slotOf("93")!)?.price).toBe(1093);
    const unsoldFirst = [...index.order("items").slots.data.subarray(0, 200)].map((slot) => index.doc(slot)!);
    expect(unsoldFirst.slice(192).map((doc) => doc.objectID)).toEqual(ids(121).slice(0, 8).map(String));
    expect(unsoldFirst.slice(0, 192).some((doc) => doc.sold)).toBe(false);
  });
});
