// A typed filter on the car search records (decision 0053): the tree the app
// hands the stock-search interface (services/stock/search.ts) instead of an
// Algolia filter string. Its shape is the search engine's filter AST
// (search/filters/ast.ts): an AND of clauses, each an OR of single filters of
// one family (facet, numeric, tag), negation on single filters only — the
// same restrictions the `filters` language has, so every tree formats to a
// string the HTTP surface parses back into the same tree
// (formatStockFilter, for the browser's URLs and the public API).
//
// Attribute names are TypeScript unions: a typo is a compile error. A test
// (domain/stock-filter.test.ts) keeps them equal to the engine's attribute table.

/** Text facets (and the manufacturer search's nested names). */
export const FACET_ATTRIBUTES = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "location_name",
  "make",
  "make_model",
  "model",
  "price_range",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "stocknum",
  "simple_body",
  "simple_fuel",
  "simple_transmission",
  "dealership_slug",
  "manufacturer.name",
  "model.name",
  "model.body",
] as const;

export const NUMERIC_ATTRIBUTES = [
  "km",
  "price",
  "subscription_price",
  "seats",
  "year",
  "created_at_timestamp",
  "dealership_id",
  "location_id",
  "sold_at_timestamp",
  "custom_rank",
  "availability_rank",
  "id",
] as const;

export const BOOLEAN_ATTRIBUTES = ["certified", "show_on_dealer_website", "reserved"] as const;

export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];
export type BooleanAttribute = (typeof BOOLEAN_ATTRIBUTES)[number];
/** Every attribute a filter can name. */
export type FilterAttribute = FacetAttribute | NumericAttribute | BooleanAttribute;
/** Attributes whose values can be counted (facets in a query's answer). */
export type CountableAttribute = FacetAttribute | NumericAttribute | "certified" | "show_on_dealer_website";

export type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

/** `attribute:value` (text facets, and booleans as "true"/"false"). */
export interface FacetFilter {
  type: "facet";
  attribute: FacetAttribute | BooleanAttribute;
  value: string;
  negated: boolean;
}
/** A value of the record's free-text tag (`_tags:value`). */
export interface TagFilter {
  type: "tag";
  value: string;
  negated: boolean;
}
/** `attribute op number`. */
export interface NumericFilter {
  type: "numeric";
  attribute: NumericAttribute;
  operator: NumericOperator;
  value: number;
  negated: boolean;
}
/** `attribute:low TO high` (both ends included). */
export interface RangeFilter {
  type: "range";
  attribute: NumericAttribute;
  low: number;
  high: number;
  negated: boolean;
}

export type StockFilterLiteral = FacetFilter | TagFilter | NumericFilter | RangeFilter;
/** Single filters joined by OR, all of one family. */
export type StockFilterClause = StockFilterLiteral[];
/** Clauses joined by AND; empty means "every car". */
export type StockFilter = StockFilterClause[];

type Part = StockFilter | StockFilterClause | StockFilterLiteral | null | undefined | false;

function isClause(part: StockFilterClause | StockFilter): part is StockFilterClause {
  return part.length > 0 && !Array.isArray(part[0]);
}

// ---- single filters ----------------------------------------------------

/** `attribute:value`, e.g. eq("make", "Toyota"). */
export function eq(attribute: FacetAttribute, value: string): FacetFilter {
  return { type: "facet", attribute, value, negated: false };
}

/** `attribute:true` / `attribute:false`. */
export function is(attribute: BooleanAttribute, value: boolean): FacetFilter {
  return { type: "facet", attribute, value: value ? "true" : "false", negated: false };
}

/** `attribute op number`, e.g. compare("price", ">", 0). */
export function compare(attribute: NumericAttribute, operator: NumericOperator, value: number): NumericFilter {
  return { type: "numeric", attribute, operator, value: finite(value), negated: false };
}

/** `attribute:low TO high`, both ends included. */
export function between(attribute: NumericAttribute, low: number, high: number): RangeFilter {
  return { type: "range", attribute, low: finite(low), high: finite(high), negated: false };
}

/** A value of the record's free-text tag. */
export function tag(value: string): TagFilter {
  return { type: "tag", value, negated: false };
}

/** NOT one filter (the grammar negates single filters, never groups). */
export function not<L extends StockFilterLiteral>(literal: L): L {
  return { ...literal, negated: !literal.negated };
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`A filter number must be finite, got ${value}`);
  return value === 0 ? 0 : value; // no -0
}

// ---- combinations ------------------------------------------------------

/** Single filters of one family joined by OR (at least one). */
export function or(...literals: [FacetFilter, ...FacetFilter[]]): StockFilterClause;
export function or(...literals: [NumericFilter | RangeFilter, ...(NumericFilter | RangeFilter)[]]): StockFilterClause;
export function or(...literals: [TagFilter, ...TagFilter[]]): StockFilterClause;
export function or(...literals: StockFilterLiteral[]): StockFilterClause {
  if (literals.length === 0) throw new RangeError("or() needs at least one filter");
  return [...literals];
}

/** The car has one of these values; null (no condition) for no values. */
export function anyOf(attribute: FacetAttribute, values: readonly string[]): StockFilterClause | null {
  return values.length === 0 ? null : values.map((value) => eq(attribute, value));
}

/** The car's number is one of these; null (no condition) for no values. */
export function anyNumber(attribute: NumericAttribute, values: readonly number[]): StockFilterClause | null {
  return values.length === 0 ? null : values.map((value) => compare(attribute, "=", value));
}

/**
 * Everything given must hold: filters, clauses and single filters, flattened
 * to one AND. null, undefined and false are skipped (optional conditions).
 * An OR given here stays one clause: it can never widen what the other parts allow.
 */
export function and(...parts: Part[]): StockFilter {
  const out: StockFilter = [];
  for (const part of parts) {
    if (!part) continue;
    if (!Array.isArray(part)) out.push([part]);
    else if (isClause(part)) out.push([...part]);
    else for (const clause of part) out.push([...clause]);
  }
  return out;
}

/** The filter that lets every car through. */
export const EVERY_CAR: StockFilter = [];

/** Counts single filters (the engine bounds one query's). */
export function filterSize(filter: StockFilter): number {
  return filter.reduce((total, clause) => total + clause.length, 0);
}

// ---- the filters language ----------------------------------------------

const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);

/** A bare word when the grammar allows it, else a double-quoted string. */
export function quoteFilterWord(text: string): string {
  if (text !== "" && /^[^\s():"'<>=!]+$/.test(text) && !KEYWORDS.has(text)) return text;
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function formatLiteral(literal: StockFilterLiteral): string {
  const not = literal.negated ? "NOT " : "";
  switch (literal.type) {
    case "facet":
      return `${not}${quoteFilterWord(literal.attribute)}:${quoteFilterWord(literal.value)}`;
    case "tag":
      return `${not}_tags:${quoteFilterWord(literal.value)}`;
    case "numeric":
      return `${not}${quoteFilterWord(literal.attribute)} ${literal.operator} ${String(literal.value)}`;
    case "range":
      return `${not}${quoteFilterWord(literal.attribute)}:${String(literal.low)} TO ${String(literal.high)}`;
  }
}

/**
 * The filter in Algolia's `filters` language, for what leaves the process as
 * text: the browser's requests, secured API keys, a saved search's record.
 * The engine's parser reads it back into the same tree (property-tested).
 */
export function formatStockFilter(filter: StockFilter): string {
  return filter
    .map((clause) => (clause.length === 1 ? formatLiteral(clause[0]) : `(${clause.map(formatLiteral).join(" OR ")})`))
    .join(" AND ");
}
