import { describe, expect, it } from "vitest";
import { groupFigures, locationsInStates, withFigures } from "./group-figures.ts";

const location = (id: number, street: string, state: string, locationType = "sales", dealershipId = 1) => ({
  id, slug: `l${id}`, name: `L${id}`, dealershipId, dealershipName: "D", locationType, street, city: "C", state, postcode: "2000", lat: -33, lng: 151,
});

describe("the group's figures", () => {
  const figures = groupFigures({
    locations: [location(1, "1 A St", "NSW"), location(2, "1 A St", "NSW", "service"), location(3, "1 A St", "NSW", "parts"), location(4, "2 B St", "VIC"), location(5, "1 A St", "nsw", "sales", 2)],
    brandSlugs: ["toyota", "mazda", "toyota"],
    establishedYear: 1994,
    today: "2026-11-24",
  });

  it("counts places a shopper can visit (departments at one address are one), states, brands and years", () => {
    expect(figures).toEqual({ locations: 3, states: 2, brands: 2, years: 32 });
    expect(locationsInStates(figures)).toBe("3 locations in 2 states");
  });

  it("fills the site file's placeholders, so a banner cannot disagree with the About page", () => {
    expect(withFigures("{brands} brands. {locations} locations. {years} years.", figures)).toBe("2 brands. 3 locations. 32 years.");
    expect(withFigures("No figures here", figures)).toBe("No figures here");
  });
});
