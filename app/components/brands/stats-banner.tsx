import { Link } from "react-router";
import type { GroupFigures } from "../../../domain/group-figures.ts";

/** The group stats banner: locations, brands and years, counted from data (decision 0043), each linking to its page. */
export function StatsBanner({ figures }: { figures: GroupFigures }) {
  const items = [
    { value: figures.locations, label: figures.locations === 1 ? "Location" : "Locations", href: "/dealer-locator" },
    { value: figures.brands, label: figures.brands === 1 ? "Brand" : "Brands", href: "/brands" },
    ...(figures.years !== null ? [{ value: figures.years, label: figures.years === 1 ? "Year" : "Years", href: "/about-us" }] : []),
  ].filter((item) => item.value > 0);
  return (
    <section className="stats-banner" aria-label="About the group">
      <ul className="container stats-banner__list">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.href} className="stats-banner__item">
              <span className="stats-banner__value">{item.value.toLocaleString("en-AU")}</span>
              <span className="stats-banner__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
