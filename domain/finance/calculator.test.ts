import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountBounds,
  amountHelpText,
  calculateFinance,
  calculatorFields,
  clampAmount,
  clampToBounds,
  DEALER_FIXED_FEES,
  INTEREST_BOUND_PRESETS,
  LENDER_ESTABLISHMENT_FEE,
  periodicRepayment,
  PERIODS_PER_YEAR,
  roundRepayment,
  SITE_ESTABLISHMENT_FEE,
  type RepaymentFrequency,
} from "./calculator.ts";

/**
 * An independent check of any repayment: run the loan period by period
 * (interest added, repayment taken off) and return what is owed at the end.
 * A correct repayment leaves exactly the residual.
 */
function balanceAfterLoan(principal: number, annualPercent: number, years: number, frequency: RepaymentFrequency, payment: number): number {
  const perYear = { week: 52, fortnight: 26, month: 12 }[frequency];
  const rate = annualPercent / 100 / perYear;
  let balance = principal;
  for (let period = 0; period < Math.round(perYear * years); period++) balance = balance * (1 + rate) - payment;
  return balance;
}

describe("amortisation (detail §5)", () => {
  it("pays off $30,000 at 8.5% monthly over 5 years with $615.50 a month", () => {
    // r = 0.085/12 = 0.0070833…, n = 60, (1+r)^60 = 1.5273006…
    // PMT = 30,000 × r / (1 − 1/1.5273006) = 212.50 / 0.3452506… = 615.4959…
    expect(periodicRepayment({ principal: 30_000, annualRatePercent: 8.5, termYears: 5, frequency: "month" })).toBeCloseTo(615.4959, 3);
    expect(balanceAfterLoan(30_000, 8.5, 5, "month", 615.4959398)).toBeCloseTo(0, 3);
  });

  it("discounts the residual: $27,000 at 10% weekly over 5 years with a $9,000 balloon", () => {
    // r = 0.10/52 = 0.00192307…, n = 260, (1+r)^260 = 1.6479298…
    // B/(1+r)^n = 9,000 / 1.6479298 = 5,461.3976…; P − that = 21,538.6024…
    // PMT = 21,538.6024 × r / (1 − 1/1.6479298) = 41.4204 / 0.3931809… = 105.3477…
    const payment = periodicRepayment({ principal: 27_000, annualRatePercent: 10, termYears: 5, frequency: "week", residual: 9_000 });
    expect(payment).toBeCloseTo(105.3477, 3);
    expect(balanceAfterLoan(27_000, 10, 5, "week", payment)).toBeCloseTo(9_000, 4);
  });

  it("divides the principal less the residual evenly at 0% interest", () => {
    // (20,000 − 5,000) / 48 = 312.50
    expect(periodicRepayment({ principal: 20_000, annualRatePercent: 0, termYears: 4, frequency: "month", residual: 5_000 })).toBe(312.5);
  });

  it("uses 52 weekly, 26 fortnightly and 12 monthly periods a year", () => {
    expect(PERIODS_PER_YEAR).toEqual({ week: 52, fortnight: 26, month: 12 });
  });

  it("leaves exactly the residual owing after the last repayment, for any loan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 250_000 }),
        fc.integer({ min: 0, max: 40 }).map((half) => half / 2), // 0% … 20% in 0.5 steps
        fc.integer({ min: 2, max: 14 }).map((half) => half / 2), // 1 … 7 years
        fc.constantFrom<RepaymentFrequency>("week", "fortnight", "month"),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (principal, rate, years, frequency, residualShare) => {
          const residual = Math.round(principal * residualShare);
          const payment = periodicRepayment({ principal, annualRatePercent: rate, termYears: years, frequency, residual });
          expect(Math.abs(balanceAfterLoan(principal, rate, years, frequency, payment) - residual)).toBeLessThan(0.01);
        },
      ),
    );
  });
});

