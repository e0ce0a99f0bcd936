import type { Site } from "./registry.ts";

/**
 * The origin for absolute addresses (canonical links, og:url, og:image,
 * JSON-LD, sitemap, robots.txt, links in alert emails). It comes from the
 * site's configuration only — its siteUrl, else its first host over https,
 * else its development address {slug}.localhost — never from the request: the
 * request's host only picks the site, and a page kept in the shared cache must
 * name the same origin to every shopper (docs/security.md, "Request handling").
 */
export function siteOrigin(site: Pick<Site, "siteUrl" | "hosts" | "slug">): string {
  if (site.siteUrl) return new URL(site.siteUrl).origin;
  const host = site.hosts[0];
  return host ? `https://${host}` : `http://${site.slug}.localhost`;
}

/** The absolute canonical address of a path on this site. */
export function canonicalUrl(site: Pick<Site, "siteUrl" | "hosts" | "slug">, path: string): string {
  return `${siteOrigin(site)}${path}`;
}
