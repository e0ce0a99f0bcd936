import { describe, expect, it } from "vitest";
import { locationListing } from "../../../domain/testing/location-listing.ts";
import { locationCardViews } from "./location-cards.ts";

describe("location cards", () => {
  it("show the average of every review of the address's departments, and no rating without reviews (spec §2: a card shows its reviews)", () => {
    // Sales and service share an address (one card); a yard elsewhere has no reviews.
    const locations = [locationListing(1, "sales", "1 Pacific Hwy"), locationListing(2, "service", "1 Pacific Hwy"), locationListing(3, "sales", "9 Church St")];
    const ratings = new Map([
      [1, { count: 3, total: 14 }],
      [2, { count: 1, total: 3 }],
    ]);
    const [shared, yard] = locationCardViews(locations, { now: new Date("2026-12-07T00:00:00Z"), closedLabel: "Closed", ratings });
    expect(shared.rating).toEqual({ count: 4, average: "4.3", stars: { full: 4, partial: 0, empty: 1, label: "4.3" } });
    expect(yard.rating).toBeNull();
    expect(locationCardViews(locations, { now: new Date(), closedLabel: "Closed" })[0].rating).toBeNull();
  });
});
