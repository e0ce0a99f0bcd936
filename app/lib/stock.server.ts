// Stock queries for pages: always through the stock-search interface
// (services/stock/search.ts), always inside the site's scope.
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { browseStock, searchStock, StockScope, type CarField, type StockQuery, type StockResult } from "../../services/stock/index.ts";

export function searchSiteStock<F extends CarField = CarField>(services: Services, site: Site, query: StockQuery<F>): StockResult<F> {
  return searchStock(services.search, StockScope.site(site), query);
}

/** Every car the site shows, in index order, with the fields asked for. */
export function browseSiteStock<F extends CarField = CarField>(services: Services, site: Site, fields?: readonly F[]) {
  return browseStock(services.search, StockScope.site(site), { fields });
}
