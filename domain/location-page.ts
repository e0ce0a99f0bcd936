// What a location's own page shows (detail §2 "Location card and location
// section", §3 Location, §9): the hours table with today marked, the holiday
// hours, department tabs for locations that share an address, the address
// as a maps search, the schema.org AutoDealer record and a static map drawn
// from coordinates.
import type { OpeningHour, SpecialHours } from "./entities.ts";
import { haversineKm, type LatLng } from "./geo.ts";
import {
  DEFAULT_CLOSED_LABEL,
  WEEKDAY_NAMES,
  describeHours,
  hoursOn,
  minutesOf,
  regularHours,
  specialHoursOn,
  upcomingSpecialHours,
  weeklyHoursRows,
  type SpecialHoursInput,
} from "./opening-hours.ts";

export interface HoursTableRow {
  label: string;
  hours: string;
  /** The row that holds today (the grouped Mon - Fri row on any weekday). */
  today: boolean;
}

const ROW_WEEKDAYS: Record<string, number[]> = {
  "Mon - Fri": [1, 2, 3, 4, 5],
  ...Object.fromEntries(WEEKDAY_NAMES.map((name, weekday) => [name, [weekday]])),
};

/** The weekly table (Mon–Fri grouped when all five match) with today's row marked. */
export function hoursTable(openingHours: readonly OpeningHour[], todayWeekday: number, closedLabel = DEFAULT_CLOSED_LABEL): HoursTableRow[] {
  return weeklyHoursRows(openingHours, closedLabel).map((row) => ({ ...row, today: ROW_WEEKDAYS[row.label]?.includes(todayWeekday) ?? false }));
}

/** Today's hours in words, holiday hours first: "8:30am - 5:30pm", "Closed (Christmas Day)". */
export function todaysHours(location: { openingHours: readonly OpeningHour[]; specialHours?: readonly SpecialHoursInput[] }, today: string, closedLabel = DEFAULT_CLOSED_LABEL): string {
  const day = hoursOn(location, today);
  const text = describeHours(day, closedLabel);
  if (!day.special) return text;
  const name = location.specialHours?.find((s) => s.date === today)?.name;
  return name ? `${text} (${name})` : text;
}

