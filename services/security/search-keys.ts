// Public search keys: each site's key is a secured key bound to that site, so
// the server always ANDs the site's scope to whatever a client asks.
import { createSecuredKey, verifySecuredKey } from "../../search/core/secured-key.ts";
import { siteScopeFilter } from "../../sites/scope.ts";
import type { Site, SiteRegistry } from "../../sites/registry.ts";
import { signingSecret, verifyingSecrets, type AppSecret } from "./secret.ts";

export function siteSearchKey(services: { secret: AppSecret }, site: Site): string {
  return createSecuredKey(signingSecret(services.secret), site.slug);
}

export function siteKeyResolver(services: { secret: AppSecret; sites: SiteRegistry }) {
  return (appId: string, apiKey: string) => {
    const slug = verifyingSecrets(services.secret).reduce<string | null>((found, key) => found ?? verifySecuredKey(key, apiKey), null);
    const site = slug ? services.sites.get(slug) : undefined;
    if (!site || site.search.appId !== appId) return null;
    return { scopeFilters: siteScopeFilter(site), id: site.slug };
  };
}
