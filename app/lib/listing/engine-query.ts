// A listing's search state as engine queries: the result page, plus one query
// per refined control that leaves that control's own refinement out, so its
// counts show what choosing another value would give (disjunctive faceting,
// as InstantSearch does it, run in-process).
import type { RangeAttribute, Range } from "../../../domain/range-slider.ts";
import { ALL_FILTER_GROUPS, showsFilter, type FilterGroupChoice } from "../../../domain/listing/filter-groups.ts";
import { RANGE_ATTRIBUTES } from "../../../domain/range-slider.ts";
import type { ListingState } from "../../../domain/listing/search-url.ts";
import { LISTING_FACETS, LISTING_PAGE_SIZE, LOWEST_PRICE_SORT, type ListingFacet } from "../../../domain/listing/url-table.ts";
import {
  and,
  between,
  compare,
  is,
  type BooleanAttribute,
  type CountableAttribute,
  type FacetAttribute,
  type NumericAttribute,
  type StockFilter,
  type StockFilterClause,
  type StockFilterLiteral,
} from "../../../domain/stock-filter.ts";
import { isStockSort, type StockQuery, type StockSort } from "../../../services/stock/index.ts";
import { CARD_FIELDS, type CardField } from "../card-car.ts";

/** Values returned per facet: every make of a large group fits. */
export const FACET_VALUES_LIMIT = 100;

export interface ListingScope {
  /** The filter the page itself stands for (a dealership, special offers), ANDed with the state's. */
  fixedFilter: StockFilter;
  /** The manufacturer listing filters through the record's nested names (manufacturer.name, model.name, model.body). */
  manufacturer: boolean;
  /** Site feature pricedOnlyWhenSortingLowest. */
  pricedOnlyWhenSortingLowest: boolean;
  /** Site option `filterGroups`: which of the filters that repeat each other show; all when absent. */
  filterGroups?: FilterGroupChoice;
}

/** One control's values as a clause, ORed: make:Toyota OR make:Mazda, seats = 7, certified:true. Values the attribute cannot hold are dropped. */
export function refinementClause(facet: ListingFacet, values: readonly string[], manufacturer = false): StockFilterClause | null {
  const literals: StockFilterLiteral[] = [];
  for (const value of values) {
    if (facet.kind === "number") {
      const number = value.trim() === "" ? Number.NaN : Number(value);
      if (Number.isFinite(number)) literals.push(compare(facet.attribute as NumericAttribute, "=", number));
    } else if (facet.kind === "boolean") {
      if (value === "true" || value === "false") literals.push(is(facet.attribute as BooleanAttribute, value === "true"));
    } else {
      const attribute = (manufacturer && facet.manufacturerAttribute) || (facet.attribute as FacetAttribute);
      literals.push({ type: "facet", attribute, value, negated: false });
    }
  }
  return literals.length === 0 ? null : literals;
}

/** A range as a filter: price:5000 TO 20000, km <= 50000. */
export function rangeClause(attribute: RangeAttribute, range: Partial<Range> | undefined): StockFilterLiteral | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return between(attribute, min, max);
  if (min !== undefined) return compare(attribute, ">=", min);
  if (max !== undefined) return compare(attribute, "<=", max);
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
export function listingFilter(state: ListingState, scope: ListingScope, leave: Leave = {}): StockFilter {
  const facets = LISTING_FACETS.filter((facet) => facet.param !== leave.param).map((facet) =>
    refinementClause(facet, state.refinements[facet.param] ?? [], scope.manufacturer),
  );
  const ranges = RANGE_ATTRIBUTES.filter((attribute) => attribute !== leave.range).map((attribute) => rangeClause(attribute, state.ranges[attribute]));
  // listing §5: "Some sites add the condition price > 0 when sorting by price ascending."
  const priced = scope.pricedOnlyWhenSortingLowest && state.sortBy === LOWEST_PRICE_SORT && compare("price", ">", 0);
  return and(scope.fixedFilter, ...facets, ...ranges, priced);
}

export interface DisjunctiveQuery extends Leave {
  query: StockQuery<never>;
}

export interface ListingQueries {
  main: StockQuery<CardField>;
  disjunctive: DisjunctiveQuery[];
}

export const countAttribute = (facet: ListingFacet): CountableAttribute => facet.countAttribute ?? facet.attribute;

/** The sort a state asks for, when the engine keeps it; else the default order. */
const sortOf = (state: ListingState): StockSort => (isStockSort(state.sortBy) ? state.sortBy : "Car_production");

/** The queries a listing page runs for a state (page is 1-based in the state, 0-based for the engine). */
export function listingQueries(state: ListingState, scope: ListingScope, page = state.page): ListingQueries {
  const facets = visibleFacets(state, scope.filterGroups);
  const refined = facets.filter((facet) => (state.refinements[facet.param]?.length ?? 0) > 0);
  const countOnly = (leave: Leave, attribute: CountableAttribute, extra: StockFilterLiteral | null = null): DisjunctiveQuery => ({
    ...leave,
    query: {
      text: state.query,
      filter: and(listingFilter(state, scope, leave), extra),
      facets: [attribute],
      maxValuesPerFacet: FACET_VALUES_LIMIT,
      hitsPerPage: 0,
      fields: [],
    },
  });
  const main: StockQuery<CardField> = {
    text: state.query,
    filter: listingFilter(state, scope),
    sort: sortOf(state),
    // car_type counts back the facet-count shortcut; item_type names the page when the results are of one (seo.ts);
    // range attributes bring their stats.
    facets: [...new Set<CountableAttribute>(["car_type", "item_type", ...facets.map(countAttribute), ...RANGE_ATTRIBUTES])],
    maxValuesPerFacet: FACET_VALUES_LIMIT,
    page: Math.max(0, page - 1),
    hitsPerPage: LISTING_PAGE_SIZE,
    fields: CARD_FIELDS,
    // Our own pages page through every match (the public API keeps Algolia's 1,000-hit limit).
    allPages: true,
  };
  return {
    main,
    disjunctive: [
      ...refined.map((facet) => countOnly({ param: facet.param }, countAttribute(facet))),
      // The price slider spans priced cars: an unpriced car ($0, "Enquire for price") would make it start at $0.
      ...RANGE_ATTRIBUTES.filter((attribute) => state.ranges[attribute] || attribute === "price").map((attribute) =>
        countOnly({ range: attribute }, attribute, attribute === "price" ? compare("price", ">", 0) : null),
      ),
    ],
  };
}