export interface HolidayHoursRow {
  date: string;
  /** "Friday 25 December" */
  dateLabel: string;
  name: string | null;
  hours: string;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-12-25" → "Friday 25 December 2026". */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Days from one calendar date to another (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How far ahead the holiday-hours dialog looks. */
export const HOLIDAY_HOURS_DAYS_AHEAD = 366;

/** The holiday-hours dialog: special hours from today for the next year, soonest first. */
export function holidayHoursRows(special: readonly SpecialHoursInput[], today: string, closedLabel = DEFAULT_CLOSED_LABEL): HolidayHoursRow[] {
  return upcomingSpecialHours(special, today)
    .filter((s) => daysBetween(today, s.date) <= HOLIDAY_HOURS_DAYS_AHEAD)
    .map((s) => ({
      date: s.date,
      dateLabel: longDate(s.date),
      name: s.name?.trim() || null,
      hours: describeHours(specialHoursOn([s], s.date)!, closedLabel),
    }));
}

/** detail §3 location_type, as the department tabs name them. */
export const DEPARTMENT_LABELS: Readonly<Record<string, string>> = {
  sales: "Sales",
  "": "Sales",
  service: "Service",
  parts: "Parts",
  "service-and-parts": "Service and parts",
};

/** The order of a card's department tabs. */
export const DEPARTMENT_ORDER = ["sales", "", "service", "service-and-parts", "parts"];

export interface AddressedLocation {
  id: number;
  slug: string;
  dealershipId: number;
  locationType: string;
  street: string;
  postcode: string;
}

const addressKey = (l: AddressedLocation) => `${l.dealershipId}|${l.street.trim().toLowerCase()}|${l.postcode.trim()}`;

/**
 * detail §2: "When several location types share an address, a tab select for
 * sales, service or parts." The locations at this one's address (itself
 * included), sales first; a single location has no tabs.
 */
export function departmentTabs<T extends AddressedLocation>(location: T, all: readonly T[]): { location: T; label: string; current: boolean }[] {
  const key = addressKey(location);
  const here = all.filter((l) => addressKey(l) === key);
  if (here.length < 2) return [];
  return here
    .sort((a, b) => DEPARTMENT_ORDER.indexOf(a.locationType) - DEPARTMENT_ORDER.indexOf(b.locationType) || a.id - b.id)
    .map((l) => ({ location: l, label: DEPARTMENT_LABELS[l.locationType] ?? "Sales", current: l.id === location.id }));
}

/** Locations at one address shown once (the first of each address, in the given order): the locator's "one card with department tabs". */
export function onePerAddress<T extends AddressedLocation>(locations: readonly T[]): T[] {
  const seen = new Set<string>();
  return locations.filter((l) => {
    const key = addressKey(l);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
}

export const addressLine = (a: PostalAddress) => `${a.street}, ${a.city} ${a.state} ${a.postcode}`;

/** Get Directions: a maps search for the written address, which every maps app and the web answer. */
export function directionsSearchHref(address: PostalAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
}

// ---------------------------------------------------------------- schema.org

const hhmm = (time: string | undefined) => {
  const minutes = minutesOf(time);
  if (minutes === null) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

export interface AutoDealerInput extends PostalAddress {
  name: string;
  url: string;
  telephone: string | null;
  image: string | null;
  lat: number;
  lng: number;
  openingHours: readonly OpeningHour[];
  specialHours: readonly (SpecialHours | SpecialHoursInput)[];
  rating: { count: number; average: string } | null;
}

/**
 * schema.org AutoDealer with openingHoursSpecification (the week, then each
 * holiday as a one-day validFrom/validThrough entry; a closed day opens and
 * closes at 00:00 as schema.org asks) and AggregateRating when there are
 * reviews.
 */
export function autoDealerJsonLd(input: AutoDealerInput, today: string): Record<string, unknown> {
  const weekly: Record<string, unknown>[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = regularHours(input.openingHours, weekday);
    if (!day.open) continue;
    const entry = input.openingHours.find((h) => h.weekday === weekday)!;
    weekly.push({ "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAY_NAMES[weekday], opens: hhmm(entry.open), closes: hhmm(entry.close) });
  }
  const special = upcomingSpecialHours(input.specialHours as SpecialHoursInput[], today).map((s) => {
    const day = specialHoursOn([s], s.date)!;
    const opens = day.open ? hhmm(s.startHour ?? s.hours?.begin) : "00:00";
    const closes = day.open ? hhmm(s.endHour ?? s.hours?.end) : "00:00";
    return { "@type": "OpeningHoursSpecification", validFrom: s.date, validThrough: s.date, opens, closes, ...(s.name ? { name: s.name } : {}) };
  });
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: input.name,
    url: input.url,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.image ? { image: input.image } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: input.street,
      addressLocality: input.city,
      addressRegion: input.state,
      postalCode: input.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: input.lat, longitude: input.lng },
    openingHoursSpecification: [...weekly, ...special],
    ...(input.rating && input.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: input.rating.average, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

// ---------------------------------------------------------------- static map

export interface MapPoint {
  /** 0..1 across the map, left to right. */
  x: number;
  /** 0..1 down the map, top to bottom. */
  y: number;
}

/** Web Mercator: longitude and latitude as 0..1 of the world. */
function mercator({ lat, lng }: LatLng): MapPoint {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export interface StaticMapMarker<T> {
  item: T;
  point: MapPoint;
  distanceKm: number;
}

/**
 * A map with no tiles: the centre and the neighbours within `spanKm` placed on
 * a square `spanKm` across (Web Mercator, so directions read as on any map),
 * nearest first. Neighbours outside the square are left out.
 */
export function staticMapMarkers<T extends LatLng>(centre: LatLng, neighbours: readonly T[], spanKm = 30): StaticMapMarker<T>[] {
  const c = mercator(centre);
  // World width in km at this latitude: the Earth's circumference times cos(lat).
  const worldKm = 2 * Math.PI * 6371 * Math.cos((centre.lat * Math.PI) / 180);
  const scale = worldKm / spanKm;
  return neighbours
    .map((item) => {
      const p = mercator(item);
      return { item, point: { x: 0.5 + (p.x - c.x) * scale, y: 0.5 + (p.y - c.y) * scale }, distanceKm: haversineKm(centre, item) };
    })
    .filter((m) => m.point.x >= 0 && m.point.x <= 1 && m.point.y >= 0 && m.point.y <= 1)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
