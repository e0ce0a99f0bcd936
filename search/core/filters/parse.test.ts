import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FilterSyntaxError, SearchError } from "../errors.ts";
import { clauseArbitrary } from "../../cars/testing/arbitraries.ts";
import type { FilterConjunction, FilterLiteral } from "./ast.ts";
import { compileFilterList } from "./arrays.ts";
import { formatFilters } from "./format.ts";
import { parseFilters } from "./parse.ts";

const facet = (attribute: string, value: string, negated = false): FilterLiteral => ({ type: "facet", attribute, value, negated });

describe("parseFilters", () => {
  it("reads every filter form Algolia documents", () => {
    expect(parseFilters('make:Toyota AND price > 12.99 AND year:2015 TO 2020 AND "body type":"People Mover" AND published')).toEqual([
      [facet("make", "Toyota")],
      [{ type: "numeric", attribute: "price", operator: ">", value: 12.99, negated: false }],
      [{ type: "range", attribute: "year", low: 2015, high: 2020, negated: false }],
      [facet("body type", "People Mover")],
      [{ type: "tag", value: "published", negated: false }],
    ]);
    expect(parseFilters("_tags:published OR NOT _tags:draft")).toEqual([
      [
        { type: "tag", value: "published", negated: false },
        { type: "tag", value: "draft", negated: true },
      ],
    ]);
    expect(parseFilters("certified:true AND NOT status:coming_soon AND dealership_id = -1")).toEqual([
      [facet("certified", "true")],
      [facet("status", "coming_soon", true)],
      [{ type: "numeric", attribute: "dealership_id", operator: "=", value: -1, negated: false }],
    ]);
  });

  it("accepts the combinations Algolia allows", () => {
    for (const text of ["a:1 AND (b:2 OR c:3)", "(a:1 OR b:2) AND c:3", "a:1 AND (b:2 OR c:3) AND (d:4 OR e:5)", "a:1 OR b:2 OR c:3", "((a:1 OR b:2))", "(a:1)", "price < 10 AND (category:Book OR NOT category:Ebook)"]) {
      expect(() => parseFilters(text), text).not.toThrow();
    }
    expect(parseFilters("a:1 OR (b:2 OR c:3)")).toEqual([[facet("a", "1"), facet("b", "2"), facet("c", "3")]]);
  });

  it("refuses the combinations Algolia refuses, saying why and where", () => {
    const problem = (text: string) => {
      try {
        parseFilters(text);
      } catch (error) {
        expect(error).toBeInstanceOf(FilterSyntaxError);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${text}`);
    };
    expect(problem("a:1 OR (b:2 AND c:3)")).toBe("filters: AND is not allowed inside parentheses (only OR is, e.g. (a:1 OR a:2)) at col 13");
    expect(problem("(a:1 AND (b:2 OR c:3))")).toMatch(/AND is not allowed inside parentheses.* at col 6$/);
    expect(problem("NOT (a:1 OR b:2)")).toBe("filters: NOT cannot negate a group in parentheses; negate each filter instead at col 5");
    expect(problem("make:Ford OR price > 3")).toBe("filters: Cannot combine facet filters and numeric filters with OR at col 1");
    expect(problem("x:1 AND (published OR make:Ford)")).toBe("filters: Cannot combine tag filters and facet filters with OR at col 10");
    expect(problem("a:1 OR b:2 AND c:3")).toMatch(/Use parentheses to combine AND with OR.* at col 1$/);
  });

  it("points at the character where the input goes wrong", () => {
    const cases: [string, RegExp][] = [
      ["make:", /Expected a value after ':', found end of input at col 6$/],
      ["make:Ford AND", /Unexpected end of input.* at col 14$/],
      ["price > cheap", /Expected a number, found 'cheap' at col 9$/],
      ["price:10 TO", /Expected a number after TO, found end of input at col 12$/],
      ["price:low TO 5", /Expected a number before TO, found 'low' at col 7$/],
      ['make:"Ford', /Unterminated quoted value \(missing "\) at col 6$/],
      ["(make:Ford OR make:Kia", /Missing '\)' to close the '\(' at col 1$/],
      ["make:Ford)", /Unexpected '\)' without a matching '\(' at col 10$/],
      ["make:Ford model:Ranger", /expected AND, OR or the end of the filter at col 11$/],
      ["make:AND", /Quote the value 'AND': it is a keyword.* at col 6$/],
      ["price ! 5", /Unexpected '!' \(use != or NOT\) at col 7$/],
      ["NOT NOT a:1", /Unexpected NOT after NOT at col 5$/],
      ["AND a:1", /Unexpected 'AND'; expected a filter before it at col 1$/],
    ];
    for (const [text, message] of cases) expect(() => parseFilters(text), text).toThrow(message);
  });

  it("limits the size of a filter", () => {
    const many = Array.from({ length: 1025 }, (_, i) => `a:${i}`).join(" AND ");
    expect(() => parseFilters(many)).toThrow(/Too many filters \(at most 1024 in one query\)/);
    expect(() => parseFilters("a:1 AND ".repeat(10_000) + "a:1")).toThrow(/too long/);
  });

  it("never fails on random input except with a FilterSyntaxError", () => {
    const alphabet = fc.constantFrom(..."ab:()\"' <>=!-.0123456789\\".split(""), "AND", "OR", "NOT", "TO", " AND ", " OR ", "_tags");
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(alphabet, { maxLength: 30 }).map((parts) => parts.join(""))), (text) => {
        try {
          const result = parseFilters(text);
          expect(Array.isArray(result)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterSyntaxError);
          const column = (error as FilterSyntaxError).column;
          expect(column).toBeGreaterThanOrEqual(1);
          expect(column).toBeLessThanOrEqual(text.length + 1);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back what formatFilters writes", () => {
    const quirky = fc.record({
      type: fc.constant("facet" as const),
      attribute: fc.constantFrom("make", "model.name", "odd attr", "a\"b"),
      value: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("AND", "OR", "TO", "NOT", "-1", "a:b", "x y", 'quo"te', "back\\slash", "")),
      negated: fc.boolean(),
    });
    const numbers = fc.record({
      type: fc.constant("numeric" as const),
      attribute: fc.constantFrom("price", "km"),
      operator: fc.constantFrom("<" as const, "<=" as const, "=" as const, "!=" as const, ">=" as const, ">" as const),
      value: fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v)),
      negated: fc.boolean(),
    });
    const clause = fc.oneof(clauseArbitrary, fc.array(quirky, { minLength: 1, maxLength: 3 }), fc.array(numbers, { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(clause, { maxLength: 5 }), (filter: FilterConjunction) => {
        expect(parseFilters(formatFilters(filter))).toEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("facetFilters, numericFilters and tagFilters", () => {
  it("ANDs the items and ORs an inner list; a minus negates", () => {
    expect(compileFilterList("facetFilters", [["make:Ford", "make:Kia"], "fuel:-Diesel", "name:\\-x", "price_range:$20,000 - $30,000"])).toEqual([
      [facet("make", "Ford"), facet("make", "Kia")],
      [facet("fuel", "Diesel", true)],
      [facet("name", "-x")],
      [facet("price_range", "$20,000 - $30,000")],
    ]);
    expect(compileFilterList("facetFilters", "make:Ford")).toEqual([[facet("make", "Ford")]]);
    expect(compileFilterList("numericFilters", ["price>=1000", ["year=2020", "year:2022 TO 2024"]])).toEqual([
      [{ type: "numeric", attribute: "price", operator: ">=", value: 1000, negated: false }],
      [
        { type: "numeric", attribute: "year", operator: "=", value: 2020, negated: false },
        { type: "range", attribute: "year", low: 2022, high: 2024, negated: false },
      ],
    ]);
    expect(compileFilterList("tagFilters", [["Runout Sale", "-Test Drive Only"]])).toEqual([
      [
        { type: "tag", value: "Runout Sale", negated: false },
        { type: "tag", value: "Test Drive Only", negated: true },
      ],
    ]);
  });

  it("rejects malformed lists with the parameter and item named", () => {
    expect(() => compileFilterList("facetFilters", ["make"])).toThrow("facetFilters[0]: Expected attribute:value, found \"make\" at col 1");
    expect(() => compileFilterList("facetFilters", [[["make:Ford"]]])).toThrow(SearchError);
    expect(() => compileFilterList("numericFilters", ["price is 5"])).toThrow(/numericFilters\[0\]/);
    expect(() => compileFilterList("numericFilters", ["NOT price > 5"])).toThrow(/Expected a numeric filter/);
    expect(() => compileFilterList("tagFilters", 5)).toThrow(/expected a string or an array/);
  });
});

describe("nesting", () => {
  it("refuses 10,000 nested parentheses with a 400 naming the column, not a stack overflow", () => {
    const text = "(".repeat(10_000) + "make:Toyota" + ")".repeat(10_000);
    expect(() => parseFilters(text)).toThrow(expect.objectContaining({ status: 400, message: "filters: Too many nested parentheses (at most 32) at col 33" }));
  });

  it("still reads a few levels", () => {
    expect(() => parseFilters("((make:Toyota OR make:Mazda))")).not.toThrow();
  });
});
