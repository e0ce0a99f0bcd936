import { Link } from "react-router";
import type { PublicSite } from "../../lib/site-public.ts";

/**
 * Footer (detail §2 "Footer: Models, Buyer Tools, Servicing and Parts, dealer
 * menu"), then the Toyota disclaimer toggle where the site has one and the
 * terms, which phones see collapsed (detail §4 "A Toyota disclaimer toggles.
 * Terms section on mobile expands and collapses"). Both are native <details>:
 * keyboard and no-JavaScript friendly, and no code in the page's bundle.
 */
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
        {site.features.toyotaDisclaimer && (
          <details className="site-footer__disclaimer" data-testid="toyota-disclaimer">
            <summary>Toyota disclaimer</summary>
            <p>{site.features.toyotaDisclaimer}</p>
          </details>
        )}
        <details className="site-footer__terms">
          <summary>Terms of this website</summary>
          <p>
            Prices and offers are subject to change; see each vehicle for details. Drive-away prices include registration, stamp duty and dealer
            delivery unless a vehicle says otherwise. Images may show options and accessories at extra cost. Finance is subject to the lender&apos;s
            approval, terms and conditions; fees and charges apply. Offers may end without notice while stock lasts.
          </p>
        </details>
        <p>
          © {year} {site.name}.
        </p>
      </div>
    </footer>
  );
}
