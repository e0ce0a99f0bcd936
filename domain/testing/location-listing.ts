// A location as the dealer locator lists it, for tests: one of the demo
// group's Sydney addresses unless told otherwise.
import type { LocationListing } from "../location-listing.ts";

export function locationListing(id: number, locationType: string, street: string, extra: Partial<LocationListing> = {}): LocationListing {
  return {
    id,
    slug: `l${id}`,
    name: `Location ${id}`,
    dealershipId: 1,
    dealershipName: "Harbour",
    locationType,
    street,
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    lat: -33.81,
    lng: 151.18,
    brandSlug: "toyota",
    brandName: "Toyota",
    phone: null,
    openingHours: [],
    specialHours: [],
    ...extra,
  };
}
