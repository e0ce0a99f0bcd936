import type { StarRow } from "../../../domain/reviews.ts";
import { StarRating } from "./star-rating.tsx";

/** The average with its stars and the count (detail §2/§9), as a location page and the home page show it. */
export function RatingSummary({ rating, testId }: { rating: { count: number; average: string; stars: StarRow }; testId?: string }) {
  return (
    <p className="location-reviews__summary" data-testid={testId}>
      <span className="location-reviews__average">{rating.average}</span>
      <StarRating stars={rating.stars} />
      <span className="location-reviews__count">
        {rating.count} {rating.count === 1 ? "review" : "reviews"}
      </span>
    </p>
  );
}

/** One review's name, stars, "2 weeks ago" date and text. */
export function ReviewText({ review }: { review: { customerName: string; stars: StarRow; reviewDate: string; ago: string; text: string } }) {
  return (
    <>
      <p className="review__head">
        <span className="review__name">{review.customerName}</span>
        <StarRating stars={review.stars} className="stars--small" />
        <time className="review__date" dateTime={review.reviewDate}>
          {review.ago}
        </time>
      </p>
      <p className="review__text">{review.text}</p>
    </>
  );
}
