import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, byDistance, haversineKm, nearestLocation } from "./geo.ts";

const brisbane = { lat: -27.4698, lng: 153.0251 };
const sydney = { lat: -33.8688, lng: 151.2093 };
const goldCoast = { lat: -28.0167, lng: 153.4 };
const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

describe("haversine distance with Earth radius 6371 km", () => {
  it("measures Brisbane to Sydney at about 730 km", () => {
    expect(haversineKm(brisbane, sydney)).toBeCloseTo(732, -1);
  });

  it("gives a quarter of the circumference from the equator to a pole", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 2, 6);
  });

  it("is symmetric, zero to itself and never more than half way round", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        return Math.abs(d - haversineKm(b, a)) < 1e-6 && haversineKm(a, a) === 0 && d >= 0 && d <= Math.PI * EARTH_RADIUS_KM + 1e-6;
      }),
    );
  });
});

describe("nearest location", () => {
  const locations = [
    { name: "Sydney", ...sydney },
    { name: "Gold Coast", ...goldCoast },
    { name: "Brisbane", ...brisbane },
  ];

  it("picks the location closest to a lat/lng", () => {
    expect(nearestLocation(locations, { lat: -27.5, lng: 153.0 })?.location.name).toBe("Brisbane");
    expect(nearestLocation(locations, { lat: -28.1, lng: 153.4 })?.location.name).toBe("Gold Coast");
  });

  it("gives nothing when there are no locations", () => {
    expect(nearestLocation([], brisbane)).toBeNull();
  });

  it("orders locations nearest first", () => {
    expect(byDistance(locations, brisbane).map((l) => l.location.name)).toEqual(["Brisbane", "Gold Coast", "Sydney"]);
  });
});
