import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  carTypeSegment,
  carTypesFromSegment,
  defaultListingPath,
  emptyListingState,
  hasFilters,
  isFormSubmission,
  listingHref,
  listingSearch,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  mergeRefinements,
  parseListingParams,
  parseListingPath,
  pathFor,
  prettifySlug,
  resolveSlug,
  slugify,
  toggleRefinement,
  withoutFilters,
  withPage,
  withQuery,
  withRange,
  withRefinement,
  withSort,
  type ListingLocation,
  type ListingState,
} from "./search-url.ts";
import { BODY_SEGMENTS, DEFAULT_SORT, LISTING_FACETS, SORT_OPTIONS } from "./url-table.ts";

const group: ListingLocation = { prefix: "/search", usedOnly: false, fixedPath: null };
const used: ListingLocation = { prefix: "/used-car", usedOnly: true, fixedPath: null };
const parse = (query: string, site = group) => parseListingParams(new URLSearchParams(query), site);
const state = (overrides: Partial<ListingState>): ListingState => ({ ...emptyListingState(), ...overrides });

describe("parseListingParams", () => {
  it("reads query, page, sortBy, facet values and ranges", () => {
    expect(parse("query=corolla&page=3&sortBy=Car_production_price_asc&make=Toyota&make=Mazda&range[price]=5000:20000")).toEqual({
      query: "corolla",
      page: 3,
      sortBy: "Car_production_price_asc",
      refinements: { make: ["Toyota", "Mazda"] },
      ranges: { price: { min: 5000, max: 20000 } },
    });
  });

  it("ignores page=abc, a negative page and a page of zero", () => {
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
  });

  it("clamps a huge page number", () => {
    expect(parse("page=999999999999").page).toBe(MAX_PAGE);
  });

  it("ignores a malformed range such as range[price]=x:y", () => {
    expect(parse("range[price]=x:y").ranges).toEqual({});
    expect(parse("range[price]=:").ranges).toEqual({});
  });

  it("keeps one open side of a range", () => {
    expect(parse("range[km]=:50000").ranges).toEqual({ km: { max: 50000 } });
  });

  it("takes the first of repeated single-valued keys", () => {
    const parsed = parse("page=2&page=5&query=a&query=b&sortBy=Car_production_latest&sortBy=Car_production");
    expect([parsed.page, parsed.query, parsed.sortBy]).toEqual([2, "a", "Car_production_latest"]);
  });

  it("drops repeated facet values and unknown parameters", () => {
    expect(parse("make=Toyota&make=Toyota&utm_source=mail&colour=").refinements).toEqual({ make: ["Toyota"] });
  });

  it("falls back to the default sort for an unknown sortBy", () => {
    expect(parse("sortBy=Car_production_secret").sortBy).toBe(DEFAULT_SORT);
  });

  it("drops values of the wrong kind: seats must be a number, certified true or false, car types known", () => {
    expect(parse("seats=five&seats=7&certified=maybe&certified=true&car_type=stolen&car_type=demo").refinements).toEqual({
      car_type: ["demo"],
      seats: ["7"],
      certified: ["true"],
    });
  });

  it("treats every car type, or used on a used-only site, as no car-type refinement", () => {
    expect(parse("car_type=new&car_type=used&car_type=demo").refinements).toEqual({});
    expect(parse("car_type=used", used).refinements).toEqual({});
    expect(parse("car_type=new", used).refinements).toEqual({ car_type: ["new"] });
  });

  it("trims the query, squeezes its spaces and cuts it to the limit", () => {
    expect(parse("query=%20%20hilux%20%20%20sr5%20").query).toBe("hilux sr5");
    expect(parse(`query=${"a".repeat(MAX_QUERY_LENGTH + 50)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("reads the two ends a GET form sends when JavaScript is off", () => {
    expect(parse("range[price][min]=10000&range[price][max]=&range[year][min]=&range[year][max]=").ranges).toEqual({ price: { min: 10000 } });
  });

  it("parses any query string without throwing, into a usable state", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (text, usedOnly) => {
        const parsed = parseListingParams(new URLSearchParams(text), { usedOnly });
        expect(Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= MAX_PAGE).toBe(true);
        expect(SORT_OPTIONS.some((option) => option.value === parsed.sortBy)).toBe(true);
        for (const values of Object.values(parsed.refinements)) expect(values.length).toBeGreaterThan(0);
        for (const range of Object.values(parsed.ranges)) {
          if (range.min !== undefined && range.max !== undefined) expect(range.min).toBeLessThanOrEqual(range.max);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("parses hostile parameter soups built from real parameter names without throwing", () => {
    const names = ["query", "page", "sortBy", "range[price]", "range[km]", "range[year][min]", ...LISTING_FACETS.map((f) => f.param)];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 40 })), { maxLength: 30 }), (pairs) => {
        const params = new URLSearchParams();
        for (const [key, value] of pairs) params.append(key, value);
        expect(() => parseListingParams(params, { usedOnly: false })).not.toThrow();
      }),
    );
  });
});

describe("isFormSubmission", () => {
  it("is true for the separate range ends and empty fields a GET form sends", () => {
    expect(isFormSubmission(new URLSearchParams("range[price][min]=5000"))).toBe(true);
    expect(isFormSubmission(new URLSearchParams("query=&make=Toyota"))).toBe(true);
    expect(isFormSubmission(new URLSearchParams(`sortBy=${DEFAULT_SORT}`))).toBe(true);
  });

  it("is false for a canonical address and for unrelated parameters", () => {
    expect(isFormSubmission(new URLSearchParams("make=Toyota&range[price]=1000:5000&page=2"))).toBe(false);
    expect(isFormSubmission(new URLSearchParams("utm_source="))).toBe(false);
  });
});

describe("car-type segments", () => {
  it("reads the stock segments of the spec", () => {
    expect(carTypesFromSegment("new-used-and-demo-cars")).toEqual(["new", "used", "demo"]);
    expect(carTypesFromSegment("new-and-demo-cars")).toEqual(["new", "demo"]);
    expect(carTypesFromSegment("used-cars")).toEqual(["used"]);
    expect(carTypesFromSegment("new-cars")).toEqual(["new"]);
    expect(carTypesFromSegment("demo-cars")).toEqual(["demo"]);
  });

  it("rejects segments that are not stock segments", () => {
    for (const segment of ["cars", "toyota", "old-cars", "new-new-cars", "new-used-and-demo", "suv"]) {
      expect(carTypesFromSegment(segment)).toBeNull();
    }
  });

  it("writes every set of car types as a segment that reads back", () => {
    fc.assert(
      fc.property(fc.subarray(["new", "used", "demo"], { minLength: 1 }), (types) => {
        expect(carTypesFromSegment(carTypeSegment(types))).toEqual(["new", "used", "demo"].filter((t) => types.includes(t)));
      }),
    );
    expect(carTypeSegment(["demo", "new"])).toBe("new-and-demo-cars");
    expect(carTypeSegment([])).toBe("new-used-and-demo-cars");
  });
});

describe("parseListingPath", () => {
  it("reads stock segments as car-type refinements", () => {
    expect(parseListingPath(["used-cars"], group)).toEqual({ kind: "refinements", refinements: { car_type: ["used"] }, body: null });
    expect(parseListingPath(["new-used-and-demo-cars"], group)).toEqual({ kind: "refinements", refinements: {}, body: null });
    expect(parseListingPath(["used-cars"], used)).toEqual({ kind: "refinements", refinements: {}, body: null });
    // A used-only site lists no new or demo stock: those segments are not pages there.
    expect(parseListingPath(["new-cars"], used)).toEqual({ kind: "unknown" });
    expect(parseListingPath(["new-and-demo-cars"], used)).toEqual({ kind: "unknown" });
    expect(parseListingPath(["new-used-and-demo-cars"], used)).toEqual({ kind: "refinements", refinements: {}, body: null });
  });

  it("reads every valid body slug, in any letter case", () => {
    for (const body of BODY_SEGMENTS) {
      const preset = parseListingPath([body.slug], group);
      expect(preset.kind).toBe("refinements");
      expect(parseListingPath([body.slug.toUpperCase()], group)).toEqual(preset);
    }
    expect(parseListingPath(["cabChassis"], group)).toMatchObject({ refinements: { body: ["Cab Chassis"] } });
    expect(parseListingPath(["ev"], group)).toMatchObject({ refinements: { fuel: ["Electric"] } });
  });

  it("leaves a make or dealership slug, and make/model pairs, to the caller", () => {
    expect(parseListingPath(["toyota"], group)).toEqual({ kind: "named", slug: "toyota" });
    expect(parseListingPath(["harbour-toyota"], group)).toEqual({ kind: "named", slug: "harbour-toyota" });
    expect(parseListingPath(["toyota", "corolla"], group)).toEqual({ kind: "make-model", makeSlug: "toyota", modelSlug: "corolla" });
  });

  it("knows the bare prefix, and rejects deeper or odd paths", () => {
    expect(parseListingPath([], group)).toEqual({ kind: "root" });
    expect(parseListingPath(["", ""], group)).toEqual({ kind: "root" });
    expect(parseListingPath(["a", "b", "c"], group)).toEqual({ kind: "unknown" });
    expect(parseListingPath(["<script>"], group)).toEqual({ kind: "unknown" });
  });

  it("never throws on any segments", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 4 }), (segments) => {
        expect(() => parseListingPath(segments, group)).not.toThrow();
      }),
    );
  });
});

describe("slugs", () => {
  it("slugifies make and model names", () => {
    expect(slugify("Mercedes-Benz")).toBe("mercedes-benz");
    expect(slugify("Land Rover")).toBe("land-rover");
    expect(slugify("RAV4")).toBe("rav4");
    expect(slugify("Citroën")).toBe("citroen");
  });

  it("resolves a slug to the stock's spelling, or null", () => {
    expect(resolveSlug("landcruiser", ["HiLux", "LandCruiser"])).toBe("LandCruiser");
    expect(resolveSlug("LAND-ROVER", ["Land Rover"])).toBe("Land Rover");
    expect(resolveSlug("tesla", ["Toyota"])).toBeNull();
    expect(resolveSlug("---", ["Toyota"])).toBeNull();
  });

  it("prettifies an unknown slug into a name that slugifies back to itself", () => {
    expect(prettifySlug("land-rover")).toBe("Land Rover");
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/), (slug) => {
        expect(slugify(prettifySlug(slug))).toBe(slug);
      }),
    );
  });
});

describe("pathFor and listingHref", () => {
  it("puts one make, and one model of it, in the path", () => {
    expect(listingHref(group, state({ refinements: { make: ["Toyota"], model: ["LandCruiser Prado"] } }))).toBe("/search/toyota/landcruiser-prado");
    expect(listingHref(group, state({ refinements: { make: ["Toyota"], car_type: ["used"] } }))).toBe("/search/toyota?car_type=used");
  });

  it("keeps several makes as parameters on the default path", () => {
    expect(listingHref(group, state({ refinements: { make: ["Toyota", "Mazda"] } }))).toBe("/search/new-used-and-demo-cars?make=Toyota&make=Mazda");
  });

  it("puts car types, else a body, in the path", () => {
    expect(listingHref(group, state({ refinements: { car_type: ["new", "demo"], body: ["SUV"] } }))).toBe("/search/new-and-demo-cars?body=SUV");
    expect(listingHref(group, state({ refinements: { body: ["SUV"] } }))).toBe("/search/suv");
    expect(listingHref(group, state({ refinements: { drive: ["4WD"] } }))).toBe("/search/4x4");
  });

  it("uses the used-car prefix and default on used-only sites", () => {
    expect(listingHref(used, emptyListingState())).toBe("/used-car/used-cars");
    expect(defaultListingPath(used)).toBe("/used-car/used-cars");
    expect(listingHref(used, state({ refinements: { make: ["Kia"] } }))).toBe("/used-car/kia");
  });

  it("keeps a fixed page path and writes every refinement as a parameter", () => {
    const dealer: ListingLocation = { ...group, fixedPath: "/search/harbour-kia" };
    expect(listingHref(dealer, state({ refinements: { make: ["Kia"] }, page: 2 }))).toBe("/search/harbour-kia?make=Kia&page=2");
  });

  it("writes ranges as range[attr]=min:max and leaves defaults out", () => {
    expect(listingSearch(state({ ranges: { price: { min: 5000, max: 20000 }, km: { max: 9000 } }, sortBy: DEFAULT_SORT }))).toBe(
      "?range[price]=5000:20000&range[km]=:9000",
    );
    expect(listingSearch(emptyListingState())).toBe("");
  });

  it("round-trips: any state written as an address reads back as the same state", () => {
    const makes = ["Toyota", "Mazda", "Land Rover", "Mercedes-Benz"];
    const models = ["Corolla", "CX-5", "Range Rover Evoque"];
    const refinementArb = fc.record(
      {
        make: fc.uniqueArray(fc.constantFrom(...makes), { minLength: 1, maxLength: 3 }),
        model: fc.uniqueArray(fc.constantFrom(...models), { minLength: 1, maxLength: 2 }),
        car_type: fc.uniqueArray(fc.constantFrom("new", "used", "demo"), { minLength: 1, maxLength: 2 }),
        body: fc.uniqueArray(fc.constantFrom("SUV", "Hatch", "Bus", "People Mover"), { minLength: 1, maxLength: 2 }),
        colour: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.trim()).filter((s) => s !== ""), { minLength: 1, maxLength: 3 }),
        seats: fc.uniqueArray(fc.constantFrom("2", "5", "7"), { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: [] },
    );
    const rangeArb = fc
      .tuple(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }))
      .filter(([min, max]) => min !== undefined || max !== undefined)
      .map(([min, max]) => (min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }));
    const stateArb = fc.record({
      query: fc.string({ maxLength: 30 }).map((q) => q.trim().replace(/\s+/g, " ")),
      page: fc.integer({ min: 1, max: 60 }),
      sortBy: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)),
      refinements: refinementArb,
      ranges: fc.record({ price: rangeArb, km: rangeArb }, { requiredKeys: [] }),
    });
    fc.assert(
      fc.property(stateArb, (original) => {
        const href = listingHref(group, original);
        const url = new URL(href, "http://x");
        const segments = url.pathname.split("/").slice(2).map(decodeURIComponent);
        const preset = parseListingPath(segments, group);
        let back = parseListingParams(url.searchParams, group);
        if (preset.kind === "refinements") back = mergeRefinements(back, preset.refinements);
        else if (preset.kind === "named") back = mergeRefinements(back, { make: [resolveSlug(preset.slug, makes)!] });
        else if (preset.kind === "make-model") {
          back = mergeRefinements(back, { make: [resolveSlug(preset.makeSlug, makes)!], model: [resolveSlug(preset.modelSlug, models)!] });
        }
        const sorted = (s: ListingState) => ({ ...s, refinements: Object.fromEntries(Object.entries(s.refinements).map(([k, v]) => [k, [...v].sort()]).sort()) });
        expect(sorted(back)).toEqual(sorted(original));
      }),
      { numRuns: 300 },
    );
  });
});

describe("state changes", () => {
  const start = state({ page: 4, refinements: { make: ["Toyota"], model: ["Corolla"], badge: ["Ascent"] }, query: "red" });

  it("every filter change drops the page", () => {
    expect(toggleRefinement(start, "colour", "Red").page).toBe(1);
    expect(withQuery(start, "blue").page).toBe(1);
    expect(withRange(start, "price", { min: 1000, max: 2000 }).page).toBe(1);
    expect(withSort(start, "Car_production_latest").page).toBe(1);
  });

  it("toggles a value on and off", () => {
    const on = toggleRefinement(start, "make", "Mazda");
    expect(on.refinements.make).toEqual(["Toyota", "Mazda"]);
    expect(toggleRefinement(on, "make", "Mazda").refinements.make).toEqual(["Toyota"]);
  });

  it("clearing the make clears the models and badges that depend on it", () => {
    expect(toggleRefinement(start, "make", "Toyota").refinements).toEqual({});
    expect(withRefinement(start, "model", []).refinements).toEqual({ make: ["Toyota"] });
  });

  it("paging keeps the filters and clamps the page", () => {
    expect(withPage(start, 7)).toEqual({ ...start, page: 7 });
    expect(withPage(start, -3).page).toBe(1);
  });

  it("clearing a range removes it", () => {
    const ranged = withRange(start, "km", { max: 5000 });
    expect(withRange(ranged, "km", null).ranges).toEqual({});
  });

  it("Clear Filters removes query, refinements and ranges", () => {
    const cleared = withoutFilters({ ...start, ranges: { price: { min: 1 } } });
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(start)).toBe(true);
  });

  it("mergeRefinements adds what the path implies without duplicates", () => {
    expect(mergeRefinements(state({ refinements: { make: ["Mazda", "Toyota"] } }), { make: ["Toyota"] }).refinements.make).toEqual(["Toyota", "Mazda"]);
  });

  it("pathFor reports what the path already says", () => {
    expect(pathFor(state({ refinements: { make: ["Kia"], model: ["Sportage"] } }), group).consumed).toEqual({ make: ["Kia"], model: ["Sportage"] });
  });
});

describe("limits", () => {
  it("keeps at most MAX_REFINEMENT_VALUES facet values from one address", async () => {
    const { MAX_REFINEMENT_VALUES } = await import("./search-url.ts");
    const query = Array.from({ length: 300 }, (_, i) => `${i % 2 ? "colour" : "city"}=v${i}`).join("&");
    const total = Object.values(parse(query).refinements).reduce((sum, values) => sum + values.length, 0);
    expect(total).toBe(MAX_REFINEMENT_VALUES);
  });
});

describe("withoutOrphans", () => {
  it("drops models without a make and badges without a model, keeping the page", async () => {
    const { withoutOrphans } = await import("./search-url.ts");
    expect(withoutOrphans(state({ page: 3, refinements: { model: ["Corolla"], badge: ["GX"], colour: ["Red"] } }))).toEqual(
      state({ page: 3, refinements: { colour: ["Red"] } }),
    );
    const kept = state({ refinements: { make: ["Toyota"], model: ["Corolla"] } });
    expect(withoutOrphans(kept)).toEqual(kept);
  });
});
