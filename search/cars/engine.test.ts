// What callers see, case by case: text matching and ranking, highlighting,
// tags, paging, retrieval, facet values, browse, records, errors and status.
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "./engine.ts";
import { SearchError } from "../core/errors.ts";
import { makeCar } from "./testing/make-car.ts";

const cars = [
  makeCar(1, { make: "Toyota", model: "Corolla", badge: "Ascent Sport", custom_rank: 1, price: 25_000, tag: "Runout Sale", stocknum: "HT-1001", vin: "JTNB11HK103456789" }),
  makeCar(2, { make: "Toyota", model: "Camry", badge: "SL", custom_rank: 5, price: 38_000, tag: "runout sale" }),
  makeCar(3, { make: "Kia", model: "Sportage", badge: "GT-Line", custom_rank: 9, price: 42_000, car_type: "new" }),
  makeCar(4, { make: "Mazda", model: "CX-5", badge: "Sport", custom_rank: 3, price: null, colour: "Soul Red" }),
  makeCar(5, { make: "Ford", model: "Ranger", badge: "Wildtrak", custom_rank: 7, price: 61_000, car_type: "demo" }),
];
const engine = new CarSearchEngine(cars);
const ids = (response: { hits: { objectID: string }[] }) => response.hits.map((hit) => hit.objectID);

describe("text", () => {
  it("forgives one typo from 4 letters and two from 8, and none below 4", () => {
    expect(ids(engine.search("Car_production", { query: "toyta" }))).toEqual(["2", "1"]);
    expect(ids(engine.search("Car_production", { query: "corrolla" }))).toEqual(["1"]);
    expect(ids(engine.search("Car_production", { query: "wildtrck" }))).toEqual(["5"]);
    expect(ids(engine.search("Car_production", { query: "cz" }))).toEqual([]);
  });

  it("matches the last word as a prefix, the others whole", () => {
    expect(ids(engine.search("Car_production", { query: "toyota cor" }))).toEqual(["1"]);
    expect(ids(engine.search("Car_production", { query: "toy corolla" }))).toEqual([]);
  });

  it("ranks fewer typos, then a better attribute, then exact words, then custom_rank", () => {
    // "sport": Sportage (model, a prefix) beats the badges Sport and Ascent Sport (a later attribute);
    // of those, custom_rank decides.
    expect(ids(engine.search("Car_production", { query: "sport" }))).toEqual(["3", "4", "1"]);
    // Replicas sort first, relevance after.
    expect(ids(engine.search("Car_production_price_asc", { query: "sport" }))).toEqual(["1", "3", "4"]);
  });

  it("finds stock numbers and VINs by code, ignoring case and punctuation", () => {
    expect(ids(engine.search("Car_production", { query: "ht1001" }))).toEqual(["1"]);
    expect(ids(engine.search("Car_production", { query: "jtnb11" }))).toEqual(["1"]);
  });

  it("highlights matched words with the caller's tags", () => {
    const [hit] = engine.search("Car_production", { query: "toyota cor", highlightPreTag: "<mark>", highlightPostTag: "</mark>", attributesToHighlight: ["make", "model", "name", "badge"] }).hits;
    expect(hit._highlightResult).toEqual({
      make: { value: "<mark>Toyota</mark>", matchLevel: "partial", matchedWords: ["toyota"] },
      model: { value: "<mark>Cor</mark>olla", matchLevel: "partial", matchedWords: ["cor"] },
      name: { value: "2020 <mark>Toyota</mark> <mark>Cor</mark>olla", matchLevel: "full", matchedWords: ["toyota", "cor"], fullyHighlighted: false },
      badge: { value: "Ascent Sport", matchLevel: "none", matchedWords: [] },
    });
  });
});

