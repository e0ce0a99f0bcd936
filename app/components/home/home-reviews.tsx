import type { HomePageData } from "../../lib/home/home-page.server.ts";
import { StarRating } from "../locations/star-rating.tsx";

/** What customers say: the average over every review of the site's locations, and the newest rated 4 or more. */
export function HomeReviews({ rating, reviews }: { rating: HomePageData["rating"]; reviews: HomePageData["reviews"] }) {
  if (!rating || reviews.length === 0) return null;
  return (
    <section className="container home-reviews" aria-labelledby="home-reviews-title">
      <h2 id="home-reviews-title">What our customers say</h2>
      <p className="location-reviews__summary">
        <span className="location-reviews__average">{rating.average}</span>
        <StarRating stars={rating.stars} />
        <span className="location-reviews__count">
          {rating.count} {rating.count === 1 ? "review" : "reviews"}
        </span>
      </p>
      <ul className="location-reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <span className="review__name">{review.customerName}</span>
              <StarRating stars={review.stars} className="stars--small" />
              <time className="review__date" dateTime={review.reviewDate}>
                {review.ago}
              </time>
            </p>
            <p className="review__text">{review.text}</p>
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
