// "A car of another tenant is a 404, never a leak." Every detail-page route
// (the page, view.json, autogauge, the PDF, print, phone reveal, delivery)
// finds its car here: by slug or id among the site's own dealerships (one
// indexed read of the system of record), then through the site's
// stock-visibility filter — the very filter string the search engine ANDs to
// the site's queries, evaluated on the row, so a hidden, long-sold or
// out-of-level car is a 404 exactly when the site's search would not list it
// (docs/decisions/0016-detail-page.md).
import { data } from "react-router";
import { findCarForDealerships, type CarKey, type CarWithDealer } from "../../../db/repositories/cars.ts";
import { carMatchesSiteScope } from "../../../services/stock/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";

/** Longest slug we look up; anything longer is not a car of ours. */
const MAX_SLUG_LENGTH = 200;

/** `car_id` as query parameters carry it: a positive whole number, or null. */
export function carIdParam(value: string | null | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export async function findVisibleCar(
  services: Pick<Services, "db">,
  site: Site,
  key: CarKey | null,
  now: Date = new Date(),
): Promise<CarWithDealer | null> {
  if (!key || ("slug" in key && key.slug.length > MAX_SLUG_LENGTH)) return null;
  const found = await findCarForDealerships(services.db, key, site.dealershipIds);
  if (!found || !carMatchesSiteScope(found.car, site, now)) return null;
  return found;
}

/** The visible car, or a thrown 404 response (pages, JSON and PDF routes alike). */
export async function requireVisibleCar(
  services: Pick<Services, "db">,
  site: Site,
  key: CarKey | null,
  now: Date = new Date(),
): Promise<CarWithDealer> {
  const found = await findVisibleCar(services, site, key, now);
  if (!found) throw data({ message: "Vehicle not found" }, { status: 404 });
  return found;
}

/** The key for a `/cars/{slug}` address. */
export const slugKey = (slug: string | undefined): CarKey | null => (slug ? { slug } : null);
