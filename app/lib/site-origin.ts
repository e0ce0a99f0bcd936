import type { Site } from "../../sites/registry.ts";

/**
 * The origin for absolute addresses (canonical links, sitemap, robots.txt).
 * On one of the site's public hosts it is the configured siteUrl (https even
 * behind a TLS-terminating proxy); on any other host that serves the site
 * (e.g. {slug}.localhost in development) it is the request's own origin, so
 * every address a page names can be followed from where it was fetched.
 */
export function siteOrigin(request: Request, site: Pick<Site, "siteUrl" | "hosts">): string {
  const requested = new URL(request.url);
  if (!site.siteUrl) return requested.origin;
  const configured = new URL(site.siteUrl);
  const host = requested.host.toLowerCase();
  const isPublicHost = host === configured.host || site.hosts.some((h) => h.toLowerCase() === host);
  return isPublicHost ? configured.origin : requested.origin;
}

/** The absolute canonical address of a path on this site. */
export function canonicalUrl(request: Request, site: Pick<Site, "siteUrl" | "hosts">, path: string): string {
  return `${siteOrigin(request, site)}${path}`;
}