describe("filters and facets", () => {
  it("matches tags case-sensitively and facet values case-insensitively", () => {
    expect(ids(engine.search("Car_production", { tagFilters: ["Runout Sale"] }))).toEqual(["1"]);
    expect(ids(engine.search("Car_production", { filters: '_tags:"runout sale"' }))).toEqual(["2"]);
    expect(ids(engine.search("Car_production", { filters: 'tag:"RUNOUT SALE"' }))).toEqual(["2", "1"]);
  });

  it("counts facet values of lists with many distinct values", () => {
    const features = Array.from({ length: 40 }, (_, i) => `Feature ${String(i).padStart(2, "0")}`);
    const many = new CarSearchEngine(Array.from({ length: 50 }, (_, i) => makeCar(i + 1, { filtered_features: features.slice(i % 40, (i % 40) + 3) })));
    const facet = many.search("Car_production", { facets: ["filtered_features"], maxValuesPerFacet: 1000 }).facets!.filtered_features;
    expect(Object.keys(facet)).toHaveLength(40);
    expect(facet["Feature 00"]).toBe(2);
    expect(facet["Feature 11"]).toBe(4); // cars 9, 10, 11 and 49
  });

  it("sorts facet values by count or alphabetically, and keeps stats for numbers", () => {
    const byCount = engine.search("Car_production", { facets: ["make", "price"], maxValuesPerFacet: 2 });
    expect(byCount.facets!.make).toEqual({ Toyota: 2, Ford: 1 });
    expect(byCount.facets_stats!.price).toEqual({ min: 25_000, max: 61_000, avg: 41_500, sum: 166_000 });
    expect(Object.keys(engine.search("Car_production", { facets: "make", sortFacetValuesBy: "alpha" }).facets!.make)).toEqual(["Ford", "Kia", "Mazda", "Toyota"]);
  });

  it("counts a value that reads like an object's own machinery (\"__proto__\", \"constructor\") as any other", () => {
    const odd = new CarSearchEngine([makeCar(1, { colour: "__proto__" }), makeCar(2, { colour: "__proto__" }), makeCar(3, { colour: "constructor" })]);
    const colours = odd.search("Car_production", { facets: ["colour"] }).facets!.colour;
    expect(Object.entries(colours)).toEqual([
      ["__proto__", 2],
      ["constructor", 1],
    ]);
    expect(Object.getPrototypeOf(colours)).toBe(Object.prototype);
  });

  it("searches facet values by prefix, counted over the query's matches", () => {
    expect(engine.searchForFacetValues("Car_production", "model", { facetQuery: "c", filters: "make:Toyota" }).facetHits).toEqual([
      { value: "Camry", highlighted: "<em>C</em>amry", count: 1 },
      { value: "Corolla", highlighted: "<em>C</em>orolla", count: 1 },
    ]);
    expect(() => engine.searchForFacetValues("Car_production", "price", {})).toThrow(/text facets only/);
  });
});

