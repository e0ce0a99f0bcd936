import { Link } from "react-router";

/** The group stats banner: locations, brands and years, each linking to its page. */
export function StatsBanner({ stats }: { stats: { locations: string; brands: string; years: string } }) {
  const items = [
    { value: stats.locations, label: "Locations", href: "/dealer-locator" },
    { value: stats.brands, label: "Brands", href: "/brands" },
    { value: stats.years, label: "Years", href: "/about-us" },
  ];
  return (
    <section className="stats-banner" aria-label="About the group">
      <ul className="container stats-banner__list">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.href} className="stats-banner__item">
              <span className="stats-banner__value">{item.value}</span>
              <span className="stats-banner__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
