// A listing's search state as engine queries: the result page, plus one query
// per refined control that leaves that control's own refinement out, so its
// counts show what choosing another value would give (disjunctive faceting,
// as InstantSearch does it, run in-process).
import type { RangeAttribute, Range } from "../../../domain/range-slider.ts";
import { ALL_FILTER_GROUPS, showsFilter, type FilterGroupChoice } from "../../../domain/listing/filter-groups.ts";
import { RANGE_ATTRIBUTES } from "../../../domain/range-slider.ts";
import type { ListingState } from "../../../domain/listing/search-url.ts";
import { LISTING_FACETS, LISTING_PAGE_SIZE, LOWEST_PRICE_SORT, type ListingFacet } from "../../../domain/listing/url-table.ts";
import { quoteFilterValue } from "../../../search/filters/format.ts";
import { PRIMARY_INDEX } from "../../../search/indexes.ts";
import type { SearchParams } from "../../../search/types.ts";
import { CARD_FIELDS } from "../card-car.ts";

/** Values returned per facet: every make of a large group fits. */
export const FACET_VALUES_LIMIT = 100;

export interface ListingScope {
  /** Filters the page itself stands for (a dealership, special offers), ANDed with the state's. */
  fixedFilters: readonly string[];
  /** The manufacturer listing filters through the record's nested names (manufacturer.name, model.name, model.body). */
  manufacturer: boolean;
  /** Site feature pricedOnlyWhenSortingLowest. */
  pricedOnlyWhenSortingLowest: boolean;
  /** Site option `filterGroups`: which of the filters that repeat each other show; all when absent. */
  filterGroups?: FilterGroupChoice;
}

const number = (value: number) => String(value);

/** One control's values as a filter clause, ORed: `(make:Toyota OR make:Mazda)`, `seats = 7`, `certified:true`. */
export function refinementClause(facet: ListingFacet, values: readonly string[], manufacturer = false): string | null {
  if (values.length === 0) return null;
  const attribute = quoteFilterValue((manufacturer && facet.manufacturerAttribute) || facet.attribute);
  const literals = values.map((value) => (facet.kind === "number" ? `${attribute} = ${value}` : `${attribute}:${quoteFilterValue(value)}`));
  return literals.length === 1 ? literals[0] : `(${literals.join(" OR ")})`;
}

/** A range as a filter clause: `price:5000 TO 20000`, `km <= 50000`. */
export function rangeClause(attribute: RangeAttribute, range: Partial<Range> | undefined): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${attribute}:${number(min)} TO ${number(max)}`;
  if (min !== undefined) return `${attribute} >= ${number(min)}`;
  if (max !== undefined) return `${attribute} <= ${number(max)}`;
  return null;
}

/** Controls on show for a state: models once a make is chosen, badges once a model is. */
export function visibleFacets(state: ListingState, filterGroups: FilterGroupChoice = ALL_FILTER_GROUPS): ListingFacet[] {
  const refined = (param: string) => (state.refinements[param]?.length ?? 0) > 0;
  return LISTING_FACETS.filter((facet) => (!facet.dependsOn || refined(facet.dependsOn)) && showsFilter(facet.param, filterGroups, refined(facet.param)));
}

export interface Leave {
  param?: string;
  range?: RangeAttribute;
}

/** Every filter of the state and the page, except the control named in `leave`. */
export function listingFilters(state: ListingState, scope: ListingScope, leave: Leave = {}): string {
  const clauses: string[] = [...scope.fixedFilters];
  for (const facet of LISTING_FACETS) {
    if (facet.param === leave.param) continue;
    const clause = refinementClause(facet, state.refinements[facet.param] ?? [], scope.manufacturer);
    if (clause) clauses.push(clause);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    if (attribute === leave.range) continue;
    const clause = rangeClause(attribute, state.ranges[attribute]);
    if (clause) clauses.push(clause);
  }
  // listing §5: "Some sites add the condition price > 0 when sorting by price ascending."
  if (scope.pricedOnlyWhenSortingLowest && state.sortBy === LOWEST_PRICE_SORT) clauses.push("price > 0");
  return clauses.join(" AND ");
}

export interface DisjunctiveQuery extends Leave {
  params: SearchParams;
}

export interface ListingQueries {
  indexName: string;
  main: SearchParams;
  disjunctive: DisjunctiveQuery[];
}

export const countAttribute = (facet: ListingFacet) => facet.countAttribute ?? facet.attribute;

/** The queries a listing page runs for a state (page is 1-based in the state, 0-based for the engine). */
export function listingQueries(state: ListingState, scope: ListingScope, page = state.page): ListingQueries {
  const facets = visibleFacets(state, scope.filterGroups);
  const refined = facets.filter((facet) => (state.refinements[facet.param]?.length ?? 0) > 0);
  const countOnly = (leave: Leave, attribute: string, extra: string | null = null): DisjunctiveQuery => ({
    ...leave,
    params: {
      query: state.query,
      filters: [listingFilters(state, scope, leave), extra].filter(Boolean).join(" AND "),
      facets: [attribute],
      maxValuesPerFacet: FACET_VALUES_LIMIT,
      hitsPerPage: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
    },
  });
  const main: SearchParams = {
    query: state.query,
    filters: listingFilters(state, scope),
    // car_type counts back the facet-count shortcut; range attributes bring their stats.
    facets: [...new Set(["car_type", ...facets.map(countAttribute), ...RANGE_ATTRIBUTES])],
    maxValuesPerFacet: FACET_VALUES_LIMIT,
    page: Math.max(0, page - 1),
    hitsPerPage: LISTING_PAGE_SIZE,
    attributesToRetrieve: [...CARD_FIELDS],
    attributesToHighlight: [],
  };
  return {
    indexName: state.sortBy || PRIMARY_INDEX,
    main,
    disjunctive: [
      ...refined.map((facet) => countOnly({ param: facet.param }, countAttribute(facet))),
      // The price slider spans priced cars: an unpriced car ($0, "Enquire for price") would make it start at $0.
      ...RANGE_ATTRIBUTES.filter((attribute) => state.ranges[attribute] || attribute === "price").map((attribute) =>
        countOnly({ range: attribute }, attribute, attribute === "price" ? "price > 0" : null),
      ),
    ],
  };
}