describe("finance result", () => {
  it("finances price minus deposit plus establishment fees and totals every repayment plus the residual", () => {
    // Financed 40,000 − 5,000 + 1,300 = 36,300 at 12% monthly over 3 years, no residual.
    // r = 0.01, n = 36, (1.01)^36 = 1.4307688; PMT = 36,300 × 0.01 / (1 − 1/1.4307688) = 363 / 0.3010754 = 1,205.679…
    // Rounded to the cent 1,205.68; total 1,205.68 × 36 = 43,404.48.
    const result = calculateFinance({ amount: 40_000, deposit: 5_000, residual: 0, interest: 12, term: 3, frequency: "month", fees: SITE_ESTABLISHMENT_FEE });
    expect(result).toEqual({
      kind: "repayment",
      repayment: 1205.68,
      total: 43404.48,
      financed: 36_300,
      periods: 36,
      repaymentText: "$1,205.68",
      totalText: "$43,404.48",
    });
  });

  it("adds the dealer's fixed fees: $395 + $6 + $912.25 financed, $8 a month with each repayment", () => {
    expect(DEALER_FIXED_FEES).toEqual({ upfront: 1313.25, monthly: 8 });
    // Financed 40,000 − 5,000 + 1,313.25 = 36,313.25 at 9.95% monthly over 5 years:
    // r = 0.0995/12 = 0.00829166…, (1+r)^60 = 1.6412346; PMT = 301.0998 / 0.3907111 = 770.6562; plus $8 = 778.6562 → 778.66.
    const result = calculateFinance({ amount: 40_000, deposit: 5_000, residual: 0, interest: 9.95, term: 5, frequency: "month", fees: DEALER_FIXED_FEES });
    expect(result.kind === "repayment" && result.repayment).toBe(778.66);
    // Weekly, the $8 monthly fee is $8 × 12 / 52 = $1.846… a week on top of the loan repayment.
    const weekly = calculateFinance({ amount: 40_000, deposit: 5_000, residual: 0, interest: 9.95, term: 5, frequency: "week", fees: DEALER_FIXED_FEES });
    const loanOnly = periodicRepayment({ principal: 36_313.25, annualRatePercent: 9.95, termYears: 5, frequency: "week" });
    expect(weekly.kind === "repayment" && weekly.repayment).toBeCloseTo(loanOnly + 96 / 52, 2);
  });

  it("offers the lender's 1360.5 establishment fee", () => {
    const result = calculateFinance({ amount: 20_000, deposit: 0, residual: 0, interest: 8, term: 5, frequency: "week", fees: LENDER_ESTABLISHMENT_FEE });
    expect(result.kind === "repayment" && result.financed).toBe(21_360.5);
  });

  it("shows 'Enquire for Finance' with the total blank for a repayment of 25 or less", () => {
    // $1,300 at 0% weekly over 1 year: 1,300 / 52 = 25.00 exactly.
    expect(calculateFinance({ amount: 1_300, deposit: 0, residual: 0, interest: 0, term: 1, frequency: "week" })).toEqual({
      kind: "enquire",
      repaymentText: "Enquire for Finance",
      total: null,
      totalText: "",
      reason: "Repayments of $25 or less are not offered: our finance team can tailor a loan for you.",
    });
    // $1,352 → 26.00 a week is a valid repayment.
    expect(calculateFinance({ amount: 1_352, deposit: 0, residual: 0, interest: 0, term: 1, frequency: "week" }).kind).toBe("repayment");
  });

  it("shows 'Enquire for Finance' when the deposit covers the car, and says so", () => {
    const result = calculateFinance({ amount: 10_000, deposit: 12_000, residual: 0, interest: 8, term: 5, frequency: "month" });
    expect(result.kind === "enquire" && result.reason).toBe("The deposit covers the whole price, so there is nothing to finance.");
  });

  it("says why when the balloon is as large as the amount borrowed", () => {
    const result = calculateFinance({ amount: 20_000, deposit: 0, residual: 25_000, interest: 8, term: 5, frequency: "week" });
    expect(result.kind === "enquire" && result.reason).toBe("The balloon is as large as the amount borrowed, so nothing is left to repay in instalments.");
  });

  it("asks for a price when the amount is empty", () => {
    const result = calculateFinance({ amount: 0, deposit: 0, residual: 0, interest: 8, term: 5, frequency: "week" });
    expect(result.kind === "enquire" && result.reason).toBe("Enter the vehicle price to work out repayments.");
  });

  it("gives every enquire state a reason (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (amount, deposit, residual, interest) => {
          const result = calculateFinance({ amount, deposit, residual, interest, term: 5, frequency: "week" });
          return result.kind === "repayment" ? result.repayment > 25 : result.reason.length > 0;
        },
      ),
    );
  });

  it("rounds up to whole dollars on the round-up site", () => {
    // 30,000 at 8.5% monthly over 5 years = 615.4959… → 616.
    const result = calculateFinance({ amount: 30_000, deposit: 0, residual: 0, interest: 8.5, term: 5, frequency: "month", rounding: { kind: "up" } });
    expect(result).toMatchObject({ repayment: 616, total: 36_960, repaymentText: "$616", totalText: "$36,960" });
  });
});

describe("rounding toward the advertised repayment (one lender)", () => {
  it("floors a figure above the advertised repayment", () => {
    expect(roundRepayment(105.35, { kind: "toward-advertised", advertised: 105 })).toBe(105);
  });
  it("ceils a figure at or below the advertised repayment", () => {
    expect(roundRepayment(104.2, { kind: "toward-advertised", advertised: 105 })).toBe(105);
    expect(roundRepayment(105, { kind: "toward-advertised", advertised: 105 })).toBe(105);
  });
  it("rounds to the cent by default", () => {
    expect(roundRepayment(105.347)).toBe(105.35);
  });
});

