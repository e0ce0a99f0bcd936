import { useEffect } from "react";
import type { Route } from "./+types/special-offers";
import { servicesContext, siteContext } from "../context.ts";
import { loadListing } from "../lib/listing/listing.server.ts";
import { keepPreviousOnError, rememberListing } from "../lib/listing/keep-previous.ts";
import { listingMeta, LISTING_CACHE_CONTROL } from "../lib/listing/listing-meta.ts";
import { ListingPage, preloadListingParts } from "../components/listing/listing-page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(context.get(servicesContext), context.get(siteContext), request, { kind: "special-offers" });
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // The listing's parts' code comes with its data (decision 0100).
  const [data] = await Promise.all([keepPreviousOnError("special-offers", request, serverLoader), preloadListingParts()]);
  return data;
}

export function headers() {
  return { "Cache-Control": LISTING_CACHE_CONTROL };
}

export function meta({ data }: Route.MetaArgs) {
  return listingMeta(data);
}

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  useEffect(() => rememberListing("special-offers", loaderData), [loaderData]);
  return <ListingPage data={loaderData} />;
}
