import type { Route } from "./+types/api.search-config";
import { servicesContext, siteContext } from "../context.ts";
import { siteSearchKey } from "../../services/security/index.ts";

/** The site's public, search-only credentials for Algolia clients (InstantSearch, algoliasearch). */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const origin = new URL(request.url).origin;
  return Response.json(
    { appId: site.search.appId, apiKey: siteSearchKey(services, site), indexName: "Car_production", url: origin },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
