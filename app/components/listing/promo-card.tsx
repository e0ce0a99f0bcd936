import { Link } from "react-router";
import type { PromoCard as PromoCardConfig } from "../../../domain/listing/promo-cards.ts";

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A promo card in a result list (listing §2 "A promo card slot inside result lists"). */
export function PromoCard({ promo }: { promo: PromoCardConfig }) {
  const body = (
    <>
      {promo.image && <img className="promo-card__image" src={`${promo.image}?w=600`} alt="" width={600} height={400} loading="lazy" decoding="async" />}
      <span className="promo-card__body">
        <span className="promo-card__title">{promo.title}</span>
        {promo.body && <span className="promo-card__text">{promo.body}</span>}
        <span className="promo-card__cta" aria-hidden="true">
          Find out more →
        </span>
      </span>
    </>
  );
  return (
    <aside className="promo-card" aria-label="Promotion">
      {isExternal(promo.href) ? (
        <a className="promo-card__link" href={promo.href} rel="noopener">
          {body}
        </a>
      ) : (
        <Link className="promo-card__link" to={promo.href}>
          {body}
        </Link>
      )}
    </aside>
  );
}
