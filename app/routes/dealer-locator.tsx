import { data } from "react-router";
import type { Route } from "./+types/dealer-locator";
import { servicesContext, siteContext } from "../context.ts";
import { contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { LOCATION_PAGE_CACHE } from "../lib/locations/location-page.server.ts";
import { locatorPage } from "../lib/locations/locator.server.ts";
import { LocatorPage } from "../components/locations/locator-page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const page = await locatorPage(services, site, url);
  // A shopper's own position is theirs: never kept in a shared cache. Cards say "today", so minutes otherwise.
  const cache = url.searchParams.has("near") ? "private, no-store" : LOCATION_PAGE_CACHE;
  // A search it cannot use (an unknown postcode, a position outside Australia) is the shopper's to fix: a 400 with the form and the message.
  const status = page.problems.length > 0 ? 400 : 200;
  return data({ ...contentPageBasics(request, site, "/dealer-locator"), ...page }, { status, headers: { "Cache-Control": status === 200 ? cache : "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? LOCATION_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Dealer locator", (name) => `Find a ${name} location near you: addresses, phone numbers, opening hours and directions.`);

export default function DealerLocator({ loaderData }: Route.ComponentProps) {
  return <LocatorPage d={loaderData} />;
}
