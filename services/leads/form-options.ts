// Which choices a lead form offers on a site, for the page (to render the
// selects) and for the server (to validate against the same lists).
import type { FormKind } from "../../domain/leads/categories.ts";
import type { FormOptions } from "../../domain/forms/schemas.ts";
import type { Site } from "../../sites/registry.ts";
import type { SiteDirectory } from "./site-directory.ts";

/** Forms about one car: the car decides the dealership and location, so no select is shown. */
export const VEHICLE_FORMS: ReadonlySet<FormKind> = new Set([
  "enquiry",
  "multiStepEnquiry",
  "similarCarEnquiry",
  "testDrive",
  "requestPhotos",
]);

/** Sales locations take trade-ins; a location with no type is treated as sales. */
const SALES_TYPES = new Set(["sales", ""]);

export function leadFormOptions(kind: FormKind, site: Pick<Site, "features">, directory: SiteDirectory): FormOptions {
  const options: FormOptions = {
    enquiryMessageRequired: site.features.enquiryMessageRequired,
    termsCheckbox: site.features.termsCheckbox,
  };
  if (VEHICLE_FORMS.has(kind)) return options;
  options.dealershipSlugs = directory.dealerships.map((d) => d.slug);
  if (kind === "tradeIn") {
    options.locationIds = directory.locations.filter((l) => SALES_TYPES.has(l.locationType)).map((l) => l.id);
  }
  return options;
}
