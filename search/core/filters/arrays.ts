// facetFilters, numericFilters and tagFilters: a string or a list whose items
// are ANDed, an inner list ORed ([["make:Ford", "make:Kia"], "fuel:Diesel"]).
// A leading "-" negates a facet or tag value; "\-" keeps a literal minus.
import { FilterSyntaxError, SearchError } from "../errors.ts";
import type { FilterClause, FilterConjunction, FilterLiteral } from "./ast.ts";
import { parseNumericFilter } from "./parse.ts";

export type FilterListInput = string | readonly (string | readonly string[])[];

function unescapeMinus(value: string): { value: string; negated: boolean } {
  if (value.startsWith("-")) return { value: value.slice(1), negated: true };
  if (value.startsWith("\\-")) return { value: value.slice(1), negated: false };
  return { value, negated: false };
}

function facetLiteral(text: string, parameter: string): FilterLiteral {
  const colon = text.indexOf(":");
  if (colon <= 0) throw new FilterSyntaxError(parameter, `Expected attribute:value, found "${text}"`, 1);
  const attribute = text.slice(0, colon);
  const { value, negated } = unescapeMinus(text.slice(colon + 1));
  if (attribute === "_tags") return { type: "tag", value, negated };
  return { type: "facet", attribute, value, negated };
}

function tagLiteral(text: string): FilterLiteral {
  const { value, negated } = unescapeMinus(text);
  return { type: "tag", value, negated };
}

const readers: Record<string, (text: string, parameter: string) => FilterLiteral> = {
  facetFilters: facetLiteral,
  numericFilters: parseNumericFilter,
  tagFilters: (text) => tagLiteral(text),
};

/** Compiles one of the three list parameters to clauses (AND of ORs). */
export function compileFilterList(
  parameter: "facetFilters" | "numericFilters" | "tagFilters",
  input: unknown,
): FilterConjunction {
  if (input === undefined || input === null || input === "") return [];
  const read = readers[parameter];
  const items: unknown[] = typeof input === "string" ? [input] : Array.isArray(input) ? input : [undefined];
  if (typeof input !== "string" && !Array.isArray(input)) {
    throw new SearchError(`${parameter}: expected a string or an array of strings and arrays of strings`);
  }
  const clauses: FilterConjunction = [];
  items.forEach((item, index) => {
    const where = `${parameter}[${index}]`;
    if (typeof item === "string") {
      clauses.push([read(item, where)]);
    } else if (Array.isArray(item)) {
      const clause: FilterClause = item.map((inner: unknown, innerIndex) => {
        if (typeof inner !== "string") {
          throw new SearchError(`${where}[${innerIndex}]: expected a string (arrays nest at most one level)`);
        }
        return read(inner, `${where}[${innerIndex}]`);
      });
      if (clause.length > 0) clauses.push(clause);
    } else {
      throw new SearchError(`${where}: expected a string or an array of strings`);
    }
  });
  return clauses;
}
