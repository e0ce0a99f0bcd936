// Australian dollar amounts as shoppers read them: "$12,345", or "$912.25"
// where cents matter (fees, repayments). One formatter so every price on a
// page looks the same; it lives with the other number formats.
export { formatAud } from "./number-format.ts";

/** A finite number above zero, or null: the test every "is there a price?" rule starts with. */
export function positiveAmount(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}
