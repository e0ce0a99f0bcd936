import type { Site } from "../../sites/registry.ts";

/** What the browser gets to know about the site (rendered into every page). */
export function publicSite(site: Site) {
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    siteUrl: site.siteUrl,
    logo: site.logo,
    theme: site.theme,
    labels: site.labels,
    menus: site.menus,
    features: site.features,
    searchPrefix: site.searchPrefix,
    usedOnly: site.usedOnly,
    certifiedOnly: site.certifiedOnly,
    justArrivedDays: site.justArrivedDays,
  };
}

export type PublicSite = ReturnType<typeof publicSite>;
