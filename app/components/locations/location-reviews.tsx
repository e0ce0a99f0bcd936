import type { ReviewView } from "../../lib/locations/location-view.ts";
import type { StarRow } from "../../../domain/reviews.ts";
import { useSite } from "../../lib/use-site.ts";
import { RatingSummary, ReviewText } from "./review-parts.tsx";

/** detail §2/§3/§9: the average with stars, the count, then up to 12 reviews rated 4 or more with the dealer's reply. */
export function LocationReviews({ rating, reviews, dealerName }: { rating: { count: number; average: string; stars: StarRow } | null; reviews: ReviewView[]; dealerName: string }) {
  // detail §9: "some titles hidden by default" (features.reviewTitlesHidden): read out, not shown.
  const titleClass = useSite().features.reviewTitlesHidden ? "visually-hidden" : undefined;
  return (
    <section className="location-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={titleClass}>
        Reviews
      </h2>
      {rating ? (
        <RatingSummary rating={rating} testId="review-summary" />
      ) : (
        <p>No reviews yet.</p>
      )}
      {reviews.length > 0 && (
        <ul className="location-reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="review" data-testid="review">
              <ReviewText review={review} />
              {review.reply && (
                <div className="review__reply">
                  <p className="review__reply-head">
                    Reply from {dealerName}
                    {review.reply.ago && <span className="review__date"> · {review.reply.ago}</span>}
                  </p>
                  <p>{review.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
