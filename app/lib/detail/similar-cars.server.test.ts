import { testSite } from "../../../services/stock/testing/test-site.ts";
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import { formatStockFilter } from "../../../domain/stock-filter.ts";
import { StockScope } from "../../../services/stock/index.ts";
import type { Site } from "../../../sites/registry.ts";
import { findSimilarCars, similarCarsQueries } from "./similar-cars.server.ts";

const site: Site = testSite([1], { slug: "similar-test" });

/** The queries' filters as text, to read them. */
const similarCarsRequests = (car: Parameters<typeof similarCarsQueries>[0]) =>
  similarCarsQueries(car).map((query) => ({ ...query, filters: formatStockFilter(query.filter ?? []) }));

const subject = { id: 1, make: "Toyota", model: "Corolla", car_type: "used", simple_body: "Hatch", price: 30000 };

function engineWith() {
  return new CarSearchEngine([
    makeCar(1, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 30000 }),
    // same model, in the window
    makeCar(2, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 25000, custom_rank: 1 }),
    makeCar(3, { make: "Toyota", model: "Corolla", simple_body: "Sedan", price: 39000, custom_rank: 2 }),
    // same model, out of the ±10,000 window
    makeCar(4, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 41000 }),
    // same body, other models
    makeCar(5, { make: "Mazda", model: "3", simple_body: "Hatch", price: 29000, custom_rank: 900 }),
    makeCar(6, { make: "Kia", model: "Cerato", simple_body: "Hatch", price: 31000, custom_rank: 800 }),
    // same car type, other body
    makeCar(7, { make: "Ford", model: "Ranger", simple_body: "Ute", price: 32000, custom_rank: 700 }),
    makeCar(8, { make: "Ford", model: "Everest", simple_body: "SUV", price: 33000, custom_rank: 600 }),
    makeCar(9, { make: "Nissan", model: "X-Trail", simple_body: "SUV", price: 34000, custom_rank: 500 }),
    // sold: never similar
    makeCar(10, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 30000, status: "sold" }),
    // another dealership: outside the site's scope
    makeCar(11, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 30500, dealership_id: 2 }),
  ]);
}

describe("similar cars", () => {
  it("asks for 10 hits a query, no facets, in stock, inside the ±10,000 price window", () => {
    const requests = similarCarsRequests(subject);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({ hitsPerPage: 10 });
      expect(request.sort).toBeUndefined();
      expect(request.facets).toBeUndefined();
      expect(request.filters).toContain("price:20000 TO 40000");
      expect(request.filters).toContain("NOT id = 1");
    }
    expect(requests[0].filters).toMatch(/^make:Toyota AND model:Corolla/);
  });

  it("widens the window to ±25,000 from $50,000", () => {
    expect(similarCarsRequests({ ...subject, price: 60000 })[0].filters).toContain("price:35000 TO 85000");
  });

  it("searches without a price window when the car has no price", () => {
    const requests = similarCarsRequests({ ...subject, price: null });
    expect(requests.map((r) => r.filters).join(" ")).not.toContain("price");
    expect(requests).toHaveLength(2);
  });

  it("puts the same model first, de-duplicates, keeps 6, and stays inside the site's scope", () => {
    const found = findSimilarCars(engineWith(), StockScope.site(site), subject);
    const ids = found.map((car) => car.id);
    expect(ids).toHaveLength(6);
    expect(ids.slice(0, 2).sort()).toEqual([2, 3]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(10);
    expect(ids).not.toContain(11);
    expect(found[0]).not.toHaveProperty("_highlightResult");
  });
});
