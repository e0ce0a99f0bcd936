import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { FinanceProviderName, LenderData } from "../entities.ts";
import {
  defaultEstimateMonthly,
  financeEstimate,
  financeEstimateEligibility,
  truncateDisclaimer,
  type EstimateCar,
  type EstimateSite,
} from "./estimate.ts";

const TODAY = new Date("2026-11-21T00:00:00Z");

const lender = (provider: FinanceProviderName, over: Partial<LenderData> = {}): LenderData => ({
  interestRate: 8.99,
  comparisonRate: 9.45,
  paymentWeek: 123.4,
  financeProvider: provider,
  ...over,
});

const car = (provider: FinanceProviderName, over: Partial<EstimateCar> = {}, lenderOver: Partial<LenderData> = {}): EstimateCar => ({
  make: "Toyota",
  year: 2022,
  price: 30_000,
  status: "in_stock",
  dealership_slug: "harbour-toyota",
  dealership_finance_provider: null,
  finance_lenders: { [provider]: lender(provider, lenderOver) },
  ...over,
});

const site = (provider: FinanceProviderName | null, excluded: string[] = []): EstimateSite => ({
  financeProvider: provider,
  financeExcludedDealerships: excluded,
});

const reason = (c: EstimateCar, s: EstimateSite) => {
  const result = financeEstimateEligibility(c, s, TODAY);
  return result.eligible ? "eligible" : result.reason;
};

describe("finance estimate eligibility (detail §5)", () => {
  it("needs lender data for the site's configured provider", () => {
    expect(reason(car("Manual"), site("Angle"))).toBe("no lender data for Angle");
    expect(reason(car("Manual"), site(null))).toBe("no finance provider for the dealership or the site");
    expect(reason(car("Manual"), site("Manual"))).toBe("eligible");
  });

  it("reads the car's dealership's provider when the site file sets none", () => {
    const angleDealerCar = car("Angle", { dealership_finance_provider: "Angle" });
    expect(reason(angleDealerCar, site(null))).toBe("eligible");
    expect(financeEstimate(angleDealerCar, site(null), TODAY)?.provider).toBe("Angle");
    // A site-level override wins, and a car without that lender's data then has no estimate.
    expect(reason(angleDealerCar, site("Taurus"))).toBe("no lender data for Taurus");
  });

  it("needs interest and comparison rates that are not null", () => {
    expect(reason(car("Manual", {}, { interestRate: null }), site("Manual"))).toBe("interest or comparison rate missing");
    expect(reason(car("Manual", {}, { comparisonRate: null }), site("Manual"))).toBe("interest or comparison rate missing");
  });

  it("excludes Suzuki", () => {
    expect(reason(car("Manual", { make: "Suzuki" }), site("Manual"))).toBe("Suzuki is excluded");
  });

  it("excludes the site's excluded dealerships", () => {
    expect(reason(car("Manual"), site("Manual", ["harbour-toyota"]))).toBe("dealership excluded");
  });

  it("Taurus: year newer than current year minus 12, price above 500, in stock, comparison rate present", () => {
    expect(reason(car("Taurus", { year: 2015 }), site("Taurus"))).toBe("eligible");
    expect(reason(car("Taurus", { year: 2014 }), site("Taurus"))).toBe("Taurus: older than 12 years");
    expect(reason(car("Taurus", { price: 500 }), site("Taurus"))).toBe("Taurus: price not above 500");
    expect(reason(car("Taurus", { status: "sold" }), site("Taurus"))).toBe("Taurus: not in stock");
  });

  it("360 Finance and AusLoans: in stock", () => {
    for (const provider of ["360 Finance", "AusLoans"] as const) {
      expect(reason(car(provider, { price: 100 }, { paymentWeek: null }), site(provider))).toBe("eligible");
      expect(reason(car(provider, { status: "sold" }), site(provider))).toBe(`${provider}: not in stock`);
    }
  });

  it("Manual, Angle, Powertorque: price above 500, in stock, weekly payment present", () => {
    for (const provider of ["Manual", "Angle", "Powertorque"] as const) {
      expect(reason(car(provider, { status: "coming_soon" }), site(provider))).toBe("eligible");
      expect(reason(car(provider, { price: null }), site(provider))).toBe(`${provider}: price not above 500`);
      expect(reason(car(provider, { status: "sold" }), site(provider))).toBe(`${provider}: not in stock`);
      expect(reason(car(provider, {}, { paymentWeek: null }), site(provider))).toBe(`${provider}: no weekly payment`);
    }
  });

  it("Nissan Finance: price above 500, in stock, monthly payment present", () => {
    expect(reason(car("Nissan Finance", {}, { paymentWeek: null, paymentMonth: 540 }), site("Nissan Finance"))).toBe("eligible");
    expect(reason(car("Nissan Finance", {}, { paymentMonth: null }), site("Nissan Finance"))).toBe("Nissan Finance: no monthly payment");
  });

  it("gives other providers no estimate", () => {
    expect(reason(car("Car Clarity"), site("Car Clarity"))).toBe("no estimate rule for Car Clarity");
  });

  it("never shows an estimate for a car that is not in stock", () => {
    const providers: FinanceProviderName[] = ["Taurus", "360 Finance", "AusLoans", "Manual", "Angle", "Powertorque", "Nissan Finance", "Car Clarity"];
    fc.assert(
      fc.property(fc.constantFrom(...providers), fc.integer({ min: 0, max: 200_000 }), (provider, price) => {
        expect(financeEstimate(car(provider, { status: "sold", price }, { paymentMonth: 500 }), site(provider), TODAY)).toBeNull();
      }),
    );
  });
});

