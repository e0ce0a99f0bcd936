// Turns search parameters, typed or straight off the wire, into one checked
// shape with defaults and limits applied. Bad values are 400s that name the
// parameter and what is allowed; parameters we do not use are ignored, as
// InstantSearch sends many.
import type { BaseRecord, IndexSchema } from "./schema.ts";
import { SearchError } from "./errors.ts";
import { jsonTooDeepAt, jsonTooDeepMessage } from "../../domain/json-nesting.ts";
import type { FilterConjunction } from "./filters/ast.ts";
import { compileFilterList } from "./filters/arrays.ts";
import { parseFilters } from "./filters/parse.ts";
import { tokenize } from "./text/normalize.ts";

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
export const PAGINATION_LIMIT = 1000;
export const DEFAULT_MAX_VALUES_PER_FACET = 100;
export const MAX_VALUES_PER_FACET = 1000;
export const MAX_QUERY_LENGTH = 512;
/** Highlight tags are repeated around every matched word: keep them short. */
export const MAX_TAG_LENGTH = 256;
/** Words beyond this many in a query are ignored. */
export const MAX_QUERY_WORDS = 10;
export const MAX_FACETS_REQUESTED = 100;
export const DEFAULT_MAX_FACET_HITS = 10;
export const MAX_FACET_HITS = 100;

export interface NormalizedParams {
  query: string;
  /** Normalised query words (at most MAX_QUERY_WORDS). */
  words: string[];
  clauses: FilterConjunction;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: "count" | "alpha";
  hitsPerPage: number;
  page: number;
  offset: number | null;
  length: number | null;
  paginationLimitedTo: number;
  retrieve: { all: boolean; include: ReadonlySet<string>; exclude: ReadonlySet<string> };
  highlight: readonly string[];
  highlightPreTag: string;
  highlightPostTag: string;
  typoTolerance: boolean;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as an Algolia `params` string (echoed in responses). */
  params: string;
}

const LIST_PARAMS = new Set(["facets", "attributesToRetrieve", "attributesToHighlight", "facetFilters", "numericFilters", "tagFilters"]);

