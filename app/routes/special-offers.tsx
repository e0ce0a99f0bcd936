import { useEffect } from "react";
import type { Route } from "./+types/special-offers";
import { servicesContext, siteContext } from "../context.ts";
import { loadListing } from "../lib/listing/listing.server.ts";
import { keepPreviousOnError, rememberListing } from "../lib/listing/keep-previous.ts";
import { listingMeta, LISTING_CACHE_CONTROL } from "../lib/listing/listing-meta.ts";
import { withPartsCode } from "../lib/hydration-part.tsx";
import { ListingPage, preloadListingParts } from "../components/listing/listing-page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(context.get(servicesContext), context.get(siteContext), request, { kind: "special-offers" });
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPartsCode(keepPreviousOnError("special-offers", request, serverLoader), preloadListingParts());
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