describe("pages and records", () => {
  it("pages with page/hitsPerPage or offset/length within paginationLimitedTo", () => {
    const page = engine.search("Car_production", { hitsPerPage: 2, page: 1 });
    // By desc(custom_rank): 3, 5, 2, 4, 1.
    expect([ids(page), page.nbPages, page.nbHits]).toEqual([["2", "4"], 3, 5]);
    const limited = engine.search("Car_production", { hitsPerPage: 2, page: 1, paginationLimitedTo: 3 });
    expect([ids(limited), limited.nbPages, limited.nbHits]).toEqual([["2"], 2, 5]);
    const sliced = engine.search("Car_production", { offset: 1, length: 3 });
    expect([ids(sliced), sliced.offset, sliced.length]).toEqual([["5", "2", "4"], 1, 3]);
    // The site's own pages may page past the limit; the same parameters through the API may not.
    const all = engine.search("Car_production", { hitsPerPage: 2, page: 2, paginationLimitedTo: 3 }, { allPages: true });
    expect([ids(all), all.nbPages]).toEqual([["1"], 3]);
  });

  it("ranks in-stock cars before coming-soon and sold ones in 'most relevant', whatever their custom rank", () => {
    const stock = new CarSearchEngine([
      makeCar(1, { status: "sold", custom_rank: 9, make: "Kia" }),
      makeCar(2, { status: "in_stock", custom_rank: 0, make: "Kia" }),
      makeCar(3, { status: "coming_soon", custom_rank: 5, make: "Kia" }),
      makeCar(4, { status: "in_stock", custom_rank: 3, make: "Kia" }),
    ]);
    expect(stock.search("Car_production", {}).hits.map((hit) => hit.objectID)).toEqual(["4", "2", "3", "1"]);
    expect(stock.search("Car_production", { query: "kia" }).hits.map((hit) => hit.objectID)).toEqual(["4", "2", "3", "1"]);
    // A sort by price is a sort by price.
    const priced = new CarSearchEngine([makeCar(1, { status: "sold", price: 1 }), makeCar(2, { status: "in_stock", price: 2 })]);
    expect(priced.search("Car_production_price_asc", {}).hits.map((hit) => hit.objectID)).toEqual(["1", "2"]);
  });

  it("retrieves all attributes, some, or all but some", () => {
    const [some] = engine.search("Car_production", { attributesToRetrieve: ["make", "price"], hitsPerPage: 1 }).hits;
    expect(Object.keys(some).sort()).toEqual(["_highlightResult", "make", "objectID", "price"]);
    const [allBut] = engine.search("Car_production", { attributesToRetrieve: ["*", "-vin", "-images"], attributesToHighlight: [], hitsPerPage: 1 }).hits;
    expect("vin" in allBut || "images" in allBut).toBe(false);
    expect(allBut.make).toBe("Kia");
  });

  it("browses every match with a cursor", () => {
    const seen: string[] = [];
    let response = engine.browse("Car_production_price_desc", { hitsPerPage: 2 });
    seen.push(...ids(response));
    while (response.cursor) {
      response = engine.browse("Car_production_price_desc", { cursor: response.cursor });
      seen.push(...ids(response));
    }
    expect(seen).toEqual(["5", "3", "2", "1", "4"]);
    expect(() => engine.browse("Car_production", { cursor: "nope" })).toThrow(SearchError);
  });

  it("gets a record only inside the caller's scope", () => {
    expect(engine.getObject("Car_production", "3", { attributesToRetrieve: ["make"] })).toEqual({ objectID: "3", make: "Kia" });
    expect(engine.getObject("Car_production", "3", { scopeFilters: "car_type:used" })).toBeNull();
    expect(engine.getObject("Car_production", "99")).toBeNull();
  });

  it("stops a multi-query once a query has enough matches, when asked", () => {
    const { results } = engine.multiSearch(
      [
        { indexName: "Car_production", filters: "make:Toyota", hitsPerPage: 2 },
        { indexName: "Car_production", hitsPerPage: 2 },
      ],
      { strategy: "stopIfEnoughMatches" },
    );
    expect(results.map((r) => ("nbHits" in r ? [r.nbHits, r.processed] : null))).toEqual([
      [2, undefined],
      [0, false],
    ]);
  });
  it("gives a page of few matches in a sorted order, right after a change too, as the whole order has them", async () => {
    // 4,000 cars, 60 of them Kias: few matches, whose page is picked by the order's comparator when the order's
    // ranks are not kept (decision 0091); all 4,000 are walked in the order itself. Prices repeat, so ties fall to
    // the ranking and then the slot.
    const many = Array.from({ length: 4000 }, (_, i) =>
      makeCar(i + 1, { make: i % 67 === 0 ? "Kia" : "Toyota", price: i % 13 === 0 ? null : 20_000 + ((i * 7919) % 41) * 500, custom_rank: i % 5 }),
    );
    const kias = new Set(many.filter((car) => car.make === "Kia").map((car) => car.objectID));
    const changed = many.filter((_, i) => i % 9 === 0).map((car) => ({ ...car, price: car.price === null ? 30_000 : car.price + 750 }));
    const live = new CarSearchEngine(many);
    const indexes = ["Car_production_price_desc", "Car_production_price_asc", "Car_production_latest"];
    const kiaPages = (e: CarSearchEngine) => indexes.flatMap((index) => [0, 1, 2].map((page) => ids(e.search(index, { filters: "make:Kia", hitsPerPage: 21, page }))));
    const fromWholeOrder = (e: CarSearchEngine) =>
      indexes.flatMap((index) => {
        const order: string[] = [];
        for (let response = e.browse(index, { hitsPerPage: 1000 }); ; response = e.browse(index, { cursor: response.cursor })) {
          order.push(...ids(response).filter((id) => kias.has(id)));
          if (!response.cursor) break;
        }
        return [0, 1, 2].map((page) => order.slice(page * 21, page * 21 + 21));
      });
    expect(kiaPages(live)).toEqual(fromWholeOrder(live));
    await live.applyInSlices(changed);
    const after = kiaPages(live);
    expect(after).toEqual(fromWholeOrder(live));
    expect(after[0]).toHaveLength(21);
    expect(after[2]).toHaveLength(60 - 42);
    expect(after).not.toEqual(kiaPages(new CarSearchEngine(many)));
  });
});

