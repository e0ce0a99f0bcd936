import { describe, expect, it } from "vitest";
import { displayedCarCount } from "./facet-count.ts";

describe("facet count shortcut (listing §5)", () => {
  it("shows the hit count up to 1999 hits", () => {
    expect(displayedCarCount({ nbHits: 1999, stockCount: 5000, facetCounts: { new: 1 } })).toBe(1999);
  });
  it("shows the stock count when hits exceed 1999", () => {
    expect(displayedCarCount({ nbHits: 2000, stockCount: 2431 })).toBe(2431);
  });
  it("sums the facet counts when hits exceed 1999 and there is no stock count", () => {
    expect(displayedCarCount({ nbHits: 2000, facetCounts: { new: 812, used: 1403, demo: 216 } })).toBe(2431);
  });
  it("falls back to the hit count with neither", () => {
    expect(displayedCarCount({ nbHits: 2500 })).toBe(2500);
  });
});
