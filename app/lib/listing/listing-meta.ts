// What a listing page puts in <head>, and how long shared caches may keep it.
import type { MetaDescriptor } from "react-router";
import type { ListingData } from "./listing.server.ts";

/** A CDN may serve a listing for a minute and refresh it in the background for five (responses vary by Host). */
export const LISTING_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export function listingMeta(data: Pick<ListingData, "title" | "description" | "canonical" | "noindex"> | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found" }];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    ...(data.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
