// Cached filter clauses kept up to date through the index's change journal:
// one engine answers the same filters before and after each change (records
// written one by one, in batches, removed, values that did not exist yet),
// and must find what an engine built afresh from the same records finds.
// Every kind of literal is in a clause of two or more, or alone where it has
// no ready-made bitset, so each one goes through the cache. A tenant's scope
// of several clauses is cached as one conjunction: scoped queries are asked
// the same way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchEngine } from "../engine.ts";
import { IndexSchema } from "../schema.ts";

interface Item {
  objectID: string;
  colour: string | null;
  label: string | null;
  extras: string[];
  n: number | null;
  on: boolean | null;
}

const schema = new IndexSchema<Item>({
  fields: ["objectID", "colour", "label", "extras", "n", "on"],
  attributes: [
    {
      name: "colour",
      kind: "string",
      facet: true,
      read: (item) => item.colour,
    },
    { name: "label", kind: "string", facet: true, read: (item) => item.label },
    {
      name: "extras",
      kind: "strings",
      facet: true,
      read: (item) => item.extras,
    },
    { name: "n", kind: "number", facet: true, read: (item) => item.n },
    { name: "on", kind: "boolean", facet: true, read: (item) => item.on },
  ],
  searchable: [],
  indexes: [{ name: "items", sort: null, description: "all items" }],
  ranking: [],
  tagsAttribute: "label",
});

const FILTERS = [
  "colour:c1 OR colour:c2",
  "NOT colour:c1 OR extras:e2",
  "(colour:c5 OR extras:e0) AND n >= 10",
  "n > 4 AND n <= 12",
  "n:3 TO 9 OR n:20 TO 25",
  "n != 7",
  "NOT n = 7 OR n > 20",
  "n < 3 OR n = 15",
  "n:8",
  "on:false OR NOT extras:e1",
  "on:true OR colour:c4",
  "_tags:L1 OR _tags:L2",
  "L2 OR _tags:l1",
  "NOT _tags:L1 OR L2",
];

const item = fc.record({
  id: fc.nat(79),
  colour: fc.option(fc.constantFrom("c0", "c1", "c2", "c3", "c4", "c5"), {
    nil: null,
  }),
  label: fc.option(fc.constantFrom("L1", "l1", "L2"), { nil: null }),
  extras: fc.uniqueArray(fc.constantFrom("e0", "e1", "e2", "e3"), {
    maxLength: 4,
  }),
  n: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
  on: fc.option(fc.boolean(), { nil: null }),
});

type Raw = typeof item extends fc.Arbitrary<infer T> ? T : never;
const toItem = ({ id, ...rest }: Raw): Item => ({
  objectID: `o${id}`,
  ...rest,
});

// `ask`: whether the filters are asked after this change (else several changes pile up before they are).
const step = fc.oneof(
  fc.record({
    kind: fc.constant("upsert" as const),
    items: fc.array(item, { minLength: 1, maxLength: 3 }),
    ask: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("upsert" as const),
    items: fc.array(item, { minLength: 5, maxLength: 40 }),
    ask: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("remove" as const),
    ids: fc.uniqueArray(fc.nat(79), { minLength: 1, maxLength: 12 }),
    ask: fc.boolean(),
  }),
);

/**
 * An engine sized for many more records than it holds: its bitsets are long,
 * so a change of a few dozen slots patches cached clauses rather than
 * rebuilding them (a stream, unlike an array, is sized by expectedSize).
 */
const roomyEngine = (items: Item[]) =>
  new SearchEngine(
    schema,
    (function* () {
      yield* items;
    })(),
    { responseCacheSize: 0, expectedSize: 40_000 },
  );

/** Scopes of several clauses (each a cached conjunction), of one, and the filters asked within each. */
const SCOPES = ["n > 4 AND n <= 12", "(colour:c5 OR extras:e0) AND NOT on:true AND NOT _tags:L1", "colour:c1 OR NOT extras:e2"];
const SCOPED = ["", "colour:c1 OR colour:c2", "n != 7", "L2 OR _tags:l1"];

const found = (engine: SearchEngine<Item>, filters: string, scopeFilters?: string) =>
  engine
    .search("items", { filters, hitsPerPage: 1000 }, { scopeFilters })
    .hits.map((hit) => hit.objectID)
    .sort();

/** Every filter, and every scoped one within every scope, as `engine` finds them. */
const foundAll = (engine: SearchEngine<Item>) => [
  ...FILTERS.map((filters) => ({ asked: filters, found: found(engine, filters) })),
  ...SCOPES.flatMap((scope) => SCOPED.map((filters) => ({ asked: `${scope} | ${filters}`, found: found(engine, filters, scope) }))),
];

