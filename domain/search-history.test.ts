import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_LIMIT, addToSearchHistory, parseSearchHistory, searchHistoryEntry, searchHistoryLabel } from "./search-history.ts";

describe("search history", () => {
  it("keeps the non-empty filters plus the path", () => {
    expect(
      searchHistoryEntry({ make: "Toyota", model: "", body: [], colour: ["White", ""], price: "5000:30000", q: null }, "/search/used-cars"),
    ).toEqual({ path: "/search/used-cars", filters: { make: "Toyota", colour: ["White"], price: "5000:30000" } });
  });

  it("keeps the last 5 entries and drops the oldest", () => {
    let history = [] as ReturnType<typeof addToSearchHistory>;
    for (let i = 1; i <= 7; i++) history = addToSearchHistory(history, searchHistoryEntry({ page: i }, `/search/${i}`));
    expect(history.map((e) => e.path)).toEqual(["/search/3", "/search/4", "/search/5", "/search/6", "/search/7"]);
  });

  it("moves a repeated search to the end instead of keeping it twice", () => {
    const a = searchHistoryEntry({ make: "Toyota", body: "suv" }, "/search/toyota");
    const b = searchHistoryEntry({ make: "Mazda" }, "/search/mazda");
    const again = searchHistoryEntry({ body: "suv", make: "Toyota" }, "/search/toyota");
    expect(addToSearchHistory([a, b], again)).toEqual([b, again]);
  });

  it("never holds more than 5 entries and always ends with the latest search", () => {
    const entry = fc.record({ path: fc.constantFrom("/a", "/b", "/c", "/d", "/e", "/f", "/g"), make: fc.string() });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1 }), (searches) => {
        let history = [] as ReturnType<typeof addToSearchHistory>;
        for (const s of searches) history = addToSearchHistory(history, searchHistoryEntry({ make: s.make }, s.path));
        const last = searchHistoryEntry({ make: searches.at(-1)!.make }, searches.at(-1)!.path);
        return history.length <= SEARCH_HISTORY_LIMIT && JSON.stringify(history.at(-1)) === JSON.stringify(last);
      }),
    );
  });

  it("reads back stored history and drops what does not fit", () => {
    const good = { path: "/search/used-cars", filters: { make: "Toyota" } };
    expect(parseSearchHistory(JSON.stringify([good, { path: 3 }, "junk"]))).toEqual([good]);
    expect(parseSearchHistory("{broken")).toEqual([]);
    // Stored paths lead only within the site.
    expect(parseSearchHistory([{ path: "//evil.example/x", filters: {} }, { path: "/\\evil.example", filters: {} }, { path: "https://evil.example", filters: {} }])).toEqual([]);
    expect(parseSearchHistory({ not: "a list" })).toEqual([]);
    fc.assert(fc.property(fc.jsonValue(), (stored) => parseSearchHistory(stored).length <= SEARCH_HISTORY_LIMIT));
  });
});

describe("search history labels", () => {
  it("say what the search was: words, facets and ranges", () => {
    const entry = searchHistoryEntry({ make: ["Toyota"], body: ["SUV"], car_type: ["used"], price: "10000:30000", query: "hilux" }, "/search/toyota");
    expect(searchHistoryLabel(entry)).toBe("“hilux” · Toyota · SUV · Used cars · Price $10,000–$30,000");
    expect(searchHistoryLabel(searchHistoryEntry({ km: ":50000", year: "2020:" }, "/search/x"))).toBe("Under 50,000 km · 2020 or newer");
  });
});
