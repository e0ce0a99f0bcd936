// The online estimate reads the platform's own stock: same make and model
// (however the shopper capitalised them), within two model years, priced.
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import { computeValuation } from "../../../domain/trade-in.ts";
import { marketComparables } from "./trade-in.server.ts";

const engine = new CarSearchEngine([
  makeCar(1, { make: "Toyota", model: "RAV4", year: 2021, km: 40_000, price: 30_000 }),
  makeCar(2, { make: "Toyota", model: "RAV4", year: 2022, km: 30_000, price: 33_000 }),
  makeCar(3, { make: "Toyota", model: "RAV4", year: 2023, km: 20_000, price: 36_000 }),
  makeCar(4, { make: "Toyota", model: "RAV4", year: 2017, km: 90_000, price: 18_000 }),
  makeCar(5, { make: "Toyota", model: "RAV4", year: 2022, km: 30_000, price: 0 }),
  makeCar(6, { make: "Toyota", model: "Corolla", year: 2022, km: 30_000, price: 25_000 }),
  makeCar(7, { make: "Mazda", model: "CX-5", year: 2022, km: 30_000, price: 31_000, status: "sold" }),
]);

describe("trade-in market comparables", () => {
  it("takes the same make and model within two years, priced above $200, whatever the case typed", () => {
    const found = marketComparables(engine, { year: 2022, make: "toyota", model: "rav4", badge: undefined });
    expect(found.map((c) => c.price).sort()).toEqual([30_000, 33_000, 36_000]);
    expect(found[0]).toMatchObject({ make: "Toyota", model: "RAV4" });
  });

  it("includes sold cars: what the market paid counts too", () => {
    expect(marketComparables(engine, { year: 2022, make: "Mazda", model: "CX-5", badge: undefined })).toHaveLength(1);
  });

  it("gives enough comparables for an estimate from real stock", () => {
    const valuation = computeValuation(
      { make: "Toyota", model: "RAV4", year: 2022, km: 30_000 },
      marketComparables(engine, { year: 2022, make: "Toyota", model: "RAV4", badge: undefined }),
      new Date("2026-11-21"),
    );
    expect(valuation).toMatchObject({ available: true, comparables: 3 });
  });
});
