import { Link, NavLink } from "react-router";
import type { PublicSite } from "../../lib/site-public.ts";
import { AccountMenu } from "../accounts/account-menu.tsx";

/** Header, shaped by the template: the group's mega bar, the franchise's white bar, the used site's search bar. */
export function SiteHeader({ site }: { site: PublicSite }) {
  const searchAction = `${site.searchPrefix}/${site.usedOnly ? "used-cars" : "new-used-and-demo-cars"}`;
  return (
    <header className={`site-header site-header--${site.template}`}>
      <div className="site-header__utility">
        <div className="container">
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

function Nav({ site, className = "" }: { site: PublicSite; className?: string }) {
  return (
    <nav className={`site-nav ${className}`} aria-label="Main">
      <ul>
        {site.menus.header.map((item) => (
          <li key={item.label} className={item.children.length ? "has-children" : undefined}>
            <NavLink to={item.href} end={item.href === "/"}>
              {item.label}
            </NavLink>
            {item.children.length > 0 && (
              <ul className="site-nav__submenu">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <Link to={child.href}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
