import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { median, summarise } from "./stats.ts";

describe("median and spread of runs", () => {
  it("takes the middle run, or the mean of the two middle runs", () => {
    expect(median([97, 99, 98, 100, 96])).toBe(98);
    expect(median([120, 80])).toBe(100);
    expect(median([3])).toBe(3);
  });

  it("does not reorder the runs it is given", () => {
    const runs = [5, 1, 3];
    median(runs);
    expect(runs).toEqual([5, 1, 3]);
  });

  it("gives the median and the min–max of the runs that have a figure", () => {
    expect(summarise([97, null, 99, 98, undefined, 100])).toEqual({ median: 98.5, min: 97, max: 100, runs: 4 });
    expect(summarise([42])).toEqual({ median: 42, min: 42, max: 42, runs: 1 });
  });

  it("has nothing to summarise without figures", () => {
    expect(summarise([])).toBeNull();
    expect(summarise([null, Number.NaN])).toBeNull();
    expect(() => median([])).toThrow(RangeError);
  });

  it("keeps the median inside the spread", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }), (values) => {
        const s = summarise(values)!;
        expect(s.min).toBeLessThanOrEqual(s.median);
        expect(s.median).toBeLessThanOrEqual(s.max);
        expect(s.runs).toBe(values.length);
      }),
    );
  });
});
