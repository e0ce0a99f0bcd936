import { useEffect } from "react";
import type { Route } from "./+types/search";
import { servicesContext, siteContext } from "../context.ts";
import { loadListing } from "../lib/listing/listing.server.ts";
import { keepPreviousOnError, rememberListing } from "../lib/listing/keep-previous.ts";
import { listingMeta, LISTING_CACHE_CONTROL } from "../lib/listing/listing-meta.ts";
import { ListingPage } from "../components/listing/listing-page.tsx";

// One module serves /search/* and, on used-only sites, /used-car/* (app/routes.ts).
export function loader({ request, params, context }: Route.LoaderArgs) {
  const requestedPrefix = new URL(request.url).pathname.startsWith("/used-car") ? "/used-car" : "/search";
  const segments = (params["*"] ?? "").split("/");
  return loadListing(context.get(servicesContext), context.get(siteContext), request, { kind: "search", segments, requestedPrefix });
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keepPreviousOnError("search", request, serverLoader);
}

export function headers() {
  return { "Cache-Control": LISTING_CACHE_CONTROL };
}

export function meta({ data }: Route.MetaArgs) {
  return listingMeta(data);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  useEffect(() => rememberListing("search", loaderData), [loaderData]);
  return <ListingPage data={loaderData} />;
}
