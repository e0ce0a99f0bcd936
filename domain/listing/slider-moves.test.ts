import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sliderBounds } from "../range-slider.ts";
import { addressRange, fractionOf, keyedSliderValue, sliderPosition, sliderUnit, SLIDER_KEYS, snapSliderValue, valueAtFraction } from "./slider-moves.ts";

const price = sliderBounds({ min: 4990, max: 89990 });
const years = sliderBounds({ min: 2008, max: 2026 });

describe("slider moves", () => {
  it("price and km move in thousands, years in whole years", () => {
    expect(sliderUnit("price")).toBe(1000);
    expect(sliderUnit("km")).toBe(1000);
    expect(sliderUnit("year")).toBe(1);
    expect(snapSliderValue("year", 2015.4)).toBe(2015);
    expect(snapSliderValue("price", 15_499)).toBe(15_000);
  });

  it("arrows move one step (a hundredth of the range), PageUp and PageDown ten", () => {
    expect(keyedSliderValue("price", 20_000, "ArrowRight", price)).toBe(21_000); // step 850 rounds to 1000
    expect(keyedSliderValue("price", 20_000, "PageUp", price)).toBe(29_000); // 8500 rounds to 9000 away
    expect(keyedSliderValue("price", 20_000, "ArrowDown", price)).toBe(19_000);
    expect(keyedSliderValue("km", 50_000, "ArrowLeft", sliderBounds({ min: 0, max: 200_000 }))).toBe(48_000);
  });

  it("Home and End go to the bounds", () => {
    expect(keyedSliderValue("price", 20_000, "Home", price)).toBe(4990);
    expect(keyedSliderValue("price", 20_000, "End", price)).toBe(89_990);
  });

  it("a step smaller than the rounding still moves the handle", () => {
    expect(keyedSliderValue("year", 2015, "ArrowRight", years)).toBe(2016);
    expect(keyedSliderValue("year", 2015, "ArrowLeft", years)).toBe(2014);
  });

  it("every key keeps the value inside the bounds, and moves it unless it is at the bound it moves towards", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("price", "km", "year", "subscription_price"),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 1, max: 300_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...SLIDER_KEYS),
        (attribute, min, span, at, key) => {
          const bounds = sliderBounds({ min, max: min + span });
          const current = valueAtFraction(attribute, at, bounds);
          const next = keyedSliderValue(attribute, current, key, bounds);
          expect(next).toBeGreaterThanOrEqual(bounds.min);
          expect(next).toBeLessThanOrEqual(bounds.max);
          const up = key === "ArrowRight" || key === "ArrowUp" || key === "PageUp";
          const down = key === "ArrowLeft" || key === "ArrowDown" || key === "PageDown";
          if (up && current < bounds.max) expect(next).toBeGreaterThan(current);
          if (down && current > bounds.min) expect(next).toBeLessThan(current);
        },
      ),
    );
  });

  it("maps track positions to values and back", () => {
    expect(fractionOf(4990, price)).toBe(0);
    expect(fractionOf(89_990, price)).toBe(1);
    expect(valueAtFraction("price", 0.5, price)).toBe(47_000);
    expect(valueAtFraction("price", 2, price)).toBe(89_990);
    expect(valueAtFraction("price", Number.NaN, price)).toBe(5000);
  });

  it("places the handles for an address range, open sides at the bounds", () => {
    expect(sliderPosition(undefined, price)).toEqual({ min: 4990, max: 89_990 });
    expect(sliderPosition({ min: 10_000 }, price)).toEqual({ min: 10_000, max: 89_990 });
    expect(sliderPosition({ min: 1, max: 1_000_000 }, price)).toEqual({ min: 4990, max: 89_990 });
  });

  it("leaves a side open in the address when its handle is at (or rounds to) the bound", () => {
    expect(addressRange("price", { min: 5000, max: 89_990 }, price)).toBeNull();
    expect(addressRange("price", { min: 5000, max: 50_000 }, price)).toEqual({ max: 50_000 });
    expect(addressRange("price", { min: 12_000, max: 90_000 }, price)).toEqual({ min: 12_000 });
    expect(addressRange("year", { min: 2010, max: 2020 }, years)).toEqual({ min: 2010, max: 2020 });
  });
});
