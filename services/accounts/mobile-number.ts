// Australian mobile numbers, parsed and normalised by libphonenumber-js (the
// full metadata, so the number's type is known): "0412 345 678",
// "+61 412 345 678", "61412345678" and "(04) 1234 5678" are all +61412345678.
// Landlines, 13/1300 numbers and other countries' numbers are refused: a
// sign-in code goes by SMS to an Australian mobile.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export type MobileNumber = { ok: true; e164: string } | { ok: false };

/** Longer input is not a phone number; refusing it early keeps the parser's work bounded. */
const MAX_INPUT = 40;

export function parseAustralianMobile(input: string): MobileNumber {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_INPUT || !/^\+?[\d\s.\-()]+$/.test(text)) return { ok: false };
  const parsed = parsePhoneNumberFromString(text, "AU");
  if (!parsed || parsed.country !== "AU" || !parsed.isValid()) return { ok: false };
  const type = parsed.getType();
  if (type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE") return { ok: false };
  return { ok: true, e164: parsed.number };
}

/** "+61412345678" as Australians write it: "0412 345 678". */
export function displayMobile(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  if (!/^614\d{8}$/.test(digits)) return e164;
  const national = `0${digits.slice(2)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/** Only the last three digits shown ("0412 *** 678"... "04** *** 678"): for pages a shopper may show others. */
export function maskedMobile(e164: string): string {
  const shown = displayMobile(e164);
  if (shown === e164) return e164;
  return `${shown.slice(0, 2)}** *** ${shown.slice(-3)}`;
}
