// The stock-search interface (decision 0053): how the app asks the search
// engine for cars in-process. A query is typed — a filter tree
// (domain/stock-filter.ts), facet and field names of the car record, a sort —
// and so is its answer (hits carry exactly the fields asked for). The tree goes
// to the engine as its AST; nothing is written out as a filter string and
// parsed again. Every query runs inside a StockScope, and the scope is applied
// here, as the first node of an AND the caller's filter sits inside: a caller's
// OR can never widen it. The Algolia HTTP surface (search/http) still speaks
// filter strings, parsed into the same tree.
import type { CarDocument } from "../../domain/car-document.ts";
import {
  and,
  BOOLEAN_ATTRIBUTES,
  FACET_ATTRIBUTES,
  filterSize,
  NUMERIC_ATTRIBUTES,
  type CountableAttribute,
  type StockFilter,
} from "../../domain/stock-filter.ts";
import type { CarSearchEngine } from "../../search/cars/index.ts";
import { SearchError } from "../../search/core/errors.ts";
import { MAX_FILTER_LITERALS, type FilterLiteral } from "../../search/core/filters/ast.ts";
import { parseFilters } from "../../search/core/filters/parse.ts";
import { PRIMARY_INDEX } from "../../search/cars/index.ts";
import type { FacetStats, SearchResponse } from "../../search/cars/index.ts";
import type { Site } from "../../sites/registry.ts";
import { siteScopeTree } from "../../sites/scope.ts";

/** The orders the engine keeps (search/indexes.ts); a test keeps the two lists equal. */
export const STOCK_SORTS = [
  "Car_production",
  "Car_production_latest",
  "Car_production_price_desc",
  "Car_production_price_asc",
  "Car_production_year_desc",
  "Car_production_year_asc",
  "Car_production_km_asc",
  "Car_production_km_desc",
] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export function isStockSort(name: string): name is StockSort {
  return (STOCK_SORTS as readonly string[]).includes(name);
}

export type CarField = keyof CarDocument;

/** Which cars a query may see. Made only by the named constructors: a query never builds its own. */
export class StockScope {
  private constructor(
    /** The filter every query in this scope is ANDed with. */
    readonly filter: StockFilter,
  ) {}

  /** The cars a site shows: its dealerships and its stock-visibility level (sites/scope.ts). */
  static site(site: Site, now: Date = new Date()): StockScope {
    return new StockScope(siteScopeTree(site, now));
  }

  /**
   * Every car of every dealer group: only for the platform-wide market
   * comparisons (decision 0015) whose answers are aggregates, never a list of
   * another tenant's cars.
   */
  static wholePlatform(): StockScope {
    return new StockScope([]);
  }
}

export interface StockQuery<F extends CarField = CarField> {
  /** Free text; the last word matches as a prefix. */
  text?: string;
  filter?: StockFilter;
  /** Attributes to count; their counts (and numeric stats) come back in `facets` and `facetStats`. */
  facets?: readonly CountableAttribute[];
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: "count" | "alpha";
  sort?: StockSort;
  /** 0-based. */
  page?: number;
  hitsPerPage?: number;
  /** The record fields each hit carries (objectID always); every field when absent. */
  fields?: readonly F[];
  /** Page through every match, past the public API's 1,000-hit limit (the site's own listings). */
  allPages?: boolean;
}

export type StockHit<F extends CarField = CarField> = Pick<CarDocument, F | "objectID">;

export interface StockResult<F extends CarField = CarField> {
  hits: StockHit<F>[];
  nbHits: number;
  nbPages: number;
  /** 0-based. */
  page: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, FacetStats>;
}

const FAMILY = { facet: "facet", tag: "tag", numeric: "numeric", range: "numeric" } as const;
const KNOWN = {
  facet: new Set<string>([...FACET_ATTRIBUTES, ...BOOLEAN_ATTRIBUTES]),
  numeric: new Set<string>(NUMERIC_ATTRIBUTES),
};

