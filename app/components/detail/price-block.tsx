import { SUBSCRIPTION_UNIT_TEXT, type PriceDisplay } from "../../../domain/price-display.ts";
import { formatAud } from "../../../domain/money.ts";
import { formatNumber } from "../../../domain/number-format.ts";
import { useLiveViews } from "./use-live-views.ts";

const viewsText = (views: number) => `${formatNumber(views)} ${views === 1 ? "view" : "views"}`;

/** detail §2 "price block (was-price, now price, price type, view count, market-price indicator)". */
export function PriceBlock({ price, views, marketIndicator, compact = false }: { price: PriceDisplay; views?: number; marketIndicator?: boolean; compact?: boolean }) {
  return (
    <div className={`price-block${compact ? " price-block--compact" : ""}`}>
      {price.wasPrice && (
        <p className="price-block__was">
          <span className="visually-hidden">Was </span>
          <s>{price.wasPrice.text}</s>
        </p>
      )}
      <p className={`price-block__now price-block__now--${price.kind}`}>
        {price.kind === "subscription" ? (
          <>
            {price.text}
            <span className="price-block__unit"> {SUBSCRIPTION_UNIT_TEXT}</span>
          </>
        ) : (
          price.text
        )}
      </p>
      {price.priceType && <p className="price-block__type">{price.priceType}</p>}
      {/* Finance and the budget work from the car's own price, so a subscription says what that price is. */}
      {price.kind === "subscription" && price.carPrice !== null && !compact && (
        <p className="price-block__type" data-testid="subscription-car-price">
          Or buy it for {formatAud(price.carPrice)}
        </p>
      )}
      {!compact && (views !== undefined || marketIndicator) && (
        <p className="price-block__meta">
          {marketIndicator && <span className="market-indicator">Below market price</span>}
          {views !== undefined && (
            <span className="price-block__views" data-testid="view-count">
              {viewsText(views)}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The detail page's price block with the live view count: the count arrives after the page has loaded, and only
 * this block re-renders with it (in the page component, the answer would re-render every section at once).
 */
export function LivePriceBlock({ car, siteSlug, price, marketIndicator }: { car: Parameters<typeof useLiveViews>[0]; siteSlug: string; price: PriceDisplay; marketIndicator?: boolean }) {
  const views = useLiveViews(car, siteSlug);
  return <PriceBlock price={price} views={views} marketIndicator={marketIndicator} />;
}
