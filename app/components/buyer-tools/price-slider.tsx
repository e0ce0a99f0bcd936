import { useState } from "react";
import { Form } from "react-router";
import { moveMaxHandle, moveMinHandle, priceSliderSearchUrl, type PriceRange } from "../../../domain/budget-finder.ts";
import { formatAud } from "../../../domain/money.ts";
import type { PriceSliderData } from "../../lib/buyer-tools.server.ts";

/**
 * detail §2 "Other screens": the price slider page. Two native range inputs (keyboard and screen readers
 * for free) that can never cross: the minimum never reaches the maximum, the maximum never drops to the
 * minimum (domain/budget-finder.ts). The button submits the range; the server answers with the search.
 */
export function PriceSlider({ data }: { data: PriceSliderData }) {
  const [range, setRange] = useState<PriceRange>(data.range);
  const href = priceSliderSearchUrl(range, { searchPath: data.searchPath, sortBy: data.sortBy });
  const percent = (value: number) => `${((value - data.bounds.min) / (data.bounds.max - data.bounds.min)) * 100}%`;

  return (
    <div className="container buyer-tool">
      <h1>Shop by price</h1>
      <p className="buyer-tool__lead">Slide to the prices you have in mind, then see what we have, dearest first.</p>
      <Form method="get" action="/shop-by-price" className="price-slider">
        <p className="price-slider__values" aria-live="polite" data-testid="price-range">
          {formatAud(range.min)} – {formatAud(range.max)}
        </p>
        <div className="price-slider__rail">
          <div className="price-slider__fill" style={{ left: percent(range.min), right: `calc(100% - ${percent(range.max)})` }} />
          <input
            type="range"
            name="min"
            aria-label="Minimum price"
            aria-valuetext={formatAud(range.min)}
            min={data.bounds.min}
            max={data.bounds.max}
            step={data.step}
            value={range.min}
            onChange={(event) => setRange((current) => moveMinHandle(Number(event.target.value), current, data.bounds))}
          />
          <input
            type="range"
            name="max"
            aria-label="Maximum price"
            aria-valuetext={formatAud(range.max)}
            min={data.bounds.min}
            max={data.bounds.max}
            step={data.step}
            value={range.max}
            onChange={(event) => setRange((current) => moveMaxHandle(Number(event.target.value), current, data.bounds))}
          />
        </div>
        <p className="price-slider__bounds" aria-hidden="true">
          <span>{formatAud(data.bounds.min)}</span>
          <span>{formatAud(data.bounds.max)}</span>
        </p>
        {/* The server turns the chosen range into the search address, with JavaScript or without. */}
        <button type="submit" name="go" value="1" className="button price-slider__go" data-href={href}>
          Show cars in this range
        </button>
      </Form>
    </div>
  );
}