describe("building", () => {
  it("keeps the last of a record repeated in one big batch", () => {
    const batch = Array.from({ length: 2500 }, (_, i) => makeCar(i + 1, { dealership_id: (i % 5) + 1, make: "Kia" }));
    // Repeats of car 7 under other dealerships: the initial load groups records by dealership.
    batch.push(makeCar(7, { dealership_id: 5, make: "Mazda" }), makeCar(7, { dealership_id: 1, make: "Ford" }));
    const built = new CarSearchEngine(batch);
    expect(built.size).toBe(2500);
    expect(built.search("Car_production", { filters: "id = 7" }).hits.map((hit) => hit.make)).toEqual(["Ford"]);
    expect(built.search("Car_production", { query: "ford" }).nbHits).toBe(1);
    expect(built.search("Car_production", { facets: ["make"] }).facets!.make).toEqual({ Kia: 2499, Ford: 1 });
  });

  it("answers the same built from an array, from a stream or from batches that arrive over time, repeats included", async () => {
    const cars = Array.from({ length: 3000 }, (_, i) =>
      makeCar(i + 1, { dealership_id: (i % 7) + 1, make: ["Kia", "Mazda", "Ford"][i % 3], price: 10_000 + ((i * 7919) % 50_000) }),
    );
    // A later batch brings car 12 again, changed: the last one wins.
    const changed = makeCar(12, { dealership_id: 2, make: "Tesla", price: 99_000 });
    const all = [...cars, changed];
    async function* batches() {
      for (let i = 0; i < all.length; i += 700) {
        await Promise.resolve();
        yield all.slice(i, i + 700);
      }
    }
    function* stream() {
      yield* all;
    }
    const fromArray = new CarSearchEngine(all);
    const fromStream = new CarSearchEngine(stream(), { expectedSize: all.length });
    const fromBatches = new CarSearchEngine();
    await fromBatches.loadBatches(batches());
    const ask = (engine: CarSearchEngine) => [
      engine.search("Car_production_price_desc", { facets: ["make", "price"], hitsPerPage: 30 }),
      engine.search("Car_production", { query: "tesla" }),
      engine.search("Car_production", { filters: "dealership_id = 3 AND price < 30000", page: 2 }),
    ].map(({ processingTimeMS: _time, ...rest }) => rest);
    expect(fromBatches.size).toBe(3000);
    expect(ask(fromBatches)).toEqual(ask(fromArray));
    expect(ask(fromStream)).toEqual(ask(fromArray));
    expect(ask(fromBatches)[1].hits.map((hit) => hit.objectID)).toEqual(["12"]);
    expect(fromBatches.dealershipsVersion([2])).toBeGreaterThan(0);
  });
});

describe("bulk load", () => {
  it("writes each record as it arrives and ends with each dealership's records side by side, answering as records added one by one do", () => {
    const makes = ["Kia", "Mazda", "Ford", "Toyota"];
    // Dealerships interleave in the stream, as rows read by id do; some cars have none.
    const all = Array.from({ length: 2600 }, (_, i) =>
      makeCar(i + 1, {
        dealership_id: i % 11 === 10 ? undefined : ((i * 7) % 5) + 1,
        make: makes[i % 4],
        model: `M${i % 9}`,
        badge: i % 3 === 0 ? `Sport ${i % 5}` : null,
        categories: i % 2 === 0 ? ["SUV", `C${i % 3}`] : [],
        price: i % 13 === 0 ? null : 10_000 + ((i * 7919) % 50_000),
        km: (i * 104_729) % 200_000,
        custom_rank: i % 17,
        stocknum: `ST-${(i * 31) % 2600}`,
        // Codes of letters and digits, in either case, some repeated.
        vin: i % 5 === 0 ? null : `${i % 3 === 0 ? "jt" : "JT"}M${(i * 13) % 1700}`,
      }),
    );
    function* stream() {
      yield* all;
    }
    const loaded = new CarSearchEngine(stream(), { expectedSize: all.length });
    const oneByOne = new CarSearchEngine();
    for (const car of all) oneByOne.upsert(car);
    const ask = (engine: CarSearchEngine) =>
      [
        engine.search("Car_production", { facets: ["*"], hitsPerPage: 50 }),
        engine.search("Car_production_price_asc", { filters: "dealership_id = 3", facets: ["make", "categories", "price"], page: 3 }),
        engine.search("Car_production_km_desc", { query: "sport kia", hitsPerPage: 40 }),
        engine.search("Car_production", { query: "ST-1", hitsPerPage: 30 }),
        engine.search("Car_production_price_desc", { query: "jtm12", hitsPerPage: 30 }),
        engine.search("Car_production", { query: "JTM1", hitsPerPage: 100 }),
        engine.search("Car_production_latest", { filters: "categories:C1 AND price > 30000", hitsPerPage: 100 }),
      ].map(({ processingTimeMS: _time, ...rest }) => rest);
    expect(ask(loaded)).toEqual(ask(oneByOne));
    for (const car of all.filter((_, i) => i % 97 === 0)) expect(loaded.getObject("Car_production", car.objectID)).toEqual(car);
    // Where the records sit is not visible in answers; the index says. A dealership's slots form one run.
    const index = (loaded as unknown as { index: { slotOf(objectID: string): number | undefined } }).index;
    const runs = new Map<number | undefined, number[]>();
    for (const car of all) runs.set(car.dealership_id, [...(runs.get(car.dealership_id) ?? []), index.slotOf(car.objectID)!]);
    for (const slots of runs.values()) {
      const sorted = [...slots].sort((a, b) => a - b);
      expect(sorted.at(-1)! - sorted[0]).toBe(sorted.length - 1);
      expect(slots).toEqual(sorted); // in the order they arrived
    }
  });
});

