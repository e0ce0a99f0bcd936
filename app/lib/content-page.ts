import type { Site } from "../../sites/registry.ts";
import { canonicalUrl } from "./site-origin.ts";

/** Content pages change rarely: a CDN may keep them for an hour. */
export const CONTENT_PAGE_CACHE = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";

/** What every content page's meta needs. */
export function contentPageBasics(request: Request, site: Site, path: string) {
  return { siteName: site.name, canonical: canonicalUrl(site, path) };
}

export function contentPageMeta(data: { siteName: string; canonical: string } | undefined, title: string, description: (siteName: string) => string) {
  if (!data) return [];
  return [
    { title: `${title} | ${data.siteName}` },
    { name: "description", content: description(data.siteName) },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}
