import type { Route } from "./+types/brands";
import { servicesContext, siteContext } from "../context.ts";
import { siteBrandTiles } from "../lib/brands.server.ts";
import { siteFigures } from "../lib/group-figures.server.ts";
import { canonicalUrl } from "../lib/site-origin.ts";
import { BrandTiles } from "../components/brands/brand-tiles.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  return {
    siteName: site.name,
    tiles: siteBrandTiles(services, site),
    statsBanner: site.statsBanner ? (await siteFigures(services, site)).figures : null,
    canonical: canonicalUrl(site, "/brands"),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `Our brands | ${data.siteName}` },
    {
      name: "description",
      content: `The car, motorcycle and truck brands of ${data.siteName}: browse new, demo and used stock by brand.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { tiles, statsBanner } = loaderData;
  return (
    <div className="brands-page">
      {tiles.length > 0 ? (
        <BrandTiles tiles={tiles} headingLevel={1} />
      ) : (
        <div className="container page-message">
          <h1>Our brands</h1>
          <p>New stock is on its way. Check back soon.</p>
        </div>
      )}
      {statsBanner && <StatsBanner figures={statsBanner} />}
    </div>
  );
}
