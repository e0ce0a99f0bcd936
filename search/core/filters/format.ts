// Writes a filter back in the `filters` language. parseFilters(formatFilters(x))
// gives x back, which the property tests check.
import type { FilterConjunction, FilterLiteral } from "./ast.ts";

const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);

/** A bare word when the text allows it, else a double-quoted string. */
export function quoteFilterValue(text: string): string {
  if (text !== "" && /^[^\s():"'<>=!]+$/.test(text) && !KEYWORDS.has(text)) return text;
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function formatNumber(value: number): string {
  return String(value);
}

export function formatLiteral(literal: FilterLiteral): string {
  const not = literal.negated ? "NOT " : "";
  switch (literal.type) {
    case "facet":
      return `${not}${quoteFilterValue(literal.attribute)}:${quoteFilterValue(literal.value)}`;
    case "tag":
      return `${not}_tags:${quoteFilterValue(literal.value)}`;
    case "numeric":
      return `${not}${quoteFilterValue(literal.attribute)} ${literal.operator} ${formatNumber(literal.value)}`;
    case "range":
      return `${not}${quoteFilterValue(literal.attribute)}:${formatNumber(literal.low)} TO ${formatNumber(literal.high)}`;
  }
}

export function formatFilters(filter: FilterConjunction): string {
  return filter
    .map((clause) => (clause.length === 1 ? formatLiteral(clause[0]) : `(${clause.map(formatLiteral).join(" OR ")})`))
    .join(" AND ");
}
