import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import type { LocationListing } from "../../domain/location-listing.ts";
import { dealerGroups, dealerships, locations, manufacturers, reviews } from "../schema.ts";

/** The columns of a LocationListing but its brand (a query joining dealerships adds what it needs). */
const LISTING_COLUMNS = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  dealershipId: locations.dealershipId,
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
  specialHours: locations.specialHours,
};

/** The visible locations of the given dealerships (a site's own), by state, then name. */
export async function listVisibleLocations(db: Database, dealershipIds: readonly number[]): Promise<LocationListing[]> {
  if (dealershipIds.length === 0) return [];
  return db.orm
    .select({
      ...LISTING_COLUMNS,
      brandName: manufacturers.name,
      brandSlug: manufacturers.slug,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .leftJoin(manufacturers, eq(manufacturers.id, dealerships.manufacturerId))
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

/** What a location's own page shows beyond the listing: contact details, licence numbers and the photo. */
export interface LocationDetails extends LocationListing {
  dealerGroupId: number;
  dealershipSlug: string;
  landlinePhone: string | null;
  email: string | null;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  imageUrl: string | null;
}

/**
 * A visible location of the given dealerships (a site's own) by its slug, or
 * null: a location of another dealership or group is not found here, so a
 * site never shows another's location.
 */
export async function findVisibleLocation(db: Database, dealershipIds: readonly number[], slug: string): Promise<LocationDetails | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db.orm
    .select({
      ...LISTING_COLUMNS,
      dealerGroupId: locations.dealerGroupId,
      dealershipSlug: dealerships.slug,
      landlinePhone: locations.landlinePhone,
      email: locations.email,
      dealerLicenseNumber: locations.dealerLicenseNumber,
      motorVehicleRepairer: locations.motorVehicleRepairer,
      imageUrl: locations.imageUrl,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.slug, slug), inArray(locations.dealershipId, [...dealershipIds]), eq(locations.visible, true)));
  return row ?? null;
}

export interface StoredReview {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  /** YYYY-MM-DD */
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
}

/** Every stored review of one location of one group, newest first. */
export async function listLocationReviews(db: Database, dealerGroupId: number, locationId: number): Promise<StoredReview[]> {
  return db.orm
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      replyText: reviews.replyText,
      replyDate: reviews.replyDate,
    })
    .from(reviews)
    .where(and(eq(reviews.dealerGroupId, dealerGroupId), eq(reviews.locationId, locationId)))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id));
}

/** Every stored review of the given locations of one group, newest first, with the location each is about (the home page's reviews). */
export async function listReviewsOfLocations(db: Database, dealerGroupId: number, locationIds: readonly number[]): Promise<(StoredReview & { locationId: number })[]> {
  if (locationIds.length === 0) return [];
  return db.orm
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      replyText: reviews.replyText,
      replyDate: reviews.replyDate,
    })
    .from(reviews)
    .where(and(eq(reviews.dealerGroupId, dealerGroupId), inArray(reviews.locationId, [...locationIds])))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id));
}
