// The listing address is the only source of search state (listing §2, §4).
// This module reads any address into a state without throwing, and writes a
// state back as one canonical address, through the table in url-table.ts.
import { slugify } from "../slug.ts";
import type { CarType } from "../entities.ts";
import { parseRangeParam, rangeParamName, RANGE_ATTRIBUTES, type Range, type RangeAttribute } from "../range-slider.ts";
import {
  BODY_SEGMENTS,
  CAR_TYPE_ORDER,
  CAR_TYPE_PARAM,
  DEFAULT_SORT,
  LISTING_FACETS,
  SORT_OPTIONS,
  type BodySegment,
  type ListingFacet,
} from "./url-table.ts";

export type Refinements = Record<string, string[]>;
export type RangeRefinements = Partial<Record<RangeAttribute, Partial<Range>>>;

export interface ListingState {
  /** Free text, trimmed; "" for none. */
  query: string;
  /** 1-based page number. */
  page: number;
  /** An index name from SORT_OPTIONS. */
  sortBy: string;
  /** Facet parameter → values (ORed within a parameter, ANDed across). Only non-empty lists. */
  refinements: Refinements;
  ranges: RangeRefinements;
}

export interface ListingSite {
  /** "/search", or "/used-car" on used-only sites. */
  prefix: string;
  /** Used-only site: every car is used, so "used" is no refinement. */
  usedOnly: boolean;
}

/** Where a listing's links lead: a page whose path is not a refinement (a dealership, special offers) keeps its path. */
export interface ListingLocation extends ListingSite {
  fixedPath: string | null;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_VALUES_PER_PARAM = 50;
/** All facet values of one address together: keeps the engine's filter well inside its limits. */
export const MAX_REFINEMENT_VALUES = 100;
export const MAX_VALUE_LENGTH = 100;
export const MAX_PAGE = 10_000;
export const DEFAULT_STOCK_SEGMENT = "new-used-and-demo-cars";
export const USED_STOCK_SEGMENT = "used-cars";
/** A site's whole stock: /search/new-used-and-demo-cars, or /used-car/used-cars on a used-only site. */
export const allStockPath = (site: { searchPrefix: string; usedOnly: boolean }): string =>
  `${site.searchPrefix}/${site.usedOnly ? USED_STOCK_SEGMENT : DEFAULT_STOCK_SEGMENT}`;

export const emptyListingState = (): ListingState => ({ query: "", page: 1, sortBy: DEFAULT_SORT, refinements: {}, ranges: {} });

const SORT_VALUES = new Set(SORT_OPTIONS.map((option) => option.value));
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const FORM_RANGE_KEY = /^range\[([a-z_]+)\]\[(min|max)\]$/;

function cleanValue(facet: ListingFacet, raw: string): string | null {
  const value = raw.trim();
  if (value === "" || value.length > MAX_VALUE_LENGTH) return null;
  if (facet.kind === "number" && !NUMBER.test(value)) return null;
  if (facet.kind === "boolean" && value !== "true" && value !== "false") return null;
  if (facet.param === CAR_TYPE_PARAM && !(CAR_TYPE_ORDER as readonly string[]).includes(value)) return null;
  return value;
}

/** Car types as a refinement: every type, or just "used" on a used-only site, is no refinement at all. */
export function carTypeRefinement(types: readonly string[], site: Pick<ListingSite, "usedOnly">): string[] {
  const known = CAR_TYPE_ORDER.filter((type) => types.includes(type));
  if (known.length === CAR_TYPE_ORDER.length) return [];
  if (site.usedOnly && known.length === 1 && known[0] === "used") return [];
  return known;
}

function firstValue(params: URLSearchParams, name: string): string | null {
  return params.get(name);
}

/** The page number from the address: a whole number from 1; anything else is page 1, huge numbers are clamped. */
export function parsePage(raw: string | null): number {
  const text = raw?.trim() ?? "";
  if (!/^\d{1,12}$/.test(text)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(text)));
}

