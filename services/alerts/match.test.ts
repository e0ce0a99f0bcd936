// Matching a batch of cars against saved searches gives what the listing's own
// query gives on the same cars: the engine's filters, words (typos too) and
// the site's scope; sold cars never alert; a filter the engine refuses matches nothing.
import { describe, expect, it } from "vitest";
import { makeCar } from "../../search/cars/testing/make-car.ts";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { StockScope } from "../stock/index.ts";
import { testSite } from "../stock/testing/test-site.ts";
import { matchSavedSearches } from "./match.ts";

const cars = [
  makeCar(1, { make: "Mazda", model: "CX-5", price: 30000, dealership_id: 1 }),
  makeCar(2, { make: "Mazda", model: "CX-3", price: 22000, dealership_id: 2 }),
  makeCar(3, { make: "Toyota", model: "Corolla", price: 25000, dealership_id: 1 }),
  makeCar(4, { make: "Mazda", model: "BT-50", price: 45000, dealership_id: 1, status: "sold" }),
];
const scopes: Record<string, StockScope> = { a: StockScope.site(testSite([1])), b: StockScope.site(testSite([1, 2])) };
const scopeOf = (slug: string) => scopes[slug] ?? null;

describe("matchSavedSearches", () => {
  it("matches in the engine's semantics within each site's scope, never a sold car", () => {
    const found = matchSavedSearches(
      [
        { id: 1, siteSlug: "a", query: "", filters: "make:mazda" },
        { id: 2, siteSlug: "b", query: "", filters: "make:Mazda AND price:20000 TO 31000" },
        { id: 3, siteSlug: "b", query: "corola", filters: "" },
        { id: 4, siteSlug: "b", query: "", filters: "make:Kia" },
        { id: 5, siteSlug: "gone", query: "", filters: "" },
        { id: 6, siteSlug: "b", query: "", filters: "make:(" },
      ],
      cars,
      scopeOf,
    );
    expect(Object.fromEntries([...found].map(([id, ids]) => [id, [...ids].sort()]))).toEqual({ 1: [1], 2: [1, 2], 3: [3] });
  });

  it("matchingObjectIDs is every hit search() would page through", () => {
    const engine = new CarSearchEngine(cars);
    for (const filters of ["", "make:Mazda", "price > 24000", "NOT status:sold"]) {
      const all = engine.search("Car_production", { filters, hitsPerPage: 1000 }, { allPages: true, scopeFilters: "dealership_id = 1" }).hits.map((h) => h.objectID);
      expect(engine.matchingObjectIDs({ filters }, { scopeFilters: "dealership_id = 1" }).sort()).toEqual(all.sort());
    }
  });
});