/** Decodes Algolia's URL-encoded `params` string; arrays inside it are JSON. */
export function decodeParamsString(text: string): Record<string, unknown> {
  // URLSearchParams never refuses a string: a broken escape would reach the query as a replacement character.
  try {
    decodeURIComponent(text);
  } catch {
    throw new SearchError("params: malformed percent-encoding or bytes that are not UTF-8");
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (LIST_PARAMS.has(key) && value.startsWith("[")) {
      const tooDeep = jsonTooDeepAt(value);
      if (tooDeep !== null) throw new SearchError(jsonTooDeepMessage(key, tooDeep));
      try {
        out[key] = JSON.parse(value);
      } catch {
        throw new SearchError(`${key}: invalid JSON array in params`);
      }
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Encodes parameters as an Algolia `params` string. */
export function encodeParamsString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return search.toString();
}

function integer(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
    throw new SearchError(`${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return number;
}

function optionalInteger(name: string, value: unknown, min: number, max: number): number | null {
  return value === undefined || value === null || value === "" ? null : integer(name, value, min, max, 0);
}

function text(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "string") throw new SearchError(`${name}: expected a string`);
  return value;
}

function limitedText(name: string, value: unknown, fallback: string, max: number): string {
  const result = text(name, value, fallback);
  if (result.length > max) throw new SearchError(`${name}: at most ${max} characters, got ${result.length}`);
  return result;
}

function boolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === "") return fallback;
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  // typoTolerance also takes Algolia's "min" and "strict"; both keep typos on here.
  if (value === "min" || value === "strict") return true;
  throw new SearchError(`${name}: expected true or false`);
}

function list(name: string, value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") {
    return value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
  throw new SearchError(`${name}: expected an array of strings`);
}

/** Merges a `params` string with explicit parameters (explicit ones win). */
export function mergeParams(input: Record<string, unknown>): Record<string, unknown> {
  const { params, ...rest } = input;
  if (params === undefined || params === null || params === "") return rest;
  if (typeof params !== "string") throw new SearchError("params: expected a URL-encoded string");
  return { ...decodeParamsString(params), ...rest };
}

/**
 * Parameters normalized from text kept per schema, the most recently used (decision 0086). Only parameters whose key
 * (about the text's length) is at most NORMALIZED_CACHE_KEY_LENGTH characters and whose filters are at most
 * NORMALIZED_CACHE_FILTERS are kept, so an entry takes some tens of kilobytes at most: about 12 MB in all at worst.
 */
const NORMALIZED_CACHE_ENTRIES = 512;
const NORMALIZED_CACHE_KEY_LENGTH = 4096;
const NORMALIZED_CACHE_FILTERS = 64;
const normalizedCache = new WeakMap<IndexSchema<BaseRecord>, Map<string, NormalizedParams>>();

/**
 * The key normalized parameters are kept under: the input's own keys and values when every value is a string, number,
 * boolean, null or undefined (what arrives over the wire: a `params` string, with at most a few values beside it),
 * with their types told apart; null otherwise (arrays of facets and filters, as the app passes them), or when long.
 */
function normalizedKey(input: Record<string, unknown>, defaults: { hitsPerPage?: number }): string | null {
  let key = defaults.hitsPerPage === undefined ? "" : `d${defaults.hitsPerPage}`;
  for (const name of Object.keys(input)) {
    const value = input[name];
    // Each name and value after its length, so no two inputs share a key whatever characters they hold. An
    // undefined value is written too: it overrides the same name inside a `params` string (mergeParams).
    let text: string;
    if (typeof value === "string") text = `s${value.length}:${value}`;
    else if (typeof value === "number") text = Object.is(value, -0) ? "n-0" : `n${value}`;
    else if (typeof value === "boolean") text = `b${value}`;
    else if (value === null) text = "z";
    else if (value === undefined) text = "u";
    else return null;
    key += `|${name.length}:${name}${text}`;
    if (key.length > NORMALIZED_CACHE_KEY_LENGTH) return null;
  }
  return key;
}

/**
 * Freezes arrays and plain objects, recursively: parameters that are kept must never change under a later query.
 * (The attributes to retrieve stay Sets, read-only by their type.)
 */
function frozen<T>(value: T): T {
  if (Array.isArray(value) || (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)) {
    for (const inner of Object.values(value as object)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The parameters checked and with their defaults; facet "*" and the highlighted attributes come from the schema.
 * Parameters that arrive as text are normalized once and kept (frozen): a multi-query's budget is checked before it
 * runs, and shoppers on the same listing send the same text.
 */
export function normalizeParams(input: Record<string, unknown>, schema: IndexSchema<BaseRecord>, defaults: { hitsPerPage?: number } = {}): NormalizedParams {
  const key = normalizedKey(input, defaults);
  if (key === null) return normalizeFresh(input, schema, defaults);
  let kept = normalizedCache.get(schema);
  if (!kept) normalizedCache.set(schema, (kept = new Map()));
  const found = kept.get(key);
  if (found) {
    // Most recently used last.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const fresh = normalizeFresh(input, schema, defaults);
  if (fresh.clauses.reduce((total, clause) => total + clause.length, 0) > NORMALIZED_CACHE_FILTERS) return fresh;
  // The schema's own list of highlighted attributes is copied, not frozen with the rest.
  const normalized = frozen({ ...fresh, highlight: [...fresh.highlight] });
  kept.set(key, normalized);
  if (kept.size > NORMALIZED_CACHE_ENTRIES) kept.delete(kept.keys().next().value!);
  return normalized;
}

function normalizeFresh(input: Record<string, unknown>, schema: IndexSchema<BaseRecord>, defaults: { hitsPerPage?: number }): NormalizedParams {
  const highlightable = schema.highlightable;
  const raw = mergeParams(input);
  const query = limitedText("query", raw.query, "", MAX_QUERY_LENGTH);

  const clauses: FilterConjunction = [];
  const filters = text("filters", raw.filters, "");
  if (filters.trim() !== "") clauses.push(...parseFilters(filters, "filters"));
  clauses.push(...compileFilterList("facetFilters", raw.facetFilters));
  clauses.push(...compileFilterList("numericFilters", raw.numericFilters));
  clauses.push(...compileFilterList("tagFilters", raw.tagFilters));

  const requested = list("facets", raw.facets) ?? [];
  if (requested.length > MAX_FACETS_REQUESTED) {
    throw new SearchError(`facets: at most ${MAX_FACETS_REQUESTED} attributes`);
  }
  const facets = [...new Set(requested.includes("*") ? [...schema.allFacetNames, ...requested.filter((f) => f !== "*")] : requested)];

  const sortFacetValuesBy = text("sortFacetValuesBy", raw.sortFacetValuesBy, "count");
  if (sortFacetValuesBy !== "count" && sortFacetValuesBy !== "alpha") {
    throw new SearchError('sortFacetValuesBy: expected "count" or "alpha"');
  }

  const retrieveList = list("attributesToRetrieve", raw.attributesToRetrieve) ?? ["*"];
  const include = new Set(retrieveList.filter((name) => name !== "*" && !name.startsWith("-")));
  const exclude = new Set(retrieveList.filter((name) => name.startsWith("-")).map((name) => name.slice(1)));
  const highlightList = list("attributesToHighlight", raw.attributesToHighlight);

  const hitsPerPage = integer("hitsPerPage", raw.hitsPerPage, 0, MAX_HITS_PER_PAGE, defaults.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  return {
    query,
    words: tokenize(query).slice(0, MAX_QUERY_WORDS),
    clauses,
    facets,
    maxValuesPerFacet: integer("maxValuesPerFacet", raw.maxValuesPerFacet, 0, MAX_VALUES_PER_FACET, DEFAULT_MAX_VALUES_PER_FACET),
    sortFacetValuesBy,
    hitsPerPage,
    page: integer("page", raw.page, 0, Number.MAX_SAFE_INTEGER, 0),
    offset: optionalInteger("offset", raw.offset, 0, Number.MAX_SAFE_INTEGER),
    length: optionalInteger("length", raw.length, 0, MAX_HITS_PER_PAGE),
    paginationLimitedTo: integer("paginationLimitedTo", raw.paginationLimitedTo, 0, PAGINATION_LIMIT, PAGINATION_LIMIT),
    retrieve: { all: retrieveList.includes("*"), include, exclude },
    highlight: highlightList ?? (retrieveList.includes("*") ? highlightable : highlightable.filter((name) => include.has(name))),
    highlightPreTag: limitedText("highlightPreTag", raw.highlightPreTag, "<em>", MAX_TAG_LENGTH),
    highlightPostTag: limitedText("highlightPostTag", raw.highlightPostTag, "</em>", MAX_TAG_LENGTH),
    typoTolerance: boolean("typoTolerance", raw.typoTolerance, true),
    facetQuery: limitedText("facetQuery", raw.facetQuery, "", MAX_QUERY_LENGTH),
    maxFacetHits: integer("maxFacetHits", raw.maxFacetHits, 1, MAX_FACET_HITS, DEFAULT_MAX_FACET_HITS),
    params: encodeParamsString(raw),
  };
}
