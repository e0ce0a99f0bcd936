import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calculateFinance, calculatorFields, type RepaymentFrequency } from "./calculator.ts";
import {
  advertisedRepayments,
  comparisonRangeText,
  LENDER_AMOUNT_MINIMUM,
  LENDER_COMPARISON_RATE_RANGE,
  loanFees,
  requestsQuote,
  roundingFor,
  roundingRule,
} from "./variants.ts";

describe("loan fees", () => {
  it("itemises a dealer's fixed fees: $395 + $6 + $912.25 financed, $8 a month", () => {
    const { fees, items } = loanFees({ dealerFixedFees: true, siteEstablishmentFee: 1300, lenderEstablishmentFee: 1360.5 });
    expect(fees).toEqual({ upfront: 1313.25, monthly: 8 });
    expect(items.map((i) => [i.label, i.amount, i.per])).toEqual([
      ["Establishment fee", 395, "loan"],
      ["Security registration fee", 6, "loan"],
      ["Dealer agency fee", 912.25, "loan"],
      ["Account fee", 8, "month"],
    ]);
  });

  it("takes the site's establishment fee over the lender's, and the lender's 1360.5 otherwise", () => {
    expect(loanFees({ dealerFixedFees: false, siteEstablishmentFee: 1300, lenderEstablishmentFee: 1360.5 }).fees).toEqual({ upfront: 1300, monthly: 0 });
    expect(loanFees({ dealerFixedFees: false, siteEstablishmentFee: 0, lenderEstablishmentFee: 1360.5 }).fees).toEqual({ upfront: 1360.5, monthly: 0 });
    expect(loanFees({ dealerFixedFees: false, siteEstablishmentFee: 0, lenderEstablishmentFee: null })).toEqual({ fees: { upfront: 0, monthly: 0 }, items: [] });
  });

  it("puts the fixed fees in the total: $8 in every monthly repayment, the rest financed", () => {
    const { fees } = loanFees({ dealerFixedFees: true, siteEstablishmentFee: 0, lenderEstablishmentFee: null });
    const base = { amount: 30_000, deposit: 0, residual: 0, interest: 8.5, term: 5, frequency: "month" as const };
    const plain = calculateFinance(base);
    const withFees = calculateFinance({ ...base, fees });
    const financedOnly = calculateFinance({ ...base, amount: 30_000 + 1313.25 });
    if (plain.kind !== "repayment" || withFees.kind !== "repayment" || financedOnly.kind !== "repayment") throw new Error("expected repayments");
    expect(withFees.financed).toBe(31_313.25);
    expect(withFees.repayment).toBeCloseTo(financedOnly.repayment + 8, 2);
    expect(withFees.total).toBeGreaterThan(plain.total + 1313.25 + 60 * 8 - 1);
  });
});

describe("rounding against the advertised repayment (one lender)", () => {
  it("works the advertised figure out per frequency from the lender's monthly and weekly figures", () => {
    expect(advertisedRepayments({ paymentMonth: 433, paymentWeek: 99.92 })).toEqual({ week: 99.92, fortnight: 199.85, month: 433 });
    expect(advertisedRepayments({ paymentMonth: 433 })).toEqual({ week: 99.92, fortnight: 199.85, month: 433 });
    expect(advertisedRepayments({ paymentMonth: null, paymentWeek: null })).toEqual({});
  });

  it("is the lender's rule for Nissan Finance, the site's round-up or cents otherwise", () => {
    const lender = { paymentMonth: 433, paymentWeek: 99.92 };
    expect(roundingRule({ provider: "Nissan Finance", lender, siteRoundUp: true }).kind).toBe("toward-advertised");
    expect(roundingRule({ provider: "Taurus", lender, siteRoundUp: true })).toEqual({ kind: "up" });
    expect(roundingRule({ provider: "Taurus", lender, siteRoundUp: false })).toEqual({ kind: "cents" });
    expect(roundingRule({ provider: "Nissan Finance", lender: { paymentMonth: null }, siteRoundUp: false })).toEqual({ kind: "cents" });
  });

  it("floors a figure above the advertised one and ceils one at or below it, per frequency", () => {
    const rule = roundingRule({ provider: "Nissan Finance", lender: { paymentMonth: 433.2, paymentWeek: 99.97 }, siteRoundUp: false });
    const at = (repayment: number, frequency: RepaymentFrequency) =>
      calculateFinance({ amount: repayment * 60, deposit: 0, residual: 0, interest: 0, term: 5, frequency, rounding: roundingFor(rule, frequency) });
    const above = at(433.7, "month");
    const below = at(432.6, "month");
    expect(above.kind === "repayment" && above.repayment).toBe(433);
    expect(below.kind === "repayment" && below.repayment).toBe(433);
  });

  it("always lands within a dollar of the exact figure, on a whole dollar (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 26, max: 5000, noNaN: true }), fc.double({ min: 26, max: 5000, noNaN: true }), (exact, advertised) => {
        const rounding = roundingFor({ kind: "toward-advertised", advertised: { month: advertised } }, "month");
        const result = calculateFinance({ amount: exact * 12, deposit: 0, residual: 0, interest: 0, term: 1, frequency: "month", rounding });
        if (result.kind !== "repayment") return true;
        return Number.isInteger(result.repayment) && Math.abs(result.repayment - exact) < 1;
      }),
    );
  });
});

describe("lender options", () => {
  it("Angle's amount minimum is $5,000, in the bounds and the help text", () => {
    expect(LENDER_AMOUNT_MINIMUM.Angle).toBe(5000);
    const fields = calculatorFields({ calculator: "detail", higherAmountMinimum: true });
    expect(fields.bounds.amount.min).toBe(5000);
    expect(fields.amountHelpText).toBe("Cannot be less than $5,000 or more than $250,000");
  });

  it("AusLoans advertises comparison rates from 8.38% to 19.42%", () => {
    expect(LENDER_COMPARISON_RATE_RANGE.AusLoans).toEqual({ min: 8.38, max: 19.42 });
    expect(comparisonRangeText({ min: 8.38, max: 19.42 })).toBe("Comparison rates from 8.38% to 19.42% p.a., depending on your credit profile.");
  });

  it("the listing calculator opens on 6 years, the modal on $250,000 at most and 8.5%", () => {
    expect(calculatorFields({ calculator: "listing" }).defaults).toMatchObject({ term: 6, amount: 30_000, interest: 8.5 });
    const modal = calculatorFields({ calculator: "modal", lenderInterest: 11 });
    expect(modal.bounds.amount.max).toBe(250_000);
    expect(modal.defaults).toMatchObject({ term: 5, interest: 8.5 });
  });

  it("the detail calculator goes to 1.05 × the price above $100,000 where the site says so", () => {
    expect(calculatorFields({ calculator: "detail", carPrice: 120_000, amountUpToCarPrice: true }).bounds.amount.max).toBe(126_000);
    expect(calculatorFields({ calculator: "detail", carPrice: 90_000, amountUpToCarPrice: true }).bounds.amount.max).toBe(100_000);
    expect(calculatorFields({ calculator: "detail", carPrice: 120_000 }).bounds.amount.max).toBe(100_000);
  });
});

describe("Request a Quote", () => {
  it("applies to every dealership or to those the site names", () => {
    expect(requestsQuote("harbour-trucks", ["harbour-trucks"])).toBe(true);
    expect(requestsQuote("harbour-ford", ["harbour-trucks"])).toBe(false);
    expect(requestsQuote("harbour-ford", "all")).toBe(true);
    expect(requestsQuote("harbour-ford", [])).toBe(false);
  });
});
