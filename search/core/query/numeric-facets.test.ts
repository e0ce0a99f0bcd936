// The walk of a numeric facet in value order (whole index or a scope's
// slots), against a plain count of the matching slots: the top values by
// count with ties in value order, and min/max/avg/sum. And when a query
// walks the whole index's order instead of counting (decision 0084).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueOrderOf } from "../index/numeric-attribute.ts";
import { countingCost } from "./facets.ts";
import { WALK_COST, walkNumericFacet, walksIndexOrder } from "./numeric-facets.ts";

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

describe("walkNumericFacet over a run of positions", () => {
  it("gives the whole walk's values and stats when walking only the run of run boundaries the matches lie in, or counting each run's length where all of it matches", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }).chain((values) => fc.array(fc.integer({ min: -values, max: values }).map((q) => q / 4), { maxLength: 300 })),
        fc.nat(),
        fc.nat(),
        fc.array(fc.boolean(), { maxLength: 300 }),
        fc.integer({ min: 0, max: 40 }),
        (held, a, b, matching, limit) => {
          const values = Float64Array.from(held);
          const sorted = Uint32Array.from(held.map((_, slot) => slot).sort((x, y) => values[x] - values[y] || x - y));
          const order = valueOrderOf(sorted, sorted.length, values, null);
          // Any run of whole runs of equal values, as an interval of values gives: from the start of one to the end of another.
          const boundaries = [0, ...order.runEnds.subarray(0, order.runs)];
          const [from, to] = [boundaries[a % boundaries.length], boundaries[b % boundaries.length]].sort((x, y) => x - y);
          // Every slot of the run matches: as the walk of those slots' bits.
          const all = bitsOf(sorted.subarray(from, to), held.length);
          expect(walkNumericFacet(order, null, limit, { from, to })).toEqual(walkNumericFacet(order, all, limit));
          // Some of the run's slots match: walking the run alone finds what walking the whole order does.
          const some = bitsOf([...sorted.subarray(from, to)].filter((slot) => matching[slot] ?? true), held.length);
          expect(walkNumericFacet(order, some, limit, { from, to })).toEqual(walkNumericFacet(order, some, limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("walksIndexOrder", () => {
  // The bench's group-site listing at 100,000 cars: kilometres has 44,027 values, and a price range keeps 51,063 cars.
  const indexed = 100_000;
  const counting = countingCost(44_027, 51_063);

  it("makes the index's order for a query that does not repay it alone, when the index has settled and the queries after it will", () => {
    // Making and walking cost this query more than counting would, but each later query walks it for half the cost.
    expect(walksIndexOrder(indexed, counting, { kept: false, settled: true })).toBe(true);
    expect(walksIndexOrder(indexed, counting, { kept: true, settled: true })).toBe(true);
  });

  it("does not make it before the index has settled (the first ask since a change, or a change in slices), unless this one walk repays it", () => {
    expect(walksIndexOrder(indexed, counting, { kept: false, settled: false })).toBe(false);
    expect(walksIndexOrder(indexed, countingCost(44_027, 90_000), { kept: false, settled: false })).toBe(true);
    // A kept order is walked as before.
    expect(walksIndexOrder(indexed, counting, { kept: true, settled: false })).toBe(true);
  });

  it("never walks when counting is cheaper than the walk, and makes the order for any costlier counting once it does for one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), (size, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        for (const kept of [true, false]) {
          const lowWalks = walksIndexOrder(size, low, { kept, settled: true });
          // A walk of the order is never chosen where counting is cheaper than walking it.
          if (lowWalks) expect(low).toBeGreaterThan(WALK_COST * size);
          if (lowWalks) expect(walksIndexOrder(size, high, { kept, settled: true })).toBe(true);
          // Before the index settles, an order that is not kept is made only where it would be made anyway.
          if (!kept && walksIndexOrder(size, low, { kept, settled: false })) expect(lowWalks).toBe(true);
        }
      }),
    );
  });
});
