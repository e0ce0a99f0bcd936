// The bounds of the cache of filter clauses (decision 0098, docs/security.md):
// at most CLAUSE_CACHE_ENTRIES clauses, and their bitsets at most
// CLAUSE_CACHE_BYTES in all, whichever comes first; a clause dropped from it
// is evaluated again when asked, with the same answer.
import { describe, expect, it } from "vitest";
import { parseFilters } from "../filters/parse.ts";
import { popcount } from "../index/bitset.ts";
import { RecordIndex } from "../index/record-index.ts";
import { IndexSchema } from "../schema.ts";
import { CLAUSE_CACHE_BYTES, CLAUSE_CACHE_ENTRIES, FilterEvaluator } from "./filter-evaluator.ts";

interface Item {
  objectID: string;
  n: number | null;
}

const schema = new IndexSchema<Item>({
  fields: ["objectID", "n"],
  attributes: [{ name: "n", kind: "number", facet: true, read: (item) => item.n }],
  searchable: [],
  indexes: [{ name: "items", sort: null, description: "all items" }],
  ranking: [],
});

const ITEMS: Item[] = Array.from({ length: 40 }, (_, i) => ({ objectID: `o${i}`, n: i * 30 }));

/** An evaluator over the items in an index sized for `capacity` slots (its bitsets are that long), and its cache. */
function evaluatorFor(capacity: number) {
  const index = new RecordIndex(schema, capacity);
  index.upsertMany(ITEMS);
  const evaluator = new FilterEvaluator(index);
  const cache = (evaluator as unknown as { cache: Map<string, { bits: Uint32Array }> }).cache;
  const matching = (filter: string) => {
    const target = new Uint32Array(index.words);
    evaluator.evaluate(parseFilters(filter), target);
    return popcount(target);
  };
  return { index, cache, matching };
}

const bytesOf = (cache: Map<string, { bits: Uint32Array }>) => [...cache.values()].reduce((sum, entry) => sum + entry.bits.byteLength, 0);

describe("the clause cache", () => {
  it("keeps at most CLAUSE_CACHE_ENTRIES clauses where their bitsets are small, and answers a dropped one again", () => {
    const { cache, matching } = evaluatorFor(4096);
    for (let k = 0; k < CLAUSE_CACHE_ENTRIES + 100; k++) expect(matching(`n >= ${k}`)).toBe(ITEMS.filter((it) => it.n! >= k).length);
    expect(cache.size).toBe(CLAUSE_CACHE_ENTRIES);
    // The first asked were dropped: asked again, they count the same.
    expect(matching("n >= 0")).toBe(40);
    expect(matching("n >= 31")).toBe(38);
  });

  it("keeps at most CLAUSE_CACHE_BYTES of bitsets where they are large (a million slots: 128 KB each)", () => {
    const { index, cache, matching } = evaluatorFor(1 << 20);
    const perClause = index.words * 4;
    for (let k = 0; k < CLAUSE_CACHE_ENTRIES + 10; k++) matching(`n <= ${k}`);
    expect(bytesOf(cache)).toBeLessThanOrEqual(CLAUSE_CACHE_BYTES);
    expect(cache.size).toBe(Math.floor(CLAUSE_CACHE_BYTES / perClause));
    expect(cache.size).toBeLessThan(CLAUSE_CACHE_ENTRIES);
    expect(matching("n <= 0")).toBe(1);
  });
});
