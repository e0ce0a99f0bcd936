import { describe, expect, it } from "vitest";
import type { DeliveryPrice } from "./entities.ts";
import { deliveryEstimate } from "./delivery.ts";

const table: DeliveryPrice[] = [
  { region: "Sydney Metro", postcodeFrom: 2000, postcodeTo: 2234, price: 0 },
  { region: "Regional NSW", postcodeFrom: 2000, postcodeTo: 2999, price: 450 },
  { region: "Brisbane", postcodeFrom: 4000, postcodeTo: 4179, price: 1250 },
];

describe("delivery calculator (detail §5, §8)", () => {
  it("says 'Please enter a postcode.' for an empty postcode", () => {
    expect(deliveryEstimate("", table)).toEqual({ kind: "error", message: "Please enter a postcode." });
    expect(deliveryEstimate("   ", table)).toEqual({ kind: "error", message: "Please enter a postcode." });
    expect(deliveryEstimate(null, table)).toEqual({ kind: "error", message: "Please enter a postcode." });
  });

  it("gives the region name and price for a postcode in the dealership's table", () => {
    expect(deliveryEstimate("4005", table)).toEqual({ kind: "result", name: "Brisbane", price: 1250, priceText: "$1,250" });
    expect(deliveryEstimate(" 2999 ", table)).toMatchObject({ name: "Regional NSW", price: 450 });
  });

  it("takes the first matching row when ranges overlap", () => {
    expect(deliveryEstimate("2010", table)).toMatchObject({ name: "Sydney Metro", price: 0, priceText: "$0" });
  });

  it("says it can't provide an estimate for a postcode outside the table or not a postcode", () => {
    const message =
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
    expect(deliveryEstimate("6000", table)).toEqual({ kind: "error", message });
    expect(deliveryEstimate("40", table)).toEqual({ kind: "error", message });
    expect(deliveryEstimate("4005", [])).toEqual({ kind: "error", message });
  });
});
