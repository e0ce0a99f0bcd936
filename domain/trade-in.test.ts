import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildLeadPayload } from "./leads/payload.ts";
import {
  TRADE_IN_FAQ,
  computeValuation,
  offerAcceptedUpdate,
  onlineEstimateRefusal,
  showTradeInButton,
  tradeInEligibility,
  type MarketComparable,
} from "./trade-in.ts";

const dealer = { automatedValuation: true };
const car = { status: "in_stock" as const, sold: false, reserved: false, price: 25_990 };
const now = new Date("2026-06-01T00:00:00+10:00");

describe("trade-in eligibility", () => {
  it("qualifies an in-stock, unsold, unreserved car priced above 200 when the dealer has the feature", () => {
    expect(tradeInEligibility(car, dealer)).toEqual({ eligible: true });
    expect(showTradeInButton(car, dealer)).toBe(true);
  });

  it("needs the dealer to have automated valuation", () => {
    expect(tradeInEligibility(car, { automatedValuation: false })).toEqual({ eligible: false, reason: "feature-off" });
  });

  it("needs status in_stock (coming soon does not qualify)", () => {
    expect(tradeInEligibility({ ...car, status: "coming_soon" }, dealer)).toMatchObject({ reason: "not-in-stock" });
  });

  it("refuses sold and reserved cars", () => {
    expect(tradeInEligibility({ ...car, sold: true }, dealer)).toMatchObject({ reason: "sold" });
    expect(tradeInEligibility({ ...car, status: "sold" }, dealer)).toMatchObject({ reason: "sold" });
    expect(tradeInEligibility({ ...car, reserved: true }, dealer)).toMatchObject({ reason: "reserved" });
  });

  it("needs a price above 200", () => {
    expect(tradeInEligibility({ ...car, price: 200 }, dealer)).toMatchObject({ reason: "price-too-low" });
    expect(tradeInEligibility({ ...car, price: null }, dealer)).toMatchObject({ reason: "price-too-low" });
    expect(tradeInEligibility({ ...car, price: 201 }, dealer)).toEqual({ eligible: true });
  });
});

describe("online estimates", () => {
  it("are not given for cars over 7 years old", () => {
    expect(onlineEstimateRefusal({ year: 2019, km: 50_000 }, now)).toBeNull();
    expect(onlineEstimateRefusal({ year: 2018, km: 50_000 }, now)).toBe("too-old");
  });

  it("are not given over 100,000 km", () => {
    expect(onlineEstimateRefusal({ year: 2022, km: 100_000 }, now)).toBeNull();
    expect(onlineEstimateRefusal({ year: 2022, km: 100_001 }, now)).toBe("too-many-kms");
  });
});

describe("valuation from market data", () => {
  const corolla = { make: "Toyota", model: "Corolla", year: 2021, km: 40_000, badge: "Ascent Sport" };
  const same = (price: number, extra: Partial<MarketComparable> = {}): MarketComparable => ({ ...corolla, price, ...extra });

  it("gives the 25th–75th percentile of comparable prices and an offer 15% under the low end", () => {
    // Identical year and km, so no adjustment: prices 20k, 22k, 24k, 26k, 28k.
    // 25th percentile = 22,000, 75th = 26,000; offer = floor(22,000 × 0.85 / 100) × 100 = 18,700.
    const result = computeValuation(corolla, [20_000, 22_000, 24_000, 26_000, 28_000].map((p) => same(p)), now);
    expect(result).toEqual({ available: true, low: 22_000, high: 26_000, offer: 18_700, comparables: 5 });
  });

  it("adjusts for model year and kilometres", () => {
    // A 2020 car at 20,000 is worth 20,000 × 1.08 = 21,600 as a 2021; one with 20,000 km more
    // is worth 1.5% × 2 = 3% less, so a 2021 with 60,000 km at 20,000 is worth 20,600 as ours.
    const result = computeValuation(
      corolla,
      [same(20_000, { year: 2020 }), same(20_000, { year: 2020 }), same(20_000, { year: 2020 })],
      now,
    );
    expect(result).toMatchObject({ low: 21_600, high: 21_600 });
    const byKm = computeValuation(corolla, [1, 2, 3].map(() => same(20_000, { km: 60_000 })), now);
    expect(byKm).toMatchObject({ low: 20_600 });
  });

  it("uses only same make and model within two model years", () => {
    const market = [
      same(20_000), same(20_000), same(20_000),
      same(90_000, { model: "Camry" }), same(90_000, { make: "Mazda" }), same(90_000, { year: 2017 }), same(100),
    ];
    expect(computeValuation(corolla, market, now)).toMatchObject({ comparables: 3, high: 20_000 });
  });

  it("prefers the same badge when at least three share it", () => {
    const market = [same(30_000), same(30_000), same(30_000), same(10_000, { badge: "Ascent" })];
    expect(computeValuation(corolla, market, now)).toMatchObject({ comparables: 3, low: 30_000 });
  });

  it("gives no figure with fewer than 3 comparables", () => {
    expect(computeValuation(corolla, [same(20_000), same(21_000)], now)).toEqual({
      available: false,
      reason: "not-enough-market-data",
    });
  });

  it("gives no figure for cars over 7 years or 100,000 km", () => {
    const market = [1, 2, 3].map(() => same(20_000));
    expect(computeValuation({ ...corolla, year: 2015 }, market, now)).toEqual({ available: false, reason: "too-old" });
    expect(computeValuation({ ...corolla, km: 150_000 }, market, now)).toEqual({
      available: false,
      reason: "too-many-kms",
    });
  });

  it("always gives offer ≤ low ≤ high, in whole hundreds", () => {
    const comparable = fc.record({
      make: fc.constant("Toyota"),
      model: fc.constant("Corolla"),
      year: fc.integer({ min: 2019, max: 2023 }),
      km: fc.integer({ min: 0, max: 200_000 }),
      price: fc.integer({ min: 201, max: 200_000 }),
    });
    fc.assert(
      fc.property(fc.array(comparable, { minLength: 3, maxLength: 30 }), (market) => {
        const result = computeValuation(corolla, market, now);
        if (!result.available) return false;
        return (
          result.offer >= 0 &&
          result.offer <= result.low &&
          result.low <= result.high &&
          [result.offer, result.low, result.high].every((n) => n % 100 === 0)
        );
      }),
    );
  });
});

describe("trade-in FAQ", () => {
  it("answers 5 questions", () => {
    expect(TRADE_IN_FAQ).toHaveLength(5);
    for (const entry of TRADE_IN_FAQ) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });
});

describe("accepting the trade-in offer", () => {
  it("updates the lead with subcategory '3. Offer Accepted'", () => {
    const lead = buildLeadPayload({
      kind: "tradeIn",
      values: { rego: "123ABC", regoState: "qld" },
      url: "/cars/trade-in",
      userAgent: "UA",
      formCompleted: false,
    });
    const accepted = offerAcceptedUpdate(lead, 77);
    expect(accepted).toMatchObject({ lead_id: 77, offer_accepted: true, form_completed: true, rego: "123ABC" });
    expect(accepted.userData.subcategory).toBe("3. Offer Accepted");
    expect(accepted.userData.category).toBe("Trade-In");
  });
});