/** A tree the filters language could write: no empty OR, one family per OR, within the engine's size limit. */
function checked(filter: StockFilter): StockFilter {
  for (const clause of filter) {
    if (clause.length === 0) throw new SearchError("A filter clause needs at least one filter");
    const family = FAMILY[clause[0].type];
    if (clause.some((literal) => FAMILY[literal.type] !== family)) {
      throw new SearchError(`Cannot combine ${family} filters and other filters with OR`);
    }
  }
  const size = filterSize(filter);
  if (size > MAX_FILTER_LITERALS) throw new SearchError(`Too many filters: at most ${MAX_FILTER_LITERALS} in one query, got ${size}`);
  return filter;
}

/** The scope first, the caller's filter inside the same AND. */
export function scopedFilter(scope: StockScope, filter: StockFilter = []): StockFilter {
  return and(scope.filter, checked(filter));
}

export function searchStock<F extends CarField = CarField>(engine: CarSearchEngine, scope: StockScope, query: StockQuery<F>): StockResult<F> {
  const response: SearchResponse = engine.search(
    query.sort ?? PRIMARY_INDEX,
    {
      query: query.text ?? "",
      facets: query.facets ?? [],
      maxValuesPerFacet: query.maxValuesPerFacet,
      sortFacetValuesBy: query.sortFacetValuesBy,
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      attributesToRetrieve: query.fields ?? ["*"],
      attributesToHighlight: [],
    },
    // The scope apart from the caller's filter: the engine counts facets against the scope's totals (decision 0079).
    { scopeTree: scope.filter, filterTree: checked(query.filter ?? []), allPages: query.allPages },
  );
  return {
    hits: response.hits as StockHit<F>[],
    nbHits: response.nbHits,
    nbPages: response.nbPages,
    page: response.page,
    hitsPerPage: response.hitsPerPage,
    facets: response.facets ?? {},
    facetStats: response.facets_stats ?? {},
  };
}

/** Every car of the scope that matches, in index order, a thousand at a time. */
export function* browseStock<F extends CarField = CarField>(
  engine: CarSearchEngine,
  scope: StockScope,
  query: Pick<StockQuery<F>, "filter" | "fields"> = {},
): Generator<StockHit<F>> {
  const options = { filterTree: scopedFilter(scope, query.filter) };
  let cursor: string | undefined;
  do {
    const params = { attributesToRetrieve: query.fields ?? ["*"], attributesToHighlight: [], hitsPerPage: 1000, ...(cursor ? { cursor } : {}) };
    const batch = engine.browse(PRIMARY_INDEX, params, options);
    yield* batch.hits as StockHit<F>[];
    cursor = batch.cursor;
  } while (cursor);
}

/** The objectIDs of every car of the scope a text and filter match, unranked. */
export function matchingStockIds(engine: CarSearchEngine, scope: StockScope, query: Pick<StockQuery, "text" | "filter"> = {}): string[] {
  return engine.matchingObjectIDs({ query: query.text ?? "" }, { filterTree: scopedFilter(scope, query.filter) });
}

function knownAttribute(literal: FilterLiteral): boolean {
  if (literal.type === "tag") return true;
  return (literal.type === "facet" ? KNOWN.facet : KNOWN.numeric).has(literal.attribute);
}

/**
 * A filter kept as text (a saved search's record, decision 0040) read back
 * into a tree by the engine's own parser. Throws SearchError when the text is
 * not the filters language or names an attribute the tree cannot.
 */
export function readStoredFilter(text: string): StockFilter {
  if (text.trim() === "") return [];
  const parsed = parseFilters(text, "filters");
  for (const clause of parsed) {
    const unknown = clause.find((literal) => !knownAttribute(literal));
    if (unknown && unknown.type !== "tag") throw new SearchError(`filters: unknown attribute ${unknown.attribute}`);
  }
  return parsed as StockFilter;
}
