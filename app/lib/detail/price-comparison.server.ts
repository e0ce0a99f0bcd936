// GET /cars/{slug}/autogauge (listing §3 "Price comparison response", §7):
// the car's price against what comparable cars are listed for across the
// whole platform — every dealer group, not just this site — read from the
// search engine without a site scope (docs/decisions/0015-price-comparison.md).
import type { CarType } from "../../../domain/entities.ts";
import {
  COMPARABLE_KM_FLOOR,
  COMPARABLE_KM_SHARE,
  COMPARABLE_YEAR_WINDOW,
  computePriceComparison,
  type ComparableCar,
} from "../../../domain/price-comparison.ts";
import { positiveAmount } from "../../../domain/money.ts";
import type { PriceDisplay } from "../../../domain/price-display.ts";
import { isInStock } from "../../../domain/stock-status.ts";
import type { SearchEngine } from "../../../search/engine.ts";
import { quoteFilterValue } from "../../../search/filters/format.ts";
import { PRIMARY_INDEX } from "../../../search/indexes.ts";
import type { AutogaugeResponse } from "./autogauge.ts";

export type { AutogaugeResponse };

export interface ComparedCar {
  id: number;
  make: string;
  model: string;
  car_type: CarType;
  year: number;
  km: number;
  /** The car's own price (an offer price when there is one; never a subscription figure). */
  price: number | null;
}

/** The car as compared: the price the page shows, and no price (nothing to compare) once it is not in stock. */
export function comparedCar(car: Omit<ComparedCar, "price"> & { status: string }, shown: PriceDisplay): ComparedCar {
  const { id, make, model, car_type, year, km } = car;
  return { id, make, model, car_type, year, km, price: isInStock(car.status) ? shown.carPrice : null };
}

/** The engine can return this many comparables in one page; a wider market is sampled by rank. */
const MAX_COMPARABLES = 1000;

/**
 * Advertised, unsold cars of the same make, model and car type, within the
 * comparable year and kilometre windows (domain/price-comparison.ts).
 */
export function comparablesFilter(car: ComparedCar): string {
  const kmWindow = Math.max(car.km * COMPARABLE_KM_SHARE, COMPARABLE_KM_FLOOR);
  return [
    `make:${quoteFilterValue(car.make)}`,
    `model:${quoteFilterValue(car.model)}`,
    `car_type:${quoteFilterValue(car.car_type)}`,
    "(status:in_stock OR status:coming_soon)",
    "show_on_dealer_website:true",
    "price > 0",
    `year:${car.year - COMPARABLE_YEAR_WINDOW} TO ${car.year + COMPARABLE_YEAR_WINDOW}`,
    `km:${Math.max(0, Math.floor(car.km - kmWindow))} TO ${Math.ceil(car.km + kmWindow)}`,
    `NOT id = ${Math.trunc(car.id)}`,
  ].join(" AND ");
}

export function comparableStock(engine: SearchEngine, car: ComparedCar): ComparableCar[] {
  const response = engine.search(PRIMARY_INDEX, {
    filters: comparablesFilter(car),
    hitsPerPage: MAX_COMPARABLES,
    attributesToRetrieve: ["id", "make", "model", "car_type", "year", "km", "price"],
    attributesToHighlight: [],
  });
  return response.hits;
}

const NOTHING_TO_COMPARE = (price: number | null, description: string): AutogaugeResponse => ({
  fill: null,
  listing_price: price,
  market_range_min: null,
  market_range_max: null,
  confidence: null,
  description,
});

export function autogauge(engine: SearchEngine, car: ComparedCar): AutogaugeResponse {
  const price = positiveAmount(car.price);
  if (price === null) return NOTHING_TO_COMPARE(null, "This car has no advertised price to compare.");
  const comparison = computePriceComparison({ ...car, price }, comparableStock(engine, car));
  return comparison ?? NOTHING_TO_COMPARE(price, `No comparable ${car.make} ${car.model} listings right now.`);
}
