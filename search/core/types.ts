// The engine's own request and response types, shared by in-process callers
// and the Algolia-compatible HTTP surface (field names follow Algolia's).
import type { BaseRecord } from "./schema.ts";
import type { FilterListInput } from "./filters/arrays.ts";
import type { FilterConjunction } from "./filters/ast.ts";

export type { FilterListInput };

export interface SearchParams {
  /** Free text; the last word matches as a prefix. At most 512 characters. */
  query?: string;
  /** Algolia filter syntax. */
  filters?: string;
  facetFilters?: FilterListInput;
  numericFilters?: FilterListInput;
  tagFilters?: FilterListInput;
  /** Facet attributes to count, or ["*"] for all. */
  facets?: string | readonly string[];
  /** Values returned per facet (default 100, at most 1000). */
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: "count" | "alpha";
  page?: number;
  /** Default 20, at most 1000. */
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  /** ["*"] (default) or attribute names; "-name" excludes one from "*". */
  attributesToRetrieve?: string | readonly string[];
  /** Default: every searchable attribute. */
  attributesToHighlight?: string | readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Hits beyond this position cannot be paged to (default and maximum 1000). */
  paginationLimitedTo?: number;
  /** false disables typo tolerance. */
  typoTolerance?: boolean;
  /** Accepted and ignored. */
  analytics?: boolean;
  /** Accepted and ignored. */
  clickAnalytics?: boolean;
}

/** Per-call options that are not client parameters. */
export interface SearchOptions {
  /**
   * A filter (Algolia syntax) ANDed with whatever the caller asks: a site's
   * dealerships and stock-visibility rule. Never shown in responses.
   */
  scopeFilters?: string;
  /**
   * A filter already in the engine's AST, ANDed with the scope and the
   * parameters' filters without any parsing: the in-process stock-search
   * interface (services/stock/search.ts) passes its typed tree, the site's
   * scope included, here (decision 0053). Never shown in responses.
   */
  filterTree?: FilterConjunction;
  /**
   * The tenant's scope as a tree in the engine's AST, ANDed like
   * `scopeFilters`: the in-process interface passes the site's scope here and
   * the caller's own filter in `filterTree`, so the engine knows which part is
   * the scope (facets are then counted against the scope's totals, decision
   * 0079). Never shown in responses.
   */
  scopeTree?: FilterConjunction;
  /**
   * Page through every match, past `paginationLimitedTo`. For the site's own listing pages, so every car
   * is reachable by paging; the public search API never sets it and keeps Algolia's limit of 1000.
   */
  allPages?: boolean;
}

export type MatchLevel = "none" | "partial" | "full";

export interface HighlightField {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightResult = Record<string, HighlightField | HighlightField[]>;

/** One hit: the record (narrowed at run time by attributesToRetrieve) plus highlighting. */
export type SearchHit<TDoc extends object = BaseRecord> = TDoc & { _highlightResult?: HighlightResult };

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse<THit = SearchHit> {
  hits: THit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Present when the request paged with offset/length. */
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  /** Browse only: pass back to get the next batch; absent on the last one. */
  cursor?: string;
  /** Multi-search with strategy stopIfEnoughMatches: false for skipped queries. */
  processed?: boolean;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface SearchForFacetValuesParams extends SearchParams {
  facetQuery?: string;
  /** Default 10, at most 100. */
  maxFacetHits?: number;
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export type MultiSearchRequest =
  | ({ indexName: string; type?: "default" } & SearchParams)
  | ({ indexName: string; type: "facet"; facet: string } & SearchForFacetValuesParams);

export type MultiSearchStrategy = "none" | "stopIfEnoughMatches";

export interface MultiSearchResponse<THit = SearchHit> {
  results: (SearchResponse<THit> | (SearchForFacetValuesResponse & { index: string }))[];
}

export interface BrowseParams extends SearchParams {
  cursor?: string;
}

export interface SearchStatus {
  documents: number;
  indexes: string[];
  /** Approximate bytes of the index structures, stored documents excluded. */
  indexBytes: number;
  builtAt: string | null;
  buildMs: number | null;
  /** When the last sync from PostgreSQL succeeded (ISO time), if one ran. */
  lastSyncAt: string | null;
  lastSyncError: string | null;
  /** Number of changes applied since start-up. */
  version: number;
}
