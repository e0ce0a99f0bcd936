// listing §7 "Secondary search for featured lists: a filter string and a limit".
// Carousels (home page, the no-results state) read their cars from here.
import { PRIMARY_INDEX } from "../../../search/indexes.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { CARD_FIELDS, cardCar, type CardCar } from "../card-car.ts";
import { searchSiteStock } from "../stock.server.ts";

export interface FeaturedQuery {
  /** Filter string (Algolia syntax), ANDed with the site's scope. */
  filters: string;
  limit: number;
  indexName?: string;
}

/** Featured cars are shown off: a car without photos is never one (detail §7), so a few more are asked for. */
export function featuredCars(services: Services, site: Site, query: FeaturedQuery): CardCar[] {
  const limit = Math.max(0, Math.min(50, query.limit));
  const response = searchSiteStock(
    services,
    site,
    { filters: query.filters, hitsPerPage: Math.min(100, limit * 2), attributesToRetrieve: [...CARD_FIELDS], attributesToHighlight: [] },
    query.indexName ?? PRIMARY_INDEX,
  );
  return response.hits
    .map(cardCar)
    .filter((car) => car.images.length > 0)
    .slice(0, limit);
}
