// The card fields of the reserve form as zod schemas (no Node APIs: the page
// can validate with the same rules before posting). Messages say what is
// expected.
import { z } from "zod";

/** A card as the payment provider is handed it (services/payments). */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
}

export const CARD_MESSAGES = {
  number: "Please enter a valid card number.",
  expiry: "Please enter the card's expiry date as MM/YY.",
  expired: "This card has expired. Please use another card.",
  cvc: "Please enter the 3 or 4 digit security code from the back of the card.",
  name: "Please enter the name on the card.",
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** "4242 4242 4242 4242" → "4242424242424242" when it is 12–19 digits with a valid checksum. */
export const cardNumberField = () =>
  z.preprocess(
    (v) => text(v).replace(/[\s-]/g, ""),
    z.string().refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), CARD_MESSAGES.number),
  );

/** "MM/YY" (or MM/YYYY), not before the current month. */
export const cardExpiryField = (now: () => Date = () => new Date()) =>
  z.preprocess(
    text,
    z
      .string()
      .transform((v, ctx) => {
        const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(v);
        const month = match ? Number(match[1]) : 0;
        if (!match || month < 1 || month > 12) {
          ctx.addIssue({ code: "custom", message: CARD_MESSAGES.expiry });
          return z.NEVER;
        }
        const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
        const today = now();
        if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
          ctx.addIssue({ code: "custom", message: CARD_MESSAGES.expired });
          return z.NEVER;
        }
        return { month, year };
      }),
  );

export const cardCvcField = () => z.preprocess(text, z.string().regex(/^\d{3,4}$/, CARD_MESSAGES.cvc));
export const cardNameField = () => z.preprocess(text, z.string().min(1, CARD_MESSAGES.name).max(100, CARD_MESSAGES.name));

/** Field names on the form. */
export const cardShape = (now?: () => Date) => ({
  card_number: cardNumberField(),
  card_expiry: cardExpiryField(now),
  card_cvc: cardCvcField(),
  card_name: cardNameField(),
});

export function toCardDetails(values: {
  card_number: string;
  card_expiry: { month: number; year: number };
  card_cvc: string;
  card_name: string;
}): CardDetails {
  return {
    number: values.card_number,
    expMonth: values.card_expiry.month,
    expYear: values.card_expiry.year,
    cvc: values.card_cvc,
    name: values.card_name,
  };
}

/** Fields never echoed back to a page or logged. */
export const CARD_FIELDS = ["card_number", "card_expiry", "card_cvc", "card_name"] as const;
