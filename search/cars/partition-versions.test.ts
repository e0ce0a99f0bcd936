// What a site's queries keep (facet totals of its scope and refined bases,
// value orders, rendered responses) is versioned by its dealerships' changes
// only (decision 0097): it must stand while other dealerships change, and
// give way when one of its own does. Either way, the answers are a fresh
// engine's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarDocument } from "../../domain/car-document.ts";
import type { FilterClause } from "../core/filters/ast.ts";
import { formatFilters } from "../core/filters/format.ts";
import type { SearchParams } from "../core/types.ts";
import { CarSearchEngine } from "./engine.ts";
import { changesArbitrary, datasetArbitrary, queryCaseArbitrary } from "./testing/arbitraries.ts";
import type { Change, QueryCase } from "./testing/arbitraries.ts";

const RUNS = Number(process.env.SEARCH_PROPERTY_RUNS ?? 100);

function paramsOf(c: QueryCase): SearchParams {
  const params: SearchParams = { query: c.query, page: c.page, hitsPerPage: c.hitsPerPage, typoTolerance: c.typoTolerance };
  if (c.clauses.length > 0) params.filters = formatFilters(c.clauses);
  if (c.facets.length > 0) params.facets = c.facets;
  if (c.maxValuesPerFacet !== undefined) params.maxValuesPerFacet = c.maxValuesPerFacet;
  if (c.sortFacetValuesBy) params.sortFacetValuesBy = c.sortFacetValuesBy;
  return params;
}

/** The site's scope: its dealerships, then the case's own scope clauses. */
function scopeOf(dealerships: number[], c: QueryCase): string {
  const site: FilterClause = dealerships.map((value) => ({ type: "numeric", attribute: "dealership_id", operator: "=", value, negated: false }));
  return formatFilters([site, ...c.scope]);
}

/** The changes as they apply to `docs` (edits patch the record the id holds; none: skipped), keeping only those `keep` allows. */
function applied(docs: Map<string, CarDocument>, planned: Change[], keep: (before: CarDocument | undefined, after: CarDocument | undefined) => boolean): Change[] {
  const out: Change[] = [];
  for (const change of planned) {
    const id = change.kind === "upsert" ? change.doc.objectID : String(change.id);
    const before = docs.get(id);
    if (change.kind === "edit" && !before) continue;
    const after = change.kind === "remove" ? undefined : change.kind === "upsert" ? change.doc : { ...before!, ...change.patch };
    if (!keep(before, after)) continue;
    if (after) docs.set(id, after);
    else docs.delete(id);
    out.push(after ? { kind: "upsert", doc: after } : { kind: "remove", id: Number(id) });
  }
  return out;
}

/** The JSON answer without its timing, and its stats apart (sums may round differently by another path). */
function parsed(json: string): { rest: Record<string, unknown>; stats: Record<string, { min: number; max: number; avg: number; sum: number }> } {
  const { processingTimeMS: _time, facets_stats: stats, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return { rest, stats: (stats ?? {}) as Record<string, { min: number; max: number; avg: number; sum: number }> };
}

function expectSameStats(actual: Record<string, { min: number; max: number; avg: number; sum: number }>, expected: typeof actual): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, stat] of Object.entries(expected)) {
    expect(actual[name].min).toBe(stat.min);
    expect(actual[name].max).toBe(stat.max);
    expect(actual[name].sum).toBeCloseTo(stat.sum, 6);
  }
}

describe("a site's kept totals, orders and responses (decision 0097)", () => {
  it("answer as a fresh engine does after other dealerships' changes, and after its own", () => {
    fc.assert(
      fc.property(
        datasetArbitrary(0, 60),
        fc.subarray([1, 2, 3, 4], { minLength: 1, maxLength: 2 }),
        fc.array(queryCaseArbitrary, { minLength: 1, maxLength: 4 }),
        changesArbitrary(60),
        fc.boolean(),
        (dataset, dealerships, cases, planned, othersOnly) => {
          const engine = new CarSearchEngine(dataset);
          const docs = new Map(dataset.map((doc) => [doc.objectID, doc]));
          const ask = (c: QueryCase) => {
            const options = { scopeFilters: scopeOf(dealerships, c) };
            return { object: engine.search(c.index, paramsOf(c), options), json: engine.searchJson(c.index, paramsOf(c), options) };
          };
          // Asked often enough that the scope's and the bases' totals are kept, and each response is cached.
          for (let round = 0; round < 4; round++) for (const c of cases) ask(c);
          const mine = (doc: CarDocument | undefined) => doc !== undefined && dealerships.includes(doc.dealership_id);
          const changes = applied(docs, planned, (before, after) => !othersOnly || (!mine(before) && !mine(after)));
          for (const change of changes) {
            if (change.kind === "upsert") engine.upsert(change.doc);
            else engine.remove(String(change.id));
          }
          const fresh = new CarSearchEngine([...docs.values()]);
          for (const c of cases) {
            const options = { scopeFilters: scopeOf(dealerships, c) };
            const expected = fresh.search(c.index, paramsOf(c), options);
            for (let round = 0; round < 2; round++) {
              const { object, json } = ask(c);
              expect(object.nbHits).toBe(expected.nbHits);
              expect(object.hits.map((hit) => hit.objectID)).toEqual(expected.hits.map((hit) => hit.objectID));
              expect(object.facets ?? {}).toEqual(expected.facets ?? {});
              expectSameStats(object.facets_stats ?? {}, expected.facets_stats ?? {});
              const got = parsed(json);
              const want = parsed(fresh.searchJson(c.index, paramsOf(c), options));
              expect(got.rest).toEqual(want.rest);
              expectSameStats(got.stats, want.stats);
            }
          }
        },
      ),
      { numRuns: Math.ceil(RUNS * 0.5) },
    );
  });
});
