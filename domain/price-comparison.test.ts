import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  computePriceComparison,
  dealLabel,
  gaugeLevel,
  isComparable,
  priceComparisonPanel,
  type ComparableCar,
  type PriceComparison,
} from "./price-comparison.ts";

const response = (over: Partial<PriceComparison> = {}): Partial<PriceComparison> => ({
  fill: 0.7,
  listing_price: 25000,
  market_range_min: 24000,
  market_range_max: 28000,
  confidence: 0.8,
  description: "Based on 12 similar listings",
  ...over,
});

describe("price comparison panel (listing §4, §5)", () => {
  it("shows the panel with gauge level, label and the 2.5 s count-up", () => {
    expect(priceComparisonPanel(response())).toEqual({
      fill: 0.7,
      level: "high",
      label: "Great Deal",
      countUpMs: 2500,
      listingPrice: 25000,
      marketRangeMin: 24000,
      marketRangeMax: 28000,
      confidence: 0.8,
      description: "Based on 12 similar listings",
    });
  });

  it("hides the panel when any figure is missing", () => {
    for (const key of ["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const) {
      expect(priceComparisonPanel(response({ [key]: undefined }))).toBeNull();
      expect(priceComparisonPanel({ ...response(), [key]: null } as unknown as Partial<PriceComparison>)).toBeNull();
    }
    expect(priceComparisonPanel(null)).toBeNull();
  });

  it("hides the panel when confidence is 0.2 or lower", () => {
    expect(priceComparisonPanel(response({ confidence: 0.2 }))).toBeNull();
    expect(priceComparisonPanel(response({ confidence: 0 }))).toBeNull();
    expect(priceComparisonPanel(response({ confidence: 0.21 }))).not.toBeNull();
  });

  it("hides the panel when the market maximum is below the listing price", () => {
    expect(priceComparisonPanel(response({ market_range_max: 24999 }))).toBeNull();
    expect(priceComparisonPanel(response({ market_range_max: 25000 }))).not.toBeNull();
  });

  it("reads fill below 0.3 as low, 0.3 to below 0.6 as medium, 0.6 or above as high", () => {
    expect(gaugeLevel(0.29)).toBe("low");
    expect(gaugeLevel(0.3)).toBe("medium");
    expect(gaugeLevel(0.59)).toBe("medium");
    expect(gaugeLevel(0.6)).toBe("high");
  });

  it("labels Good Deal below 0.65 and Great Deal otherwise", () => {
    expect(dealLabel(0.64)).toBe("Good Deal");
    expect(dealLabel(0.65)).toBe("Great Deal");
  });
});

const listing: ComparableCar = { id: 1, make: "Toyota", model: "Corolla", car_type: "used", year: 2020, km: 50_000, price: 21_000 };
const peer = (id: number, over: Partial<ComparableCar>): ComparableCar => ({ ...listing, id, ...over });

describe("comparable stock", () => {
  it("takes the same make and model, the same car type, a year within ±2", () => {
    expect(isComparable(listing, peer(2, { year: 2022 }))).toBe(true);
    expect(isComparable(listing, peer(2, { year: 2023 }))).toBe(false);
    expect(isComparable(listing, peer(2, { model: "Camry" }))).toBe(false);
    expect(isComparable(listing, peer(2, { make: "Mazda" }))).toBe(false);
    expect(isComparable(listing, peer(2, { car_type: "demo" }))).toBe(false);
    expect(isComparable(listing, peer(2, { make: "TOYOTA", model: "corolla" }))).toBe(true);
  });

  it("takes km within ±30%, or within ±20,000 km when that is wider", () => {
    expect(isComparable(listing, peer(2, { km: 69_000 }))).toBe(true); // ±20,000 is wider than 30% of 50,000
    expect(isComparable(listing, peer(2, { km: 70_001 }))).toBe(false); // beyond ±20,000 (the wider window here)
    expect(isComparable(listing, peer(2, { km: 70_000 }))).toBe(true);
    const highKm = { ...listing, km: 200_000 };
    expect(isComparable(highKm, peer(2, { km: 260_000 }))).toBe(true); // +30% = 60,000
    expect(isComparable(highKm, peer(2, { km: 260_001 }))).toBe(false);
  });

  it("leaves out the listing itself and unpriced cars", () => {
    expect(isComparable(listing, listing)).toBe(false);
    expect(isComparable(listing, peer(2, { price: 0 }))).toBe(false);
    expect(isComparable(listing, peer(2, { price: null }))).toBe(false);
  });
});

describe("computing the price comparison", () => {
  it("computes range, fill and confidence from comparable prices (worked example)", () => {
    // Prices 20k..24k, n = 5. 10th percentile: position 0.4 → 20,000 + 0.4 × 1,000 = 20,400.
    // 90th percentile: position 3.6 → 23,000 + 0.6 × 1,000 = 23,600. Median 22,000.
    // fill = (23,600 − 21,000) / (23,600 − 20,400) = 2,600 / 3,200 = 0.8125 → 0.81.
    // confidence = min(1, 5/10) × (1 − 3,200 / 22,000) = 0.5 × 0.8545… = 0.427… → 0.43.
    const stock = [20_000, 21_000, 22_000, 23_000, 24_000].map((price, i) => peer(10 + i, { price }));
    const result = computePriceComparison(listing, [...stock, peer(99, { model: "Camry", price: 1 })]);
    expect(result).toMatchObject({ fill: 0.81, listing_price: 21_000, market_range_min: 20_400, market_range_max: 23_600, confidence: 0.43 });
    expect(result?.description).toBe(
      "Based on 5 similar Toyota Corolla listings from 2018 to 2022, the market range is $20,400 to $23,600. This vehicle is priced $1,000 below the middle of the market range.",
    );
  });

  it("gives confidence 0 with fewer than 3 comparables", () => {
    const result = computePriceComparison(listing, [peer(2, { price: 20_000 }), peer(3, { price: 22_000 })]);
    expect(result?.confidence).toBe(0);
    expect(priceComparisonPanel(result)).toBeNull();
  });

  it("gives fill 1 at or below the market minimum and 0 at or above the maximum", () => {
    const stock = [20_000, 20_000, 30_000, 30_000].map((price, i) => peer(10 + i, { price }));
    expect(computePriceComparison({ ...listing, price: 15_000 }, stock)?.fill).toBe(1);
    expect(computePriceComparison({ ...listing, price: 35_000 }, stock)?.fill).toBe(0);
  });

  it("returns nothing without a listing price or without comparables", () => {
    expect(computePriceComparison({ ...listing, price: null }, [peer(2, { price: 20_000 })])).toBeNull();
    expect(computePriceComparison(listing, [])).toBeNull();
  });

  it("keeps fill and confidence in [0, 1] and min ≤ max for any stock", () => {
    const car = fc.record({
      id: fc.integer({ min: 2, max: 1000 }),
      make: fc.constant("Toyota"),
      model: fc.constantFrom("Corolla", "Camry"),
      car_type: fc.constantFrom("new" as const, "used" as const),
      year: fc.integer({ min: 2015, max: 2025 }),
      km: fc.integer({ min: 0, max: 300_000 }),
      price: fc.option(fc.integer({ min: -1000, max: 500_000 })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.array(car, { maxLength: 40 }), (price, stock) => {
        const result = computePriceComparison({ ...listing, price }, stock);
        if (result === null) return;
        expect(result.fill).toBeGreaterThanOrEqual(0);
        expect(result.fill).toBeLessThanOrEqual(1);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        expect(result.market_range_min).toBeLessThanOrEqual(result.market_range_max);
      }),
    );
  });

  it("fills more for a cheaper listing against the same stock", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5_000, max: 60_000 }), { minLength: 3, maxLength: 20 }),
        fc.integer({ min: 1, max: 80_000 }),
        fc.integer({ min: 1, max: 80_000 }),
        (prices, a, b) => {
          const stock = prices.map((price, i) => peer(10 + i, { price }));
          const cheaper = computePriceComparison({ ...listing, price: Math.min(a, b) }, stock)!;
          const dearer = computePriceComparison({ ...listing, price: Math.max(a, b) }, stock)!;
          expect(cheaper.fill).toBeGreaterThanOrEqual(dearer.fill);
        },
      ),
    );
  });
});
