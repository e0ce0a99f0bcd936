import { formatAud } from "../../../domain/money.ts";
import { autogaugePanel, type AutogaugeResponse } from "../../lib/detail/autogauge.ts";

/**
 * listing §4 "Price comparison panel": hidden when a figure is missing,
 * confidence is 0.2 or lower, or the market maximum is below the price. A
 * marker shows where the price sits on the market range, moving into place
 * over 2.5 s (a CSS animation, so it also plays without JavaScript); the
 * level (low / medium / high) colours it; Good Deal below 0.65, else Great Deal.
 */
export function PriceComparison({ answer }: { answer: AutogaugeResponse | null }) {
  const panel = autogaugePanel(answer);
  if (!panel) return null;
  // Where the price sits between the market's lowest (left) and highest (right) advertised prices.
  const span = panel.marketRangeMax - panel.marketRangeMin;
  const position = Math.round(Math.min(1, Math.max(0, span > 0 ? (panel.listingPrice - panel.marketRangeMin) / span : 0.5)) * 100);
  return (
    <section className="price-comparison" aria-labelledby="price-comparison-title" data-level={panel.level} data-testid="price-comparison">
      <div className="price-comparison__heading">
        <h2 id="price-comparison-title">Price comparison</h2>
        <span className={`deal-label deal-label--${panel.level}`}>{panel.label}</span>
      </div>
      <div
        className={`gauge gauge--${panel.level}`}
        role="meter"
        aria-valuemin={panel.marketRangeMin}
        aria-valuemax={panel.marketRangeMax}
        aria-valuenow={panel.listingPrice}
        aria-valuetext={`${formatAud(panel.listingPrice)}, ${position}% of the way from the lowest to the highest market price: ${panel.label}`}
        aria-label="Where this price sits in the market range"
      >
        <span className="gauge__track" />
        <span className="gauge__marker" data-testid="price-marker" style={{ left: `${position}%`, animationDuration: `${panel.countUpMs}ms` }}>
          <span className="visually-hidden">This vehicle</span>
        </span>
      </div>
      <p className="price-comparison__range">
        <span>
          Lowest <strong>{formatAud(panel.marketRangeMin)}</strong>
        </span>
        <span className="price-comparison__this">
          This vehicle <strong>{formatAud(panel.listingPrice)}</strong>
        </span>
        <span>
          Highest <strong>{formatAud(panel.marketRangeMax)}</strong>
        </span>
      </p>
      {panel.description && <p className="price-comparison__description">{panel.description}</p>}
    </section>
  );
}
