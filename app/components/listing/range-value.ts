import type { ListingRange } from "../../../domain/listing/url-table.ts";
import { formatAud } from "../../../domain/money.ts";
import { formatNumber } from "../../../domain/number-format.ts";

/** A range filter's end as the shopper reads it: "$12,990", "45,000 km", "2021". */
export function formatRangeValue(unit: ListingRange["unit"], value: number): string {
  if (unit === "currency") return formatAud(value);
  if (unit === "km") return `${formatNumber(value)} km`;
  return String(Math.round(value));
}
