import { describe, expect, it } from "vitest";
import { emptyListingState, type ListingState } from "./search-url.ts";
import { carTypeWords, listingDescription, listingHeading, listingTitle } from "./seo.ts";
import { BODY_SEGMENTS } from "./url-table.ts";

const state = (refinements: ListingState["refinements"]): ListingState => ({ ...emptyListingState(), refinements });
const suv = BODY_SEGMENTS.find((b) => b.slug === "suv")!;

describe("listing words", () => {
  it("joins car types the way people say them", () => {
    expect(carTypeWords(["demo", "new"])).toBe("New and Demo");
    expect(carTypeWords(["new", "used", "demo"])).toBe("New, Used and Demo");
    expect(carTypeWords(["used"])).toBe("Used");
  });

  it("names the default stock search, make and model pages, body pages and dealership pages", () => {
    expect(listingHeading({ state: emptyListingState(), usedOnly: false, body: null })).toBe("New, Used and Demo Cars for Sale");
    expect(listingHeading({ state: state({ make: ["Toyota"], model: ["Corolla"], car_type: ["used"] }), usedOnly: false, body: null })).toBe(
      "Used Toyota Corolla Cars for Sale",
    );
    expect(listingHeading({ state: state({ body: ["SUV"] }), usedOnly: false, body: suv })).toBe("SUVs for Sale");
    // A body chosen in the filters names the page too.
    expect(listingHeading({ state: state({ make: ["Toyota"], body: ["SUV"] }), usedOnly: false, body: null })).toBe("Toyota SUVs for Sale");
    expect(listingHeading({ state: state({ body: ["SUV", "Ute"] }), usedOnly: false, body: null })).toBe("New, Used and Demo Cars for Sale");
    expect(listingHeading({ state: emptyListingState(), usedOnly: false, body: null, dealershipName: "Harbour Kia" })).toBe("Cars for Sale at Harbour Kia");
    expect(listingHeading({ state: emptyListingState(), usedOnly: true, body: null })).toBe("Used Cars for Sale");
    expect(listingHeading({ state: state({ item_type: ["motorcycle"] }), usedOnly: false, body: null })).toBe("Motorcycles for Sale");
    // Results of one item type name the page by it: a truck dealer's page, a make that only makes motorcycles.
    expect(listingHeading({ state: emptyListingState(), usedOnly: false, body: null, dealershipName: "Harbour Trucks", resultItemTypes: ["truck"] })).toBe(
      "Trucks for Sale at Harbour Trucks",
    );
    expect(listingHeading({ state: state({ make: ["Yamaha"] }), usedOnly: false, body: null, resultItemTypes: ["motorcycle"] })).toBe("Yamaha Motorcycles for Sale");
    expect(listingHeading({ state: emptyListingState(), usedOnly: false, body: null, resultItemTypes: ["car", "truck"] })).toBe("New, Used and Demo Cars for Sale");
    expect(listingHeading({ state: emptyListingState(), usedOnly: false, body: null, specialOffers: true })).toBe("Special Offers");
  });

  it("puts the page number in the title after page 1", () => {
    expect(listingTitle("Utes for Sale", "Harbour Ford", 1)).toBe("Utes for Sale | Harbour Ford");
    expect(listingTitle("Utes for Sale", "Harbour Ford", 3)).toBe("Utes for Sale – Page 3 | Harbour Ford");
  });

  it("describes the page with its count and site", () => {
    expect(listingDescription({ state: state({ make: ["Toyota"] }), usedOnly: false, body: null, siteName: "Harbour Toyota", nbHits: 1234 })).toBe(
      "Browse 1,234 Toyota cars for sale at Harbour Toyota. Compare prices and filter by make, model, price, year and kilometres.",
    );
    expect(listingDescription({ state: emptyListingState(), usedOnly: false, body: null, siteName: "X", nbHits: 3, dealershipName: "Harbour Kia" })).toContain(
      "new, used and demo cars for sale at Harbour Kia",
    );
  });
});
