// The stock-search interface: typed queries in, typed answers out, the site's
// scope applied as a tree node no caller's filter can widen.
import { testSite } from "./testing/test-site.ts";
import { describe, expect, it } from "vitest";
import { and, anyNumber, compare, eq, not, or, tag } from "../../domain/stock-filter.ts";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { INDEXES } from "../../search/cars/index.ts";
import { makeCar } from "../../search/cars/testing/make-car.ts";
import type { Site } from "../../sites/registry.ts";
import { siteScopeFilter } from "../../sites/scope.ts";
import { browseStock, matchingStockIds, readStoredFilter, scopedFilter, searchStock, STOCK_SORTS, StockScope } from "./search.ts";

const site: Site = testSite([1], { slug: "scope-test" });

const engine = new CarSearchEngine([
  makeCar(1, { dealership_id: 1, make: "Toyota", price: 20000 }),
  makeCar(2, { dealership_id: 1, make: "Kia", price: 30000 }),
  makeCar(3, { dealership_id: 1, make: "Kia", price: 40000, show_on_dealer_website: false }),
  makeCar(4, { dealership_id: 2, make: "Toyota", price: 25000, tag: "Special" }),
  makeCar(5, { dealership_id: 2, make: "Kia", price: 35000 }),
]);
const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();
const scope = StockScope.site(site);

describe("searchStock", () => {
  it("answers inside the site's scope with the fields asked for, typed", () => {
    const result = searchStock(engine, scope, { filter: and(eq("make", "Kia")), fields: ["make", "price"], facets: ["make", "price"] });
    expect(result.hits).toEqual([{ objectID: "2", make: "Kia", price: 30000 }]);
    const price: number | null = result.hits[0].price;
    expect(price).toBe(30000);
    // @ts-expect-error a field not asked for is not on the hit's type
    void result.hits[0].year;
    expect(result).toMatchObject({ nbHits: 1, nbPages: 1, page: 0, facets: { make: { Kia: 1 } }, facetStats: { price: { min: 30000, max: 30000 } } });
  });

  it("sees the same cars as the site's secured key scope string on the HTTP surface", () => {
    const viaTree = searchStock(engine, scope, { fields: [] });
    const viaString = engine.search("Car_production", { attributesToRetrieve: [] }, { scopeFilters: siteScopeFilter(site) });
    expect(ids(viaTree.hits)).toEqual(ids(viaString.hits));
    expect(ids(viaTree.hits)).toEqual(["1", "2"]);
  });

  it("never lets a caller's OR widen the scope: it stays inside the scope's AND", () => {
    const widen = and(or(compare("dealership_id", "=", 2), compare("dealership_id", "=", 1)));
    expect(ids(searchStock(engine, scope, { filter: widen }).hits)).toEqual(["1", "2"]);
    expect(searchStock(engine, scope, { filter: and(anyNumber("dealership_id", [2])) }).nbHits).toBe(0);
    expect(searchStock(engine, scope, { filter: and(not(eq("dealership_slug", "nowhere"))) }).nbHits).toBe(2);
    expect(searchStock(engine, scope, { filter: and(tag("Special")) }).nbHits).toBe(0);
    // The tree the engine gets: the scope's clauses first, the caller's OR as one more clause of the same AND.
    const tree = scopedFilter(scope, widen);
    expect(tree.slice(0, scope.filter.length)).toEqual(scope.filter);
    expect(tree.slice(scope.filter.length)).toEqual(widen);
    expect(matchingStockIds(engine, scope, { filter: widen }).sort()).toEqual(["1", "2"]);
  });

  it("pages, sorts and counts without a filter string", () => {
    const cheapest = searchStock(engine, StockScope.wholePlatform(), { sort: "Car_production_price_asc", hitsPerPage: 2, page: 1, fields: ["price"] });
    expect(cheapest.hits.map((hit) => hit.price)).toEqual([30000, 35000]);
    expect(cheapest).toMatchObject({ nbHits: 5, nbPages: 3, page: 1, hitsPerPage: 2 });
    expect(searchStock(engine, StockScope.wholePlatform(), { text: "kia", fields: [] }).nbHits).toBe(3);
  });

  it("refuses a tree the filters language could not write", () => {
    expect(() => searchStock(engine, scope, { filter: [[]] })).toThrow(/at least one filter/);
    expect(() => searchStock(engine, scope, { filter: [[eq("make", "Kia"), compare("price", ">", 1)]] })).toThrow(/Cannot combine/);
    const huge = and(...Array.from({ length: 1025 }, (_, i) => compare("price", "!=", i)));
    expect(() => searchStock(engine, scope, { filter: huge })).toThrow(/Too many filters/);
  });

  it("knows the engine's sort orders", () => {
    expect([...STOCK_SORTS]).toEqual(INDEXES.map((index) => index.name));
  });
});

describe("browseStock", () => {
  it("walks every car of the scope that matches", () => {
    expect(ids([...browseStock(engine, scope, { fields: ["make"] })])).toEqual(["1", "2"]);
    expect(ids([...browseStock(engine, StockScope.wholePlatform(), { filter: and(eq("make", "Toyota")) })])).toEqual(["1", "4"]);
  });
});

describe("readStoredFilter", () => {
  it("reads a stored filters string into the tree its builder would make", () => {
    expect(readStoredFilter("make:Kia AND (price < 10 OR price > 20)")).toEqual(and(eq("make", "Kia"), or(compare("price", "<", 10), compare("price", ">", 20))));
    expect(readStoredFilter("  ")).toEqual([]);
    expect(() => readStoredFilter("mkae:Kia")).toThrow(/unknown attribute mkae/);
    expect(() => readStoredFilter("make:(")).toThrow();
  });
});
