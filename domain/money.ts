// Australian dollar amounts as shoppers read them: "$12,345", or "$912.25"
// where cents matter (fees, repayments). One formatter so every price on a
// page looks the same.
import { formatDollars } from "./number-format.ts";

/** "$12,345" (rounded to whole dollars), or "$12,345.50" with `cents: true`. */
export function formatAud(amount: number, options: { cents?: boolean } = {}): string {
  return formatDollars(amount, options);
}

/** A finite number above zero, or null: the test every "is there a price?" rule starts with. */
export function positiveAmount(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}
