import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { rankSimilarCars, similarCarsPriceFilter } from "./similar-cars.ts";
import { between } from "./stock-filter.ts";

describe("similar cars price window (detail §7)", () => {
  it("uses ±10000 when the price is below 50000", () => {
    expect(similarCarsPriceFilter(25_000)).toEqual(between("price", 15000, 35000));
    expect(similarCarsPriceFilter(49_999)).toEqual(between("price", 39999, 59999));
  });
  it("uses ±25000 from 50000", () => {
    expect(similarCarsPriceFilter(50_000)).toEqual(between("price", 25000, 75000));
    expect(similarCarsPriceFilter(120_000)).toEqual(between("price", 95000, 145000));
  });
  it("never goes below 0", () => {
    expect(similarCarsPriceFilter(4_000)).toEqual(between("price", 0, 14000));
  });
  it("gives no price filter for a car without a price", () => {
    expect(similarCarsPriceFilter(null)).toBeNull();
    expect(similarCarsPriceFilter(0)).toBeNull();
  });
});

describe("similar cars ranking (detail §7)", () => {
  const car = { id: 1, make: "Toyota", model: "RAV4" };
  const hit = (id: number, model: string) => ({ id, make: "Toyota", model });

  it("puts the same model first, de-duplicates by id and keeps 6", () => {
    const hits = [hit(2, "Corolla"), hit(3, "RAV4"), hit(4, "Camry"), hit(3, "RAV4"), hit(5, "rav4"), hit(6, "Kluger"), hit(7, "HiLux"), hit(8, "Yaris"), hit(9, "RAV4")];
    expect(rankSimilarCars(car, hits).map((h) => h.id)).toEqual([3, 5, 9, 2, 4, 6]);
  });

  it("leaves out the car itself", () => {
    expect(rankSimilarCars(car, [hit(1, "RAV4"), hit(2, "RAV4")]).map((h) => h.id)).toEqual([2]);
  });

  it("returns at most 6 distinct cars, none of them the car itself", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 15 }), make: fc.constant("Toyota"), model: fc.constantFrom("RAV4", "Camry") })), (hits) => {
        const ranked = rankSimilarCars(car, hits);
        const ids = ranked.map((h) => h.id);
        expect(ids.length).toBeLessThanOrEqual(6);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(1);
        const firstOther = ranked.findIndex((h) => h.model !== "RAV4");
        if (firstOther >= 0) expect(ranked.slice(firstOther).every((h) => h.model !== "RAV4")).toBe(true);
      }),
    );
  });
});