describe("calculator bounds, defaults and clamps (detail §5, §9)", () => {
  it("bounds the amount from 1000 to 100000 in steps of 500 on the detail calculator", () => {
    expect(amountBounds({ calculator: "detail" })).toEqual({ min: 1000, max: 100_000, step: 500 });
  });

  it("raises the amount minimum to 5000 for the one lender or dealer", () => {
    expect(amountBounds({ calculator: "detail", higherAmountMinimum: true }).min).toBe(5000);
  });

  it("allows up to 250000 in the modal calculator", () => {
    expect(amountBounds({ calculator: "modal", carPrice: 400_000, amountUpToCarPrice: true }).max).toBe(250_000);
  });

  it("allows up to 1.05 × the car price on the one site when the price is above 100000", () => {
    expect(amountBounds({ calculator: "detail", carPrice: 120_000, amountUpToCarPrice: true }).max).toBe(126_000);
    expect(amountBounds({ calculator: "detail", carPrice: 100_000, amountUpToCarPrice: true }).max).toBe(100_000);
    expect(amountBounds({ calculator: "detail", carPrice: 120_000 }).max).toBe(100_000);
  });

  it("writes the amount help text with the minimum", () => {
    expect(amountHelpText(1000)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(calculatorFields({ calculator: "detail", higherAmountMinimum: true }).amountHelpText).toBe(
      "Cannot be less than $5,000 or more than $250,000",
    );
  });

  it("turns an amount at or below zero into 0 and clamps the rest", () => {
    const bounds = amountBounds({ calculator: "detail" });
    expect(clampAmount(0, bounds)).toBe(0);
    expect(clampAmount(-500, bounds)).toBe(0);
    expect(clampAmount(Number.NaN, bounds)).toBe(0);
    expect(clampAmount(400, bounds)).toBe(1000);
    expect(clampAmount(180_000, bounds)).toBe(100_000);
    expect(clampAmount(42_500, bounds)).toBe(42_500);
  });

  it("clamps out-of-range values to the field's bounds", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.constantFrom(...Object.values(INTEREST_BOUND_PRESETS)), (value, bounds) => {
        const clamped = clampToBounds(value, bounds);
        expect(clamped).toBeGreaterThanOrEqual(bounds.min);
        expect(clamped).toBeLessThanOrEqual(bounds.max);
        if (value >= bounds.min && value <= bounds.max) expect(clamped).toBe(value);
      }),
    );
  });

  it("has the default and lender-specific interest bounds, step 0.5", () => {
    expect(Object.values(INTEREST_BOUND_PRESETS).map(({ min, max, step }) => [min, max, step])).toEqual([
      [0.5, 15, 0.5],
      [7.5, 14.5, 0.5],
      [1, 14.5, 0.5],
      [5.99, 15.99, 0.5],
      [9.95, 19.95, 0.5],
      [4, 20, 0.5],
    ]);
  });

  it("bounds term 1 to 7 years (5 on one site), deposit and residual 0 to 250000, steps 0.5", () => {
    const fields = calculatorFields({ calculator: "detail" });
    expect(fields.bounds.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(calculatorFields({ calculator: "detail", maxTermYears: 5 }).bounds.term.max).toBe(5);
    expect(fields.bounds.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(fields.bounds.residual).toEqual({ min: 0, max: 250_000, step: 0.5 });
  });

  it("defaults the term to 6 years in the listing calculator and 5 in the detail and modal calculators", () => {
    expect(calculatorFields({ calculator: "listing" }).defaults.term).toBe(6);
    expect(calculatorFields({ calculator: "listing", maxTermYears: 5 }).defaults.term).toBe(5);
    expect(calculatorFields({ calculator: "detail" }).defaults.term).toBe(5);
    expect(calculatorFields({ calculator: "modal" }).defaults.term).toBe(5);
  });

  it("defaults the amount to 30000, or to the car price on the one site (30000 if the car has none)", () => {
    expect(calculatorFields({ calculator: "detail", carPrice: 45_990 }).defaults.amount).toBe(30_000);
    expect(calculatorFields({ calculator: "detail", carPrice: 45_990, defaultAmountIsCarPrice: true }).defaults.amount).toBe(45_990);
    expect(calculatorFields({ calculator: "detail", carPrice: null, defaultAmountIsCarPrice: true }).defaults.amount).toBe(30_000);
    expect(calculatorFields({ calculator: "detail", carPrice: 180_000, defaultAmountIsCarPrice: true }).defaults.amount).toBe(100_000);
  });

  it("defaults the interest to 8.5 in the modal calculator, and to the lender's rate elsewhere when known", () => {
    expect(calculatorFields({ calculator: "modal", lenderInterest: 6.99 }).defaults.interest).toBe(8.5);
    expect(calculatorFields({ calculator: "detail", lenderInterest: 6.99 }).defaults.interest).toBe(6.99);
    expect(calculatorFields({ calculator: "detail" }).defaults.interest).toBe(8.5);
    expect(calculatorFields({ calculator: "detail", lenderInterest: 6.99, interestBounds: "7.5-14.5" }).defaults.interest).toBe(7.5);
  });
});
