import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAud, formatNumber } from "./number-format.ts";

// The oracle: what the formatters replace.
/* eslint-disable no-restricted-syntax */
const intlNumber = (value: number, maximumFractionDigits: number) => new Intl.NumberFormat("en-AU", { maximumFractionDigits }).format(value);
const intlDollars = (value: number, cents: boolean) =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }).format(value);

// Prices, kilometres, counts, rates and repayments: whole numbers, and numbers with a few decimals (ties like 2.5 and 1.005 included).
const amounts = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 2),
  fc.double({ min: -1, max: 1, noNaN: true }),
);

describe("number formatting without Intl", () => {
  it("matches Intl.NumberFormat('en-AU') for any amount and up to three fraction digits", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intlNumber(value, digits));
      }),
      { numRuns: 5000 },
    );
  });

  it("matches Intl's AUD currency format, in whole dollars and with cents", () => {
    fc.assert(
      fc.property(amounts, fc.boolean(), (value, cents) => {
        expect(formatAud(value, { cents })).toBe(intlDollars(value, cents));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    [0, "0", "$0", "$0.00"],
    [-0, "-0", "-$0", "-$0.00"],
    [0.5, "1", "$1", "$0.50"],
    [2.5, "3", "$3", "$2.50"],
    [-2.5, "-3", "-$3", "-$2.50"],
    [999.995, "1,000", "$1,000", "$1,000.00"],
    [1.005, "1", "$1", "$1.01"],
    [1234, "1,234", "$1,234", "$1,234.00"],
    [12345678.9, "12,345,679", "$12,345,679", "$12,345,678.90"],
    [1e21, "1,000,000,000,000,000,000,000", "$1,000,000,000,000,000,000,000", "$1,000,000,000,000,000,000,000.00"],
    [1e-7, "0", "$0", "$0.00"],
  ])("formats %s as %s, %s and %s", (value, number, dollars, withCents) => {
    expect(formatNumber(value)).toBe(number);
    expect(formatAud(value)).toBe(dollars);
    expect(formatAud(value, { cents: true })).toBe(withCents);
    expect([number, dollars, withCents]).toEqual([intlNumber(value, 0), intlDollars(value, false), intlDollars(value, true)]);
  });

  it("leaves what is not a finite number to Intl", () => {
    expect(formatNumber(Number.NaN)).toBe(intlNumber(Number.NaN, 0));
    expect(formatAud(Number.POSITIVE_INFINITY)).toBe(intlDollars(Number.POSITIVE_INFINITY, false));
  });
});
