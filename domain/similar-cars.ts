// Similar cars on the detail page (detail §7): a price window around the
// car's price as a typed filter (domain/stock-filter.ts);
// the hits of all queries merged with the same model first, de-duplicated by
// id, 6 kept. The car itself is never its own similar car.
import { positiveAmount } from "./money.ts";
import { between, type RangeFilter } from "./stock-filter.ts";

export const SIMILAR_CARS_SHOWN = 6;
export const SIMILAR_CARS_QUERY_LIMIT = 10;
export const SIMILAR_PRICE_SPLIT = 50_000;
export const SIMILAR_PRICE_WINDOW_BELOW_SPLIT = 10_000;
export const SIMILAR_PRICE_WINDOW_FROM_SPLIT = 25_000;

/** ±10,000 below $50,000, else ±25,000: price:15000 TO 35000. Null when the car has no price. */
export function similarCarsPriceFilter(price: number | null | undefined): RangeFilter | null {
  const amount = positiveAmount(price);
  if (amount === null) return null;
  const window = amount < SIMILAR_PRICE_SPLIT ? SIMILAR_PRICE_WINDOW_BELOW_SPLIT : SIMILAR_PRICE_WINDOW_FROM_SPLIT;
  const low = Math.max(0, Math.floor(amount - window));
  const high = Math.ceil(amount + window);
  return between("price", low, high);
}

export interface SimilarCandidate {
  id: number | string;
  make: string;
  model: string;
}

export function rankSimilarCars<T extends SimilarCandidate>(
  car: SimilarCandidate,
  hits: readonly T[],
  limit: number = SIMILAR_CARS_SHOWN,
): T[] {
  const sameModel = (hit: T) =>
    hit.make.trim().toLowerCase() === car.make.trim().toLowerCase() && hit.model.trim().toLowerCase() === car.model.trim().toLowerCase();
  const seen = new Set<string>([String(car.id)]);
  const unique = hits.filter((hit) => {
    const key = String(hit.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Stable: within each group the search engine's order is kept.
  return [...unique.filter(sameModel), ...unique.filter((hit) => !sameModel(hit))].slice(0, limit);
}
