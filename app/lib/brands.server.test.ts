import type { StockFilter } from "../../domain/stock-filter.ts";
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { makeCar } from "../../search/cars/testing/make-car.ts";
import { siteSchema } from "../../sites/schema.ts";
import type { Site } from "../../sites/registry.ts";
import type { Services } from "../../services/services.ts";
import { brandFilter, siteBrandPage, siteBrandTiles, siteMakesByItemType } from "./brands.server.ts";
import { searchSiteStock } from "./stock.server.ts";

function site(overrides: Record<string, unknown> = {}, dealershipIds = [1, 2]): Site {
  const file = siteSchema.parse({
    slug: "test-motors",
    name: "Test Motors",
    template: "group",
    group: "test-group",
    dealerships: "all",
    stockVisibilityLevel: 0,
    logo: { src: "/logo.svg", alt: "Test Motors" },
    theme: { colorPrimary: "#000000", colorAccent: "#111111", colorHeader: "#222222", colorFooter: "#333333" },
    ...overrides,
  });
  return { ...file, dealerGroupId: 1, dealershipIds, searchPrefix: file.usedOnly ? "/used-car" : "/search" };
}

const bikes = { dealership_id: 2, dealership_slug: "harbour-motorcycles", item_type: "motorcycle" as const, simple_body: "Motorcycle" };
const services = {
  search: new CarSearchEngine([
    makeCar(1, { make: "Toyota" }),
    makeCar(2, { make: "Toyota" }),
    makeCar(3, { make: "Honda", model: "Civic" }),
    makeCar(4, { make: "Honda", model: "CBR500R", ...bikes }),
    makeCar(5, { make: "Harley-Davidson", model: "Fat Boy", ...bikes }),
    // Hidden from every site, and another group's dealership.
    makeCar(6, { make: "Lada", show_on_dealer_website: false }),
    makeCar(7, { make: "Tesla", dealership_id: 99 }),
  ]),
} as unknown as Services;

const tiles = [
  { title: "Toyota", slug: "toyota", category: "car" },
  { title: "Honda Motorcycles", slug: "honda", category: "motorcycle" },
  { title: "Neotek", slug: "neotek", category: "own", skipPage: true, href: "/neotek" },
];

const paths = (s: Site, filter: StockFilter) => searchSiteStock(services, s, { filter, hitsPerPage: 100, fields: ["id"] }).hits.map((h) => h.id).sort();

describe("a site's brands", () => {
  it("finds the makes of its visible stock, per kind of vehicle", () => {
    expect(siteMakesByItemType(services, site())).toEqual({ car: ["Honda", "Toyota"], motorcycle: ["Harley-Davidson", "Honda"], truck: [], caravan: [] });
    expect(siteMakesByItemType(services, site({}, [1]))).toEqual({ car: ["Honda", "Toyota"], motorcycle: [], truck: [], caravan: [] });
  });

  it("uses the configured tiles, or makes tiles from its stock when it has none", () => {
    expect(siteBrandTiles(services, site({ brandTiles: tiles })).map((t) => t.slug)).toEqual(["toyota", "honda", "neotek"]);
    expect(siteBrandTiles(services, site()).map((t) => `${t.category}:${t.title}:${t.logoSrc}`)).toEqual([
      "car:Honda:/img/logos/honda.svg",
      "car:Toyota:/img/logos/toyota.svg",
      "motorcycle:Harley-Davidson:/img/logos/harley-davidson.svg",
      "motorcycle:Honda:/img/logos/honda.svg",
    ]);
  });

  it("lists a tile's brand limited to the tile's kind of vehicle", () => {
    const s = site({ brandTiles: tiles });
    const honda = siteBrandPage(services, s, "honda")!;
    expect(honda).toMatchObject({ title: "Honda Motorcycles", make: "Honda", itemType: "motorcycle" });
    expect(paths(s, brandFilter(honda))).toEqual([4]);
    expect(paths(s, brandFilter(siteBrandPage(services, s, "harley-davidson")!))).toEqual([5]);
  });

  it("has no page for a make the site does not show, nor for a tile that skips its page", () => {
    const s = site({ brandTiles: tiles }, [1]);
    expect(siteBrandPage(services, s, "harley-davidson")).toBeNull();
    expect(siteBrandPage(services, s, "lada")).toBeNull();
    expect(siteBrandPage(services, s, "tesla")).toBeNull();
    expect(siteBrandPage(services, s, "neotek")).toBeNull();
  });
});
