// A location as the dealer locator lists it: the view shape the page renders,
// which db/repositories/locations.ts reads from the database.
import type { OpeningHour, SpecialHours } from "./entities.ts";
import type { LocatorLocation } from "./locator.ts";

export interface LocationListing extends LocatorLocation {
  phone: string | null;
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
  /** The dealership's franchise make (the locator's brand filter); null for a used or multi-brand dealership. */
  brandName?: string | null;
}
