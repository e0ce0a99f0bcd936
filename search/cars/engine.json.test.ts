// The JSON the HTTP surface sends is built without hit objects (cached
// record JSON); it must say exactly what the object API says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "./engine.ts";
import { formatFilters } from "../core/filters/format.ts";
import { datasetArbitrary, queryCaseArbitrary } from "./testing/arbitraries.ts";

const withoutTiming = (text: string) => {
  const value = JSON.parse(text) as Record<string, unknown>;
  const strip = (r: Record<string, unknown>) => ({ ...r, processingTimeMS: 0 });
  return Array.isArray(value.results) ? { results: (value.results as Record<string, unknown>[]).map(strip) } : strip(value);
};

describe("JSON rendering", () => {
  it("equals the object API's response, for any query and retrieval", () => {
    fc.assert(
      fc.property(
        datasetArbitrary(0, 40),
        fc.array(queryCaseArbitrary, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(undefined, ["make", "price"], ["*", "-vin"]),
        fc.constantFrom(undefined, [], ["make", "name"]),
        (docs, cases, attributesToRetrieve, attributesToHighlight) => {
          const engine = new CarSearchEngine(docs);
          const requests = cases.map((c) => ({
            indexName: c.index,
            query: c.query,
            filters: formatFilters(c.clauses),
            facets: c.facets,
            hitsPerPage: c.hitsPerPage,
            ...(attributesToRetrieve ? { attributesToRetrieve } : {}),
            ...(attributesToHighlight ? { attributesToHighlight } : {}),
          }));
          // Twice: the second time from the record caches.
          for (let round = 0; round < 2; round++) {
            expect(withoutTiming(engine.multiSearchJson(requests))).toEqual(withoutTiming(JSON.stringify(engine.multiSearch(requests))));
            expect(withoutTiming(engine.searchJson(requests[0].indexName, requests[0]))).toEqual(withoutTiming(JSON.stringify(engine.search(requests[0].indexName, requests[0]))));
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("writes facet values that need escaping as the object API has them", () => {
    // Text a feed may send as a value: quotes, a backslash, a line break, control and non-ASCII characters, a key that names the prototype.
    // Text that reads as a whole number ("7", "42") is an array index to JavaScript: listed in numeric order once parsed.
    const colours = ['Red "metallic"', "back\\slash", "line\nbreak", "tab\tand\u0001", "__proto__", "Électrique 🚗", "", "1e3", "7", "42", "lone \ud800"];
    fc.assert(
      fc.property(
        datasetArbitrary(colours.length, colours.length + 10),
        fc.constantFrom(["colour"], ["colour", "make", "price", "year"], ["*"]),
        fc.constantFrom("count" as const, "alpha" as const),
        (docs, facets, sortFacetValuesBy) => {
          const engine = new CarSearchEngine(docs.map((doc, i) => ({ ...doc, colour: colours[i % colours.length] })));
          const params = { facets, sortFacetValuesBy };
          const json = JSON.parse(engine.searchJson("Car_production", params)) as { facets: Record<string, Record<string, number>> };
          const objects = JSON.parse(JSON.stringify(engine.search("Car_production", params))) as typeof json;
          expect(withoutTiming(JSON.stringify(json))).toEqual(withoutTiming(JSON.stringify(objects)));
          // Same values in the same order, facet by facet.
          for (const name of Object.keys(objects.facets)) expect(Object.keys(json.facets[name])).toEqual(Object.keys(objects.facets[name]));
          expect(Object.keys(json.facets.colour).sort()).toEqual([...new Set(colours.filter((c) => c !== ""))].sort());
        },
      ),
      { numRuns: 30 },
    );
  });

  it("serves a changed record's new JSON, not the cached one", () => {
    const docs = fc.sample(datasetArbitrary(3, 3), 1)[0];
    const engine = new CarSearchEngine(docs);
    engine.searchJson("Car_production", {});
    engine.upsert({ ...docs[0], make: "Changed" });
    const hits = (JSON.parse(engine.searchJson("Car_production", { filters: `id = ${docs[0].id}` })) as { hits: { make: string }[] }).hits;
    expect(hits[0].make).toBe("Changed");
  });
});
