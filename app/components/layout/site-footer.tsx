import { Link } from "react-router";
import type { PublicSite } from "../../lib/site-public.ts";

export function SiteFooter({ site }: { site: PublicSite }) {
  const year = new Date().getFullYear();
  return (
    <footer className={`site-footer site-footer--${site.template}`}>
      <div className="container site-footer__columns">
        {site.menus.footer.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {site.name}. Prices and offers are subject to change; see each vehicle for details.
        </p>
      </div>
    </footer>
  );
}