function parseRanges(params: URLSearchParams): RangeRefinements {
  const ranges: RangeRefinements = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const canonical = parseRangeParam(firstValue(params, rangeParamName(attribute)));
    // A GET form without JavaScript sends the two ends separately.
    const fromForm = canonical
      ? null
      : parseRangeParam(`${firstValue(params, `range[${attribute}][min]`) ?? ""}:${firstValue(params, `range[${attribute}][max]`) ?? ""}`);
    const range = canonical ?? fromForm;
    if (range) ranges[attribute] = range;
  }
  return ranges;
}

/**
 * Reads the query string of a listing address. Never throws: unknown
 * parameters are ignored, malformed values dropped, single-valued parameters
 * take their first occurrence, numbers are clamped.
 */
export function parseListingParams(params: URLSearchParams, site: Pick<ListingSite, "usedOnly">): ListingState {
  const query = (firstValue(params, "query") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim();
  const sortRaw = firstValue(params, "sortBy") ?? "";
  const refinements: Refinements = {};
  let total = 0;
  for (const facet of LISTING_FACETS) {
    const values: string[] = [];
    for (const raw of params.getAll(facet.param)) {
      if (values.length >= MAX_VALUES_PER_PARAM || total >= MAX_REFINEMENT_VALUES) break;
      const value = cleanValue(facet, raw);
      if (value !== null && !values.includes(value)) {
        values.push(value);
        total++;
      }
    }
    const kept = facet.param === CAR_TYPE_PARAM ? carTypeRefinement(values, site) : values;
    if (kept.length > 0) refinements[facet.param] = kept;
  }
  return {
    query,
    page: parsePage(firstValue(params, "page")),
    sortBy: SORT_VALUES.has(sortRaw) ? sortRaw : DEFAULT_SORT,
    refinements,
    ranges: parseRanges(params),
  };
}

const KNOWN_PARAMS = new Set(["query", "page", "sortBy", ...LISTING_FACETS.map((facet) => facet.param), ...RANGE_ATTRIBUTES.map(rangeParamName)]);

/**
 * True for an address a plain GET form produced (JavaScript off): range ends
 * sent separately, or empty fields. The page answers it with a redirect to
 * the canonical address so every state has one address.
 */
export function isFormSubmission(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (FORM_RANGE_KEY.test(key)) return true;
    if (KNOWN_PARAMS.has(key) && value.trim() === "") return true;
    if (key === "sortBy" && value === DEFAULT_SORT) return true;
  }
  return false;
}

// ---------------------------------------------------------------- path segments

export { slugify };

/** The candidate whose slug is `slug`, or null. */
export function resolveSlug(slug: string, candidates: Iterable<string>): string | null {
  const wanted = slugify(slug);
  if (wanted === "") return null;
  for (const candidate of candidates) if (slugify(candidate) === wanted) return candidate;
  return null;
}

