import { Link } from "react-router";
import type { FeatureBannerItem } from "../../lib/chrome.ts";

/** detail §2 "Feature banner with three items: offers, service booking, sell your car" — above the footer, plain links. */
export function FeatureBanner({ items }: { items: readonly FeatureBannerItem[] }) {
  return (
    <section className="feature-banner" aria-label="How we can help">
      <ul className="container feature-banner__items">
        {items.map((item) => (
          <li key={item.href} className="feature-banner__item">
            <h2 className="feature-banner__title">{item.title}</h2>
            <p>{item.text}</p>
            <Link to={item.href} className="feature-banner__link">
              {item.action} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
