// Location cards as the locator, the home page and the about page show them:
// one card per address with a tab per department, today's hours in the
// location's own time zone, phones as "0X XXXX XXXX", and the links.
import { stateTimeZone } from "../../../domain/australian-states.ts";
import type { LatLng } from "../../../domain/geo.ts";
import type { LocationListing } from "../../../domain/location-listing.ts";
import { directionsSearchHref, todaysHours } from "../../../domain/location-page.ts";
import { formatDistance, locatorCards, type LocatorDepartment } from "../../../domain/locator.ts";
import { weeklyHoursRows } from "../../../domain/opening-hours.ts";
import { formatPhone, telHref } from "../../../domain/phone.ts";
import { ratingView, summaryOf, type StarRow } from "../../../domain/reviews.ts";
import { zonedClock } from "../../../domain/zoned-time.ts";
import { locationPath } from "./location-path.ts";

export interface LocationCardDepartment {
  id: number;
  name: string;
  /** "Sales", "Service", "Parts", "Service and parts". */
  label: string;
  href: string;
  contactHref: string;
  phone: { shown: string; href: string } | null;
  /** "8:00 am – 5:30 pm", "Closed", "Closed (Christmas Day)". */
  todaysHours: string;
  hours: { label: string; hours: string }[];
}

export interface LocationCardView {
  key: string;
  name: string;
  dealershipName: string;
  brandName: string | null;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  directionsHref: string;
  departments: LocationCardDepartment[];
  selected: number;
  distance: string | null;
  /** The average over every review of the address's departments, with its stars and count (spec §2: a card shows its reviews); null without one. */
  rating: { count: number; average: string; stars: StarRow } | null;
}

/** Each location's reviews, as a count and a sum of stars (siteRatings): what a card's average is made of. */
export type LocationRatings = ReadonlyMap<number, { count: number; total: number }>;

export interface LocationCardLabels {
  getDirections: string;
  viewLocationDetails: string;
  contactUs: string;
  closedHours: string;
}

const phoneView = (phone: string | null) => {
  const shown = phone ? formatPhone(phone) : null;
  const href = phone ? telHref(phone) : null;
  return shown && href ? { shown, href } : null;
};

export function locationCardViews(
  locations: readonly LocationListing[],
  options: { now: Date; closedLabel: string; point?: LatLng | null; department?: LocatorDepartment | null; brand?: string | null; ratings?: LocationRatings },
): LocationCardView[] {
  return locatorCards(locations, options).map((card) => {
    const first = card.departments[card.selected].location;
    const today = zonedClock(options.now, stateTimeZone(first.state)).date;
    let count = 0;
    let total = 0;
    for (const { location } of card.departments) {
      const rated = options.ratings?.get(location.id);
      if (rated) {
        count += rated.count;
        total += rated.total;
      }
    }
    return {
      rating: ratingView(summaryOf(count, total)),
      key: `card-${card.departments[0].location.id}`,
      name: card.departments[0].location.name,
      dealershipName: first.dealershipName,
      brandName: first.brandName ?? null,
      street: first.street,
      city: first.city,
      state: first.state,
      postcode: first.postcode,
      lat: first.lat,
      lng: first.lng,
      directionsHref: directionsSearchHref(first),
      selected: card.selected,
      distance: card.distanceKm === null ? null : formatDistance(card.distanceKm),
      departments: card.departments.map(({ location, label }) => ({
        id: location.id,
        name: location.name,
        label,
        href: locationPath(location.slug),
        contactHref: `/contact-us/${encodeURIComponent(location.slug)}`,
        phone: phoneView(location.phone),
        todaysHours: todaysHours(location, today, options.closedLabel),
        hours: weeklyHoursRows(location.openingHours, options.closedLabel),
      })),
    };
  });
}