describe("errors and status", () => {
  it("reports bad requests as SearchErrors with a status", () => {
    const status = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return [(error as SearchError).status, (error as Error).message];
      }
      return null;
    };
    expect(status(() => engine.search("Nope", {}))).toEqual([404, "Index Nope does not exist"]);
    expect(status(() => engine.search("Car_production", { page: -1 }))).toEqual([400, "page: expected a whole number from 0 to 9007199254740991, got -1"]);
    expect(status(() => engine.search("Car_production", { filters: "price >" }))).toEqual([400, "filters: Expected a number after '>', found end of input at col 8"]);
    expect(status(() => engine.search("Car_production", { facetFilters: Array.from({ length: 1100 }, (_, i) => `make:${i}`) }))?.[0]).toBe(400);
    expect(status(() => engine.multiSearch(Array.from({ length: 51 }, () => ({ indexName: "Car_production" })))) ).toEqual([400, "Too many queries: at most 50 in one request, got 51"]);
  });

  it("reports its size, indexes and last sync", () => {
    const fresh = new CarSearchEngine(cars);
    fresh.recordSync({ at: new Date("2026-11-21T05:00:00Z") });
    const status = fresh.status();
    expect(status).toMatchObject({ documents: 5, lastSyncAt: "2026-11-21T05:00:00.000Z", lastSyncError: null });
    expect(status.indexes).toContain("Car_production_price_asc");
    expect(status.indexBytes).toBeGreaterThan(0);
    fresh.recordSync({ error: "connection refused" });
    expect(fresh.status().lastSyncError).toBe("connection refused");
  });
});

describe("versions", () => {
  it("moves a dealership's version only when its own records change", () => {
    const fleet = new CarSearchEngine([makeCar(1, { dealership_id: 1 }), makeCar(2, { dealership_id: 2 }), makeCar(3, { dealership_id: 3 })]);
    const [one, two, three] = [fleet.dealershipsVersion([1]), fleet.dealershipsVersion([2]), fleet.dealershipsVersion([1, 2, 3])];
    expect(one).toBeGreaterThan(0);
    fleet.upsert(makeCar(2, { dealership_id: 2, price: 1 }));
    expect(fleet.dealershipsVersion([1])).toBe(one);
    expect(fleet.dealershipsVersion([2])).toBeGreaterThan(two);
    expect(fleet.dealershipsVersion([1, 2, 3])).toBeGreaterThan(three);
    // A car that moves dealership changes both; a removal changes its own.
    const before = [fleet.dealershipsVersion([1]), fleet.dealershipsVersion([3])];
    fleet.upsert(makeCar(3, { dealership_id: 1 }));
    expect([fleet.dealershipsVersion([1]), fleet.dealershipsVersion([3])].every((version, i) => version > before[i])).toBe(true);
    const beforeRemoval = fleet.dealershipsVersion([2]);
    fleet.remove("1");
    expect(fleet.dealershipsVersion([2])).toBe(beforeRemoval);
    expect(fleet.dealershipsVersion([1])).toBe(fleet.version);
    expect(fleet.dealershipsVersion([99])).toBe(0);
  });
});
