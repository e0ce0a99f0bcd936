import { Link, NavLink } from "react-router";
import type { PublicSite } from "../../lib/site-public.ts";
import { AccountMenu } from "../accounts/account-menu.tsx";
import { SalesCounter } from "./sales-counter.tsx";
import { allStockPath } from "../../../domain/listing/search-url.ts";

/**
 * Header, shaped by the template: the group's mega bar, the franchise's white bar, the used site's search bar.
 * The root renders it as a part whose code loads after the page's (app/root.tsx): its menus are links and a
 * native <details>, working as the server wrote them until then.
 */
export function SiteHeader({ site }: { site: PublicSite }) {
  const searchAction = allStockPath(site);
  return (
    <header className={`site-header site-header--${site.template}`}>
      <div className="site-header__utility">
        <div className="container">
          {site.features.salesCounter && <SalesCounter noun={site.labels.vehicleNoun} />}
          <AccountMenu site={site} />
        </div>
      </div>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${site.name} home`}>
          <img src={site.logo.src} alt={site.logo.alt} width={180} height={44} />
        </Link>
        <details className="site-nav-toggle">
          <summary aria-label="Menu">
            <span aria-hidden="true">☰</span> Menu
          </summary>
          <Nav site={site} />
        </details>
        <Nav site={site} className="site-nav--desktop" />
        {site.template === "used" ? (
          <form className="site-header__search" action={searchAction} role="search">
            <label className="visually-hidden" htmlFor="header-search">
              Search used cars
            </label>
            <input id="header-search" name="query" type="search" placeholder="Search make, model or keyword" />
            <button type="submit" className="button button--accent">
              Search
            </button>
          </form>
        ) : (
          <Link to={searchAction} className="button button--accent site-header__cta">
            {site.template === "group" ? "Search all stock" : "View stock"}
          </Link>
        )}
      </div>
    </header>
  );
}

/**
 * The menus (detail §2: "Home, Vehicles (model dropdown), Our Stock (stock
 * dropdown), Offers, Service and Parts, Finance, More; brand mega-menu and
 * dropdown navigation"). Every item is a link; a dropdown opens on hover and
 * when the keyboard focus enters it (CSS :focus-within), so it works without
 * JavaScript and Tab walks through it.
 */
function Nav({ site, className = "" }: { site: PublicSite; className?: string }) {
  return (
    <nav className={`site-nav ${className}`} aria-label="Main">
      <ul>
        {site.menus.header.map((item) => {
          const mega = item.mega === "brands" && site.brandMenu.length > 0;
          return (
            <li key={item.label} className={mega ? "has-children has-mega" : item.children.length ? "has-children" : undefined}>
              <NavLink to={item.href} end={item.href === "/"}>
                {item.label}
                {item.labelDetail && <span className="visually-hidden"> {item.labelDetail}</span>}
              </NavLink>
              {mega ? (
                <div className="site-nav__submenu site-nav__mega">
                  {site.brandMenu.map((group) => (
                    <div key={group.title} className="site-nav__mega-group">
                      <p className="site-nav__mega-title">{group.title}</p>
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <Link to={link.href}>{link.label}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  <p className="site-nav__mega-all">
                    <Link to={item.href}>All {item.label.toLowerCase()}</Link>
                  </p>
                </div>
              ) : (
                item.children.length > 0 && (
                  <ul className="site-nav__submenu">
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <Link to={child.href}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                )
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
