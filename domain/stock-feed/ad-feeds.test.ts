// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { generateCars, generateReference } from "../../demo/data/generate.ts";
import { carDocumentFrom } from "../../services/stock/index.ts";
import type { CarDocument } from "../car-document.ts";
import { advertisable, googleFeedXml, googleListing, GOOGLE_REQUIRED, metaBodyStyle, metaListing, META_REQUIRED, missingRequired, type FeedContext } from "./ad-feeds.ts";

const now = new Date("2026-11-21T00:00:00Z");
const ref = generateReference(42, { now });
const docs: CarDocument[] = [...generateCars(ref, { count: 300, seed: 42, now })].map((car) => {
  const d = ref.dealerships.find((x) => x.id === car.dealershipId)!;
  const l = ref.locations.find((x) => x.id === car.locationId) ?? null;
  return carDocumentFrom(car, { id: d.id, name: d.name, slug: d.slug }, l && { ...l, id: l.id });
});
const context: FeedContext = {
  origin: "https://www.harbour.example",
  siteName: "Harbour Motor Group",
  currency: "AUD",
  yardOf: (car) => ({ name: "Artarmon", dealershipName: car.dealership_name, street: "1 Pacific Hwy", city: "Artarmon", state: "NSW", postcode: "2064", lat: -33.8, lng: 151.18 }),
};

describe("Google vehicle listings", () => {
  const forSale = docs.filter((car) => advertisable(car) && car.images.length > 0);

  it("gives every car for sale every required attribute, with absolute links and the price's currency", () => {
    expect(forSale.length).toBeGreaterThan(100);
    for (const car of forSale) {
      const row = googleListing(car, context);
      expect(missingRequired(row, GOOGLE_REQUIRED)).toEqual([]);
      expect(row.link).toBe(`https://www.harbour.example${car.path}`);
      expect(row.image_link).toMatch(/^https:\/\/www\.harbour\.example\/img\//);
      expect(row.price).toMatch(/^\d+\.\d{2} AUD$/);
      expect(["new", "used"]).toContain(row.condition);
      expect(row.mileage).toMatch(/^\d+ km$/);
    }
  });

  it("leaves out sold cars and cars without a price, and a car without a photo misses a required attribute", () => {
    const bare = docs.find((car) => advertisable(car) && car.images.length === 0);
    if (bare) expect(missingRequired(googleListing(bare, context), GOOGLE_REQUIRED)).toEqual(["image_link"]);
    expect(docs.filter((car) => car.status === "sold").some(advertisable)).toBe(false);
    expect(docs.filter((car) => !car.price).some(advertisable)).toBe(false);
  });

  it("writes well-formed RSS whose items carry the g: attributes", () => {
    const xml = googleFeedXml(forSale.slice(0, 20).map((car) => googleListing({ ...car, name: `${car.name} <& "special">` }, context)), { title: "Harbour & Co", link: context.origin });
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const items = doc.getElementsByTagName("item");
    expect(items).toHaveLength(20);
    const ns = "http://base.google.com/ns/1.0";
    for (const item of Array.from(items)) {
      for (const attribute of GOOGLE_REQUIRED) expect(item.getElementsByTagNameNS(ns, attribute)[0]?.textContent, attribute).toBeTruthy();
    }
    expect(items[0].getElementsByTagNameNS(ns, "title")[0].textContent).toMatch(/<& "special">$/);
  });
});

describe("Meta automotive catalogue", () => {
  it("gives every car for sale Meta's required fields, in Meta's enums", () => {
    const rows = docs.filter((car) => advertisable(car) && car.images.length > 0).map((car) => metaListing(car, context));
    for (const row of rows) {
      expect(missingRequired(row, META_REQUIRED)).toEqual([]);
      expect(["NEW", "USED", "CPO"]).toContain(row.state_of_vehicle);
      expect(row["mileage.unit"]).toBe("KM");
    }
    // And survives a CSV round trip with Meta's nested field names as headers.
    const text = stringify(rows.slice(0, 5), { header: true, columns: [...META_REQUIRED] });
    const back = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(back[0])).toEqual([...META_REQUIRED]);
    expect(back[0].vehicle_id).toBe(rows[0].vehicle_id);
  });

  it("maps bodies to Meta's body styles", () => {
    expect(metaBodyStyle("Hatch")).toBe("HATCHBACK");
    expect(metaBodyStyle("Cab Chassis")).toBe("TRUCK");
    expect(metaBodyStyle("Caravan")).toBe("OTHER");
  });
});
