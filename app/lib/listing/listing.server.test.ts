import { beforeEach, describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import type { CarDocument } from "../../../domain/car-document.ts";
import { testSite } from "../../../services/stock/testing/test-site.ts";
import type { Site } from "../../../sites/registry.ts";
import type { Services } from "../../../services/services.ts";
import { listingCaches, loadListing, MANUFACTURER_CACHE_ENTRIES, type ListingData, type ListingRequest } from "./listing.server.ts";

const NOW = Math.floor(Date.now() / 1000);

let sites = 0;
function site(overrides: Record<string, unknown> = {}, dealershipIds = [1, 2]): Site {
  // Sites are told apart by slug (caches key on it), so every test site has its own.
  return testSite(dealershipIds, { slug: `test-motors-${++sites}`, ...overrides });
}

const kia = (id: number, o: Partial<CarDocument> = {}) =>
  makeCar(id, { make: "Kia", model: "Sportage", dealership_id: 2, dealership_name: "Harbour Kia", dealership_slug: "harbour-kia", ...o });

const DOCS: CarDocument[] = [
  makeCar(1, { model: "Corolla", price: 25_000, simple_body: "Hatch", colour: "Red", car_type: "used", certified: true, created_at_timestamp: NOW - 90 * 86400 }),
  makeCar(2, { model: "Corolla", price: 27_000, simple_body: "Hatch", colour: "Blue", car_type: "new" }),
  makeCar(3, { model: "RAV4", price: 45_000, simple_body: "SUV", colour: "Red", car_type: "new", tag: "Runout Sale" }),
  makeCar(4, { model: "HiLux", price: 0, simple_body: "Ute", colour: "White", car_type: "demo" }),
  makeCar(5, { make: "Mazda", model: "CX-5", price: 38_000, simple_body: "SUV", colour: "Red", car_type: "used", certified: false }),
  makeCar(6, { make: "Land Rover", model: "Defender", price: 120_000, simple_body: "SUV", car_type: "used", drive: "4WD" }),
  makeCar(7, { model: "Corolla", price: 21_000, status: "sold", sold_at_timestamp: NOW - 3600, tag: "Special Offer" }),
  kia(8, { price: 33_000, simple_body: "SUV", tag: "Special Offer" }),
  kia(9, { price: 34_000, simple_body: "SUV" }),
  // Another group's dealership: never visible to the test site.
  makeCar(10, { make: "Tesla", model: "Model 3", dealership_id: 99, dealership_slug: "elsewhere", dealership_name: "Elsewhere" }),
];

interface FakeDealership {
  id: number;
  checkout_enabled: boolean;
  automated_valuation: boolean;
  payment_processors: { name: string; reserveAmount: number | null }[];
}

function services(docs = DOCS, dealerships: FakeDealership[] = []): Services {
  const db = {
    kind: "pglite",
    async query(sql: string) {
      if (sql.includes("from dealerships")) return dealerships;
      if (sql.includes("from cars")) return [];
      throw new Error(`unexpected SQL ${sql}`);
    },
  };
  return { search: new CarSearchEngine(docs), db } as unknown as Services;
}

async function load(svc: Services, s: Site, path: string, kind: ListingRequest["kind"] = "search"): Promise<ListingData> {
  const url = new URL(path, "http://test-motors.localhost");
  const prefix = url.pathname.startsWith("/used-car") ? "/used-car" : "/search";
  const segments = kind === "search" ? url.pathname.slice(prefix.length).split("/").filter(Boolean) : [];
  return loadListing(svc, s, new Request(url), { kind, segments, requestedPrefix: kind === "search" ? prefix : undefined });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === "object" && "init" in error) {
      const e = error as { init: ResponseInit | null };
      return new Response(null, { status: e.init?.status ?? 500 });
    }
    throw error;
  }
  throw new Error("expected the loader to throw a response");
}

