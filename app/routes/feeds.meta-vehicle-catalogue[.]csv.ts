// GET /feeds/meta-vehicle-catalogue.csv: the site's Meta automotive catalogue feed (CSV) (docs/stock-feeds.md).
// Kept in the shared page cache like a page, and dropped with it when the
// stock of a dealership the site shows changes (decision 0030).
import type { Route } from "./+types/feeds.meta-vehicle-catalogue[.]csv";
import { servicesContext, siteContext } from "../context.ts";
import { metaVehicleFeed } from "../lib/feeds.server.ts";

const CACHE = "public, max-age=300, s-maxage=900, stale-while-revalidate=3600";

export async function loader({ context }: Route.LoaderArgs) {
  const body = await metaVehicleFeed(context.get(servicesContext), context.get(siteContext));
  return new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": CACHE } });
}
