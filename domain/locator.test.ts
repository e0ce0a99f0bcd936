import { describe, expect, it } from "vitest";
import { haversineKm } from "./geo.ts";
import { locationListing } from "./testing/location-listing.ts";
import { formatDistance, locatorBrands, locatorCards, NEAR_ME_OUTSIDE_AUSTRALIA, parseLocatorSearch } from "./locator.ts";

const at = (id: number, locationType: string, street: string, lat: number, lng: number, extra: Partial<{ dealershipId: number; brandSlug: string; brandName: string }> = {}) =>
  locationListing(id, locationType, street, { lat, lng, ...extra });

// Three departments at one address in Artarmon, a sales yard in Parramatta, a Mazda service centre in Brookvale.
const artarmonService = at(1, "service", "1 Pacific Hwy", -33.81, 151.18);
const artarmonSales = at(2, "sales", "1 Pacific Hwy", -33.81, 151.18);
const artarmonParts = at(3, "parts", "1 Pacific Hwy", -33.81, 151.18);
const parramatta = at(4, "sales", "9 Church St", -33.81, 151.0);
const brookvale = at(5, "service-and-parts", "5 Harbord Rd", -33.76, 151.27, { dealershipId: 2, brandSlug: "mazda", brandName: "Mazda" });
const all = [artarmonService, artarmonSales, artarmonParts, parramatta, brookvale];

describe("dealer locator", () => {
  it("shows a shared address as one card with its departments as tabs, sales first", () => {
    const cards = locatorCards(all);
    expect(cards).toHaveLength(3);
    expect(cards[0].departments.map((d) => d.label)).toEqual(["Sales", "Service", "Parts"]);
    expect(cards[0].selected).toBe(0);
    expect(cards[1].departments).toHaveLength(1);
  });

  it("does not merge two dealerships that share a street address", () => {
    const mazdaNextDoor = at(6, "sales", "1 Pacific Hwy", -33.81, 151.18, { dealershipId: 2 });
    expect(locatorCards([artarmonSales, mazdaNextDoor])).toHaveLength(2);
  });

  it("sorts cards nearest first from a point, with the haversine distance (Earth radius 6371 km)", () => {
    const manly = { lat: -33.8, lng: 151.28 };
    const cards = locatorCards(all, { point: manly });
    expect(cards.map((c) => c.departments[0].location.id)).toEqual([5, 2, 4]);
    expect(cards[0].distanceKm).toBeCloseTo(haversineKm(manly, brookvale), 6);
    expect(cards.map((c) => c.distanceKm!)).toEqual([...cards.map((c) => c.distanceKm!)].sort((a, b) => a - b));
    // One degree of latitude on a 6371 km sphere.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
  });

  it("filters by department: service-only keeps the service tab selected, parts includes service-and-parts", () => {
    const service = locatorCards(all, { department: "service-only" });
    expect(service.map((c) => c.departments[c.selected].location.id)).toEqual([1, 5]);
    expect(service[0].departments).toHaveLength(3);
    expect(locatorCards(all, { department: "parts" }).map((c) => c.departments[c.selected].location.id)).toEqual([3, 5]);
    expect(locatorCards(all, { department: "sales" }).map((c) => c.departments[c.selected].location.id)).toEqual([2, 4]);
  });

  it("filters by brand and lists each brand once", () => {
    expect(locatorCards(all, { brand: "mazda" }).map((c) => c.departments[0].location.id)).toEqual([5]);
    expect(locatorCards(all, { brand: "ford" })).toEqual([]);
    expect(locatorBrands(all)).toEqual([
      { slug: "mazda", name: "Mazda" },
      { slug: "toyota", name: "Toyota" },
    ]);
  });

  it("reads its address: a rounded near-me point inside Australia, known filters only", () => {
    const search = parseLocatorSearch(new URLSearchParams("q=+2150+&near=-33.81234,151.00567&department=parts&brand=Toyota"));
    expect(search).toEqual({ q: "2150", near: { lat: -33.81, lng: 151.01 }, department: "parts", brand: "toyota", problems: [] });
    expect(parseLocatorSearch(new URLSearchParams("near=51.5,-0.12")).problems).toEqual([NEAR_ME_OUTSIDE_AUSTRALIA]);
    expect(parseLocatorSearch(new URLSearchParams("near=abc&department=everything&brand=<x>"))).toMatchObject({ near: null, department: null, brand: null });
  });

  it("writes distances as a shopper reads them", () => {
    expect(formatDistance(0.04)).toBe("100 m");
    expect(formatDistance(0.84)).toBe("800 m");
    expect(formatDistance(4.23)).toBe("4.2 km");
    expect(formatDistance(37.4)).toBe("37 km");
    expect(formatDistance(1204.4)).toBe("1,204 km");
  });
});
