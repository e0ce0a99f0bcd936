// The work one request to the HTTP surface may ask for, checked before any of
// it is done (docs/security.md, "Search API limits"). Algolia bounds each query
// (hitsPerPage ≤ 1000, maxValuesPerFacet ≤ 1000, 50 queries); a multi-query
// multiplies those, so a 5 KB body could ask for 50,000 full records and
// 200,000 facet values. Here the request as a whole has a budget, and the
// response's bytes are capped while it is built.
import { MAX_MULTI_QUERIES } from "../engine.ts";
import { SearchError } from "../errors.ts";
import { normalizeParams } from "../params.ts";
import type { BaseRecord, IndexSchema } from "../schema.ts";

/** Hits a request may return, counted in full records (a hit retrieving a few attributes counts for less). */
export const MAX_RECORDS_PER_REQUEST = 1000;
/** Facet values a request may ask for: the sum over its queries of facets × maxValuesPerFacet (maxFacetHits for facet searches). */
export const MAX_FACET_VALUES_PER_REQUEST = 20_000;
/** Facets counted in one request, summed over its queries (`*` counts every facet): each is a tally over the matches. */
export const MAX_FACET_COUNTS_PER_REQUEST = 100;
/** Bytes of one response. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

interface QueryCost {
  /** Full-record equivalents of the hits asked for. */
  records: number;
  hits: number;
  facetValues: number;
  facets: number;
}

function searchCost(params: Record<string, unknown>, schema: IndexSchema<BaseRecord>): QueryCost {
  const p = normalizeParams(params, schema);
  const hits = p.offset !== null ? (p.length ?? p.hitsPerPage) : p.hitsPerPage;
  const share = p.retrieve.all ? 1 : Math.min(1, (p.retrieve.include.size + 1) / schema.attributes.length);
  return { hits, records: hits * share, facetValues: p.facets.length * p.maxValuesPerFacet, facets: p.facets.length };
}

function facetSearchCost(params: Record<string, unknown>, schema: IndexSchema<BaseRecord>): QueryCost {
  return { hits: 0, records: 0, facetValues: normalizeParams(params, schema).maxFacetHits, facets: 1 };
}

/** Throws a 400 naming the limit when the queries together ask for more than one request may. */
export function checkRequestBudget(queries: readonly unknown[], schema: IndexSchema<BaseRecord>): void {
  if (queries.length > MAX_MULTI_QUERIES) return; // the engine refuses the count itself
  let records = 0;
  let hits = 0;
  let facetValues = 0;
  let facets = 0;
  for (const query of queries) {
    if (typeof query !== "object" || query === null) continue; // the engine refuses it with its own message
    const { indexName: _index, type, facet: _facet, ...params } = query as Record<string, unknown>;
    const cost = type === "facet" ? facetSearchCost(params, schema) : searchCost(params, schema);
    records += cost.records;
    hits += cost.hits;
    facetValues += cost.facetValues;
    facets += cost.facets;
  }
  const count = `${queries.length} ${queries.length === 1 ? "query asks" : "queries ask"}`;
  if (records > MAX_RECORDS_PER_REQUEST) {
    throw new SearchError(
      `Too many hits in one request: ${count} for ${hits} hits (${Math.ceil(records)} full records); at most ${MAX_RECORDS_PER_REQUEST} full records a request. ` +
        "Ask for fewer hits (hitsPerPage, length) or fewer attributes (attributesToRetrieve).",
      400,
    );
  }
  if (facets > MAX_FACET_COUNTS_PER_REQUEST) {
    throw new SearchError(
      `Too many facets in one request: ${count} for ${facets} facet counts ("*" is every facet); at most ${MAX_FACET_COUNTS_PER_REQUEST} a request. ` +
        "Ask for the facets you show, or fewer queries.",
      400,
    );
  }
  if (facetValues > MAX_FACET_VALUES_PER_REQUEST) {
    throw new SearchError(
      `Too many facet values in one request: ${count} for ${facetValues} (facets × maxValuesPerFacet); at most ${MAX_FACET_VALUES_PER_REQUEST} a request. ` +
        "Ask for fewer facets or a lower maxValuesPerFacet.",
      400,
    );
  }
}

/** Throws a 400 when a response has grown past MAX_RESPONSE_BYTES. */
export function checkResponseBytes(bytes: number): void {
  if (bytes > MAX_RESPONSE_BYTES) {
    throw new SearchError(`Response too large: more than ${MAX_RESPONSE_BYTES} bytes. Ask for fewer hits, attributes or facet values.`, 400);
  }
}
