import { describe, expect, it } from "vitest";
import { maySaveToWatchlist, watchlistButtonShows, WATCHLIST_SAVE_EVENT } from "./watchlist.ts";

const car = { status: "in_stock", price: 25_000, car_type: "used", imageCount: 3 };
const site = { strictFavouriteButton: false, usedOnly: false };

describe("the watchlist button", () => {
  it("shows for cars in stock (in_stock and coming_soon)", () => {
    expect(watchlistButtonShows(car, site)).toBe(true);
    expect(watchlistButtonShows({ ...car, status: "coming_soon" }, site)).toBe(true);
  });

  it("is hidden unless in stock", () => {
    expect(watchlistButtonShows({ ...car, status: "sold" }, site)).toBe(false);
    expect(watchlistButtonShows({ ...car, status: "withdrawn" }, site)).toBe(false);
  });

  it("in the strict mode is also hidden when price is 0 or below or there are no images", () => {
    const strict = { ...site, strictFavouriteButton: true };
    expect(watchlistButtonShows(car, strict)).toBe(true);
    expect(watchlistButtonShows({ ...car, price: 0 }, strict)).toBe(false);
    expect(watchlistButtonShows({ ...car, price: -1 }, strict)).toBe(false);
    expect(watchlistButtonShows({ ...car, price: null }, strict)).toBe(false);
    expect(watchlistButtonShows({ ...car, imageCount: 0 }, strict)).toBe(false);
    // Not strict: price and images do not matter.
    expect(watchlistButtonShows({ ...car, price: 0, imageCount: 0 }, site)).toBe(true);
  });

  it("is hidden for non-used cars on used-only sites", () => {
    const usedOnly = { ...site, usedOnly: true };
    expect(watchlistButtonShows(car, usedOnly)).toBe(true);
    expect(watchlistButtonShows({ ...car, car_type: "new" }, usedOnly)).toBe(false);
    expect(watchlistButtonShows({ ...car, car_type: "demo" }, usedOnly)).toBe(false);
  });

  it("stays for a car already saved, so it can be removed", () => {
    expect(watchlistButtonShows({ ...car, status: "sold" }, site, true)).toBe(true);
  });
});

describe("saving", () => {
  it("refuses a sold car unless it is already saved", () => {
    expect(maySaveToWatchlist({ status: "sold" }, false)).toBe(false);
    expect(maySaveToWatchlist({ status: "sold" }, true)).toBe(true);
    expect(maySaveToWatchlist({ status: "in_stock" }, false)).toBe(true);
  });

  it("is analytics event 39", () => {
    expect(WATCHLIST_SAVE_EVENT).toBe(39);
  });
});
