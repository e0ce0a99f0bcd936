import { Link } from "react-router";

/** listing §8, word for word. */
export const NO_RESULTS_TEXT = {
  offers: {
    title: "No Results Available",
    text: "There appears to be no offers currently available that meet the conditions of your search.",
  },
  search: {
    title: null,
    text: "No results found for your search at this time. Please try adjusting the filters for more results.",
  },
} as const;

/**
 * The no-results card. The default (offers) variant's Clear Filters refreshes
 * the page at the site's noResultsRefreshPath (default /special-offers); the
 * search variant's clears the listing's filters.
 */
export function NoResultsCard({ variant, clearHref }: { variant: "offers" | "search"; clearHref: string }) {
  const words = NO_RESULTS_TEXT[variant];
  return (
    <div className={`no-results no-results--${variant}`} role="status">
      {words.title && <h2 className="no-results__title">{words.title}</h2>}
      <p className="no-results__text">{words.text}</p>
      <Link className="button no-results__clear" to={clearHref} reloadDocument={variant === "offers"}>
        Clear Filters
      </Link>
    </div>
  );
}
