// Delivery calculator (detail §4, §5, §8): a postcode looked up in the
// dealership's delivery table. The first row whose postcode range holds the
// postcode wins (decision: the dealer orders the table, so overlaps resolve
// to the row the dealer put first).
import type { DeliveryPrice } from "./entities.ts";
import { formatAud } from "./money.ts";

export const DELIVERY_EMPTY_POSTCODE = "Please enter a postcode.";
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export type DeliveryEstimate =
  | { kind: "result"; name: string; price: number; priceText: string }
  | { kind: "error"; message: string };

export function deliveryEstimate(postcode: string | null | undefined, table: readonly DeliveryPrice[]): DeliveryEstimate {
  const typed = (postcode ?? "").trim();
  if (typed === "") return { kind: "error", message: DELIVERY_EMPTY_POSTCODE };
  if (!/^\d{4}$/.test(typed)) return { kind: "error", message: DELIVERY_NO_ESTIMATE };
  const code = Number(typed);
  const row = table.find((entry) => code >= entry.postcodeFrom && code <= entry.postcodeTo);
  if (!row) return { kind: "error", message: DELIVERY_NO_ESTIMATE };
  return { kind: "result", name: row.region, price: row.price, priceText: formatAud(row.price) };
}
