import { Link } from "react-router";
import type { Crumb } from "../../lib/detail/detail-links.ts";

export function DetailBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href}`}>
            {crumb.href ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
