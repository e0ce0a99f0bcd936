import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toggleFavourite, type FavouriteEntry } from "../../../domain/shortlist.ts";
import { searchHistoryEntry } from "../../../domain/search-history.ts";
import { STORAGE_KEYS, favourites, recordSearch, searchHistory, viewedCars } from "./shortlist-storage.ts";

class FakeStorage {
  items = new Map<string, string>();
  refuse = false;
  getItem(key: string) {
    if (this.refuse) throw new DOMException("denied", "SecurityError");
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException("full", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const car = (id: number): FavouriteEntry => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: "Kia", model: "Sportage", primary_image_url: null });

let store: FakeStorage;
beforeEach(() => {
  store = new FakeStorage();
  vi.stubGlobal("localStorage", store);
});
afterEach(() => {
  favourites.set([]);
  searchHistory.set([]);
  vi.unstubAllGlobals();
});

describe("the shopper's lists in localStorage", () => {
  it("stores a list as JSON under its key and reads the same array back until it changes", () => {
    favourites.update((list) => toggleFavourite(list, car(1)));
    expect(JSON.parse(store.items.get(STORAGE_KEYS.favourites)!)).toEqual([car(1)]);
    expect(favourites.get()).toBe(favourites.get());
    favourites.update((list) => toggleFavourite(list, car(1)));
    expect(store.items.has(STORAGE_KEYS.favourites)).toBe(false);
    expect(favourites.get()).toEqual([]);
  });

  it("reads corrupt or foreign storage as no list, or the entries that fit", () => {
    store.items.set(STORAGE_KEYS.favourites, "{not json");
    expect(favourites.get()).toEqual([]);
    store.items.set(STORAGE_KEYS.viewed, JSON.stringify({ id: 1 }));
    expect(viewedCars.get()).toEqual([]);
    store.items.set(STORAGE_KEYS.favourites, JSON.stringify([car(2), { id: -1 }, "x"]));
    expect(favourites.get()).toEqual([car(2)]);
  });

  it("keeps working in memory when storage refuses to be read or written", () => {
    store.refuse = true;
    expect(favourites.get()).toEqual([]);
    favourites.update((list) => toggleFavourite(list, car(3)));
    expect(favourites.get()).toEqual([car(3)]);
  });

  it("works with no localStorage at all (the server)", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(viewedCars.get()).toEqual([]);
  });

  it("records searches with filters only, the last 5, no duplicates", () => {
    recordSearch(searchHistoryEntry({}, "/search/new-used-and-demo-cars"));
    expect(searchHistory.get()).toEqual([]);
    for (const make of ["Kia", "Mazda", "Kia", "Ford", "Audi", "BMW", "Honda"]) recordSearch(searchHistoryEntry({ make: [make] }, `/search/${make.toLowerCase()}`));
    expect(searchHistory.get().map((entry) => entry.path)).toEqual(["/search/mazda", "/search/kia", "/search/ford", "/search/audi", "/search/bmw", "/search/honda"].slice(-5));
  });
});

describe("a listing as a search-history entry", () => {
  it("keeps the words, facets and ranges, and the listing's address from page 1", async () => {
    const { listingSearchEntry } = await import("./search-entry.ts");
    const state = { query: "hilux", page: 3, sortBy: "cars", refinements: { make: ["Toyota"] }, ranges: { price: { min: 10000 } } };
    const entry = listingSearchEntry(state as never, { prefix: "/search", usedOnly: false, fixedPath: null });
    expect(entry.filters).toEqual({ query: "hilux", make: ["Toyota"], price: "10000:" });
    expect(entry.path).not.toContain("page=");
    expect(entry.path.startsWith("/search/")).toBe(true);
  });
});
