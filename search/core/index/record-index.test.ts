// The order in which a change is written in slices (settlingOrder): records
// that move the same sorted structures side by side, each kind in the order
// given, a record given twice written once as last given.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndexSchema } from "../schema.ts";
import { RecordIndex } from "./record-index.ts";

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
