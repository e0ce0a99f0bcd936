import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  calculatorComparisonRate,
  DEFAULT_CALCULATOR_DISCLAIMER,
  financeCalculatorSetup,
  financeResult,
  readFinanceInput,
  readNumber,
} from "./calculator-input.ts";
import { readExpanded, toggleExpandedHref } from "./expanded-sections.ts";

const setup = (overrides: Partial<Parameters<typeof financeCalculatorSetup>[0]> = {}) =>
  financeCalculatorSetup({
    setup: { calculator: "detail", carPrice: 32990, lenderInterest: 9.5 },
    interestMode: "editable",
    establishmentFee: 0,
    roundUp: false,
    lender: { interestRate: 9.5, comparisonRate: 10.12, disclaimer: null },
    ...overrides,
  });

describe("reading the finance calculator from the address", () => {
  it("starts from the detail calculator's defaults: $30,000 over 5 years at the lender's rate, weekly", () => {
    expect(readFinanceInput(new URLSearchParams(), setup())).toEqual({
      amount: 30000,
      deposit: 0,
      residual: 0,
      interest: 9.5,
      term: 5,
      frequency: "week",
    });
  });

  it("reads what the shopper typed, dollar signs and commas included", () => {
    const input = readFinanceInput(new URLSearchParams("amount=$25,500&deposit=2,000&interest=7.5%&term=3&frequency=month&residual=1000"), setup());
    expect(input).toEqual({ amount: 25500, deposit: 2000, residual: 1000, interest: 7.5, term: 3, frequency: "month" });
  });

  it("clamps out-of-range values and turns an amount at or below zero into 0", () => {
    const input = readFinanceInput(new URLSearchParams("amount=-5&interest=99&term=20&deposit=999999&frequency=daily"), setup());
    expect(input).toMatchObject({ amount: 0, interest: 15, term: 7, deposit: 250000, frequency: "week" });
    expect(readFinanceInput(new URLSearchParams("amount=500000"), setup()).amount).toBe(100000);
  });

  it("keeps the interest rate put where the site locks or hides it", () => {
    expect(readFinanceInput(new URLSearchParams("interest=3"), setup({ interestMode: "locked" })).interest).toBe(9.5);
    expect(readFinanceInput(new URLSearchParams("interest=3"), setup({ interestMode: "hidden" })).interest).toBe(9.5);
  });

  it("never gives a value outside its bounds, whatever is typed", () => {
    const s = setup();
    fc.assert(
      fc.property(fc.record({ amount: fc.string(), deposit: fc.string(), residual: fc.string(), interest: fc.string(), term: fc.string() }), (typed) => {
        const input = readFinanceInput(new URLSearchParams(typed), s);
        const { bounds } = s.fields;
        expect(input.amount === 0 || (input.amount >= bounds.amount.min && input.amount <= bounds.amount.max)).toBe(true);
        for (const key of ["deposit", "residual", "interest", "term"] as const) {
          expect(input[key]).toBeGreaterThanOrEqual(bounds[key].min);
          expect(input[key]).toBeLessThanOrEqual(bounds[key].max);
        }
      }),
    );
  });

  it("shows 'Enquire for Finance' with the total blank for a repayment of 25 or less", () => {
    const result = financeResult({ amount: 1000, deposit: 0, residual: 0, interest: 5, term: 7, frequency: "week" }, setup());
    expect(result).toMatchObject({ kind: "enquire", repaymentText: "Enquire for Finance", totalText: "" });
  });

  it("adds the site's establishment fee and rounds up where the site does", () => {
    const plain = financeResult({ amount: 30000, deposit: 0, residual: 0, interest: 8, term: 5, frequency: "month" }, setup());
    const withFee = financeResult(
      { amount: 30000, deposit: 0, residual: 0, interest: 8, term: 5, frequency: "month" },
      setup({ establishmentFee: 1300, roundUp: true }),
    );
    expect(plain.kind === "repayment" && withFee.kind === "repayment").toBe(true);
    if (plain.kind !== "repayment" || withFee.kind !== "repayment") return;
    expect(withFee.repayment).toBeGreaterThan(plain.repayment);
    expect(Number.isInteger(withFee.repayment)).toBe(true);
  });
});

describe("the comparison rate beside the interest rate", () => {
  it("is the lender's while the shopper keeps the lender's rate", () => {
    expect(calculatorComparisonRate(9.5, setup())).toBe(10.12);
  });

  it("is worked out with the loan's fees once the rate changes", () => {
    expect(calculatorComparisonRate(8, setup())).toBe(8);
    expect(calculatorComparisonRate(8, setup({ establishmentFee: 1300 }))).toBeGreaterThan(8);
  });
});

describe("the calculator disclaimer", () => {
  it("is collapsed at 197 characters", () => {
    const { disclaimer } = setup();
    expect(disclaimer.full).toBe(DEFAULT_CALCULATOR_DISCLAIMER);
    expect(disclaimer.truncated).toBe(true);
    expect(disclaimer.collapsed.length).toBeLessThanOrEqual(198);
  });
});

describe("numbers typed by shoppers", () => {
  it("reads money and percentages", () => {
    expect(readNumber("$1,250")).toBe(1250);
    expect(readNumber("8.5 %")).toBe(8.5);
    expect(readNumber("")).toBeNull();
    expect(readNumber("abc")).toBeNull();
  });
});

describe("Show More links without JavaScript", () => {
  it("opens one section and keeps the others", () => {
    expect(toggleExpandedHref(["comments"], "features", "features")).toBe("?expand=comments,features#features");
    expect(toggleExpandedHref(["comments"], "comments", "dealer-comments")).toBe("?#dealer-comments");
    expect(readExpanded(new URLSearchParams("expand=features,bogus,comments"))).toEqual(["comments", "features"]);
  });
});
