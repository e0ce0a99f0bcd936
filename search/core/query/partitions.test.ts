import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FilterClause, FilterLiteral, NumericOperator } from "../filters/ast.ts";
import { parseFilters } from "../filters/parse.ts";
import { confinedPartitions } from "./partitions.ts";

const isPartition = (name: string) => name === "dealership_id" || name === "dealer";

/** Whether a record with `partition` could pass the literal: other attributes' literals may always pass (the worst case). */
function mayPass(literal: FilterLiteral, partition: number): boolean {
  if (literal.type === "tag" || literal.type === "facet" || !isPartition(literal.attribute)) return true;
  let pass: boolean;
  if (literal.type === "range") pass = partition >= literal.low && partition <= literal.high;
  else {
    const v = literal.value;
    const compare: Record<NumericOperator, boolean> = { "<": partition < v, "<=": partition <= v, "=": partition === v, "!=": partition !== v, ">=": partition >= v, ">": partition > v };
    pass = compare[literal.operator];
  }
  return literal.negated ? !pass : pass;
}

const value = fc.integer({ min: 0, max: 6 });
const literalArbitrary: fc.Arbitrary<FilterLiteral> = fc.oneof(
  fc.record({
    type: fc.constant("numeric" as const),
    attribute: fc.constantFrom("dealership_id", "dealer", "price"),
    operator: fc.constantFrom<NumericOperator>("=", "=", "=", "!=", ">=", "<"),
    value,
    negated: fc.boolean(),
  }),
  fc.record({ type: fc.constant("range" as const), attribute: fc.constant("dealership_id"), low: value, high: value, negated: fc.boolean() }),
  fc.record({ type: fc.constant("facet" as const), attribute: fc.constant("make"), value: fc.constantFrom("Toyota", "Kia"), negated: fc.boolean() }),
);

describe("confinedPartitions", () => {
  it("names every partition a record the clauses let through can lie in", () => {
    fc.assert(
      fc.property(fc.array(fc.array(literalArbitrary, { minLength: 1, maxLength: 3 }), { maxLength: 4 }), value, (clauses: FilterClause[], partition) => {
        const confined = confinedPartitions(clauses, isPartition);
        const passes = clauses.every((clause) => clause.some((literal) => mayPass(literal, partition)));
        if (passes && confined !== null) expect(confined).toContain(partition);
      }),
    );
  });

  it("reads a site's scope: its dealerships, the fewest where two clauses name them, none where no clause confines", () => {
    const site = parseFilters("(dealership_id = 1 OR dealership_id = 2) AND show_on_dealer_website:true AND (sold_at_timestamp = 0 OR sold_at_timestamp >= 1794970800)", "scopeFilters");
    expect(confinedPartitions(site, isPartition)).toEqual([1, 2]);
    expect(confinedPartitions(parseFilters("(dealer = 1 OR dealer = 2 OR dealer = 3) AND dealership_id = 3", "filters"), isPartition)).toEqual([3]);
    expect(confinedPartitions(parseFilters("NOT dealership_id = 1", "filters"), isPartition)).toBeNull();
    expect(confinedPartitions(parseFilters("dealership_id >= 1", "filters"), isPartition)).toBeNull();
    expect(confinedPartitions(parseFilters("(dealership_id = 1 OR price = 2)", "filters"), isPartition)).toBeNull();
    expect(confinedPartitions(parseFilters("make:Toyota", "filters"), isPartition)).toBeNull();
    expect(confinedPartitions([], isPartition)).toBeNull();
  });
});
