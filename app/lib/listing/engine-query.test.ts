import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emptyListingState, parseListingParams } from "../../../domain/listing/search-url.ts";
import { listingFacet, SORT_OPTIONS } from "../../../domain/listing/url-table.ts";
import { parseFilters } from "../../../search/core/filters/parse.ts";
import { indexDefinition } from "../../../search/cars/index.ts";
import { formatStockFilter } from "../../../domain/stock-filter.ts";
import { listingFilter, listingQueries, rangeClause as rangeLiteral, refinementClause as refinementTree, visibleFacets, type Leave, type ListingScope } from "./engine-query.ts";

const scope: ListingScope = { fixedFilter: [], manufacturer: false, pricedOnlyWhenSortingLowest: false };

// The trees read as the filters language.
const text = (clause: ReturnType<typeof refinementTree> | ReturnType<typeof rangeLiteral>) =>
  clause === null ? null : formatStockFilter([Array.isArray(clause) ? clause : [clause]]);
const refinementClause = (...args: Parameters<typeof refinementTree>) => text(refinementTree(...args));
const rangeClause = (...args: Parameters<typeof rangeLiteral>) => text(rangeLiteral(...args));
const listingFilters = (state: Parameters<typeof listingFilter>[0], s: ListingScope, leave?: Leave) => formatStockFilter(listingFilter(state, s, leave));

describe("engine queries for a listing", () => {
  it("every sort option is an index the engine has", () => {
    for (const option of SORT_OPTIONS) expect(indexDefinition(option.value)?.name).toBe(option.value);
  });

  it("ORs a control's values and quotes them", () => {
    expect(refinementClause(listingFacet("make")!, ["Toyota", "Land Rover"])).toBe('(make:Toyota OR make:"Land Rover")');
    expect(refinementClause(listingFacet("seats")!, ["7"])).toBe("seats = 7");
    expect(refinementClause(listingFacet("certified")!, ["true"])).toBe("certified:true");
    expect(refinementClause(listingFacet("make")!, ["Kia"], true)).toBe("manufacturer.name:Kia");
    expect(refinementClause(listingFacet("make")!, [])).toBeNull();
    // A value the attribute cannot hold is dropped, not sent.
    expect(refinementClause(listingFacet("seats")!, ["seven", "5"])).toBe("seats = 5");
    expect(refinementClause(listingFacet("certified")!, ["yes"])).toBeNull();
  });

  it("writes ranges with open sides", () => {
    expect(rangeClause("price", { min: 5000, max: 20000 })).toBe("price:5000 TO 20000");
    expect(rangeClause("km", { max: 50000 })).toBe("km <= 50000");
    expect(rangeClause("year", { min: 2015 })).toBe("year >= 2015");
    expect(rangeClause("year", {})).toBeNull();
  });

  it("leaves out one control's refinement for its own counts", () => {
    const state = { ...emptyListingState(), refinements: { make: ["Kia"], colour: ["Red"] }, ranges: { price: { min: 1 } } };
    expect(listingFilters(state, scope)).toBe("make:Kia AND colour:Red AND price >= 1");
    expect(listingFilters(state, scope, { param: "make" })).toBe("colour:Red AND price >= 1");
    expect(listingFilters(state, scope, { range: "price" })).toBe("make:Kia AND colour:Red");
    const queries = listingQueries(state, scope);
    expect(queries.disjunctive.map((q) => q.param ?? q.range)).toEqual(["make", "colour", "price"]);
    expect(queries.main.hitsPerPage).toBe(21);
  });

  it("adds price > 0 only when sorting by lowest price on sites that ask", () => {
    const lowest = { ...emptyListingState(), sortBy: "Car_production_price_asc" };
    expect(listingFilters(lowest, { ...scope, pricedOnlyWhenSortingLowest: true })).toBe("price > 0");
    expect(listingFilters(lowest, scope)).toBe("");
    expect(listingFilters(emptyListingState(), { ...scope, pricedOnlyWhenSortingLowest: true })).toBe("");
  });

  it("shows models only once a make is chosen", () => {
    expect(visibleFacets(emptyListingState()).some((f) => f.param === "model")).toBe(false);
    expect(visibleFacets({ ...emptyListingState(), refinements: { make: ["Kia"] } }).some((f) => f.param === "model")).toBe(true);
  });

  it("any address gives a tree the filters language writes and the engine's parser reads back", () => {
    const names = ["make", "model", "colour", "seats", "certified", "tag", "range[price]", "range[km]", "query", "sortBy"];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 30 })), { maxLength: 20 }), fc.boolean(), (pairs, priced) => {
        const params = new URLSearchParams();
        for (const [key, value] of pairs) params.append(key, value);
        const state = parseListingParams(params, { usedOnly: false });
        const tree = listingFilter(state, { ...scope, pricedOnlyWhenSortingLowest: priced });
        expect(parseFilters(formatStockFilter(tree), "filters")).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });
});
