import { Link } from "react-router";
import { pageLinks } from "../../../domain/pagination.ts";

/** Links to the other pages of a result list; plain links, so it works without JavaScript. */
export function PageLinksNav({ page, pageCount, hrefFor, label = "Pages" }: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string }) {
  const links = pageLinks(page, pageCount);
  if (links.length === 0) return null;
  return (
    <nav className="page-links" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="page-links__step">
              ‹ Previous
            </Link>
          ) : (
            <span className="page-links__step" aria-disabled="true">
              ‹ Previous
            </span>
          )}
        </li>
        {links.map((link, i) =>
          "gap" in link ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-links__gap">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link to={hrefFor(link.page)} aria-current={link.current ? "page" : undefined} aria-label={`Page ${link.page}`}>
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className="page-links__step">
              Next ›
            </Link>
          ) : (
            <span className="page-links__step" aria-disabled="true">
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
