import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { indicativeQuote, indicativeRate, needsQuote, pageQuoteRequest, quoteRequestSchema } from "./quote-provider.ts";

const today = new Date("2026-06-01T00:00:00Z");

describe("the page's quote request", () => {
  it("asks for GREAT credit over 5 years with nobody helping (detail §7)", () => {
    expect(pageQuoteRequest({ price: 32990, year: 2024, vin: "JT1", nvic: "N1" })).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 32990,
      loanTerm: 5,
      year: 2024,
      vin: "JT1",
      nvic: "N1",
      whoIsHelping: "",
    });
  });

  it("is not made without a price", () => {
    expect(pageQuoteRequest({ price: 0, year: 2024, vin: null, nvic: null })).toBeNull();
    expect(pageQuoteRequest({ price: null, year: 2024, vin: null, nvic: null })).toBeNull();
  });

  it("is made only when the feature is on, no quote is present and the price is above 0", () => {
    expect(needsQuote(true, { price: 20000, youxQuote: null })).toBe(true);
    expect(needsQuote(false, { price: 20000, youxQuote: null })).toBe(false);
    expect(needsQuote(true, { price: 20000, youxQuote: { weeklyRepaymentAmount: 99 } })).toBe(false);
    expect(needsQuote(true, { price: 0, youxQuote: null })).toBe(false);
  });
});

describe("request validation", () => {
  it("names the field that is wrong", () => {
    const result = quoteRequestSchema.safeParse({ selfAssessedCreditScore: "GREAT", purchasePrice: -5, loanTerm: 5, year: 2024 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["purchasePrice"]);
  });

  it("fills vin, nvic and whoIsHelping when left out", () => {
    const result = quoteRequestSchema.parse({ selfAssessedCreditScore: "GREAT", purchasePrice: 1000, loanTerm: 5, year: 2024 });
    expect(result).toMatchObject({ vin: null, nvic: null, whoIsHelping: "" });
  });
});

describe("the indicative provider", () => {
  it("prices a GREAT score on a new car at the card rate, with the fees in the comparison rate", () => {
    const quote = indicativeQuote(
      { selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 5, year: 2026, vin: null, nvic: null, whoIsHelping: "" },
      today,
    );
    expect(quote.advertisedRate).toBe(7.49);
    expect(quote.comparisonRate).toBe(8.6);
    // $30,395 at 7.49% weekly over 5 years is about $140.5, plus $8 × 12 / 52.
    expect(quote.weeklyRepaymentAmount).toBe(142);
  });

  it("loads older vehicles", () => {
    expect(indicativeRate("GREAT", 2022, today)).toBe(8.49);
    expect(indicativeRate("GREAT", 2016, today)).toBe(9.99);
  });

  it("always quotes a comparison rate at or above the advertised rate, and dearer cars cost more a week", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 400_000 }), fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 2000, max: 2026 }), (price, extra, year) => {
        const base = { selfAssessedCreditScore: "GREAT" as const, loanTerm: 5, year, vin: null, nvic: null, whoIsHelping: "" };
        const cheaper = indicativeQuote({ ...base, purchasePrice: price }, today);
        const dearer = indicativeQuote({ ...base, purchasePrice: price + extra }, today);
        expect(cheaper.comparisonRate).toBeGreaterThanOrEqual(cheaper.advertisedRate);
        expect(dearer.weeklyRepaymentAmount).toBeGreaterThanOrEqual(cheaper.weeklyRepaymentAmount);
      }),
    );
  });
});
