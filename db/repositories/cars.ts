// Reading one car for a vehicle page, always inside the tenant's dealerships:
// a slug of another dealer group's car finds nothing here, whatever the URL.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { cars, dealerships, locations, type CarRow, type DealershipRow, type LocationRow } from "../schema.ts";

export interface CarWithDealer {
  car: CarRow;
  dealership: DealershipRow;
  /** The yard the car stands at; null when the feed gave none. */
  location: LocationRow | null;
}

/** A car is named by its slug (page addresses) or its id (`car_id` parameters). */
export type CarKey = { slug: string } | { id: number };

/** The car among `dealershipIds`, with its dealership and location, or null. */
export async function findCarForDealerships(db: Database, key: CarKey, dealershipIds: readonly number[]): Promise<CarWithDealer | null> {
  if (dealershipIds.length === 0) return null;
  if ("slug" in key ? key.slug === "" : !Number.isSafeInteger(key.id)) return null;
  const [row] = await db.orm
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and("slug" in key ? eq(cars.slug, key.slug) : eq(cars.id, key.id), inArray(cars.dealershipId, [...dealershipIds])))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one view of the car and returns the new total (null when no such car
 * in these dealerships). `updated_at` is left alone on purpose: a view is not
 * a change to the listing, and the search index re-syncs on `updated_at`.
 */
export async function incrementCarViews(db: Database, carId: number, dealershipIds: readonly number[]): Promise<number | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db.orm
    .update(cars)
    .set({ views: sql`${cars.views} + 1` })
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])))
    .returning({ views: cars.views });
  return row?.views ?? null;
}
