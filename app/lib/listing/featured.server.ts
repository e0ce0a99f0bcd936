// listing §7 "Secondary search for featured lists: a filter and a limit".
// Carousels (home page, the no-results state) read their cars from here.
import type { StockFilter } from "../../../domain/stock-filter.ts";
import type { StockSort } from "../../../services/stock/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { CARD_FIELDS, cardCar, type CardCar } from "../card-car.ts";
import { searchSiteStock } from "../stock.server.ts";

export interface FeaturedQuery {
  /** ANDed with the site's scope. */
  filter: StockFilter;
  limit: number;
  sort?: StockSort;
}

/** Featured cars are shown off: a car without photos is never one (detail §7), so a few more are asked for. */
export function featuredCars(services: Services, site: Site, query: FeaturedQuery): CardCar[] {
  const limit = Math.max(0, Math.min(50, query.limit));
  const response = searchSiteStock(services, site, { filter: query.filter, hitsPerPage: Math.min(100, limit * 2), fields: CARD_FIELDS, sort: query.sort });
  return response.hits
    .map(cardCar)
    .filter((car) => car.images.length > 0)
    .slice(0, limit);
}
