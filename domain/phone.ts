// Dealer phone numbers on the detail page (detail §4 "Phone reveal").
import type { CarType, PhoneNumbers } from "./entities.ts";

/**
 * Selection order: the override, the number for the car's type, the new or
 * used default, then the location's phone. Demo cars are sold by the new-car
 * team, so they take the new default (decision).
 */
export function selectPhone(numbers: PhoneNumbers | null | undefined, carType: CarType, locationPhone: string | null | undefined): string | null {
  const typeDefault = carType === "used" ? numbers?.usedDefault : numbers?.newDefault;
  const candidates = [numbers?.override, numbers?.byCarType?.[carType], typeDefault, locationPhone];
  return candidates.find((candidate) => candidate != null && candidate.trim() !== "")?.trim() ?? null;
}

/** Digits in national form: +61 and a bare leading 61 become 0; other characters go. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (/^\s*\+/.test(phone) && digits.startsWith("61")) return `0${digits.slice(2).replace(/^0/, "")}`;
  if (digits.length === 11 && digits.startsWith("61")) return `0${digits.slice(2)}`;
  return digits;
}

/**
 * '0X XXXX XXXX' for ten-digit numbers starting with 0 (+61 turned into 0);
 * '1300 XXX XXX' / '1800 XXX XXX' for ten-digit 13/18 numbers; '13 XX XX'
 * for six-digit 13 numbers. Anything else is shown as the dealer wrote it.
 */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return phone.trim();
}

export const PHONE_VISIBLE_CHARACTERS = 5;

/** Until revealed: the first 5 characters of the displayed number, every later digit starred. */
export function maskPhone(displayed: string): string {
  const visible = displayed.slice(0, PHONE_VISIBLE_CHARACTERS);
  return visible + displayed.slice(PHONE_VISIBLE_CHARACTERS).replace(/\d/g, "*");
}

/** `tel:` link in national digits, e.g. tel:0298765432 (null when there is nothing to dial). */
export function telHref(phone: string): string | null {
  const digits = nationalDigits(phone);
  return digits ? `tel:${digits}` : null;
}
