// Public search keys: each site's key is a secured key bound to that site, so
// the server always ANDs the site's scope to whatever a client asks.
import { createSecuredKey, verifySecuredKey } from "../../search/secured-key.ts";
import { siteScopeFilter } from "../../sites/scope.ts";
import type { Site, SiteRegistry } from "../../sites/registry.ts";
import type { AppConfig } from "../config.ts";

export function siteSearchKey(services: { config: AppConfig }, site: Site): string {
  return createSecuredKey(services.config.appSecret, site.slug);
}

export function siteKeyResolver(services: { config: AppConfig; sites: SiteRegistry }) {
  return (appId: string, apiKey: string) => {
    const slug = verifySecuredKey(services.config.appSecret, apiKey);
    const site = slug ? services.sites.get(slug) : undefined;
    if (!site || site.search.appId !== appId) return null;
    return { scopeFilters: siteScopeFilter(site), id: site.slug };
  };
}
