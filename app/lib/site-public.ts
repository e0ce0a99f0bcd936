import type { Site } from "../../sites/registry.ts";
import { brandTileHref } from "./brand-tiles.ts";

const BRAND_MENU_GROUPS = [
  ["car", "Cars"],
  ["motorcycle", "Motorcycles"],
  ["truck", "Trucks"],
  ["own", "Our brands"],
] as const;

/** The brand mega-menu (header item `mega: "brands"`): the site's brand tiles by kind of vehicle, as links. */
export function brandMenu(site: Pick<Site, "brandTiles" | "menus">) {
  if (!site.menus.header.some((item) => item.mega === "brands")) return [];
  return BRAND_MENU_GROUPS.map(([category, title]) => ({
    title,
    links: site.brandTiles.filter((t) => t.category === category).map((t) => ({ label: t.title, href: brandTileHref(t) })),
  })).filter((group) => group.links.length > 0);
}

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
    brandMenu: brandMenu(site),
    features: site.features,
    searchPrefix: site.searchPrefix,
    usedOnly: site.usedOnly,
    certifiedOnly: site.certifiedOnly,
    justArrivedDays: site.justArrivedDays,
  };
}

export type PublicSite = ReturnType<typeof publicSite>;
