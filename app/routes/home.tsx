import { Link } from "react-router";
import type { Route } from "./+types/home";
import { servicesContext, siteContext } from "../context.ts";
import { homePage } from "../lib/home/home-page.server.ts";
import { FeaturedStrip } from "../components/stock/featured-strip.tsx";
import { VehicleCarousel } from "../components/stock/vehicle-carousel.tsx";
import { BrandTiles } from "../components/brands/brand-tiles.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";
import { YourCars } from "../components/accounts/live-parts.tsx";
import { HeroSearch } from "../components/home/hero-search.tsx";
import { PromotionsSlider } from "../components/home/promotions-slider.tsx";
import { ModelRange } from "../components/home/model-range.tsx";
import { ServiceBand } from "../components/home/service-band.tsx";
import { HomeReviews } from "../components/home/home-reviews.tsx";
import { LocationCarousel } from "../components/locations/location-carousel.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return homePage(context.get(servicesContext), context.get(siteContext));
}

/** Widths of the hero banner the browser may pick from (the image service resizes). */
const HERO_WIDTHS = [640, 960, 1280, 1920];

// The location cards say "today": a minute in a shared cache, then revalidated.
export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.siteName ?? "Forecourt";
  return [
    { title: `${name} | ${data?.usedOnly ? "Quality used vehicles" : "New, demo and used vehicles"}` },
    { name: "description", content: `Browse ${data?.usedOnly ? "quality used" : "new, demo and used"} vehicles for sale at ${name}.` },
    ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
  ];
}

/** The home page in sections, one per line below: a section added by another feature is one line. */
export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HomeHero d={d} />
      <PromotionsSlider slides={d.slides} />
      {d.figures && <StatsBanner figures={d.figures} />}
      <ModelRange models={d.modelRange} allHref={`${d.searchPrefix}/new-cars`} />
      {d.offers.length > 0 && (
        <div className="container featured">
          <VehicleCarousel title="Current offers" cars={d.offers} moreHref="/special-offers" moreLabel="View all offers" headingId="offers-title" />
        </div>
      )}
      {d.brandTiles.length > 0 && <BrandTiles tiles={d.brandTiles} />}
      <FeaturedStrip title="Featured stock" cars={d.featured} moreHref={d.allStock} />
      <ServiceBand service={d.service} siteName={d.siteName} />
      <LocationCarousel title={d.locationCards.length === 1 ? "Visit us" : "Our locations"} cards={d.locationCards} labels={d.cardLabels} />
      <HomeReviews rating={d.rating} reviews={d.reviews} />
      <YourCars />
    </>
  );
}

function HomeHero({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const { hero } = d;
  if (!hero) return null;
  return (
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
        <HeroSearch search={d.quickSearch} />
        <div className="hero__actions">
          <Link className="button button--ghost" to={d.allStock}>
            Browse all stock
          </Link>
          {!d.usedOnly && (
            <Link className="button button--ghost" to={`${d.searchPrefix}/new-cars`}>
              New cars
            </Link>
          )}
          {!d.usedOnly && (
            <Link className="button button--ghost" to={`${d.searchPrefix}/used-cars`}>
              Used cars
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
