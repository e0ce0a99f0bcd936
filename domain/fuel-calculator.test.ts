import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fuelConsumption, fuelCost, fuelCostFromInputs, parseFuelInput, showsFuelCalculator } from "./fuel-calculator.ts";

describe("fuel calculator (detail §5)", () => {
  it("is hidden for electric fuel", () => {
    expect(showsFuelCalculator("Electric")).toBe(false);
    expect(showsFuelCalculator("Petrol")).toBe(true);
    expect(showsFuelCalculator("Hybrid")).toBe(true);
  });

  it("is hidden where the dealer switches it off", () => {
    expect(showsFuelCalculator("Diesel", false)).toBe(false);
  });

  it("strips $, commas and 'kms' from the inputs", () => {
    expect(parseFuelInput("$1.85")).toBe(1.85);
    expect(parseFuelInput("1,250 kms")).toBe(1250);
    expect(parseFuelInput("300kms")).toBe(300);
    expect(parseFuelInput("abc")).toBeNull();
    expect(parseFuelInput("")).toBeNull();
  });

  it("reads any amount written with $ and thousands separators", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(parseFuelInput(`$${n.toLocaleString("en-AU")}`)).toBe(n);
        expect(parseFuelInput(`${n.toLocaleString("en-AU")} kms`)).toBe(n);
      }),
    );
  });

  it("defaults to 1.70 per litre, 250 km a week and 10 L/100km", () => {
    // 250/100 × 10 × 1.70 = 42.50 a week; × 52 = 2,210 a year; × 52/12 = 184.17 a month.
    expect(fuelCostFromInputs({})).toEqual({ weekly: 42.5, monthly: 184.17, yearly: 2210 });
  });

  it("uses the variant's consumption when it has one, else 10 L/100km", () => {
    expect(fuelConsumption("7.2")).toBe(7.2);
    expect(fuelConsumption("6.1 L/100km")).toBe(6.1);
    expect(fuelConsumption(5.4)).toBe(5.4);
    expect(fuelConsumption(null)).toBe(10);
    expect(fuelConsumption(0)).toBe(10);
  });

  it("costs (km/100) × consumption × price per litre", () => {
    // 400/100 × 7.5 × 2.10 = 63.00 a week.
    expect(fuelCostFromInputs({ pricePerLitre: "$2.10", kmPerWeek: "400 kms", variantConsumption: "7.5" })?.weekly).toBe(63);
    expect(fuelCost({ pricePerLitre: 2, kmPerWeek: 100, consumption: 5 })).toEqual({ weekly: 10, monthly: 43.33, yearly: 520 });
  });

  it("gives no figure for an unreadable or negative input", () => {
    expect(fuelCostFromInputs({ pricePerLitre: "cheap" })).toBeNull();
    expect(fuelCostFromInputs({ kmPerWeek: "-5" })).toBeNull();
  });
});
