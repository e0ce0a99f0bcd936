import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { showsMarketPriceIndicator } from "./market-indicator.ts";

describe("market price indicator (detail §4)", () => {
  it("shows when the price is more than 499 below the state average", () => {
    expect(showsMarketPriceIndicator(20000, { state_average_market_price: 20500 })).toBe(true);
  });

  it("hides when the price is exactly 499 below both averages", () => {
    expect(showsMarketPriceIndicator(20000, { state_average_market_price: 20499, average_market_price: 20499 })).toBe(false);
  });

  it("shows when the price is more than 499 below the national average and below the state average", () => {
    expect(showsMarketPriceIndicator(20000, { state_average_market_price: 20100, average_market_price: 21000 })).toBe(true);
  });

  it("hides when well below the national average but not below the state average", () => {
    expect(showsMarketPriceIndicator(20000, { state_average_market_price: 20000, average_market_price: 25000 })).toBe(false);
    expect(showsMarketPriceIndicator(20000, { average_market_price: 25000 })).toBe(false);
  });

  it("hides without a price or without market data", () => {
    expect(showsMarketPriceIndicator(null, { state_average_market_price: 30000 })).toBe(false);
    expect(showsMarketPriceIndicator(0, { state_average_market_price: 30000 })).toBe(false);
    expect(showsMarketPriceIndicator(20000, null)).toBe(false);
  });

  it("shows exactly when the price is below the state average and more than 499 below one of the averages", () => {
    const money = fc.integer({ min: 1, max: 100_000 });
    fc.assert(
      fc.property(money, money, money, (price, state, national) => {
        const expected = price < state && (state - price >= 500 || national - price >= 500);
        expect(showsMarketPriceIndicator(price, { state_average_market_price: state, average_market_price: national })).toBe(expected);
      }),
    );
  });
});
