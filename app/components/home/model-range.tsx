import { formatAud } from "../../../domain/money.ts";
import type { HomePageData } from "../../lib/home/home-page.server.ts";

/** The franchise's model range: each model in stock, its lowest price and a photo, linking to its listing. */
export function ModelRange({ models, allHref }: { models: HomePageData["modelRange"]; allHref: string }) {
  if (models.length === 0) return null;
  return (
    <section className="container model-range" aria-labelledby="model-range-title">
      <div className="section-heading">
        <h2 id="model-range-title">Our {models[0].make} range</h2>
        <a href={allHref} className="section-heading__more">
          View all new stock
        </a>
      </div>
      <ul className="model-range__list">
        {models.map((m) => (
          <li key={m.model}>
            <a href={m.href} className="model-tile">
              {m.image && <img className="model-tile__image" src={`${m.image}?w=320`} width={320} height={213} alt="" loading="lazy" />}
              <span className="model-tile__name">{m.model}</span>
              <span className="model-tile__price">From {formatAud(m.fromPrice)}</span>
              <span className="model-tile__count">
                {m.count} in stock
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
