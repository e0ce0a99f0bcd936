import { isPartsLocation, isServiceLocation } from "../../../domain/locator.ts";

/** The general enquiry's category that fits a location's department, when the site's select offers it. */
export function contactCategoryFor(locationType: string, categories: readonly string[]): string | null {
  const wanted = isServiceLocation(locationType) ? "Service" : isPartsLocation(locationType) ? "Parts" : "Sales";
  return categories.includes(wanted) ? wanted : null;
}
