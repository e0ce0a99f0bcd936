// Kilometres as the form shows them ("45,000 kms", detail §5) and the parser
// that reads back whatever the shopper typed or the mask produced.
import { formatNumber } from "../number-format.ts";

export const KMS_SUFFIX = " kms";
/** Odometers have at most seven digits; anything above is a typo, not a car. */
export const MAX_KMS = 9_999_999;

/** 45000 → "45,000 kms". Negative or fractional input is rounded and floored at 0. */
export function formatKms(kms: number): string {
  return `${formatNumber(Math.max(0, Math.round(kms)))}${KMS_SUFFIX}`;
}

/**
 * "45,000 kms", "45000", "45 000 km" → 45000. Null for empty input, anything
 * that is not a whole number of kilometres, or more than MAX_KMS. Separators
 * are accepted only in groups of three, so "4,50" is rejected rather than
 * silently read as 450.
 */
export function parseKms(input: string | number | null | undefined): number | null {
  if (typeof input === "number") {
    return Number.isInteger(input) && input >= 0 && input <= MAX_KMS ? input : null;
  }
  const text = (input ?? "").trim().replace(/\s*kms?$/i, "").trim();
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)$/.test(text)) return null;
  const kms = Number(text.replace(/[, ]/g, ""));
  return kms <= MAX_KMS ? kms : null;
}
