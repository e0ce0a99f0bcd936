// GET /feeds/google-vehicle-listings.xml: the site's Google vehicle listings feed (RSS 2.0, g: attributes) (docs/stock-feeds.md).
// Kept in the shared page cache like a page, and dropped with it when the
// stock of a dealership the site shows changes (decision 0030).
import type { Route } from "./+types/feeds.google-vehicle-listings[.]xml";
import { servicesContext, siteContext } from "../context.ts";
import { googleVehicleFeed } from "../lib/feeds.server.ts";

const CACHE = "public, max-age=300, s-maxage=900, stale-while-revalidate=3600";

export async function loader({ context }: Route.LoaderArgs) {
  const body = await googleVehicleFeed(context.get(servicesContext), context.get(siteContext));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE } });
}
