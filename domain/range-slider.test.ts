import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  applySliderChange,
  formatRangeParam,
  parseRangeParam,
  parseRangeParams,
  roundSliderValue,
  sliderBounds,
  withRangeParam,
} from "./range-slider.ts";

describe("slider bounds (listing §5)", () => {
  it("takes the bounds from the facet stats, step one hundredth of the range", () => {
    expect(sliderBounds({ min: 5_000, max: 85_000 })).toEqual({ min: 5_000, max: 85_000, step: 800 });
  });
  it("defaults the maximum to 100000", () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100_000, step: 1_000 });
    expect(sliderBounds({ min: 2010 })).toEqual({ min: 2010, max: 100_000, step: (100_000 - 2010) / 100 });
  });
  it("keeps a usable step when min and max are equal", () => {
    expect(sliderBounds({ min: 2020, max: 2020 })).toEqual({ min: 2020, max: 2020, step: 1 });
  });
});

describe("slider changes (listing §5)", () => {
  const bounds = sliderBounds({ min: 0, max: 100_000 });

  it("rounds price and km values to the nearest 1000", () => {
    expect(roundSliderValue("price", 12_499)).toBe(12_000);
    expect(roundSliderValue("km", 12_500)).toBe(13_000);
    expect(roundSliderValue("year", 2017)).toBe(2017);
    expect(applySliderChange("price", { min: 0, max: 100_000 }, { min: 20_350 }, bounds)).toEqual({
      kind: "accepted",
      range: { min: 20_000, max: 100_000 },
    });
  });

  it("clamps min to the current max and max to the current min", () => {
    expect(applySliderChange("price", { min: 10_000, max: 30_000 }, { min: 40_000 }, bounds)).toEqual({ kind: "accepted", range: { min: 30_000, max: 30_000 } });
    expect(applySliderChange("price", { min: 10_000, max: 30_000 }, { max: 5_000 }, bounds)).toEqual({ kind: "accepted", range: { min: 10_000, max: 10_000 } });
  });

  it("reports a value outside the range so the caller logs and ignores it", () => {
    expect(applySliderChange("price", { min: 0, max: 100_000 }, { max: 150_000 }, bounds)).toEqual({
      kind: "out_of_range",
      attribute: "price",
      value: 150_000,
      bounds,
    });
    expect(applySliderChange("year", { min: 2010, max: 2020 }, { min: Number.NaN }, sliderBounds({ min: 2000, max: 2025 })).kind).toBe("out_of_range");
  });

  it("keeps an accepted range inside the bounds with min ≤ max", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("price", "km", "year"),
        (low, width, a, b, attribute) => {
          const bounds = sliderBounds({ min: low, max: low + width });
          const at = (share: number) => bounds.min + share * (bounds.max - bounds.min);
          const change = applySliderChange(attribute, { min: bounds.min, max: bounds.max }, { min: at(a), max: at(b) }, bounds);
          expect(change.kind).toBe("accepted");
          if (change.kind !== "accepted") return;
          expect(change.range.min).toBeLessThanOrEqual(change.range.max);
          expect(change.range.min).toBeGreaterThanOrEqual(bounds.min);
          expect(change.range.max).toBeLessThanOrEqual(bounds.max);
        },
      ),
    );
  });
});

describe("range parameter (listing §2)", () => {
  it("writes range[price]=min:max and removes the page parameter", () => {
    const next = withRangeParam(new URLSearchParams("make=Toyota&page=3"), "price", { min: 10_000, max: 30_000 });
    expect(next.toString()).toBe("make=Toyota&range%5Bprice%5D=10000%3A30000");
    expect(formatRangeParam({ max: 50_000 })).toBe(":50000");
  });

  it("reads min:max, and open-ended sides", () => {
    expect(parseRangeParam("10000:30000")).toEqual({ min: 10_000, max: 30_000 });
    expect(parseRangeParam("2015:")).toEqual({ min: 2015 });
    expect(parseRangeParam(":50000")).toEqual({ max: 50_000 });
  });

  it("ignores malformed values", () => {
    for (const bad of ["", ":", "abc", "10000", "1:2:3", "10k:20k", null]) expect(parseRangeParam(bad)).toBeNull();
  });

  it("clamps huge numbers", () => {
    expect(parseRangeParam("0:99999999999999999999")).toEqual({ min: 0, max: 1_000_000_000 });
    expect(parseRangeParam("-1e400:1e400")).toEqual({ min: -1_000_000_000, max: 1_000_000_000 });
  });

  it("clamps a min above the max to the max", () => {
    expect(parseRangeParam("50000:20000")).toEqual({ min: 20_000, max: 20_000 });
  });

  it("round-trips any range it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        const range = { min: Math.min(a, b), max: Math.max(a, b) };
        expect(parseRangeParam(formatRangeParam(range))).toEqual(range);
      }),
    );
  });

  it("never throws and never returns an unusable number, whatever the address says", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const range = parseRangeParam(text);
        for (const value of [range?.min, range?.max]) if (value !== undefined) expect(Math.abs(value)).toBeLessThanOrEqual(1_000_000_000);
        if (range?.min !== undefined && range.max !== undefined) expect(range.min).toBeLessThanOrEqual(range.max);
      }),
    );
  });

  it("reads every known range parameter of an address and skips the rest", () => {
    const params = new URLSearchParams("range[price]=5000:20000&range[year]=oops&range[km]=:80000&range[colour]=1:2");
    expect(parseRangeParams(params)).toEqual({ price: { min: 5_000, max: 20_000 }, km: { max: 80_000 } });
  });
});
