import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import type { LocationListing } from "../../domain/location-listing.ts";
import { dealerGroups, dealerships, locations } from "../schema.ts";

/** The visible locations of the given dealerships (a site's own), by state, then name. */
export async function listVisibleLocations(db: Database, dealershipIds: readonly number[]): Promise<LocationListing[]> {
  if (dealershipIds.length === 0) return [];
  return db.orm
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      dealershipName: dealerships.name,
      locationType: locations.locationType,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
      lat: locations.lat,
      lng: locations.lng,
      phone: locations.phone,
      openingHours: locations.openingHours,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(inArray(locations.dealershipId, [...dealershipIds]), eq(locations.visible, true)))
    .orderBy(asc(locations.state), asc(locations.name));
}

/** The dealer group's name and founding year (the About page). */
export async function dealerGroupProfile(db: Database, groupId: number): Promise<{ name: string; establishedYear: number | null } | null> {
  const [row] = await db.orm
    .select({ name: dealerGroups.name, establishedYear: dealerGroups.establishedYear })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, groupId));
  return row ?? null;
}
