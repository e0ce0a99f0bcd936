import { Link } from "react-router";
import type { Route } from "./+types/home";
import { servicesContext, siteContext } from "../context.ts";
import { featuredStock } from "../lib/stock.server.ts";
import { FeaturedStrip } from "../components/stock/featured-strip.tsx";
import { BrandTiles } from "../components/brands/brand-tiles.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  return {
    hero: site.hero,
    featured: featuredStock(services, site, 8),
    brandTiles: site.template === "group" ? site.brandTiles : [],
    statsBanner: site.statsBanner,
    siteName: site.name,
    searchPrefix: site.searchPrefix,
    usedOnly: site.usedOnly,
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.siteName ?? "Forecourt";
  return [
    { title: `${name} | New, demo and used vehicles` },
    { name: "description", content: `Browse new, demo and used vehicles for sale at ${name}.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featured, brandTiles, statsBanner, searchPrefix, usedOnly } = loaderData;
  const allStock = `${searchPrefix}/${usedOnly ? "used-cars" : "new-used-and-demo-cars"}`;
  return (
    <>
      {hero && (
        <section className="hero">
          <div className="container hero__inner">
            <h1 className="hero__title">{hero.title}</h1>
            {hero.subtitle && <p className="hero__subtitle">{hero.subtitle}</p>}
            <div className="hero__actions">
              <Link className="button button--accent" to={allStock}>
                Browse all stock
              </Link>
              {!usedOnly && (
                <Link className="button button--ghost" to={`${searchPrefix}/new-cars`}>
                  New cars
                </Link>
              )}
              <Link className="button button--ghost" to={`${searchPrefix}/used-cars`}>
                Used cars
              </Link>
            </div>
          </div>
        </section>
      )}
      {statsBanner && <StatsBanner stats={statsBanner} />}
      <FeaturedStrip title="Featured stock" cars={featured} moreHref={allStock} />
      {brandTiles.length > 0 && <BrandTiles tiles={brandTiles} />}
    </>
  );
}
