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
import type { CarSearchEngine } from "../../../search/cars/index.ts";
import { and, anyOf, between, compare, eq, is, not, type StockFilter } from "../../../domain/stock-filter.ts";
import { searchStock, StockScope } from "../../../services/stock/index.ts";
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
export function comparablesFilter(car: ComparedCar): StockFilter {
  const kmWindow = Math.max(car.km * COMPARABLE_KM_SHARE, COMPARABLE_KM_FLOOR);
  return and(
    eq("make", car.make),
    eq("model", car.model),
    eq("car_type", car.car_type),
    anyOf("status", ["in_stock", "coming_soon"]),
    is("show_on_dealer_website", true),
    compare("price", ">", 0),
    between("year", car.year - COMPARABLE_YEAR_WINDOW, car.year + COMPARABLE_YEAR_WINDOW),
    between("km", Math.max(0, Math.floor(car.km - kmWindow)), Math.ceil(car.km + kmWindow)),
    not(compare("id", "=", Math.trunc(car.id))),
  );
}

/** The comparables across the whole platform (decision 0015): only their aggregate reaches the page. */
export function comparableStock(engine: CarSearchEngine, car: ComparedCar): ComparableCar[] {
  const response = searchStock(engine, StockScope.wholePlatform(), {
    filter: comparablesFilter(car),
    hitsPerPage: MAX_COMPARABLES,
    fields: ["id", "make", "model", "car_type", "year", "km", "price"],
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

export function autogauge(engine: CarSearchEngine, car: ComparedCar): AutogaugeResponse {
  const price = positiveAmount(car.price);
  if (price === null) return NOTHING_TO_COMPARE(null, "This car has no advertised price to compare.");
  const comparison = computePriceComparison({ ...car, price }, comparableStock(engine, car));
  return comparison ?? NOTHING_TO_COMPARE(price, `No comparable ${car.make} ${car.model} listings right now.`);
}
