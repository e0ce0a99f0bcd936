import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { comparisonRate } from "./comparison-rate.ts";

describe("comparisonRate", () => {
  it("equals the interest rate when the loan has no fees", () => {
    expect(comparisonRate(8.5)).toBe(8.5);
    expect(comparisonRate(0)).toBe(0);
  });

  it("matches a comparison rate worked out by hand for a $395 fee and $8 a month", () => {
    // $30,395 at 7.49% over 60 months is $608.91 a month; with the $8 fee,
    // 60 payments of $616.91 are worth $30,000 at 8.6% a year (checked by hand:
    // 616.91 × (1 − 1.0071667^−60) / 0.0071667 ≈ 29,998).
    expect(comparisonRate(7.49, { upfront: 395, monthly: 8 })).toBe(8.6);
  });

  it("is never below the interest rate, and fees raise it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (rate, upfront, monthly) => {
          const withFees = comparisonRate(rate, { upfront, monthly });
          const plain = comparisonRate(rate);
          expect(plain).toBeCloseTo(rate, 1);
          expect(withFees).toBeGreaterThanOrEqual(plain - 0.01);
        },
      ),
    );
  });

  it("gives no figure for a negative or unreadable rate", () => {
    expect(comparisonRate(-1)).toBeNaN();
    expect(comparisonRate(Number.NaN)).toBeNaN();
  });
});
