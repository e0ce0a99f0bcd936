import type { SiteReviews } from "../../lib/locations/site-reviews.server.ts";
import { useSite } from "../../lib/use-site.ts";
import { RatingSummary, ReviewText } from "../locations/review-parts.tsx";

/** What customers say: the average over every review of the site's locations, and the newest rated 4 or more (the home page, the reviews page). */
export function HomeReviews({ rating, reviews }: SiteReviews) {
  // detail §9: "some titles hidden by default" (features.reviewTitlesHidden): read out, not shown.
  const titleClass = useSite().features.reviewTitlesHidden ? "visually-hidden" : undefined;
  if (!rating || reviews.length === 0) return null;
  return (
    <section className="container home-reviews" aria-labelledby="home-reviews-title">
      <h2 id="home-reviews-title" className={titleClass}>
        What our customers say
      </h2>
      <RatingSummary rating={rating} />
      <ul className="location-reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <ReviewText review={review} />
            {review.location && (
              <p className="review__location">
                <a href={review.location.href}>{review.location.name}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
