// What customers say about a site: every review of its visible locations
// (the local review provider), the average over all of them, and the newest
// rated 4 or more (detail §9 "reviews min 4"), each with its location. The
// home page shows a few; the Customer Reviews page (a content page with
// `reviews: true`) shows more.
import { ratingView, reviewDateInWords, reviewsToShow, reviewSummary, starRow } from "../../../domain/reviews.ts";
import { zonedClock } from "../../../domain/zoned-time.ts";
import type { LocationListing } from "../../../domain/location-listing.ts";
import { localReviewProvider } from "../../../services/reviews/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import type { LocationRatings } from "./location-cards.ts";
import { locationPath } from "./location-path.ts";

function storedReviews(services: Services, site: Site, locations: readonly LocationListing[]) {
  return localReviewProvider(services.db).reviewsOfLocations({ dealerGroupId: site.dealerGroupId, locationIds: locations.map((l) => l.id) });
}

/** Each location's reviews as a count and a sum of stars, for the location cards' averages. */
function ratingsOf(stored: readonly { locationId: number; rating: number }[]): LocationRatings {
  const ratings = new Map<number, { count: number; total: number }>();
  for (const review of stored) {
    const rated = ratings.get(review.locationId) ?? { count: 0, total: 0 };
    rated.count++;
    rated.total += review.rating;
    ratings.set(review.locationId, rated);
  }
  return ratings;
}

/** The locations' ratings alone (the locator and About page's cards). */
export async function locationRatings(services: Services, site: Site, locations: readonly LocationListing[]): Promise<LocationRatings> {
  return ratingsOf(await storedReviews(services, site, locations));
}

export async function siteReviews(services: Services, site: Site, locations: readonly LocationListing[], limit: number, now = new Date()) {
  const stored = await storedReviews(services, site, locations);
  const locationOf = new Map(locations.map((l) => [l.id, l]));
  const today = zonedClock(now, "Australia/Brisbane").date;
  const summary = reviewSummary(stored);
  const reviews = reviewsToShow(stored.map((r) => ({ ...r, review_date: r.reviewDate })))
    .slice(0, limit)
    .map((r) => {
      const location = locationOf.get(r.locationId);
      return {
        id: r.id,
        customerName: r.customerName,
        text: r.text,
        stars: starRow(r.rating),
        ago: reviewDateInWords(r.reviewDate, today),
        reviewDate: r.reviewDate,
        location: location ? { name: location.name, href: locationPath(location.slug) } : null,
      };
    });
  return {
    rating: ratingView(summary),
    reviews,
    /** Per location, for the cards (server-side only: a Map does not travel in loader data). */
    ratings: ratingsOf(stored),
  };
}

export type SiteReviews = Pick<Awaited<ReturnType<typeof siteReviews>>, "rating" | "reviews">;
