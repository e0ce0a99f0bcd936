import { Link } from "react-router";
import {
  hasFilters,
  listingHref,
  toggleRefinement,
  withoutFilters,
  withQuery,
  withRange,
  type ListingLocation,
  type ListingState,
} from "../../../domain/listing/search-url.ts";
import { LISTING_FACETS, LISTING_RANGES, type FacetValueContext } from "../../../domain/listing/url-table.ts";
import { formatRangeValue } from "./range-value.ts";

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The filters in force, each a link that removes it, and Clear Filters. Plain links: they work without JavaScript. */
export function ActiveFilters({ state, location, context }: { state: ListingState; location: ListingLocation; context: FacetValueContext }) {
  if (!hasFilters(state)) return null;
  const chips: Chip[] = [];
  if (state.query) chips.push({ key: "query", label: `“${state.query}”`, href: listingHref(location, withQuery(state, "")) });
  for (const facet of LISTING_FACETS) {
    for (const value of state.refinements[facet.param] ?? []) {
      chips.push({
        key: `${facet.param}:${value}`,
        label: `${facet.label}: ${facet.valueLabel?.(value, context) ?? value}`,
        href: listingHref(location, toggleRefinement(state, facet.param, value)),
      });
    }
  }
  for (const range of LISTING_RANGES) {
    const current = state.ranges[range.attribute];
    if (!current) continue;
    const from = current.min !== undefined ? formatRangeValue(range.unit, current.min) : "any";
    const to = current.max !== undefined ? formatRangeValue(range.unit, current.max) : "any";
    chips.push({ key: range.attribute, label: `${range.label}: ${from} – ${to}`, href: listingHref(location, withRange(state, range.attribute, null)) });
  }
  return (
    <nav className="active-filters" aria-label="Filters in use">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="active-filters__chip" preventScrollReset>
              {chip.label}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> (remove)</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={listingHref(location, withoutFilters(state))} className="active-filters__clear" preventScrollReset>
            Clear Filters
          </Link>
        </li>
      </ul>
    </nav>
  );
}
