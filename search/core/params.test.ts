// Parameters normalized from text are kept and reused (decision 0086): the
// same text gives the same parameters, different texts never share them,
// what is kept cannot be changed by a caller, and bad text is refused every
// time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchError } from "./errors.ts";
import { normalizeParams } from "./params.ts";
import { IndexSchema } from "./schema.ts";

interface Item {
  objectID: string;
  make: string;
  price: number;
}

const schema = new IndexSchema<Item>({
  fields: ["objectID", "make", "price"],
  attributes: [
    { name: "make", kind: "string", facet: true, read: (item) => item.make },
    { name: "price", kind: "number", facet: true, read: (item) => item.price },
  ],
  searchable: [{ name: "make", identifier: false, read: (item) => item.make }],
  indexes: [{ name: "items", sort: null, description: "all items" }],
  ranking: [],
});

const paramsText = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe("normalizeParams on parameters sent as text", () => {
  it("gives the same parameters for the same text, from the second time without normalizing again", () => {
    const input = { params: paramsText({ query: "camry", facets: '["make","price"]', numericFilters: '["price>=1000"]', hitsPerPage: "5" }) };
    const first = normalizeParams({ ...input }, schema);
    const second = normalizeParams({ ...input }, schema);
    expect(second).toBe(first);
    expect(first).toMatchObject({ query: "camry", words: ["camry"], facets: ["make", "price"], hitsPerPage: 5 });
  });

  it("keeps parameters no caller can change: a change throws instead of reaching the next query", () => {
    const p = normalizeParams({ params: paramsText({ facets: '["make"]', facetFilters: '["make:Kia"]' }) }, schema);
    expect(() => (p.facets as string[]).push("price")).toThrow(TypeError);
    expect(() => (p.clauses as unknown[]).pop()).toThrow(TypeError);
    expect(() => ((p as { page: number }).page = 3)).toThrow(TypeError);
    expect(normalizeParams({ params: paramsText({ facets: '["make"]', facetFilters: '["make:Kia"]' }) }, schema).facets).toEqual(["make"]);
    // The schema's own list of highlighted attributes is not frozen with them.
    expect(Object.isFrozen(schema.highlightable)).toBe(false);
  });

  it("never gives one text's parameters for another, whatever characters the texts hold", () => {
    // An undefined value overrides the same name in the text; -0 is kept apart from 0.
    expect(normalizeParams({ params: "query=camry" }, schema).query).toBe("camry");
    expect(normalizeParams({ params: "query=camry", query: undefined }, schema).query).toBe("");
    expect(Object.is(normalizeParams({ page: 0 }, schema).page, 0)).toBe(true);
    expect(Object.is(normalizeParams({ page: -0 }, schema).page, -0)).toBe(true);
    // Two inputs whose names and values run together alike.
    expect(normalizeParams({ query: "x", page: "2" }, schema)).toMatchObject({ query: "x", page: 2 });
    expect(normalizeParams({ query: "x|pages2" }, schema)).toMatchObject({ query: "x|pages2", page: 0 });
    expect(normalizeParams({ query: "x|4:pages1:2" }, schema)).toMatchObject({ query: "x|4:pages1:2", page: 0 });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("query", "page", "hitsPerPage", "params", "filters", "x|1:a"), fc.oneof(fc.string({ maxLength: 12 }), fc.nat(9), fc.constant(-0), fc.boolean(), fc.constant(null), fc.constant(undefined)), { maxKeys: 4 }),
        fc.dictionary(fc.constantFrom("query", "page", "hitsPerPage", "params", "filters", "x|1:a"), fc.oneof(fc.string({ maxLength: 12 }), fc.nat(9), fc.constant(-0), fc.boolean(), fc.constant(null), fc.constant(undefined)), { maxKeys: 4 }),
        (a, b) => {
          const outcome = (input: Record<string, unknown>) => {
            try {
              return normalizeParams(input, schema);
            } catch (error) {
              if (error instanceof SearchError) return error.message;
              throw error;
            }
          };
          const [pa, pb] = [outcome(a), outcome(b)];
          // Compared with a fresh normalization: an array beside the text is never kept, and only the echo of the
          // parameters shows it.
          const withoutEcho = (p: ReturnType<typeof outcome>) => (typeof p === "string" ? p : { ...p, params: null });
          expect(withoutEcho(pa)).toEqual(withoutEcho(outcome({ ...a, unkept: [] })));
          expect(withoutEcho(pb)).toEqual(withoutEcho(outcome({ ...b, unkept: [] })));
          if (typeof pa === "object" && typeof pb === "object" && pa === pb) expect(b).toEqual(a);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(["query=%E0%A4%A&hitsPerPage=1", "query=%ZZ%E0", "query=%ED%A0%80", "facets=%FF"])("refuses the params text %s: its percent-encoding is broken (as a GET's query string is)", (params) => {
    expect(() => normalizeParams({ params }, schema)).toThrow(new SearchError("params: malformed percent-encoding or bytes that are not UTF-8"));
  });

  it("takes every params text an encoder writes, whatever its values hold", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("query", "x"), fc.string({ unit: "binary", maxLength: 12 }), { maxKeys: 3 }), (values) => {
        const params = normalizeParams({ params: paramsText(values) }, schema);
        // A lone surrogate is written as U+FFFD, as the encoder writes it.
        if (values.query !== undefined) expect(params.query).toBe(values.query.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses bad text every time it is sent", () => {
    const bad = { params: paramsText({ hitsPerPage: "5000" }) };
    expect(() => normalizeParams(bad, schema)).toThrow(/hitsPerPage/);
    expect(() => normalizeParams(bad, schema)).toThrow(/hitsPerPage/);
  });

  it("keeps the most recently used 512 texts, and normalizes parameters with many filters or given as arrays every time", () => {
    const text = (n: number) => ({ params: paramsText({ query: `car ${n}` }) });
    const first = normalizeParams(text(0), schema);
    const used = normalizeParams(text(1), schema);
    for (let n = 2; n <= 600; n++) {
      normalizeParams(text(n), schema);
      // Text 1 is sent again now and then: it stays among the most recently used.
      if (n % 100 === 0) expect(normalizeParams(text(1), schema)).toBe(used);
    }
    const again = normalizeParams(text(0), schema);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(normalizeParams(text(1), schema)).toBe(used);
    // Parameters with many filters are normalized every time.
    const many = { params: paramsText({ facetFilters: JSON.stringify(Array.from({ length: 65 }, (_, i) => `make:m${i}`)) }) };
    expect(normalizeParams(many, schema)).not.toBe(normalizeParams(many, schema));
    expect(normalizeParams(text(600), schema)).toBe(normalizeParams(text(600), schema));
    const typed = { facets: ["make"], numericFilters: ["price>=1000"] };
    expect(normalizeParams(typed, schema)).not.toBe(normalizeParams(typed, schema));
    expect(normalizeParams(typed, schema)).toEqual(normalizeParams(typed, schema));
  });
});