/** A readable name for a slug nothing matched: "land-rover" → "Land Rover". */
export function prettifySlug(slug: string): string {
  return slugify(slug)
    .split("-")
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** "new-used-and-demo-cars" → [new, used, demo]; null when the segment is not a stock segment. */
export function carTypesFromSegment(segment: string): CarType[] | null {
  const match = /^([a-z-]+)-cars$/.exec(segment.toLowerCase());
  if (!match) return null;
  const words = match[1].replace(/-and-/g, "-").split("-");
  const types: CarType[] = [];
  for (const word of words) {
    if (!(CAR_TYPE_ORDER as readonly string[]).includes(word) || types.includes(word as CarType)) return null;
    types.push(word as CarType);
  }
  return CAR_TYPE_ORDER.filter((type) => types.includes(type));
}

/** [new, demo] → "new-and-demo-cars"; [] or every type → "new-used-and-demo-cars". */
export function carTypeSegment(types: readonly string[]): string {
  const ordered = CAR_TYPE_ORDER.filter((type) => types.includes(type));
  const words = ordered.length === 0 ? [...CAR_TYPE_ORDER] : ordered;
  if (words.length === 1) return `${words[0]}-cars`;
  return `${words.slice(0, -1).join("-")}-and-${words.at(-1)}-cars`;
}

export function bodySegment(slug: string): BodySegment | undefined {
  const wanted = slug.toLowerCase();
  return BODY_SEGMENTS.find((segment) => segment.slug.toLowerCase() === wanted);
}

export type PathPreset =
  /** The bare prefix (/search): the caller redirects to the default stock search. */
  | { kind: "root" }
  /** A stock or body segment: refinements the address implies. */
  | { kind: "refinements"; refinements: Refinements; body: BodySegment | null }
  /** One segment that is a dealership slug or a make slug; the caller tells which from the stock. */
  | { kind: "named"; slug: string }
  | { kind: "make-model"; makeSlug: string; modelSlug: string }
  /** More segments than any listing has. */
  | { kind: "unknown" };

const SEGMENT_TEXT = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

/** Reads the path after the prefix (`/search/{...}`), already split into segments. */
export function parseListingPath(segments: readonly string[], site: Pick<ListingSite, "usedOnly">): PathPreset {
  const parts = segments.filter((segment) => segment !== "");
  if (parts.length === 0) return { kind: "root" };
  if (parts.length > 2 || !parts.every((part) => SEGMENT_TEXT.test(part))) return { kind: "unknown" };
  if (parts.length === 2) return { kind: "make-model", makeSlug: parts[0], modelSlug: parts[1] };
  const types = carTypesFromSegment(parts[0]);
  // A used-only site has no new or demo stock to list: /used-car/new-cars is not a page there.
  if (types && site.usedOnly && !types.includes("used")) return { kind: "unknown" };
  if (types) {
    const carTypes = carTypeRefinement(types, site);
    return { kind: "refinements", refinements: carTypes.length ? { [CAR_TYPE_PARAM]: carTypes } : {}, body: null };
  }
  const body = bodySegment(parts[0]);
  if (body) {
    const refinements: Refinements = {};
    for (const [param, values] of Object.entries(body.refinements)) refinements[param] = [...values];
    return { kind: "refinements", refinements, body };
  }
  return { kind: "named", slug: parts[0] };
}

/** Adds the values an address path implies to the query string's refinements. */
export function mergeRefinements(state: ListingState, extra: Refinements): ListingState {
  const refinements: Refinements = { ...state.refinements };
  for (const [param, values] of Object.entries(extra)) {
    const merged = [...values];
    for (const value of refinements[param] ?? []) if (!merged.includes(value)) merged.push(value);
    if (merged.length > 0) refinements[param] = merged.slice(0, MAX_VALUES_PER_PARAM);
  }
  return { ...state, refinements };
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[]) =>
  (a?.length ?? 0) === b.length && b.every((value) => a?.includes(value));

/**
 * The path a state reads best at, and the refinements the path already says:
 * one make (and one model) → /toyota/corolla; else car types → /used-cars;
 * else a body → /suv; else the default stock search.
 */
export function pathFor(state: ListingState, site: ListingSite): { path: string; consumed: Refinements } {
  const { refinements } = state;
  const makes = refinements.make ?? [];
  const models = refinements.model ?? [];
  if (makes.length === 1 && slugify(makes[0]) !== "") {
    if (models.length === 1 && slugify(models[0]) !== "") {
      return { path: `${site.prefix}/${slugify(makes[0])}/${slugify(models[0])}`, consumed: { make: makes, model: models } };
    }
    return { path: `${site.prefix}/${slugify(makes[0])}`, consumed: { make: makes } };
  }
  const carTypes = refinements[CAR_TYPE_PARAM] ?? [];
  if (carTypes.length > 0) {
    return { path: `${site.prefix}/${carTypeSegment(carTypes)}`, consumed: { [CAR_TYPE_PARAM]: carTypes } };
  }
  const body = matchingBodySegment(refinements);
  if (body) {
    return { path: `${site.prefix}/${body.slug}`, consumed: Object.fromEntries(Object.entries(body.refinements).map(([p, v]) => [p, [...v]])) };
  }
  return { path: defaultListingPath(site), consumed: {} };
}

/** The first body segment whose refinements the state has exactly (body=SUV → suv). */
export function matchingBodySegment(refinements: Refinements): BodySegment | undefined {
  return BODY_SEGMENTS.find((body) => Object.entries(body.refinements).every(([param, values]) => sameValues(refinements[param], values)));
}

/** The default stock search of a site: /search/new-used-and-demo-cars, or /used-car/used-cars. */
export function defaultListingPath(site: ListingSite): string {
  return `${site.prefix}/${site.usedOnly ? USED_STOCK_SEGMENT : DEFAULT_STOCK_SEGMENT}`;
}

const encode = (text: string) => encodeURIComponent(text).replace(/%5B/gi, "[").replace(/%5D/gi, "]").replace(/%3A/gi, ":");

/** The query string of a state (with "?"), leaving out what the path says; "" when empty. */
export function listingSearch(state: ListingState, consumed: Refinements = {}): string {
  const pairs: [string, string][] = [];
  if (state.query) pairs.push(["query", state.query]);
  for (const facet of LISTING_FACETS) {
    for (const value of state.refinements[facet.param] ?? []) {
      if (!consumed[facet.param]?.includes(value)) pairs.push([facet.param, value]);
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      pairs.push([rangeParamName(attribute), `${range.min ?? ""}:${range.max ?? ""}`]);
    }
  }
  if (state.sortBy !== DEFAULT_SORT) pairs.push(["sortBy", state.sortBy]);
  if (state.page > 1) pairs.push(["page", String(state.page)]);
  return pairs.length ? `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&")}` : "";
}

/** The address of a state: the fixed page path, or the path the state reads best at. */
export function listingHref(location: ListingLocation, state: ListingState): string {
  if (location.fixedPath !== null) return `${location.fixedPath}${listingSearch(state)}`;
  const { path, consumed } = pathFor(state, location);
  return `${path}${listingSearch(state, consumed)}`;
}

// ---------------------------------------------------------------- state changes (every one but paging drops `page`)

const dependentsOf = (param: string) => LISTING_FACETS.filter((facet) => facet.dependsOn === param).map((facet) => facet.param);

/** Sets a parameter's values; clearing a parameter also clears the controls that depend on it (no make, no model). */
export function withRefinement(state: ListingState, param: string, values: readonly string[]): ListingState {
  const refinements: Refinements = { ...state.refinements };
  const clear = (name: string) => {
    delete refinements[name];
    for (const dependent of dependentsOf(name)) clear(dependent);
  };
  if (values.length === 0) clear(param);
  else refinements[param] = [...values];
  return { ...state, refinements, page: 1 };
}

export function toggleRefinement(state: ListingState, param: string, value: string): ListingState {
  const current = state.refinements[param] ?? [];
  return withRefinement(state, param, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

/** listing §4: "A change updates the query parameter and removes the page parameter." */
export function withQuery(state: ListingState, query: string): ListingState {
  return { ...state, query: query.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim(), page: 1 };
}

/** listing §4: "A change sets the URL parameter for that facet to min:max and removes the page parameter." null clears it. */
export function withRange(state: ListingState, attribute: RangeAttribute, range: Partial<Range> | null): ListingState {
  const ranges: RangeRefinements = { ...state.ranges };
  if (range === null || (range.min === undefined && range.max === undefined)) delete ranges[attribute];
  else ranges[attribute] = range;
  return { ...state, ranges, page: 1 };
}

export function withSort(state: ListingState, sortBy: string): ListingState {
  return { ...state, sortBy: SORT_VALUES.has(sortBy) ? sortBy : DEFAULT_SORT, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1)) };
}

/** Drops refinements of controls that are not on show (models without a make, badges without a model). */
export function withoutOrphans(state: ListingState): ListingState {
  let next = state;
  for (const facet of LISTING_FACETS) {
    if (facet.dependsOn && next.refinements[facet.param] && !(next.refinements[facet.dependsOn]?.length)) {
      next = withRefinement(next, facet.dependsOn, []);
      next = { ...next, page: state.page };
    }
  }
  return next;
}

/** Clear Filters: no refinements, ranges or query; the sort stays. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...state, query: "", refinements: {}, ranges: {}, page: 1 };
}

export function hasFilters(state: ListingState): boolean {
  return state.query !== "" || Object.keys(state.refinements).length > 0 || Object.keys(state.ranges).length > 0;
}
