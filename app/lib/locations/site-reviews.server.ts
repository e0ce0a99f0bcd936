// What customers say about a site: every review of its visible locations
// (the local review provider), the average over all of them, and the newest
// rated 4 or more (detail §9 "reviews min 4"), each with its location. The
// home page shows a few; the Customer Reviews page (a content page with
// `reviews: true`) shows more.
import { reviewDateInWords, reviewsToShow, reviewSummary, starRow } from "../../../domain/reviews.ts";
import { zonedClock } from "../../../domain/zoned-time.ts";
import type { LocationListing } from "../../../domain/location-listing.ts";
import { localReviewProvider } from "../../../services/reviews/index.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { locationPath } from "./location-path.ts";

export async function siteReviews(services: Services, site: Site, locations: readonly LocationListing[], limit: number, now = new Date()) {
  const stored = await localReviewProvider(services.db).reviewsOfLocations({ dealerGroupId: site.dealerGroupId, locationIds: locations.map((l) => l.id) });
  const locationOf = new Map(locations.map((l) => [l.id, l]));
  const today = zonedClock(now, "Australia/Brisbane").date;
  const summary = reviewSummary(stored);
  const reviews = reviewsToShow(stored.map((r) => ({ ...r, review_date: r.reviewDate })))
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      customerName: r.customerName,
      text: r.text,
      stars: starRow(r.rating),
      ago: reviewDateInWords(r.reviewDate, today),
      reviewDate: r.reviewDate,
      location: locationOf.has(r.locationId) ? { name: locationOf.get(r.locationId)!.name, href: locationPath(locationOf.get(r.locationId)!.slug) } : null,
    }));
  return {
    rating: summary.count > 0 ? { count: summary.count, average: summary.average_rating, stars: starRow(Number(summary.average_rating)) } : null,
    reviews,
  };
}

export type SiteReviews = Awaited<ReturnType<typeof siteReviews>>;
