// Which choices a lead form offers on a site, for the page (to render the
// selects) and for the server (to validate against the same lists).
import type { FormKind } from "../../domain/leads/categories.ts";
import type { FormOptions } from "../../domain/forms/schemas.ts";
import type { Site } from "../../sites/registry.ts";
import type { SiteDirectory } from "./site-directory.ts";
import { stateTimeZone } from "../../domain/australian-states.ts";
import { zonedClock } from "../../domain/zoned-time.ts";
import { BOOKING_DAYS_AHEAD } from "../../domain/service-booking.ts";
import { isPartsLocation, isSalesLocation, isServiceLocation } from "../../domain/locator.ts";

/**
 * Forms about one car: the car decides the dealership and location, so no
 * select is shown. Sent without a car (a test drive booked from the home
 * page), they offer the preferred dealership as the site's other forms do.
 */
export const VEHICLE_FORMS: ReadonlySet<FormKind> = new Set([
  "enquiry",
  "multiStepEnquiry",
  "similarCarEnquiry",
  "testDrive",
  "requestPhotos",
]);


/** Tomorrow on a location's own clock: the first date a service booking may ask for. */
function firstBookingDate(state: string, now: Date): string {
  const today = zonedClock(now, stateTimeZone(state)).date;
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function leadFormOptions(
  kind: FormKind,
  site: Pick<Site, "features">,
  directory: SiteDirectory,
  { now = new Date(), aboutCar = true }: { now?: Date; aboutCar?: boolean } = {},
): FormOptions {
  const options: FormOptions = {
    enquiryMessageRequired: site.features.enquiryMessageRequired,
    termsCheckbox: site.features.termsCheckbox,
  };
  if (VEHICLE_FORMS.has(kind) && aboutCar) return options;
  options.dealershipSlugs = directory.dealerships.map((d) => d.slug);
  if (kind === "serviceBooking") {
    const departments = directory.locations.filter((l) => isServiceLocation(l.locationType));
    options.locationIds = departments.map((l) => l.id);
    options.serviceBooking = {
      locations: departments.map((l) => {
        const firstDate = firstBookingDate(l.state, now);
        // Only the holidays the booking can reach travel with the form.
        const last = new Date(Date.parse(`${firstDate}T00:00:00Z`) + BOOKING_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
        return { id: l.id, openingHours: l.openingHours, specialHours: l.specialHours.filter((s) => s.date >= firstDate && s.date <= last), firstDate };
      }),
    };
  }
  if (kind === "partsEnquiry") {
    options.locationIds = directory.locations.filter((l) => isPartsLocation(l.locationType)).map((l) => l.id);
  }
  if (kind === "tradeIn") {
    options.locationIds = directory.locations.filter((l) => isSalesLocation(l.locationType)).map((l) => l.id);
  }
  return options;
}