describe("cached filter clauses", () => {
  it("find what a fresh engine finds, after every change", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.array(step, { minLength: 1, maxLength: 8 }), (first, steps) => {
        const model = new Map<string, Item>();
        for (const raw of first) model.set(`o${raw.id}`, toItem(raw));
        const engine = roomyEngine([...model.values()]);
        foundAll(engine);
        for (const [i, change] of steps.entries()) {
          if (change.kind === "upsert") {
            const items = change.items.map(toItem);
            engine.upsertMany(items);
            for (const it of items) model.set(it.objectID, it);
          } else {
            const ids = change.ids.map((id) => `o${id}`);
            engine.removeMany(ids);
            for (const id of ids) model.delete(id);
          }
          if (!change.ask && i < steps.length - 1) continue;
          const fresh = new SearchEngine(schema, [...model.values()], {
            responseCacheSize: 0,
          });
          expect(foundAll(engine)).toEqual(foundAll(fresh));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("find a record written below the words a cached clause spanned (its bounds widen downwards)", () => {
    const items = Array.from({ length: 100 }, (_, i): Item => ({
      objectID: `o${i}`,
      colour: i >= 40 ? "c1" : "c0",
      label: null,
      extras: [],
      n: i,
      on: null,
    }));
    const engine = roomyEngine(items);
    const filters = "colour:c1 OR colour:c2";
    expect(found(engine, filters)).toHaveLength(60);
    engine.removeMany(["o0"]);
    // The new record takes the slot o0 left, below every c1 record.
    engine.upsertMany([
      {
        objectID: "new",
        colour: "c1",
        label: null,
        extras: [],
        n: 0,
        on: null,
      },
    ]);
    expect(found(engine, filters)).toContain("new");
    expect(found(engine, filters)).toHaveLength(61);
  });

  it("stay right when a clause is asked only now and then, some changes later", () => {
    const items = (k: number): Item[] =>
      Array.from({ length: 50 }, (_, i) => ({
        objectID: `o${i}`,
        colour: `c${(i + k) % 6}`,
        label: null,
        extras: [],
        n: (i * k) % 26,
        on: (i + k) % 3 === 0,
      }));
    const engine = roomyEngine(items(0));
    const filters = "colour:c1 OR colour:c2 OR on:true";
    found(engine, filters);
    for (let k = 1; k <= 6; k++) {
      // Several versions pass between two askings of the clause.
      for (let i = 0; i < 50; i += 10) engine.upsertMany(items(k).slice(i, i + 10));
      const fresh = new SearchEngine(schema, items(k), {
        responseCacheSize: 0,
      });
      expect(found(engine, filters)).toEqual(found(fresh, filters));
    }
  });
});

// Bounds on a number, one comparison or range per clause (several on the same
// number, equal values inclusive and exclusive, values between the integers,
// records without a value), alone or beside a selective clause, in a short
// index and a long one: the records whose value every bound keeps, as plain
// code over the records finds them, asked cold and again from the cache.
describe("numeric bounds", () => {
  const comparison = fc.oneof(
    fc.record({ op: fc.constantFrom("<", "<=", "=", ">=", ">"), v: fc.constantFrom(0, 3, 7.5, 12, 12.5, 25) }).map(({ op, v }) => ({
      text: `n ${op} ${v}`,
      keeps: (n: number) => (op === "<" ? n < v : op === "<=" ? n <= v : op === "=" ? n === v : op === ">=" ? n >= v : n > v),
    })),
    fc.record({ low: fc.integer({ min: 0, max: 25 }), high: fc.integer({ min: 0, max: 25 }) }).map(({ low, high }) => ({
      text: `n:${low} TO ${high}`,
      keeps: (n: number) => n >= low && n <= high,
    })),
  );
  const valued = fc.record({
    id: fc.nat(199),
    colour: fc.option(fc.constantFrom("c0", "c1", "c2", "c3", "c4", "c5"), { nil: null }),
    n: fc.option(fc.oneof(fc.integer({ min: 0, max: 25 }), fc.constantFrom(7.5, 12.5)), { nil: null }),
  });

  it("keep the records whose value every bound keeps", () => {
    fc.assert(
      fc.property(fc.array(valued, { maxLength: 120 }), fc.array(comparison, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean(), (raws, bounds, selective, roomy) => {
        const items = new Map<string, Item>();
        for (const raw of raws) items.set(`o${raw.id}`, { objectID: `o${raw.id}`, colour: raw.colour, label: null, extras: [], n: raw.n, on: null });
        const engine = roomy ? roomyEngine([...items.values()]) : new SearchEngine(schema, [...items.values()], { responseCacheSize: 0 });
        const filters = [...(selective ? ["colour:c1"] : []), ...bounds.map((b) => b.text)].join(" AND ");
        const expected = [...items.values()]
          .filter((it) => (!selective || it.colour === "c1") && it.n !== null && bounds.every((b) => b.keeps(it.n!)))
          .map((it) => it.objectID)
          .sort();
        // Twice: the second time a bound evaluated over the index is cached.
        expect(found(engine, filters), filters).toEqual(expected);
        expect(found(engine, filters), filters).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
