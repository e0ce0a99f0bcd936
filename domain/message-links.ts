// detail §2 "Other links: tel:, sms:, a WhatsApp link": text-message and
// WhatsApp links to the dealer's mobile, where the site configures one, with
// a first message about the car the shopper can edit before sending.
import { nationalDigits } from "./phone.ts";

/** An Australian mobile in national digits (04XXXXXXXX); null for anything that cannot take a text. */
export function mobileDigits(phone: string | null | undefined): string | null {
  const digits = nationalDigits(phone ?? "");
  return /^04\d{8}$/.test(digits) ? digits : null;
}

/** The first message: the car and its stock number, so the dealer knows which one. */
export const carMessage = (car: { name: string; stocknum: string }) => `Hi, I'm interested in the ${car.name} (stock number ${car.stocknum}). Is it still available?`;

/** `sms:0412345678?&body=…` (the `?&` form is the one both iOS and Android read). */
export function smsHref(phone: string | null | undefined, body: string): string | null {
  const digits = mobileDigits(phone);
  return digits ? `sms:${digits}?&body=${encodeURIComponent(body)}` : null;
}

/** `https://wa.me/61412345678?text=…`: WhatsApp takes the number in international form without the +. */
export function whatsappHref(phone: string | null | undefined, body: string): string | null {
  const digits = mobileDigits(phone);
  return digits ? `https://wa.me/61${digits.slice(1)}?text=${encodeURIComponent(body)}` : null;
}
