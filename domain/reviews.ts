// Location reviews (detail §3, §9): the star row, the minimum-rating filter
// and the summary shown beside a location.

/** detail §9: "Reviews: minimum rating 4". */
export const MIN_REVIEW_RATING = 4;
/** detail §9: "Google reviews quantity 12". */
export const REVIEWS_SHOWN = 12;
export const MAX_STARS = 5;
/** detail §9: "partial star only when decimal part above 30%". */
export const PARTIAL_STAR_THRESHOLD = 0.3;

export interface StarRow {
  full: number;
  /** How much of the partial star is filled (0.4 for 4.4), or 0 when no partial star shows. */
  partial: number;
  empty: number;
  /** The rating with one decimal, e.g. "4.4". */
  label: string;
}

/**
 * detail §9: "Stars: 4 full stars plus a partial, one decimal; partial star
 * only when decimal part above 30%." The rating is rounded to one decimal
 * first, so the stars always agree with the number printed beside them.
 */
export function starRow(rating: number): StarRow {
  const clamped = Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0;
  const tenths = Math.round(clamped * 10);
  const full = Math.floor(tenths / 10);
  const decimal = (tenths % 10) / 10;
  const partial = decimal > PARTIAL_STAR_THRESHOLD ? decimal : 0;
  return { full, partial, empty: MAX_STARS - full - (partial > 0 ? 1 : 0), label: (tenths / 10).toFixed(1) };
}

export interface RatedReview {
  rating: number;
  /** YYYY-MM-DD */
  review_date: string;
}

/** Reviews rated 4 or more, newest first, at most 12. */
export function reviewsToShow<T extends RatedReview>(
  reviews: readonly T[],
  options: { minRating?: number; limit?: number } = {},
): T[] {
  const minRating = options.minRating ?? MIN_REVIEW_RATING;
  return reviews
    .filter((r) => r.rating >= minRating)
    .sort((a, b) => b.review_date.localeCompare(a.review_date))
    .slice(0, options.limit ?? REVIEWS_SHOWN);
}

/** detail §3: "Summary: count, average_rating (string)" — the average with one decimal, over every review. */
export function reviewSummary(reviews: readonly Pick<RatedReview, "rating">[]): ReviewSummary {
  return summaryOf(reviews.length, reviews.reduce((sum, r) => sum + r.rating, 0));
}

export interface ReviewSummary {
  count: number;
  average_rating: string;
}

/** The summary of `count` reviews whose stars add up to `total` (several locations' reviews together: a location card). */
export function summaryOf(count: number, total: number): ReviewSummary {
  return { count, average_rating: (count === 0 ? 0 : total / count).toFixed(1) };
}

/** A summary as pages show it: the average, its stars and the count; null without reviews. */
export function ratingView(summary: ReviewSummary): { count: number; average: string; stars: StarRow } | null {
  return summary.count > 0 ? { count: summary.count, average: summary.average_rating, stars: starRow(Number(summary.average_rating)) } : null;
}

/**
 * A review's age in words ("review_date_in_words"): "today", "yesterday",
 * "5 days ago", "3 weeks ago", "2 months ago", "1 year ago".
 */
export function reviewDateInWords(reviewDate: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${reviewDate}T00:00:00Z`)) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return "today";
  if (days === 1) return "yesterday";
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (days < 14) return ago(days, "day");
  if (days < 60) return ago(Math.floor(days / 7), "week");
  if (days < 365) return ago(Math.floor(days / 30), "month");
  return ago(Math.floor(days / 365), "year");
}
