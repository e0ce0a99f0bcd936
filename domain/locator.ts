// The dealer locator's rules (issue #13, detail §2 and §9): its address
// parameters, the department and brand filters, one card per address with
// department tabs, and the order by distance from the shopper.
import { haversineKm, type LatLng } from "./geo.ts";
import { DEPARTMENT_LABELS, DEPARTMENT_ORDER } from "./location-page.ts";
import { PLACE_QUERY_MAX_LENGTH } from "./place-query.ts";

/** The location types that sell cars: a location with no type is taken for sales. */
export const SALES_LOCATION_TYPES = ["sales", ""] as const;
/** The location types that service cars (service bookings go to them). */
export const SERVICE_LOCATION_TYPES = ["service", "service-and-parts"] as const;
/** The location types with a parts counter (parts enquiries go to them). */
export const PARTS_LOCATION_TYPES = ["parts", "service-and-parts"] as const;

const isOneOf = (types: readonly string[]) => (locationType: string): boolean => types.includes(locationType);
export const isSalesLocation = isOneOf(SALES_LOCATION_TYPES);
export const isServiceLocation = isOneOf(SERVICE_LOCATION_TYPES);
export const isPartsLocation = isOneOf(PARTS_LOCATION_TYPES);

/** detail §9: "Location filters: service-only, sales, parts." The value is the address parameter. */
export const LOCATOR_DEPARTMENTS = [
  { value: "sales", label: "Sales", types: SALES_LOCATION_TYPES },
  { value: "service-only", label: "Service", types: SERVICE_LOCATION_TYPES },
  { value: "parts", label: "Parts", types: PARTS_LOCATION_TYPES },
] as const;

export type LocatorDepartment = (typeof LOCATOR_DEPARTMENTS)[number]["value"];

/** Mainland Australia and Tasmania with a margin: a "near me" point outside is not one we can measure from. */
const AUSTRALIA = { minLat: -44.5, maxLat: -9, minLng: 112, maxLng: 154.5 };

export interface LocatorSearch {
  /** The postcode or suburb as typed (trimmed), "" for none. */
  q: string;
  /** The shopper's own position ("near me"), rounded to about a kilometre. */
  near: LatLng | null;
  department: LocatorDepartment | null;
  /** A brand (manufacturer) slug. */
  brand: string | null;
  /** What could not be used, in words for the shopper. */
  problems: string[];
}

export const NEAR_ME_OUTSIDE_AUSTRALIA = "Your position looks to be outside Australia. Enter a postcode or suburb instead.";

/** Rounded to 2 decimals (about 1 km): enough to sort by distance, not enough to say where someone lives. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/** Reads the locator's address parameters; never throws. Unknown filter values are ignored (all departments, all brands). */
export function parseLocatorSearch(params: URLSearchParams): LocatorSearch {
  const problems: string[] = [];
  const q = (params.get("q") ?? "").slice(0, PLACE_QUERY_MAX_LENGTH * 2).trim();
  let near: LatLng | null = null;
  const nearText = params.get("near");
  if (nearText) {
    const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(nearText);
    const lat = match ? Number(match[1]) : NaN;
    const lng = match ? Number(match[2]) : NaN;
    if (lat >= AUSTRALIA.minLat && lat <= AUSTRALIA.maxLat && lng >= AUSTRALIA.minLng && lng <= AUSTRALIA.maxLng) {
      near = { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
    } else problems.push(NEAR_ME_OUTSIDE_AUSTRALIA);
  }
  const departmentText = params.get("department");
  const department = LOCATOR_DEPARTMENTS.find((d) => d.value === departmentText)?.value ?? null;
  const brandText = (params.get("brand") ?? "").trim().toLowerCase();
  const brand = /^[a-z0-9-]{1,60}$/.test(brandText) ? brandText : null;
  return { q, near, department, brand, problems };
}

/** What the locator needs of a location. */
export interface LocatorLocation extends LatLng {
  id: number;
  slug: string;
  name: string;
  dealershipId: number;
  dealershipName: string;
  locationType: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  brandSlug?: string | null;
}

export interface LocatorCard<T extends LocatorLocation> {
  /** The address's locations, sales first: the card's department tabs (one tab: no tab list). */
  departments: { location: T; label: string }[];
  /** The tab shown first: the first department the filter asked for. */
  selected: number;
  /** From the searched place or the shopper, when there is one. */
  distanceKm: number | null;
}

const addressKey = (l: LocatorLocation) => `${l.dealershipId}|${l.street.trim().toLowerCase()}|${l.postcode.trim()}`;

export function departmentMatches(locationType: string, department: LocatorDepartment | null): boolean {
  if (department === null) return true;
  return (LOCATOR_DEPARTMENTS.find((d) => d.value === department)!.types as readonly string[]).includes(locationType);
}

/**
 * detail §2: "When several location types share an address, a tab select for
 * sales, service or parts": one card per address, not one per department. A
 * card is kept when one of its departments passes the filters; with a point,
 * cards come nearest first, otherwise in the order given.
 */
export function locatorCards<T extends LocatorLocation>(
  locations: readonly T[],
  options: { point?: LatLng | null; department?: LocatorDepartment | null; brand?: string | null } = {},
): LocatorCard<T>[] {
  const byAddress = new Map<string, T[]>();
  for (const location of locations) byAddress.set(addressKey(location), [...(byAddress.get(addressKey(location)) ?? []), location]);
  const cards: LocatorCard<T>[] = [];
  for (const here of byAddress.values()) {
    const sorted = [...here].sort((a, b) => DEPARTMENT_ORDER.indexOf(a.locationType) - DEPARTMENT_ORDER.indexOf(b.locationType) || a.id - b.id);
    if (options.brand && !sorted.some((l) => l.brandSlug === options.brand)) continue;
    const selected = sorted.findIndex((l) => departmentMatches(l.locationType, options.department ?? null));
    if (selected < 0) continue;
    cards.push({
      departments: sorted.map((location) => ({ location, label: DEPARTMENT_LABELS[location.locationType] ?? "Sales" })),
      selected,
      distanceKm: options.point ? haversineKm(options.point, sorted[selected]) : null,
    });
  }
  if (options.point) cards.sort((a, b) => a.distanceKm! - b.distanceKm!);
  return cards;
}

/** "800 m", "4.2 km", "37 km", "1,204 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString("en-AU")} km`;
}

/** The brands the filter offers: each franchise make among the locations, once, by name. */
export function locatorBrands(locations: readonly { brandSlug?: string | null; brandName?: string | null }[]): { slug: string; name: string }[] {
  const brands = new Map<string, string>();
  for (const l of locations) if (l.brandSlug && l.brandName) brands.set(l.brandSlug, l.brandName);
  return [...brands].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}
