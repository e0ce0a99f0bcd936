import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUDGET_INPUT_MAX,
  BUDGET_PRICE_FILTER,
  PRICE_SLIDER_BOUNDS,
  PRICE_SLIDER_STEP,
  budgetEstimate,
  budgetInput,
  budgetResultsButton,
  budgetSearchUrl,
  defaultBudgetInputs,
  initialPriceRange,
  moveMaxHandle,
  moveMinHandle,
  priceSliderSearchUrl,
} from "./budget-finder.ts";

describe("budget estimate", () => {
  it("is repayment × 12 × 5 years + deposit for monthly repayments", () => {
    expect(budgetEstimate({ repayment: 600, deposit: 2000, period: "monthly" })).toBe(600 * 12 * 5 + 2000);
  });

  it("is repayment × 52 × 5 years + deposit for weekly repayments", () => {
    expect(budgetEstimate({ repayment: 200, deposit: 2000, period: "weekly" })).toBe(200 * 52 * 5 + 2000);
  });

  it("defaults to 600 monthly or 200 weekly with a 2000 deposit", () => {
    expect(defaultBudgetInputs()).toEqual({ repayment: 600, deposit: 2000, period: "monthly" });
    expect(defaultBudgetInputs("weekly")).toEqual({ repayment: 200, deposit: 2000, period: "weekly" });
    expect(budgetEstimate(defaultBudgetInputs())).toBe(38_000);
    expect(budgetEstimate(defaultBudgetInputs("weekly"))).toBe(54_000);
  });
});

describe("budget inputs", () => {
  it("turn anything non-numeric into 0", () => {
    for (const bad of ["", "abc", "12abc", "1e3", "0x10", null, undefined, {}, Number.NaN]) {
      expect(budgetInput(bad), String(bad)).toBe(0);
    }
  });

  it("are clamped to 0 to 1,000,000", () => {
    expect(budgetInput("-50")).toBe(0);
    expect(budgetInput("2500000")).toBe(BUDGET_INPUT_MAX);
    expect(budgetInput(Number.POSITIVE_INFINITY)).toBe(BUDGET_INPUT_MAX);
    expect(budgetInput("$2,000")).toBe(2000);
    expect(budgetInput("650.40")).toBe(650);
  });

  it("always give a whole number from 0 to 1,000,000", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (raw) => {
        const value = budgetInput(raw);
        return Number.isInteger(value) && value >= 0 && value <= BUDGET_INPUT_MAX;
      }),
    );
  });
});

describe("budget results button", () => {
  it("shows '0 {type}s Found' and 'No {type}s found for this budget' when the budget is below the lowest price", () => {
    expect(budgetResultsButton({ budget: 4000, lowestPrice: 4990, count: 0 })).toEqual({
      disabled: true,
      label: "0 cars Found",
      error: "No cars found for this budget",
    });
    expect(budgetResultsButton({ budget: 4000, lowestPrice: 9990, count: 0, type: "caravan" }).error).toBe(
      "No caravans found for this budget",
    );
  });

  it("is enabled when cars fit the budget", () => {
    expect(budgetResultsButton({ budget: 38_000, lowestPrice: 4990, count: 12 })).toEqual({
      disabled: false,
      label: "Show Me 12 cars",
      error: null,
    });
    expect(budgetResultsButton({ budget: 5000, lowestPrice: 4990, count: 1 }).label).toBe("Show Me 1 car");
  });

  it("adds range[price] above 1000 up to the budget to the current search address", () => {
    const url = budgetSearchUrl("/search/used-cars?make=Toyota&page=3", 38_000);
    const params = new URL(url, "http://x").searchParams;
    expect(url.startsWith("/search/used-cars?")).toBe(true);
    expect(params.get("range[price]")).toBe("1001:38000");
    expect(params.get("make")).toBe("Toyota");
    expect(params.has("page")).toBe(false);
    expect(BUDGET_PRICE_FILTER).toBe("price > 1000");
  });
});

describe("price slider", () => {
  it("starts at 5,000 and the fallback maximum of 100,000", () => {
    expect(initialPriceRange(null)).toEqual({ min: 5_000, max: 100_000 });
    expect(initialPriceRange({ min: 20_000, max: 60_000 })).toEqual({ min: 20_000, max: 60_000 });
  });

  it("moves in steps of 500 within 5,000 and 250,000", () => {
    const range = { min: 5_000, max: 100_000 };
    expect(moveMinHandle(12_340, range)).toEqual({ min: 12_500, max: 100_000 });
    expect(moveMinHandle(-1, range).min).toBe(PRICE_SLIDER_BOUNDS.min);
    expect(moveMaxHandle(9_999_999, range).max).toBe(PRICE_SLIDER_BOUNDS.max);
  });

  it("keeps the minimum handle below the maximum and the maximum above the minimum", () => {
    expect(moveMinHandle(100_000, { min: 5_000, max: 100_000 })).toEqual({ min: 99_500, max: 100_000 });
    expect(moveMaxHandle(10_000, { min: 20_000, max: 100_000 })).toEqual({ min: 20_000, max: 20_500 });
  });

  it("never lets the handles meet or cross, whatever the moves", () => {
    const move = fc.tuple(fc.boolean(), fc.integer({ min: -100_000, max: 400_000 }));
    fc.assert(
      fc.property(fc.array(move), (moves) => {
        let range = initialPriceRange(null);
        for (const [isMin, value] of moves) {
          range = isMin ? moveMinHandle(value, range) : moveMaxHandle(value, range);
          const onStep = (n: number) => (n - PRICE_SLIDER_BOUNDS.min) % PRICE_SLIDER_STEP === 0;
          if (!(range.min < range.max && range.min >= 5_000 && range.max <= 250_000 && onStep(range.min) && onStep(range.max))) {
            return false;
          }
        }
        return true;
      }),
    );
  });

  it("goes to search with the range and descending price sort", () => {
    expect(priceSliderSearchUrl({ min: 5000, max: 60000 }, { searchPath: "/search/new-used-and-demo-cars", sortBy: "price_desc" }))
      .toBe("/search/new-used-and-demo-cars?sortBy=price_desc&range[price]=5000:60000");
  });
});
