import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CarType, ItemType } from "./entities.ts";
import { bodyIcon, dealerGuarantee, WORDS_THAT_DO_NOT_FIT as FORBIDDEN, GUARANTEE_TEXT, hasEngine, inVehicleWords, odometerText, sectionTitles, vehicleWords, whatsIncluded, whyBuyReasons } from "./vehicle-words.ts";

const ITEM_TYPES: ItemType[] = ["car", "motorcycle", "truck", "caravan"];
const CAR_TYPES: CarType[] = ["new", "demo", "used"];

const forbiddenFor = (itemType: ItemType, carType: CarType) =>
  FORBIDDEN.filter((rule) => (!rule.itemType || rule.itemType === itemType) && (!rule.carType || rule.carType === carType)).map((rule) => rule.words);

describe("headings and icons per vehicle type", () => {
  it("names the vehicle in the headings", () => {
    expect(sectionTitles("car")).toEqual({ summary: "Car Summary", details: "Car Details", protect: "Protect Your Car" });
    expect(sectionTitles("motorcycle")).toEqual({ summary: "Bike Summary", details: "Bike Details", protect: "Protect Your Bike" });
    expect(sectionTitles("caravan").details).toBe("Caravan Details");
    expect(sectionTitles("truck").summary).toBe("Truck Summary");
  });

  it("gives each type its own body icon, and a caravan no engine", () => {
    expect(new Set(ITEM_TYPES.map(bodyIcon)).size).toBe(4);
    expect(hasEngine("caravan")).toBe(false);
    expect(ITEM_TYPES.filter(hasEngine)).toEqual(["car", "motorcycle", "truck"]);
  });
});

describe("What's Included", () => {
  it("has three points for every type and condition, none with words that do not fit", () => {
    for (const itemType of ITEM_TYPES) {
      for (const carType of CAR_TYPES) {
        const points = whatsIncluded(itemType, carType);
        expect(points).toHaveLength(3);
        for (const words of forbiddenFor(itemType, carType)) for (const point of points) expect(point, `${itemType} ${carType}`).not.toMatch(words);
      }
    }
  });
});

describe("one guarantee per page", () => {
  const base = { carType: "used" as const, itemType: "car" as const, dealershipSlug: "harbour-used-cars", moneyBackGuarantee: false, returnPolicyDealerships: [] as string[] };

  it("the dealer's 14-day return where the site names the dealership, else the site's 48-hour money-back", () => {
    expect(dealerGuarantee({ ...base, returnPolicyDealerships: ["harbour-used-cars"] })).toBe("return");
    expect(dealerGuarantee({ ...base, moneyBackGuarantee: true })).toBe("money-back");
    expect(dealerGuarantee({ ...base, moneyBackGuarantee: true, returnPolicyDealerships: ["harbour-used-cars"] })).toBe("return");
    expect(dealerGuarantee({ ...base, moneyBackGuarantee: true, dealershipSlug: "harbour-ford", returnPolicyDealerships: ["harbour-used-cars"] })).toBe("money-back");
    expect(dealerGuarantee(base)).toBeNull();
  });

  it("only for used vehicles; a caravan never gets the kilometres-and-fuel return policy", () => {
    expect(dealerGuarantee({ ...base, carType: "new", moneyBackGuarantee: true })).toBeNull();
    expect(dealerGuarantee({ ...base, carType: "demo", returnPolicyDealerships: ["harbour-used-cars"] })).toBeNull();
    expect(dealerGuarantee({ ...base, itemType: "caravan", returnPolicyDealerships: ["harbour-used-cars"] })).toBeNull();
  });

  it("never puts both guarantees in Why Buy From Us (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ITEM_TYPES),
        fc.constantFrom(...CAR_TYPES),
        fc.boolean(),
        fc.boolean(),
        (itemType, carType, moneyBackGuarantee, dealerReturns) => {
          const guarantee = dealerGuarantee({ carType, itemType, dealershipSlug: "d", moneyBackGuarantee, returnPolicyDealerships: dealerReturns ? ["d"] : [] });
          const reasons = whyBuyReasons({ siteName: "Site", itemType, carType, guarantee });
          const shown = Object.values(GUARANTEE_TEXT).filter((text) => reasons.includes(text));
          return shown.length <= 1 && (carType === "used" || shown.length === 0);
        },
      ),
    );
  });

  it("promises a pre-delivery inspection on a new vehicle, not one 'before it goes on sale'", () => {
    expect(whyBuyReasons({ siteName: "Harbour", itemType: "car", carType: "new", guarantee: null })[0]).toMatch(/pre-delivery inspection/);
    expect(whyBuyReasons({ siteName: "Harbour", itemType: "car", carType: "used", guarantee: null })[0]).toMatch(/inspected before it goes on sale/);
  });
});

describe("odometerText", () => {
  it("shows a motorised vehicle's reading, and nothing for a caravan or a reading of 0 or none", () => {
    expect(odometerText("car", 12345)).toBe("12,345 km");
    expect(odometerText("motorcycle", 12)).toBe("12 km");
    expect(odometerText("truck", 250_000)).toBe("250,000 km");
    expect(odometerText("caravan", 0)).toBeNull();
    expect(odometerText("caravan", 5000)).toBeNull();
    expect(odometerText("car", 0)).toBeNull();
    expect(odometerText("car", null)).toBeNull();
    expect(odometerText(null, 40)).toBe("40 km");
  });
});

describe("the words of buttons, form titles and lead e-mails", () => {
  it("keeps the spec's words for a car and follows the type otherwise: a bike is reserved and test ridden", () => {
    expect(vehicleWords("car")).toMatchObject({ reserve: "Reserve Car Now", historyReport: "Car History Report", testDrive: { button: "Book a Test Drive" } });
    expect(vehicleWords("motorcycle")).toMatchObject({ reserve: "Reserve Bike Now", historyReport: "Bike History Report", testDrive: { button: "Book a Test Ride", title: "Book a test ride" } });
    expect(vehicleWords("truck")).toMatchObject({ reserve: "Reserve Truck Now", testDrive: { button: "Book a Test Drive" } });
    expect(vehicleWords("caravan")).toMatchObject({ reserve: "Reserve Caravan Now", testDrive: null });
  });

  it("never gives a type words its rules forbid", () => {
    for (const itemType of ITEM_TYPES) {
      const words = vehicleWords(itemType);
      const shown = [words.reserve, words.historyReport, ...Object.values(words.testDrive ?? {})].join(" | ");
      for (const carType of CAR_TYPES) for (const rule of forbiddenFor(itemType, carType)) expect(shown).not.toMatch(rule);
    }
  });

  it("puts a lead's subject and a success page in the vehicle's words, leaving a car's as they are", () => {
    expect(inVehicleWords("Test Drive", "motorcycle")).toBe("Test Ride");
    expect(inVehicleWords("Vehicle Enquiry (New Car Enquiry)", "motorcycle")).toBe("Vehicle Enquiry (New Bike Enquiry)");
    expect(inVehicleWords("Your car is reserved", "caravan")).toBe("Your caravan is reserved");
    expect(inVehicleWords("Your test drive request is in", "motorcycle")).toBe("Your test ride request is in");
    expect(inVehicleWords("Your test drive request is in", "car")).toBe("Your test drive request is in");
    expect(inVehicleWords("New Car Enquiry", undefined)).toBe("New Car Enquiry");
  });
});