const values = (data: ListingData, param: string) => data.facets.find((f) => f.param === param)?.values.map((v) => `${v.value}:${v.count}`) ?? null;
const ids = (data: ListingData) => data.cars.map((car) => car.id).sort((a, b) => a - b);

beforeEach(() => {
  for (const cache of Object.values(listingCaches)) cache.clear();
});

describe("loadListing", () => {
  const svc = services();
  const group = site();

  it("pages through every match, past the public API's 1,000-hit limit", async () => {
    const many = Array.from({ length: 1_300 }, (_, i) => makeCar(i + 1, { price: 10_000 + i }));
    const big = services(many);
    const first = await load(big, site(), "/search/new-used-and-demo-cars");
    const perPage = first.cars.length;
    const lastPage = Math.ceil(1_300 / perPage);
    const last = await load(big, site(), `/search/new-used-and-demo-cars?page=${lastPage}`);
    expect(last.page).toBe(lastPage);
    expect(last.cars.length).toBe(1_300 - (lastPage - 1) * perPage);
    // Every car appears on exactly one page.
    const seen = new Set<number>();
    for (let page = 1; page <= lastPage; page++) {
      for (const car of (await load(big, site(), `/search/new-used-and-demo-cars?page=${page}`)).cars) seen.add(car.id);
    }
    expect(seen.size).toBe(1_300);
  });

  it("lists the site's stock only, with counts beside facet values", async () => {
    const data = await load(svc, group, "/search/new-used-and-demo-cars");
    expect(ids(data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(values(data, "make")).toEqual(["Toyota:5", "Kia:2", "Land Rover:1", "Mazda:1"]);
    expect(data.heading).toBe("New, Used and Demo Cars for Sale");
    expect(data.canonical).toBe("https://test.example.com.au/search/new-used-and-demo-cars");
  });

  it("counts a facet without its own refinement (disjunctive faceting) and every other facet with it", async () => {
    const data = await load(svc, group, "/search/new-used-and-demo-cars?make=Mazda&colour=Red");
    expect(ids(data)).toEqual([5]);
    // Makes: counted with colour=Red but without make=Mazda.
    expect(values(data, "make")).toEqual(["Toyota:2", "Mazda:1"]);
    // Colours: counted with make=Mazda but without colour=Red.
    expect(values(data, "colour")).toEqual(["Red:1"]);
    expect(data.facets.find((f) => f.param === "make")?.values.find((v) => v.value === "Mazda")?.selected).toBe(true);
  });

  it("shows models once a make is chosen, at most 30", async () => {
    const data = await load(svc, group, "/search/toyota");
    expect(data.state.refinements.make).toEqual(["Toyota"]);
    expect(values(data, "model")).toEqual(["Corolla:3", "HiLux:1", "RAV4:1"]);
    expect(data.heading).toBe("Toyota Cars for Sale");
  });

  it("reads /search/{make}/{model} through the stock's spelling", async () => {
    const data = await load(svc, group, "/search/land-rover/defender");
    expect(data.state.refinements).toEqual({ make: ["Land Rover"], model: ["Defender"] });
    expect(ids(data)).toEqual([6]);
    expect(data.heading).toBe("Land Rover Defender Cars for Sale");
  });

  it("gives an unknown make or model no results (not an error), with the other makes still on offer", async () => {
    const data = await load(svc, group, "/search/lamborghini");
    expect(data.nbHits).toBe(0);
    expect(data.noResults.variant).toBe("search");
    expect(data.noResults.clearHref).toBe("/search/new-used-and-demo-cars");
    expect(values(data, "make")).toContain("Toyota:5");
    expect(data.noindex).toBe(true);
    const model = await load(svc, group, "/search/toyota/supra");
    expect(model.nbHits).toBe(0);
    expect(values(model, "model")).toContain("Corolla:3");
  });

  it("keeps another site's make unknown: the scope hides it", async () => {
    expect((await load(svc, group, "/search/tesla")).nbHits).toBe(0);
  });

  it("lists a dealership's stock at /search/{dealership_slug}, keeping that path in its links", async () => {
    const data = await load(svc, group, "/search/harbour-kia?colour=Red");
    expect(data.location.fixedPath).toBe("/search/harbour-kia");
    expect(ids(data)).toEqual([]);
    const all = await load(svc, group, "/search/harbour-kia");
    expect(ids(all)).toEqual([8, 9]);
    expect(all.heading).toBe("Cars for Sale at Harbour Kia");
    expect(listingCaches.dealership.size).toBe(2);
  });

  it("does not find another site's dealership", async () => {
    const toyotaOnly = site({}, [1]);
    const data = await load(svc, toyotaOnly, "/search/harbour-kia");
    expect(data.location.fixedPath).toBeNull();
    expect(data.nbHits).toBe(0);
  });

  it("reads body and car-type segments", async () => {
    expect(ids(await load(svc, group, "/search/suv"))).toEqual([3, 5, 6, 8, 9]);
    expect(ids(await load(svc, group, "/search/4x4"))).toEqual([6]);
    expect(ids(await load(svc, group, "/search/new-and-demo-cars"))).toEqual([2, 3, 4]);
    expect((await load(svc, group, "/search/suv")).heading).toBe("SUVs for Sale");
  });

  it("ignores malformed parameters instead of failing", async () => {
    const data = await load(svc, group, "/search/new-used-and-demo-cars?page=abc&range[price]=x:y&sortBy=nope&seats=lots&make=Kia&make=Kia");
    expect(ids(data)).toEqual([8, 9]);
    expect(data.page).toBe(1);
  });

  it("shows the last page for a page past the end", async () => {
    const many = services(Array.from({ length: 50 }, (_, i) => makeCar(i + 1, { price: 1000 + i })));
    const data = await load(many, group, "/search/new-used-and-demo-cars?page=99");
    expect(data.page).toBe(3);
    expect(data.cars).toHaveLength(50 - 42);
    expect(data.title).toContain("Page 3");
  });

  it("adds price > 0 when sorting by lowest price on sites that ask for it", async () => {
    const priced = site({ features: { pricedOnlyWhenSortingLowest: true } });
    const lowest = await load(svc, priced, "/search/toyota?sortBy=Car_production_price_asc");
    expect(lowest.cars.map((car) => car.id)).toEqual([7, 1, 2, 3]);
    const relevant = await load(svc, priced, "/search/toyota");
    expect(relevant.nbHits).toBe(5);
    const plain = await load(svc, group, "/search/toyota?sortBy=Car_production_price_asc");
    expect(plain.cars[0].id).toBe(4);
  });

  it("starts the price slider at the cheapest priced car without a price range too", async () => {
    const data = await load(svc, group, "/search/new-used-and-demo-cars");
    expect(data.ranges.find((r) => r.attribute === "price")!.bounds.min).toBe(21_000);
  });

  it("takes slider bounds from the stats, ignoring the slider's own range and unpriced cars", async () => {
    const data = await load(svc, group, "/search/new-used-and-demo-cars?range[price]=30000:50000");
    const price = data.ranges.find((r) => r.attribute === "price")!;
    // The $0 HiLux ("Enquire for price") does not pull the slider down to $0; the cheapest priced car is $21,000.
    expect(price.bounds.min).toBe(21_000);
    expect(price.bounds.max).toBe(120_000);
    expect(price.bounds.step).toBe(990);
    expect(price.current).toEqual({ min: 30_000, max: 50_000 });
    expect(ids(data)).toEqual([3, 5, 8, 9]);
  });

  it("hides the certified false value on certified-only sites", async () => {
    const certified = site({ certifiedOnly: true });
    const data = await load(services(DOCS.map((d) => ({ ...d, certified: d.id % 2 === 1 }))), certified, "/search/new-used-and-demo-cars");
    expect(values(data, "certified")).toBeNull(); // one value every car has: nothing to filter
    const mixed = await load(services(DOCS.map((d) => ({ ...d, certified: d.id % 2 === 1 }))), group, "/search/new-used-and-demo-cars");
    expect(values(mixed, "certified")).toEqual(["true:5", "false:4"]);
  });

  it("lists special offers: cars with an offer tag (runout included) that are not sold", async () => {
    const data = await load(svc, group, "/special-offers", "special-offers");
    expect(ids(data)).toEqual([3, 8]);
    expect(data.heading).toBe("Special Offers");
    expect(data.noResults).toEqual({ variant: "offers", clearHref: "/special-offers" });
  });

  it("redirects the bare prefix, the other prefix and plain form submits; unknown deep paths are 404", async () => {
    const root = await thrown(load(svc, group, "/search?make=Kia"));
    expect([root.status, root.headers.get("Location")]).toEqual([301, "/search/new-used-and-demo-cars?make=Kia"]);
    const used = site({ usedOnly: true });
    const other = await thrown(load(svc, used, "/search/toyota?page=2"));
    expect([other.status, other.headers.get("Location")]).toEqual([301, "/used-car/toyota?page=2"]);
    const form = await thrown(load(svc, group, "/search/new-used-and-demo-cars?query=&make=Kia&range[price][min]=1000&range[price][max]="));
    expect([form.status, form.headers.get("Location")]).toEqual([302, "/search/kia?range[price]=1000:"]);
    expect((await thrown(load(svc, group, "/search/a/b/c"))).status).toBe(404);
  });

  it("keeps the manufacturer result cache to 10 entries", async () => {
    for (let page = 1; page <= MANUFACTURER_CACHE_ENTRIES + 3; page++) await load(svc, group, `/search/toyota?query=${page}`);
    expect(listingCaches.manufacturer.size).toBe(MANUFACTURER_CACHE_ENTRIES);
  });

  it("shows the reserve button only where checkout is enabled, without a $0 amount", async () => {
    const checkout = site({ features: { checkout: { enabled: true } } });
    const withCheckout = services(DOCS, [
      { id: 1, checkout_enabled: true, automated_valuation: false, payment_processors: [{ name: "Stripe", reserveAmount: 0 }] },
      { id: 2, checkout_enabled: true, automated_valuation: false, payment_processors: [{ name: "Stripe", reserveAmount: 250 }] },
    ]);
    const data = await load(withCheckout, checkout, "/search/new-used-and-demo-cars");
    expect(data.reserve[1]).toEqual({ label: "Reserve Car Now", href: "/cars/2020-toyota-corolla-1/checkout" });
    expect(data.reserve[8].label).toBe("Reserve Car Now for $250");
    expect(data.reserve[4]).toBeUndefined(); // no price
    expect(data.reserve[7]).toBeUndefined(); // sold
    const off = await load(withCheckout, group, "/search/new-used-and-demo-cars");
    expect(off.reserve).toEqual({});
  });

  it("shows the facet-count shortcut figure above 1999 hits", async () => {
    const big = services(Array.from({ length: 2100 }, (_, i) => makeCar(i + 1, { car_type: i % 2 ? "new" : "used" })));
    const data = await load(big, group, "/search/new-used-and-demo-cars");
    expect(data.nbHits).toBe(2100);
    expect(data.displayedCount).toBe(2100);
    expect(data.nbPages).toBe(Math.ceil(2100 / data.cars.length)); // every car reachable by paging, not just the first 1000
  });

  it("slots live promo cards into the list", async () => {
    const promo = site({ promoCards: [{ title: "Finance", href: "/finance", position: 1 }, { title: "Old", href: "/x", expiry: "2020-01-01" }] });
    const data = await load(svc, promo, "/search/new-used-and-demo-cars");
    expect(data.promos.map((p) => p.title)).toEqual(["Finance"]);
  });
});
