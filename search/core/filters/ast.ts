// A filter in the shape Algolia allows: an AND of clauses, each clause an OR
// of single filters of one type. Every input form (the `filters` string,
// facetFilters, numericFilters, tagFilters, a site's scope) compiles to this.

export type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

export type FilterLiteral =
  | { type: "facet"; attribute: string; value: string; negated: boolean }
  | { type: "tag"; value: string; negated: boolean }
  | { type: "numeric"; attribute: string; operator: NumericOperator; value: number; negated: boolean }
  | { type: "range"; attribute: string; low: number; high: number; negated: boolean };

/** Filters joined by OR. */
export type FilterClause = FilterLiteral[];
/** Clauses joined by AND; empty means "no filter". */
export type FilterConjunction = FilterClause[];

/** Literals of different families cannot share an OR (Algolia's rule). */
export function literalFamily(literal: FilterLiteral): "facet" | "numeric" | "tag" {
  return literal.type === "range" ? "numeric" : literal.type;
}

/** Upper bound on single filters in one query (scope included): keeps every query cheap. */
export const MAX_FILTER_LITERALS = 1024;
/** Upper bound on nested parentheses: Algolia's filters need one level; this leaves room and keeps the parser's recursion shallow. */
export const MAX_FILTER_DEPTH = 32;
/** Upper bound on the length of one filter string. */
export const MAX_FILTER_LENGTH = 65_536;
