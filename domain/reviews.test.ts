import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reviewDateInWords, reviewSummary, reviewsToShow, starRow } from "./reviews.ts";

describe("stars", () => {
  it("shows 4 full stars plus a partial for 4.6, with one decimal", () => {
    expect(starRow(4.6)).toEqual({ full: 4, partial: 0.6, empty: 0, label: "4.6" });
  });

  it("shows a partial star only when the decimal part is above 30%", () => {
    expect(starRow(4.3)).toEqual({ full: 4, partial: 0, empty: 1, label: "4.3" });
    expect(starRow(4.4)).toEqual({ full: 4, partial: 0.4, empty: 0, label: "4.4" });
    expect(starRow(3.2)).toEqual({ full: 3, partial: 0, empty: 2, label: "3.2" });
  });

  it("rounds to one decimal before drawing, so the stars match the number", () => {
    expect(starRow(4.96)).toEqual({ full: 5, partial: 0, empty: 0, label: "5.0" });
    expect(starRow(4.349)).toMatchObject({ partial: 0, label: "4.3" });
  });

  it("always draws five stars in all", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const row = starRow(rating);
        return row.full + (row.partial > 0 ? 1 : 0) + row.empty === 5 && (row.partial === 0 || row.partial > 0.3);
      }),
    );
  });
});

describe("reviews shown", () => {
  const review = (rating: number, review_date: string) => ({ rating, review_date });

  it("keeps reviews rated 4 or more, newest first", () => {
    const shown = reviewsToShow([review(5, "2026-01-01"), review(3, "2026-05-01"), review(4, "2026-03-01")]);
    expect(shown).toEqual([review(4, "2026-03-01"), review(5, "2026-01-01")]);
  });

  it("shows at most 12", () => {
    const many = Array.from({ length: 20 }, (_, i) => review(5, `2026-01-${String(i + 1).padStart(2, "0")}`));
    expect(reviewsToShow(many)).toHaveLength(12);
  });
});

describe("review summary", () => {
  it("gives the count and the average rating as a string with one decimal", () => {
    expect(reviewSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ count: 3, average_rating: "4.3" });
    expect(reviewSummary([])).toEqual({ count: 0, average_rating: "0.0" });
  });
});

describe("review date in words", () => {
  it("says how long ago the review was written", () => {
    expect(reviewDateInWords("2026-07-15", "2026-07-15")).toBe("today");
    expect(reviewDateInWords("2026-07-14", "2026-07-15")).toBe("yesterday");
    expect(reviewDateInWords("2026-07-10", "2026-07-15")).toBe("5 days ago");
    expect(reviewDateInWords("2026-06-24", "2026-07-15")).toBe("3 weeks ago");
    expect(reviewDateInWords("2026-04-15", "2026-07-15")).toBe("3 months ago");
    expect(reviewDateInWords("2025-07-15", "2026-07-15")).toBe("1 year ago");
  });
});
