import { useEffect } from "react";
import type { Route } from "./+types/search";
import { servicesContext, siteContext } from "../context.ts";
import { loadListing } from "../lib/listing/listing.server.ts";
import { keepPreviousOnError, rememberListing } from "../lib/listing/keep-previous.ts";
import { listingMeta, LISTING_CACHE_CONTROL } from "../lib/listing/listing-meta.ts";
import { withPartsCode } from "../lib/hydration-part.tsx";
import { ListingPage, preloadListingParts } from "../components/listing/listing-page.tsx";
import { ListingCalculator } from "../components/listing/listing-calculator.tsx";
import { renderToStaticMarkup } from "react-dom/server";
import { listingHref } from "../../domain/listing/search-url.ts";

// One module serves /search/* and, on used-only sites, /used-car/* (app/routes.ts).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requestedPrefix = new URL(request.url).pathname.startsWith("/used-car") ? "/used-car" : "/search";
  const segments = (params["*"] ?? "").split("/");
  const data = await loadListing(context.get(servicesContext), context.get(siteContext), request, { kind: "search", segments, requestedPrefix });
  if (!data.calculator) return data;
  // The listing calculator is static HTML made here (a GET form the server works out): the listing's
  // browser bundle carries none of its code, so its first-load JavaScript does not grow.
  const calculatorHtml = renderToStaticMarkup(<ListingCalculator calculator={data.calculator} href={listingHref(data.location, data.state)} />);
  return { ...data, calculator: null, calculatorHtml };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPartsCode(keepPreviousOnError("search", request, serverLoader), preloadListingParts());
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
