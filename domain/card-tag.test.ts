import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardTag, showsCertifiedBadge, type CardTagCar, type CardTagOptions } from "./card-tag.ts";

const NOW = new Date("2026-11-21T00:00:00Z");
const DAY = 86_400;
const nowSeconds = NOW.getTime() / 1000;

const car = (over: Partial<CardTagCar> = {}): CardTagCar => ({
  status: "in_stock",
  reserved: false,
  certified: false,
  make: "Toyota",
  car_type: "used",
  tag: null,
  simple_fuel: "Petrol",
  created_at_timestamp: nowSeconds - 30 * DAY,
  ...over,
});

const options = (over: Partial<CardTagOptions> = {}): CardTagOptions => ({
  fuelTypeTag: true,
  certifiedBadgeMake: "Toyota",
  greenTag: "Runout Sale",
  justArrivedDays: 8,
  labels: { newArrival: "New Arrival", justSold: "Just Sold" },
  ...over,
});

describe("card tag (listing §4, first matching rule wins)", () => {
  it("shows the fuel label for electric, hybrid and PHEV cars where enabled", () => {
    expect(cardTag(car({ simple_fuel: "Electric" }), options(), NOW)).toEqual({ kind: "fuel", label: "Electric", tone: "accent" });
    expect(cardTag(car({ simple_fuel: "Petrol - Electric Hybrid" }), options(), NOW)?.label).toBe("Hybrid");
    expect(cardTag(car({ simple_fuel: "Plug-in Hybrid" }), options(), NOW)?.label).toBe("PHEV");
  });

  it("skips the fuel label where the site does not enable it", () => {
    expect(cardTag(car({ simple_fuel: "Electric", reserved: true }), options({ fuelTypeTag: false }), NOW)?.kind).toBe("reserved");
  });

  it("puts the fuel label before Reserved", () => {
    expect(cardTag(car({ simple_fuel: "Electric", reserved: true }), options(), NOW)?.kind).toBe("fuel");
  });

  it("shows Reserved before the certified badge and the free-text tag", () => {
    expect(cardTag(car({ reserved: true, certified: true, tag: "Test Drive Only" }), options(), NOW)).toEqual({
      kind: "reserved",
      label: "Reserved",
      tone: "neutral",
    });
  });

  it("shows the certified-used badge for a certified used car of the configured make", () => {
    expect(cardTag(car({ certified: true, tag: "Test Drive Only" }), options(), NOW)).toEqual({
      kind: "certified",
      label: "Toyota Certified Pre-Owned",
      tone: "accent",
    });
    expect(cardTag(car({ certified: true }), options({ certifiedLabel: "TCUV" }), NOW)?.label).toBe("TCUV");
  });

  it("gives no certified badge for another make, a new car, an uncertified car or when the feature is off", () => {
    expect(cardTag(car({ certified: true, make: "Mazda" }), options(), NOW)).toBeNull();
    expect(cardTag(car({ certified: true, car_type: "new" }), options(), NOW)).toBeNull();
    expect(cardTag(car({ certified: false }), options(), NOW)).toBeNull();
    expect(cardTag(car({ certified: true }), options({ certifiedBadgeMake: null }), NOW)).toBeNull();
  });

  it("matches the certified make whatever its letter case", () => {
    expect(cardTag(car({ certified: true, make: "TOYOTA" }), options(), NOW)?.kind).toBe("certified");
  });

  it("shows the free-text tag in red, and the site's runout tag in green", () => {
    expect(cardTag(car({ tag: "Test Drive Only" }), options(), NOW)).toEqual({ kind: "tag", label: "Test Drive Only", tone: "danger" });
    expect(cardTag(car({ tag: "runout sale" }), options(), NOW)).toEqual({ kind: "tag", label: "runout sale", tone: "success" });
  });

  it("ignores a blank free-text tag", () => {
    expect(cardTag(car({ tag: "   ", status: "coming_soon" }), options(), NOW)?.kind).toBe("coming_soon");
  });

  it("shows Coming Soon for coming_soon cars after the free-text tag", () => {
    expect(cardTag(car({ status: "coming_soon" }), options(), NOW)).toEqual({ kind: "coming_soon", label: "Coming Soon", tone: "neutral" });
    expect(cardTag(car({ status: "coming_soon", tag: "Runout Sale" }), options(), NOW)?.kind).toBe("tag");
  });

  it("shows the new-arrival tag within the just-arrived window (default 8 days) and not after", () => {
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 8 * DAY }), options(), NOW)).toEqual({
      kind: "new_arrival",
      label: "New Arrival",
      tone: "accent",
    });
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 8 * DAY - 1 }), options(), NOW)).toBeNull();
  });

  it("uses the site's new-arrival wording and window", () => {
    const opts = options({ justArrivedDays: 2, labels: { newArrival: "Just In", justSold: "Just Sold" } });
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 1 * DAY }), opts, NOW)?.label).toBe("Just In");
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 3 * DAY }), opts, NOW)).toBeNull();
  });

  it("shows no tag when no rule matches", () => {
    expect(cardTag(car(), options(), NOW)).toBeNull();
  });

  it("gives a not-in-stock car the Just Sold tag in the site's wording, whatever else it carries", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.string()), fc.constantFrom("Electric", "Petrol"), (reserved, certified, tag, fuel) => {
        const result = cardTag(car({ status: "sold", reserved, certified, tag, simple_fuel: fuel }), options({ labels: { newArrival: "New", justSold: "Sold!" } }), NOW);
        expect(result).toEqual({ kind: "just_sold", label: "Sold!", tone: "danger" });
      }),
    );
  });

  it("never gives an in-stock car the Just Sold tag", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("in_stock" as const, "coming_soon" as const),
        fc.boolean(),
        fc.option(fc.string()),
        fc.integer({ min: -5, max: 40 }),
        (status, reserved, tag, ageDays) => {
          const result = cardTag(car({ status, reserved, tag, created_at_timestamp: nowSeconds - ageDays * DAY }), options(), NOW);
          expect(result?.kind).not.toBe("just_sold");
        },
      ),
    );
  });
});

describe("certified badge on the detail page (detail §4)", () => {
  it("shows for the configured make, certified, not sold", () => {
    expect(showsCertifiedBadge({ make: "Toyota", certified: true, status: "in_stock" }, "Toyota")).toBe(true);
  });
  it("hides for a sold car, an uncertified car, another make, or with the feature off", () => {
    expect(showsCertifiedBadge({ make: "Toyota", certified: true, status: "sold" }, "Toyota")).toBe(false);
    expect(showsCertifiedBadge({ make: "Toyota", certified: false, status: "in_stock" }, "Toyota")).toBe(false);
    expect(showsCertifiedBadge({ make: "Kia", certified: true, status: "in_stock" }, "Toyota")).toBe(false);
    expect(showsCertifiedBadge({ make: "Toyota", certified: true, status: "in_stock" }, null)).toBe(false);
  });
});
