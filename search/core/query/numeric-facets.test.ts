// The walk of a numeric facet in value order (whole index or a scope's
// slots), against a plain count of the matching slots: the top values by
// count with ties in value order, and min/max/avg/sum.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueOrderOf } from "../index/numeric-attribute.ts";
import { walkNumericFacet } from "./numeric-facets.ts";

const bitsOf = (slots: Iterable<number>, size: number) => {
  const bits = new Uint32Array(Math.ceil(size / 32) + 1);
  for (const slot of slots) bits[slot >>> 5] |= 1 << (slot & 31);
  return bits;
};

describe("walkNumericFacet", () => {
  it("counts the matching slots per value, as a plain count would, over the whole order or a scope's", () => {
    fc.assert(
      fc.property(
        // Per slot: a value from a few or many, in quarters (some slots have none), whether it matches, whether it is
        // in the scope. Quarters add up exactly in any order, as the plain sum below adds them.
        fc.integer({ min: 1, max: 400 }).chain((values) =>
          fc.array(
            fc.record({ value: fc.option(fc.integer({ min: -values, max: values }).map((q) => q / 4), { nil: null, freq: 8 }), match: fc.boolean(), inScope: fc.boolean() }),
            { maxLength: 300 },
          ),
        ),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (slots, limit, scoped) => {
          const values = Float64Array.from(slots, (s) => (s.value === null ? NaN : s.value));
          // The index's sorted slots: by value, ties by slot, slots without a value left out.
          const sorted = Uint32Array.from(slots.map((_, slot) => slot).filter((slot) => slots[slot].value !== null).sort((a, b) => values[a] - values[b] || a - b));
          // Matches lie inside the scope, as a query's do.
          const matching = slots.map((s, slot) => (s.match && (!scoped || s.inScope) ? slot : -1)).filter((slot) => slot >= 0);
          const within = scoped ? bitsOf(slots.map((s, slot) => (s.inScope ? slot : -1)).filter((slot) => slot >= 0), slots.length) : null;
          const order = valueOrderOf(sorted, sorted.length, values, within);
          const result = walkNumericFacet(order, bitsOf(matching, slots.length), limit);

          const counts = new Map<number, number>();
          for (const slot of matching) if (slots[slot].value !== null) counts.set(values[slot], (counts.get(values[slot]) ?? 0) + 1);
          const expected = [...counts].sort(([a, x], [b, y]) => y - x || a - b).slice(0, limit).map(([value, count]) => ({ value, count }));
          expect(result.top).toEqual(expected);
          const held = [...counts].flatMap(([value, count]) => Array<number>(count).fill(value));
          if (held.length === 0) expect(result.stats).toBeNull();
          else {
            const sum = held.reduce((a, b) => a + b, 0);
            expect(result.stats).toEqual({ min: Math.min(...held), max: Math.max(...held), avg: sum / held.length, sum });
          }
          // A scope's order holds its slots only.
          if (within) expect(order.length).toBe(slots.filter((s) => s.inScope && s.value !== null).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
