// The car adapter's public face: the engine for car records, its schema and
// the engine's request and response types with car hits. The sync from
// PostgreSQL that feeds it lives in services/stock (search/ reads no database).
import type { CarDocument } from "../../domain/car-document.ts";
import type * as Core from "../core/types.ts";

export { CarSearchEngine } from "./engine.ts";
export { ATTRIBUTE_ALIASES, ATTRIBUTES, availabilityRank, CAR_SCHEMA, indexDefinition, INDEXES, PRIMARY_INDEX, SEARCHABLE_ATTRIBUTES } from "./schema.ts";
export { MAX_MULTI_QUERIES } from "../core/engine.ts";
export type { SearchEngineOptions } from "../core/engine.ts";
export type {
  BrowseParams,
  FacetHit,
  FacetStats,
  HighlightField,
  HighlightResult,
  MatchLevel,
  MultiSearchRequest,
  MultiSearchStrategy,
  SearchForFacetValuesParams,
  SearchForFacetValuesResponse,
  SearchOptions,
  SearchParams,
  SearchStatus,
} from "../core/types.ts";

/** One car hit: the record (narrowed at run time by attributesToRetrieve) plus highlighting. */
export type SearchHit = Core.SearchHit<CarDocument>;
export type SearchResponse<THit = SearchHit> = Core.SearchResponse<THit>;
export type MultiSearchResponse = Core.MultiSearchResponse<SearchHit>;
