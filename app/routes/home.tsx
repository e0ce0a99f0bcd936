import { Link } from "react-router";
import type { Route } from "./+types/home";
import { servicesContext, siteContext } from "../context.ts";
import { featuredCars } from "../lib/listing/featured.server.ts";
import { FeaturedStrip } from "../components/stock/featured-strip.tsx";
import { BrandTiles } from "../components/brands/brand-tiles.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";
import { YourCars } from "../components/accounts/live-parts.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  return {
    hero: site.hero,
    featured: featuredCars(services, site, { filters: featuredFilter(site.template), limit: 8 }),
    brandTiles: site.template === "group" ? site.brandTiles : [],
    statsBanner: site.statsBanner,
    siteName: site.name,
    searchPrefix: site.searchPrefix,
    usedOnly: site.usedOnly,
    template: site.template,
  };
}

/**
 * Priced, in-stock cars; a franchise dealer features its new and demo stock
 * (the franchise's own make) rather than the trade-ins on its used lot.
 */
function featuredFilter(template: "group" | "franchise" | "used"): string {
  const base = "status:in_stock AND price > 0";
  return template === "franchise" ? `${base} AND (car_type:new OR car_type:demo)` : base;
}

/** Widths of the hero banner the browser may pick from (the image service resizes). */
const HERO_WIDTHS = [640, 960, 1280, 1920];

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
  const { hero, featured, brandTiles, statsBanner, searchPrefix, usedOnly, template } = loaderData;
  const allStock = `${searchPrefix}/${usedOnly ? "used-cars" : "new-used-and-demo-cars"}`;
  return (
    <>
      {hero && (
        <section className={hero.image ? "hero hero--with-image" : "hero"}>
          {hero.image && (
            <img
              className="hero__image"
              src={`${hero.image}?w=1280`}
              srcSet={HERO_WIDTHS.map((w) => `${hero.image}?w=${w} ${w}w`).join(", ")}
              sizes="100vw"
              width={1920}
              height={540}
              alt=""
              fetchPriority="high"
            />
          )}
          <div className="container hero__inner">
            <h1 className="hero__title">{hero.title}</h1>
            {hero.subtitle && <p className="hero__subtitle">{hero.subtitle}</p>}
            {template === "used" && (
              <form className="hero__search" action={allStock} role="search">
                <label className="visually-hidden" htmlFor="hero-search">
                  Search our used cars
                </label>
                <input id="hero-search" name="query" type="search" placeholder="Make, model or keyword" />
                <button type="submit" className="button button--accent">
                  Search
                </button>
              </form>
            )}
            <div className="hero__actions">
              <Link className="button button--accent" to={allStock}>
                Browse all stock
              </Link>
              {!usedOnly && (
                <Link className="button button--ghost" to={`${searchPrefix}/new-cars`}>
                  New cars
                </Link>
              )}
              {!usedOnly && (
                <Link className="button button--ghost" to={`${searchPrefix}/used-cars`}>
                  Used cars
                </Link>
              )}
            </div>
          </div>
        </section>
      )}
      {statsBanner && <StatsBanner stats={statsBanner} />}
      <FeaturedStrip title="Featured stock" cars={featured} moreHref={allStock} />
      {brandTiles.length > 0 && <BrandTiles tiles={brandTiles} />}
      <YourCars />
    </>
  );
}
