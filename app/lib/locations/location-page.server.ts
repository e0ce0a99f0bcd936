// The view model of a location's own page (/locations/{slug}): everything the
// page shows, worked out on the server from the location, its neighbours at
// the same address, its reviews and the stock held there.
import { findVisibleLocation, listVisibleLocations, type LocationDetails } from "../../../db/repositories/locations.ts";
import { stateTimeZone } from "../../../domain/australian-states.ts";
import type { LocationListing } from "../../../domain/location-listing.ts";
import {
  addressLine,
  autoDealerJsonLd,
  DEPARTMENT_LABELS,
  departmentTabs,
  directionsSearchHref,
  holidayHoursRows,
  hoursTable,
  staticMapMarkers,
  todaysHours,
} from "../../../domain/location-page.ts";
import { mapTilesFrom } from "../../../domain/map-tiles.ts";
import { isOpenAt } from "../../../domain/opening-hours.ts";
import { formatPhone, telHref } from "../../../domain/phone.ts";
import { ratingView, reviewDateInWords, reviewsToShow, reviewSummary, starRow } from "../../../domain/reviews.ts";
import { zonedClock } from "../../../domain/zoned-time.ts";
import { and, anyOf, compare } from "../../../domain/stock-filter.ts";
import type { ReviewProvider } from "../../../services/reviews/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { serializeJsonLd } from "../detail/json-ld.ts";
import { featuredCars } from "../listing/featured.server.ts";
import { canonicalUrl, siteOrigin } from "../site-origin.ts";
import type { CardCar } from "../card-car.ts";
import type { MapView, ReviewView } from "./location-view.ts";
import { locationPath } from "./location-path.ts";
import { allStockPath } from "../../../domain/listing/search-url.ts";
import { isSalesLocation, isServiceLocation } from "../../../domain/locator.ts";

/** Location pages say "today" and "2 weeks ago": a shared cache keeps them minutes, not hours. */
export const LOCATION_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";


/** How many cars the page shows from the location's stock before "View all". */
const STOCK_SHOWN = 8;

const phoneView = (phone: string | null) => {
  const shown = phone ? formatPhone(phone) : null;
  const href = phone ? telHref(phone) : null;
  return shown && href ? { shown, href } : null;
};

/** The stock page of a location: the site's default listing refined by the location's name (the whole listing without one). */
export function locationStockHref(site: Pick<Site, "searchPrefix" | "usedOnly">, locationName: string | null): string {
  return locationName === null ? allStockPath(site) : `${allStockPath(site)}?location=${encodeURIComponent(locationName)}`;
}

function mapView(location: LocationListing, all: readonly LocationListing[], spanKm = 40): MapView {
  const neighbours = all.filter((l) => l.id === location.id || l.street !== location.street || l.dealershipId !== location.dealershipId);
  return {
    spanKm,
    markers: staticMapMarkers(location, neighbours, spanKm)
      .slice(0, 12)
      .map((m) => ({ name: m.item.name, href: locationPath(m.item.slug), x: m.point.x, y: m.point.y, lat: m.item.lat, lng: m.item.lng, distanceKm: m.distanceKm, here: m.item.id === location.id })),
  };
}

export async function locationPage(services: Services, site: Site, slug: string, reviewProvider: ReviewProvider, now = new Date()) {
  const location: LocationDetails | null = await findVisibleLocation(services.db, site.dealershipIds, slug);
  if (!location) return null;
  const [all, storedReviews] = await Promise.all([listVisibleLocations(services.db, site.dealershipIds), reviewProvider.reviewsOf(location)]);
  const clock = zonedClock(now, stateTimeZone(location.state));
  const today = clock.date;
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const closedLabel = site.labels.closedHours;

  const summary = reviewSummary(storedReviews);
  const reviews: ReviewView[] = reviewsToShow(storedReviews.map((r) => ({ ...r, review_date: r.reviewDate }))).map((r) => ({
    id: r.id,
    customerName: r.customerName,
    text: r.text,
    rating: r.rating,
    stars: starRow(r.rating),
    ago: reviewDateInWords(r.reviewDate, today),
    reviewDate: r.reviewDate,
    reply: r.replyText ? { text: r.replyText, ago: r.replyDate ? reviewDateInWords(r.replyDate, today) : null } : null,
  }));

  const isSales = isSalesLocation(location.locationType);
  const stock: CardCar[] = isSales
    ? featuredCars(services, site, { filter: and(compare("location_id", "=", location.id), anyOf("status", ["in_stock", "coming_soon"])), limit: STOCK_SHOWN })
    : [];

  const url = canonicalUrl(site, locationPath(location.slug));
  const jsonLd = autoDealerJsonLd(
    {
      name: location.name,
      url,
      telephone: location.phone ? formatPhone(location.phone) : null,
      image: location.imageUrl ? `${siteOrigin(site)}${location.imageUrl}` : null,
      street: location.street,
      city: location.city,
      state: location.state,
      postcode: location.postcode,
      lat: location.lat,
      lng: location.lng,
      openingHours: location.openingHours,
      specialHours: location.specialHours,
      rating: summary.count > 0 ? { count: summary.count, average: summary.average_rating } : null,
    },
    today,
  );

  return {
    siteName: site.name,
    canonical: url,
    labels: {
      getDirections: site.labels.getDirections,
      contactUs: site.labels.contactUs,
      bookService: site.labels.bookService,
      viewDetails: site.labels.viewDetails,
    },
    location: {
      id: location.id,
      slug: location.slug,
      name: location.name,
      dealershipName: location.dealershipName,
      department: DEPARTMENT_LABELS[location.locationType] ?? "Sales",
      isSales,
      offersService: isServiceLocation(location.locationType),
      street: location.street,
      city: location.city,
      state: location.state,
      postcode: location.postcode,
      address: addressLine(location),
      lat: location.lat,
      lng: location.lng,
      phone: phoneView(location.phone),
      landline: phoneView(location.landlinePhone),
      email: location.email,
      dealerLicenseNumber: location.dealerLicenseNumber,
      motorVehicleRepairer: location.motorVehicleRepairer,
      imageUrl: location.imageUrl,
    },
    today,
    openNow: isOpenAt(location, now),
    todaysHours: todaysHours(location, today, closedLabel),
    hours: hoursTable(location.openingHours, todayWeekday, closedLabel),
    holidays: holidayHoursRows(location.specialHours, today, closedLabel),
    tabs: departmentTabs(location, all).map((t) => ({ href: locationPath(t.location.slug), label: t.label, current: t.current })),
    directionsHref: directionsSearchHref(location),
    contactHref: `/contact-us/${location.slug}`,
    map: mapView(location, all),
    mapTiles: mapTilesFrom(services.config),
    rating: ratingView(summary),
    reviews,
    stock,
    // A location with no cars on this site sends the shopper to all of the site's stock, not to an empty listing.
    stockHref: locationStockHref(site, stock.length > 0 ? location.name : null),
    jsonLd: serializeJsonLd(jsonLd),
  };
}

export type LocationPageData = NonNullable<Awaited<ReturnType<typeof locationPage>>>;
