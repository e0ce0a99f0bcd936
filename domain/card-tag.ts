// listing §4 "Vehicle tag on the card": one tag per card, first matching rule
// wins. Only in-stock cars (in_stock, coming_soon) get a rule-based tag; a car
// that is not in stock gets the site's Just Sold tag instead.
import type { CarStatus, CarType } from "./entities.ts";
import { fuelFamily } from "./fuel-type.ts";
import { isInStock } from "./stock-status.ts";

export type CardTagKind =
  | "fuel"
  | "reserved"
  | "certified"
  | "tag"
  | "coming_soon"
  | "new_arrival"
  | "just_sold";

/** Colour family of the tag; the template maps each tone to a theme colour. */
export type CardTagTone = "accent" | "neutral" | "danger" | "success";

export interface CardTag {
  kind: CardTagKind;
  label: string;
  tone: CardTagTone;
}

/** The card fields the rule reads (names as in the search record). */
export interface CardTagCar {
  status: CarStatus;
  reserved: boolean;
  certified: boolean;
  make: string;
  car_type: CarType;
  tag: string | null;
  simple_fuel: string | null;
  /** seconds since epoch */
  created_at_timestamp: number;
}

export interface CardTagOptions {
  /** Rule 1 on/off (site feature `fuelTypeTag`). */
  fuelTypeTag: boolean;
  /** Rule 3: the one make whose certified used cars get a badge (site feature `certifiedBadgeMake`), or null. */
  certifiedBadgeMake: string | null;
  /** Rule 4: the free-text tag shown green instead of red, e.g. a runout sale (site feature `greenTag`). */
  greenTag: string | null;
  /** Rule 6 window in days (site `justArrivedDays`, default 8). */
  justArrivedDays: number;
  /** Site labels `newArrival` (default 'New Arrival') and `justSold` (default 'Just Sold'). */
  labels: { newArrival: string; justSold: string };
  /** Badge wording; defaults to "{make} Certified Pre-Owned". */
  certifiedLabel?: string;
}

export const DEFAULT_JUST_ARRIVED_DAYS = 8;

const FUEL_LABELS = { electric: "Electric", hybrid: "Hybrid", phev: "PHEV" } as const;
const DAY_SECONDS = 86_400;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * detail §4 "Toyota certified badge: make Toyota, certified true, feature flag on, not sold".
 * `badgeMake` null means the feature is off.
 */
export function showsCertifiedBadge(
  car: { make: string; certified: boolean; status: CarStatus },
  badgeMake: string | null,
): boolean {
  return badgeMake !== null && car.certified && car.status !== "sold" && sameText(car.make, badgeMake);
}

export function cardTag(car: CardTagCar, options: CardTagOptions, now: Date = new Date()): CardTag | null {
  if (!isInStock(car.status)) return { kind: "just_sold", label: options.labels.justSold, tone: "danger" };

  const fuel = fuelFamily(car.simple_fuel);
  if (options.fuelTypeTag && fuel !== "other") return { kind: "fuel", label: FUEL_LABELS[fuel], tone: "accent" };

  if (car.reserved) return { kind: "reserved", label: "Reserved", tone: "neutral" };

  // The card rule (listing §4 rule 3) asks for a certified *used* car on top of the detail badge rule.
  if (car.car_type === "used" && showsCertifiedBadge(car, options.certifiedBadgeMake)) {
    const label = options.certifiedLabel ?? `${options.certifiedBadgeMake} Certified Pre-Owned`;
    return { kind: "certified", label, tone: "accent" };
  }

  const tag = car.tag?.trim();
  if (tag) {
    const green = options.greenTag !== null && sameText(tag, options.greenTag);
    return { kind: "tag", label: tag, tone: green ? "success" : "danger" };
  }

  if (car.status === "coming_soon") return { kind: "coming_soon", label: "Coming Soon", tone: "neutral" };

  const ageSeconds = now.getTime() / 1000 - car.created_at_timestamp;
  // A created_at slightly ahead of our clock (feed time skew) still counts as just arrived.
  if (options.justArrivedDays > 0 && ageSeconds <= options.justArrivedDays * DAY_SECONDS) {
    return { kind: "new_arrival", label: options.labels.newArrival, tone: "accent" };
  }

  return null;
}
