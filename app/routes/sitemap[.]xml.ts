import type { Route } from "./+types/sitemap[.]xml";
import { servicesContext, siteContext } from "../context.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { sitePagePaths, siteVehicleCount, siteVehicleEntries } from "../lib/sitemap.server.ts";
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapPartCount, sitemapXml, type SitemapEntry } from "../../domain/seo-files.ts";

const CACHE = "public, max-age=300, s-maxage=900, stale-while-revalidate=3600";

const xmlResponse = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE } });

/**
 * One sitemap of the site's pages and vehicles; past 50,000 addresses,
 * an index of parts (?part=1, ?part=2…), each a sitemap of its own.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const origin = siteOrigin(site);
  const pages = sitePagePaths(services, site).map((path): SitemapEntry => ({ loc: `${origin}${path}` }));
  const total = pages.length + siteVehicleCount(services, site);
  const parts = sitemapPartCount(total);
  const partParam = new URL(request.url).searchParams.get("part");

  if (partParam === null) {
    if (parts === 1) return xmlResponse(sitemapXml(allEntries(pages, services, site, origin)));
    return xmlResponse(sitemapIndexXml(Array.from({ length: parts }, (_, i) => `${origin}/sitemap.xml?part=${i + 1}`)));
  }
  const part = /^\d+$/.test(partParam) ? Number(partParam) : 0;
  if (part < 1 || part > parts) return new Response("No such sitemap part.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xmlResponse(sitemapXml(slice(allEntries(pages, services, site, origin), (part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)));
}

function* allEntries(pages: SitemapEntry[], ...vehicles: Parameters<typeof siteVehicleEntries>): Generator<SitemapEntry> {
  yield* pages;
  yield* siteVehicleEntries(...vehicles);
}

function* slice<T>(items: Iterable<T>, start: number, count: number): Generator<T> {
  let i = 0;
  for (const item of items) {
    if (i >= start + count) return;
    if (i++ >= start) yield item;
  }
}
