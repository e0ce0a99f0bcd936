// A location as the dealer locator lists it: the view shape the page renders,
// which db/repositories/locations.ts reads from the database.
import type { OpeningHour, SpecialHours } from "./entities.ts";

export interface LocationListing {
  id: number;
  slug: string;
  name: string;
  dealershipId: number;
  dealershipName: string;
  locationType: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string | null;
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
  /** The dealership's franchise make (the locator's brand filter); null for a used or multi-brand dealership. */
  brandName?: string | null;
  brandSlug?: string | null;
}
