import { Link } from "react-router";
import type { PublicSite } from "../../lib/site-public.ts";
import type { ChromeContent } from "../../lib/chrome.ts";
import { FeatureBanner } from "./feature-banner.tsx";

/**
 * Footer (detail §2 "Footer: Models, Buyer Tools, Servicing and Parts, dealer
 * menu"), then the Toyota disclaimer toggle where the site has one and the
 * terms, which phones see collapsed (detail §4 "A Toyota disclaimer toggles.
 * Terms section on mobile expands and collapses"). Both are native <details>:
 * keyboard and no-JavaScript friendly. The root loads this code as a part
 * of its own (app/lib/hydration-part.tsx), after the page's: until then the
 * footer is the server's HTML, its links plain links.
 */
export function SiteFooter({
  site,
  chrome,
}: {
  site: PublicSite;
  chrome: ChromeContent | null;
}) {
  const year = new Date().getFullYear();
  const terms = chrome?.terms;
  return (
    <>
      {chrome?.featureBanner && <FeatureBanner items={chrome.featureBanner} />}
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
            <details
              className="site-footer__disclaimer"
              data-testid="toyota-disclaimer"
            >
              <summary>Toyota disclaimer</summary>
              <p>{site.features.toyotaDisclaimer}</p>
            </details>
          )}
          {terms && (
            <details className="site-footer__terms">
              <summary>Terms of this website</summary>
              <p>{terms}</p>
            </details>
          )}
          <p>
            © {year} {site.name}.
          </p>
        </div>
      </footer>
    </>
  );
}
