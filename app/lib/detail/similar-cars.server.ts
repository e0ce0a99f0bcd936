// Similar cars on the detail page (detail §7 "Similar cars search"): a few
// queries through the stock-search interface, inside the site's scope, each
// limited to 10 with no facets; the hits merged with the same model first,
// de-duplicated by id, 6 kept (domain/similar-cars.ts).
import type { CarSearchEngine } from "../../../search/cars/index.ts";
import { and, anyOf, compare, eq, not, type StockFilter } from "../../../domain/stock-filter.ts";
import { rankSimilarCars, SIMILAR_CARS_QUERY_LIMIT, similarCarsPriceFilter } from "../../../domain/similar-cars.ts";
import { searchStock, type StockQuery, type StockScope } from "../../../services/stock/index.ts";
import { CARD_FIELDS, type CardCar, type CardField } from "../card-car.ts";

export interface SimilarTo {
  id: number;
  make: string;
  model: string;
  car_type: string;
  simple_body: string | null;
  price: number | null;
}

/**
 * The queries, most similar first: the same make and model, then the same
 * body, then the same kind of car (new, demo or used); each within the price
 * window (±10,000 below $50,000, else ±25,000) when the car has a price.
 */
export function similarCarsQueries(car: SimilarTo): StockQuery<CardField>[] {
  const price = similarCarsPriceFilter(car.price);
  const base = and(anyOf("status", ["in_stock", "coming_soon"]), not(compare("id", "=", Math.trunc(car.id))), price);
  const filters: StockFilter[] = [and(eq("make", car.make), eq("model", car.model))];
  if (car.simple_body) filters.push(and(eq("simple_body", car.simple_body)));
  if (price) filters.push(and(eq("car_type", car.car_type)));
  // Only what a vehicle card shows.
  return filters.map((filter) => ({ filter: and(filter, base), fields: CARD_FIELDS, hitsPerPage: SIMILAR_CARS_QUERY_LIMIT }));
}

/** Up to 6 similar cars the scope (the site's) shows. */
export function findSimilarCars(engine: CarSearchEngine, scope: StockScope, car: SimilarTo): CardCar[] {
  const hits = similarCarsQueries(car).flatMap((query) => searchStock(engine, scope, query).hits);
  return rankSimilarCars(car, hits);
}
