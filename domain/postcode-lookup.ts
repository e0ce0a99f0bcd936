// The postcode lookup restricted to Australia (detail §5, §8): which state a
// 4-digit postcode belongs to, from Australia Post's allocation ranges, or
// null ("Invalid postcode") for numbers no Australian address uses. Forms use
// it to put the shopper's own state's locations first; it never blocks a
// form (the field's own rule is "exactly 4 digits").
import type { StateCode } from "./australian-states.ts";

/** Australia Post postcode ranges, inclusive, delivery and PO box ranges alike. */
export const POSTCODE_RANGES: readonly { from: number; to: number; state: StateCode }[] = [
  { from: 200, to: 299, state: "act" },
  { from: 800, to: 999, state: "nt" },
  { from: 1000, to: 2599, state: "nsw" },
  { from: 2600, to: 2618, state: "act" },
  { from: 2619, to: 2899, state: "nsw" },
  { from: 2900, to: 2920, state: "act" },
  { from: 2921, to: 2999, state: "nsw" },
  { from: 3000, to: 3999, state: "vic" },
  { from: 4000, to: 4999, state: "qld" },
  { from: 5000, to: 5999, state: "sa" },
  { from: 6000, to: 6999, state: "wa" },
  { from: 7000, to: 7999, state: "tas" },
  { from: 8000, to: 8999, state: "vic" },
  { from: 9000, to: 9999, state: "qld" },
];

/** The state of an Australian postcode ("4000" → "qld"), or null when it is not one. */
export function postcodeState(postcode: string): StateCode | null {
  if (!/^\d{4}$/.test(postcode.trim())) return null;
  const number = Number(postcode.trim());
  return POSTCODE_RANGES.find((range) => number >= range.from && number <= range.to)?.state ?? null;
}

/**
 * Choices in the shopper's state first (in their own order), then the rest;
 * an unknown postcode leaves the list as it was.
 */
export function nearestStateFirst<T extends { state?: string | null }>(choices: readonly T[], postcode: string): T[] {
  const state = postcodeState(postcode);
  if (!state) return [...choices];
  const inState = choices.filter((c) => c.state?.toLowerCase() === state);
  return [...inState, ...choices.filter((c) => c.state?.toLowerCase() !== state)];
}
