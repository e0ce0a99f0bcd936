// Stock queries for pages: always through the search engine, always inside the site's scope.
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { siteScopeFilter } from "../../sites/scope.ts";
import type { SearchOptions, SearchParams } from "../../search/types.ts";

export function searchSiteStock(
  services: Services,
  site: Site,
  params: SearchParams,
  indexName = "Car_production",
  options: Pick<SearchOptions, "allPages"> = {},
) {
  return services.search.search(indexName, params, { ...options, scopeFilters: siteScopeFilter(site) });
}