describe("finance estimate figures (detail §5, §9)", () => {
  it("shows the weekly payment rounded to whole dollars and monthly as weekly × 4.33", () => {
    const estimate = financeEstimate(car("Manual"), site("Manual"), TODAY);
    // 123.40 → $123 a week; 123 × 4.33 = 532.59 → $533 a month.
    expect(estimate).toMatchObject({ weekly: 123, monthly: 533, weeklyText: "$123", monthlyText: "$533", interestRate: 8.99, comparisonRate: 9.45 });
  });

  it("uses the default estimate when the lender gives no payment: 5 years, 10% deposit, 30% final payment, monthly", () => {
    // $30,000 car at 10%: principal 27,000, final payment 9,000, r = 0.10/12, n = 60, (1+r)^60 = 1.6453089.
    // 9,000 / 1.6453089 = 5,470.0973; PMT = (27,000 − 5,470.0973) × r / (1 − 1/1.6453089) = 457.4468 a month.
    expect(defaultEstimateMonthly(30_000)).toBeCloseTo(457.4468, 3);
    // Shown: 457.4468 / 4.33 = 105.65 → $106 a week; 106 × 4.33 = 458.98 → $459 a month.
    const estimate = financeEstimate(car("AusLoans", {}, { paymentWeek: null, interestRate: 10 }), site("AusLoans"), TODAY);
    expect(estimate).toMatchObject({ weekly: 106, monthly: 459, termYears: 5, deposit: 3_000, finalPayment: 9_000 });
  });

  it("uses the lender's term and deposit in the default estimate when it gives them", () => {
    // $40,000 with the lender's deposit 5,000, term 4 years and balloon 0 (instead of 10%, 5 years, 30%):
    // principal 35,000 at 6.99% monthly over 48: r = 0.0699/12, (1+r)^48 = 1.3215282, PMT = 35,000 × r / (1 − 1/1.3215282) = 837.9562.
    // 837.9562 / 4.33 = 193.52 → $194 a week; 194 × 4.33 = 840.02 → $840 a month.
    const estimate = financeEstimate(
      car("360 Finance", { price: 40_000 }, { paymentWeek: null, interestRate: 6.99, termYears: 4, deposit: 5_000, balloon: 0 }),
      site("360 Finance"),
      TODAY,
    );
    expect(estimate).toMatchObject({ weekly: 194, monthly: 840, termYears: 4, deposit: 5_000, finalPayment: 0 });
  });

  it("shows Angle's final payment as $0 with deposit and term from lender data", () => {
    const estimate = financeEstimate(car("Angle", {}, { deposit: 2_500, termYears: 7, balloon: 8_000 }), site("Angle"), TODAY);
    expect(estimate).toMatchObject({ provider: "Angle", finalPayment: 0, deposit: 2_500, termYears: 7, weekly: 123 });
  });

  it("shows Nissan Finance's own monthly payment", () => {
    // $540 a month / 4.33 = 124.71 → $125 a week.
    const estimate = financeEstimate(car("Nissan Finance", {}, { paymentWeek: null, paymentMonth: 540 }), site("Nissan Finance"), TODAY);
    expect(estimate).toMatchObject({ weekly: 125, monthly: 540 });
  });

  it("carries the lender's disclaimer, collapsed at 197 characters", () => {
    const text = "Finance is subject to credit approval. ".repeat(8);
    const estimate = financeEstimate(car("Manual", {}, { disclaimer: text }), site("Manual"), TODAY);
    expect(estimate?.disclaimer?.truncated).toBe(true);
    expect(estimate?.disclaimer?.full).toBe(text.trim());
  });
});

describe("finance disclaimer (detail §4)", () => {
  it("truncates the disclaimer at 197 characters when collapsed", () => {
    const text = "x".repeat(250);
    expect(truncateDisclaimer(text)).toEqual({ collapsed: `${"x".repeat(197)}…`, full: text, truncated: true });
  });

  it("keeps a disclaimer of 197 characters or fewer whole", () => {
    const text = "y".repeat(197);
    expect(truncateDisclaimer(text)).toEqual({ collapsed: text, full: text, truncated: false });
  });

  it("never collapses to more than 197 characters of the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { collapsed, full, truncated } = truncateDisclaimer(text);
        expect(collapsed.replace(/…$/, "").length).toBeLessThanOrEqual(197);
        expect(truncated).toBe(full.length > 197);
        expect(full.startsWith(collapsed.replace(/…$/, ""))).toBe(true);
      }),
    );
  });
});
