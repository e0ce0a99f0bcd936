// Reading one car for a vehicle page, always inside the tenant's dealerships:
// a slug of another dealer group's car finds nothing here, whatever the URL.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { cars, carViewCounts, dealerships, locations, type CarRow, type DealershipRow, type LocationRow } from "../schema.ts";

export interface CarWithDealer {
  /** The car row, `views` including the page views counted here. */
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
    .select({ car: cars, dealership: dealerships, location: locations, counted: carViewCounts.views })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(carViewCounts, eq(carViewCounts.carId, cars.id))
    .where(and("slug" in key ? eq(cars.slug, key.slug) : eq(cars.id, key.id), inArray(cars.dealershipId, [...dealershipIds])))
    .limit(1);
  if (!row) return null;
  const { counted, ...found } = row;
  return { ...found, car: { ...found.car, views: found.car.views + (counted ?? 0) } };
}

/**
 * Counts one view of the car and returns its new total (null when no such car
 * in these dealerships). The count lives in car_view_counts: a view is not a
 * change to the listing, so the car row and its updated_at stay as they are.
 */
export async function incrementCarViews(db: Database, carId: number, dealershipIds: readonly number[]): Promise<number | null> {
  if (dealershipIds.length === 0 || !Number.isSafeInteger(carId)) return null;
  const [row] = await db.query<{ views: number }>(
    `with car as (
       select id, dealer_group_id, views from cars where id = $1 and dealership_id = any($2::int[])
     ), counted as (
       insert into car_view_counts (car_id, dealer_group_id, views)
       select id, dealer_group_id, 1 from car
       on conflict (car_id) do update set views = car_view_counts.views + 1
       returning views
     )
     select (car.views + counted.views)::int as views from car, counted`,
    [carId, [...dealershipIds]],
  );
  return row ? Number(row.views) : null;
}
