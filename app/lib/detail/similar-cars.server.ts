// Similar cars on the detail page (detail §7 "Similar cars search"): one
// multi-query to the search engine, inside the site's scope, each query
// limited to 10 with no facets; the hits merged with the same model first,
// de-duplicated by id, 6 kept (domain/similar-cars.ts).
import type { SearchEngine } from "../../../search/engine.ts";
import { quoteFilterValue } from "../../../search/filters/format.ts";
import { PRIMARY_INDEX } from "../../../search/indexes.ts";
import type { MultiSearchRequest, SearchResponse } from "../../../search/types.ts";
import { rankSimilarCars, SIMILAR_CARS_QUERY_LIMIT, similarCarsPriceFilter } from "../../../domain/similar-cars.ts";
import { CARD_FIELDS, type CardCar } from "../card-car.ts";

export interface SimilarTo {
  id: number;
  make: string;
  model: string;
  car_type: string;
  simple_body: string | null;
  price: number | null;
}

const IN_STOCK = "(status:in_stock OR status:coming_soon)";

/**
 * The queries, most similar first: the same make and model, then the same
 * body, then the same kind of car (new, demo or used); each within the price
 * window (±10,000 below $50,000, else ±25,000) when the car has a price.
 */
export function similarCarsRequests(car: SimilarTo): MultiSearchRequest[] {
  const price = similarCarsPriceFilter(car.price);
  const base = [IN_STOCK, `NOT id = ${Math.trunc(car.id)}`, ...(price ? [price] : [])];
  const queries = [`make:${quoteFilterValue(car.make)} AND model:${quoteFilterValue(car.model)}`];
  if (car.simple_body) queries.push(`simple_body:${quoteFilterValue(car.simple_body)}`);
  if (price) queries.push(`car_type:${quoteFilterValue(car.car_type)}`);
  return queries.map((filter) => ({
    indexName: PRIMARY_INDEX,
    facets: [],
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    attributesToHighlight: [],
    // Only what a vehicle card shows.
    attributesToRetrieve: [...CARD_FIELDS],
    hitsPerPage: SIMILAR_CARS_QUERY_LIMIT,
    filters: [filter, ...base].join(" AND "),
  }));
}

/** Up to 6 similar cars the site shows. */
export function findSimilarCars(engine: SearchEngine, scopeFilters: string, car: SimilarTo): CardCar[] {
  const { results } = engine.multiSearch(similarCarsRequests(car), { scopeFilters });
  const hits = results.flatMap((result) => ("hits" in result ? (result as SearchResponse).hits : []));
  return rankSimilarCars(car, hits).map(({ _highlightResult: _ignored, ...hit }) => hit as CardCar);
}
