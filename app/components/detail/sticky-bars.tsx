import { Link } from "react-router";
import { estimateAssumptions, type FinanceEstimate } from "../../../domain/finance/estimate.ts";
import type { PriceDisplay } from "../../../domain/price-display.ts";
import type { DealerPhone as Phone } from "../../lib/detail/detail-page.server.ts";
import type { ActionLinks } from "../../lib/detail/detail-links.ts";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import { trackEvent } from "../forms/analytics.ts";
import { PhoneIcon } from "./dealer-phone.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** detail §9 "Scroll thresholds: sticky header 500 px, sticky bar 900 px." */
export const STICKY_HEADER_FROM_PX = 500;
export const STICKY_BAR_FROM_PX = 900;

/** The car's name, price and finance estimate, pinned to the top once the shopper scrolls past 500 px. */
export function StickyHeader({ name, price, finance, enquireHref }: { name: string; price: PriceDisplay | null; finance: FinanceEstimate | null; enquireHref: string | null }) {
  const shown = useScrolledPast(STICKY_HEADER_FROM_PX);
  return (
    <div className="sticky-header" data-testid="sticky-header" hidden={!shown}>
      <div className="container sticky-header__inner">
        <p className="sticky-header__name">{name}</p>
        {price && (
          <p className="sticky-header__price">
            <strong>{price.text}</strong>
            {price.priceType && <span> {price.priceType}</span>}
          </p>
        )}
        {finance && (
          <p className="sticky-header__finance">
            from <strong>{finance.weeklyText}</strong>/wk{" "}
            <span className="sticky-header__terms">
              ({estimateAssumptions(finance)}; {finance.interestRate.toFixed(2)}% p.a., comparison {finance.comparisonRate.toFixed(2)}% p.a.*)
            </span>
          </p>
        )}
        {enquireHref && (
          <Link className="button sticky-header__cta" to={enquireHref}>
            Enquire
          </Link>
        )}
      </div>
    </div>
  );
}

/** The bottom action bar on sites with features.stickyBottomBar, from 900 px down the page (wide screens). */
export function StickyBottomBar({ actions, price }: { actions: ActionLinks; price: PriceDisplay | null }) {
  const shown = useScrolledPast(STICKY_BAR_FROM_PX);
  if (!actions.enquire) return null;
  return (
    <div className="sticky-bottom-bar" data-testid="sticky-bottom-bar" hidden={!shown}>
      <div className="container sticky-bottom-bar__inner">
        {price && <p className="sticky-bottom-bar__price">{price.text}</p>}
        <Link className="button" to={actions.enquire.href}>
          {actions.enquire.label}
        </Link>
        {actions.finance && (
          <Link className="button button--ghost" to={actions.finance.href}>
            {actions.finance.label}
          </Link>
        )}
        {actions.reserve && (
          <Link className="button button--accent" to={actions.reserve.href}>
            {actions.reserve.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** detail §2 "A sticky mobile bar offers Call Now and Enquire Now." (narrow screens only, by CSS). */
export function MobileActionBar({
  phone,
  enquireHref,
  findSimilarHref,
  carId,
}: {
  phone: Phone | null;
  enquireHref: string | null;
  findSimilarHref: string;
  carId: number;
}) {
  return (
    <div className="mobile-action-bar" data-testid="mobile-action-bar">
      {phone && (
        <a className="button button--ghost" href={phone.tel} onClick={() => trackEvent(ANALYTICS_EVENTS.callDealerClick, { car_id: carId })}>
          <PhoneIcon /> Call Now
        </a>
      )}
      {enquireHref ? (
        <Link className="button" to={enquireHref}>
          Enquire Now
        </Link>
      ) : (
        <Link className="button" to={findSimilarHref}>
          Find Similar
        </Link>
      )}
    </div>
  );
}
