// The typed filter tree: its attribute names are the engine's, and every tree
// formats to a string the engine's parser reads back into the same tree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTE_ALIASES, ATTRIBUTES } from "../search/cars/index.ts";
import { parseFilters } from "../search/core/filters/parse.ts";
import {
  and,
  anyNumber,
  anyOf,
  between,
  BOOLEAN_ATTRIBUTES,
  compare,
  eq,
  FACET_ATTRIBUTES,
  formatStockFilter,
  is,
  not,
  NUMERIC_ATTRIBUTES,
  or,
  tag,
  type NumericOperator,
  type StockFilter,
  type StockFilterClause,
  type StockFilterLiteral,
} from "./stock-filter.ts";

describe("the typed filter tree", () => {
  it("names exactly the engine's attributes, each with its kind", () => {
    const ofKind = (...kinds: string[]) => ATTRIBUTES.filter((a) => kinds.includes(a.kind)).map((a) => a.name).sort();
    expect([...FACET_ATTRIBUTES].sort()).toEqual([...ofKind("string", "strings"), ...Object.keys(ATTRIBUTE_ALIASES)].sort());
    expect([...NUMERIC_ATTRIBUTES].sort()).toEqual(ofKind("number"));
    expect([...BOOLEAN_ATTRIBUTES].sort()).toEqual(ofKind("boolean"));
  });

  it("builds the engine's AST: an AND of ORs, negation on single filters", () => {
    const tree = and(eq("make", "Toyota"), or(compare("price", "<", 10), between("year", 2015, 2020)), not(is("certified", true)), null, false, undefined);
    expect(tree).toEqual([
      [{ type: "facet", attribute: "make", value: "Toyota", negated: false }],
      [
        { type: "numeric", attribute: "price", operator: "<", value: 10, negated: false },
        { type: "range", attribute: "year", low: 2015, high: 2020, negated: false },
      ],
      [{ type: "facet", attribute: "certified", value: "true", negated: true }],
    ]);
    expect(formatStockFilter(tree)).toBe("make:Toyota AND (price < 10 OR year:2015 TO 2020) AND NOT certified:true");
  });

  it("flattens nested ANDs and keeps an OR as one clause", () => {
    const inner = and(eq("make", "Kia"), tag("Special"));
    expect(and(inner, anyOf("status", ["in_stock", "sold"]))).toEqual([...inner, [eq("status", "in_stock"), eq("status", "sold")]]);
    expect(anyOf("make", [])).toBeNull();
    expect(anyNumber("seats", [])).toBeNull();
    expect(and()).toEqual([]);
  });

  it("refuses what the grammar cannot say", () => {
    // @ts-expect-error an OR of no filters
    expect(() => or()).toThrow(RangeError);
    expect(() => compare("price", ">", Number.NaN)).toThrow(RangeError);
    expect(() => between("price", 0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("catches attribute typos and mixed ORs at compile time", () => {
    // @ts-expect-error not an attribute
    eq("mkae", "Toyota");
    // @ts-expect-error a number is compared, not matched as text
    eq("price", "1000");
    // @ts-expect-error a text attribute has no order
    compare("make", ">", 1);
    // @ts-expect-error facet and numeric filters cannot share an OR
    or(eq("make", "Kia"), compare("price", ">", 1));
  });

  it("quotes values the grammar would misread", () => {
    const tree = and(eq("model", "CX-5 (2020)"), eq("badge", "OR"), eq("colour", 'Say "hi" \\'), not(tag("")));
    expect(formatStockFilter(tree)).toBe('model:"CX-5 (2020)" AND badge:"OR" AND colour:"Say \\"hi\\" \\\\" AND NOT _tags:""');
    expect(parseFilters(formatStockFilter(tree))).toEqual(tree);
  });
});

// ---- property: parse(format(tree)) ≡ tree ---------------------------------

const text = fc.oneof(
  fc.constantFrom("Toyota", "in_stock", "CX-5", "AND", "OR", "NOT", "TO", "true", "a b", "", "(x)", "it's", 'say "hi"', "back\\slash", "7", "-1"),
  fc.string({ maxLength: 12 }),
);
const number = fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }));
const operator = fc.constantFrom<NumericOperator>("<", "<=", "=", "!=", ">=", ">");
const facetAttribute = fc.constantFrom(...FACET_ATTRIBUTES);
const numericAttribute = fc.constantFrom(...NUMERIC_ATTRIBUTES);
const booleanAttribute = fc.constantFrom(...BOOLEAN_ATTRIBUTES);
const maybeNot = <L extends StockFilterLiteral>(literal: fc.Arbitrary<L>) => fc.tuple(literal, fc.boolean()).map(([l, negate]) => (negate ? not(l) : l));

const facetLiteral = maybeNot(fc.oneof(fc.tuple(facetAttribute, text).map(([a, v]) => eq(a, v)), fc.tuple(booleanAttribute, fc.boolean()).map(([a, v]) => is(a, v))));
const numericLiteral = maybeNot(
  fc.oneof(
    fc.tuple(numericAttribute, operator, number).map(([a, op, v]) => compare(a, op, v)),
    fc.tuple(numericAttribute, number, number).map(([a, low, high]) => between(a, low, high)),
  ),
);
const tagLiteral = maybeNot(text.map(tag));
const clause: fc.Arbitrary<StockFilterClause> = fc.oneof(
  fc.array(facetLiteral, { minLength: 1, maxLength: 4 }),
  fc.array(numericLiteral, { minLength: 1, maxLength: 4 }),
  fc.array(tagLiteral, { minLength: 1, maxLength: 4 }),
);
const tree: fc.Arbitrary<StockFilter> = fc.array(clause, { maxLength: 6 });

describe("formatStockFilter", () => {
  it("writes every tree as a string the engine's parser reads back into the same tree", () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(parseFilters(formatStockFilter(t))).toEqual(t);
      }),
      { numRuns: 500 },
    );
  });

  it("and() of two trees formats as the two strings joined by AND", () => {
    fc.assert(
      fc.property(tree, tree, (a, b) => {
        const joined = [formatStockFilter(a), formatStockFilter(b)].filter(Boolean).join(" AND ");
        expect(formatStockFilter(and(a, b))).toBe(joined);
        expect(parseFilters(joined)).toEqual(and(a, b));
      }),
      { numRuns: 200 },
    );
  });
});
