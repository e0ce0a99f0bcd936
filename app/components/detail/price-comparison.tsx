import { formatAud } from "../../../domain/money.ts";
import { autogaugePanel, type AutogaugeResponse } from "../../lib/detail/autogauge.ts";

/**
 * listing §4 "Price comparison panel": hidden when a figure is missing,
 * confidence is 0.2 or lower, or the market maximum is below the price; the
 * gauge fills over 2.5 s (a CSS animation, so it also plays without
 * JavaScript); low / medium / high; Good Deal below 0.65, else Great Deal.
 */
export function PriceComparison({ answer }: { answer: AutogaugeResponse | null }) {
  const panel = autogaugePanel(answer);
  if (!panel) return null;
  const percent = Math.round(panel.fill * 100);
  return (
    <section className="price-comparison" aria-labelledby="price-comparison-title" data-level={panel.level} data-testid="price-comparison">
      <div className="price-comparison__heading">
        <h2 id="price-comparison-title">Price comparison</h2>
        <span className={`deal-label deal-label--${panel.level}`}>{panel.label}</span>
      </div>
      <div
        className={`gauge gauge--${panel.level}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${panel.label}: ${percent}% of the way from the top to the bottom of the market range`}
        aria-label="How this price compares with the market"
      >
        <span className="gauge__fill" style={{ width: `${percent}%`, animationDuration: `${panel.countUpMs}ms` }} />
      </div>
      <p className="price-comparison__range">
        <span>
          Market range <strong>{formatAud(panel.marketRangeMin)}</strong> – <strong>{formatAud(panel.marketRangeMax)}</strong>
        </span>
        <span>
          This car <strong>{formatAud(panel.listingPrice)}</strong>
        </span>
      </p>
      {panel.description && <p className="price-comparison__description">{panel.description}</p>}
    </section>
  );
}
