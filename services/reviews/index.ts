// Location reviews behind a provider interface (issue #13): the page asks a
// provider for a location's reviews; the seeded reviews table is the local
// provider, and a review platform's import would be another behind the same
// interface.
import type { Database } from "../../db/client.ts";
import { listLocationReviews, listReviewsOfLocations, type StoredReview } from "../../db/repositories/locations.ts";

export type LocationReview = StoredReview;

export interface ReviewProvider {
  /** Every review of one location of one dealer group, newest first. */
  reviewsOf(location: { id: number; dealerGroupId: number }): Promise<LocationReview[]>;
  /** Every review of several locations of one group (the home page's), newest first, each with its location. */
  reviewsOfLocations(group: { dealerGroupId: number; locationIds: readonly number[] }): Promise<(LocationReview & { locationId: number })[]>;
}

/** The reviews stored in our own database (the demo's seeded reviews, or an import's). */
export function localReviewProvider(db: Database): ReviewProvider {
  return {
    reviewsOf: (location) => listLocationReviews(db, location.dealerGroupId, location.id),
    reviewsOfLocations: (group) => listReviewsOfLocations(db, group.dealerGroupId, group.locationIds),
  };
}
