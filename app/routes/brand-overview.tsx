import { data, Link } from "react-router";
import { redirectWithinSite } from "../lib/same-site-redirect.ts";
import type { Route } from "./+types/brand-overview";
import { servicesContext, siteContext } from "../context.ts";
import { brandFilter, siteBrandPage } from "../lib/brands.server.ts";
import { searchSiteStock } from "../lib/stock.server.ts";
import { canonicalUrl } from "../lib/site-origin.ts";
import { pageFromParam } from "../../domain/pagination.ts";
import { collapseSoldCards } from "../../domain/sold-cards.ts";
import { useSite } from "../lib/use-site.ts";
import { manufacturerLogoUrl } from "../../domain/images/urls.ts";
import { reserveActions } from "../lib/listing/reserve-actions.server.ts";
import { CARD_FIELDS, cardCar } from "../lib/card-car.ts";
import { VehicleCard } from "../components/stock/vehicle-card.tsx";
import { PageLinksNav } from "../components/brands/page-links-nav.tsx";
import { formatNumber } from "../../domain/number-format.ts";
import { allStockPath } from "../../domain/listing/search-url.ts";

/** listing §9: "Page size is 21 on the manufacturer and dealership lists". */
export const BRAND_PAGE_SIZE = 21;

const pagePath = (slug: string, page: number) => `/${slug}/overview${page > 1 ? `?page=${page}` : ""}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const slug = params.brand.toLowerCase();
  const url = new URL(request.url);
  if (slug !== params.brand) throw redirectWithinSite(`/${slug}/overview${url.search}`, 301);
  const brand = siteBrandPage(services, site, slug);
  if (!brand) throw data(null, { status: 404 });

  const requested = pageFromParam(url.searchParams.get("page"));
  const query = (page: number) =>
    searchSiteStock(services, site, {
      filter: brandFilter(brand),
      hitsPerPage: BRAND_PAGE_SIZE,
      page: page - 1,
      fields: CARD_FIELDS,
    });
  let result = query(requested);
  // A page past the end (an old bookmark after stock sold) shows the last page rather than nothing.
  if (result.hits.length === 0 && result.nbPages > 0 && requested > result.nbPages) result = query(result.nbPages);
  const page = result.page + 1;
  const tile = site.brandTiles.find((t) => t.slug === slug);
  const cars = result.hits.map(cardCar);

  return {
    siteName: site.name,
    usedOnly: site.usedOnly,
    brand,
    logoSrc: tile?.logoSrc ?? manufacturerLogoUrl(slug),
    bannerSrc: tile?.imageBannerSrc ?? null,
    description: tile?.description ?? "",
    cars,
    reserve: await reserveActions(services, site, cars),
    now: Date.now(),
    total: result.nbHits,
    page,
    pageCount: result.nbPages,
    searchHref: `${site.searchPrefix}/${slug}`,
    allStockHref: allStockPath(site),
    canonical: canonicalUrl(site, pagePath(slug, page)),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const kind = d.usedOnly ? "used" : "new, demo and used";
  const pageNote = d.page > 1 ? ` (page ${d.page})` : "";
  return [
    { title: `${d.brand.title} for sale${pageNote} | ${d.siteName}` },
    {
      name: "description",
      content: `Browse ${formatNumber(d.total)} ${kind} ${d.brand.title} vehicles for sale at ${d.siteName}. Compare prices, features and finance, then enquire online.`,
    },
    { tagName: "link", rel: "canonical", href: d.canonical },
  ];
}

export default function BrandOverview({ loaderData }: Route.ComponentProps) {
  const { brand, logoSrc, bannerSrc, description, cars, reserve, now, total, page, pageCount, searchHref, allStockHref } = loaderData;
  const site = useSite();
  const first = (page - 1) * BRAND_PAGE_SIZE + 1;
  return (
    <div className="brand-overview">
      <header className="brand-overview__header" style={bannerSrc ? { backgroundImage: `url(${bannerSrc}?w=1600)` } : undefined}>
        <div className="container brand-overview__intro">
          <img className="brand-overview__logo" src={logoSrc} alt="" width={120} height={48} />
          <div>
            <h1>{brand.title}</h1>
            <p className="brand-overview__summary">
              {description || `${brand.title} vehicles for sale`}
              {total > 0 && (
                <>
                  {" · "}
                  <strong>{formatNumber(total)}</strong> {total === 1 ? "vehicle" : "vehicles"} in stock
                </>
              )}
            </p>
          </div>
          {total > 0 && (
            <Link className="button button--accent brand-overview__search" to={searchHref}>
              Search and filter {brand.title}
            </Link>
          )}
        </div>
      </header>

      <section className="container brand-overview__stock" aria-labelledby="brand-stock-title">
        <h2 id="brand-stock-title" className="visually-hidden">
          {brand.title} stock
        </h2>
        {cars.length === 0 ? (
          <div className="brand-overview__empty">
            <p>There are no {brand.title} vehicles listed right now. New stock arrives every week.</p>
            <Link className="button" to={allStockHref}>
              Browse all stock
            </Link>
          </div>
        ) : (
          <>
            <p className="brand-overview__range" aria-live="polite">
              Showing {formatNumber(first)}–{formatNumber(first + cars.length - 1)} of {formatNumber(total)}
            </p>
            <ul className="card-grid">
              {collapseSoldCards(cars, site.features.collapseSoldCards).map(({ car, collapsed }, i) => (
                <li key={car.objectID}>
                  <VehicleCard car={car} priority={i < 2} reserve={reserve[car.id] ?? null} now={now} collapsedCount={collapsed.length} />
                </li>
              ))}
            </ul>
            <PageLinksNav page={page} pageCount={pageCount} hrefFor={(p) => pagePath(brand.slug, p)} label={`${brand.title} result pages`} />
          </>
        )}
      </section>
    </div>
  );
}
