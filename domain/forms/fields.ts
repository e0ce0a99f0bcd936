// Field schemas shared by every form. Each accepts what a browser posts
// (FormData strings, "on" for a ticked box, nothing for an unticked one) as
// well as plain JSON values, trims text, and outputs clean typed values, so
// the server action and the progressively enhanced client validate alike.
import { z } from "zod";
import { STATE_CODES } from "../australian-states.ts";
import { nationalDigits } from "../phone.ts";
import { parseKms } from "./kms.ts";
import { parseMoney } from "./money.ts";
import { INVALID_MESSAGES, REQUIRED_MESSAGES, INVALID_POSTCODE, oneLineMessage, plainTextMessage, tooLongMessage } from "./messages.ts";

/** The label each field shows; the spec labels `message` "Comments". */
export const FIELD_LABELS = {
  name: "First Name",
  last_name: "Last Name",
  email: "Email",
  phone: "Phone",
  postcode: "Postcode",
  message: "Comments",
  category: "Category",
  subcategory: "Subcategory",
  rego: "Rego",
  regoState: "Rego State",
  location: "Location",
  location_id: "Location",
  dealership_slug: "Preferred Dealership",
  opt_in: "Keep me updated with news and offers",
  terms_conditions: "I agree to the terms of use",
  dateTime: "Test Drive Booking Date",
  kms: "Kilometres",
  PreferredContactMethod: "Preferred Contact Method",
  finance: "Do you need finance?",
  "do-you-have-a-trade-in": "Do you have a trade-in?",
  vehiclePriceBudget: "Vehicle Price Budget",
  make: "Make",
  model: "Model",
  service_type: "Service Type",
  preferred_date: "Preferred Date",
  preferred_time: "Preferred Drop-off Time",
  part: "Part Name or Number",
  vin: "VIN",
  quantity: "Quantity",
} as const;

/** detail §5: "Postcode: ... exactly 4 digits, max length 4". The input's maxLength. */
export const POSTCODE_MAX_LENGTH = 4;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;

export type FormInput = Record<string, string | string[]>;

/**
 * A FormData, URLSearchParams or [key, value] list as a plain object. A key
 * sent more than once (checkbox groups) becomes a list; files are dropped, as
 * no lead form takes one.
 */
export function formValues(entries: Iterable<[string, unknown]>): FormInput {
  const values: FormInput = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    const previous = values[key];
    values[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}

/** The first value of a field as trimmed text; "" when absent. */
function asText(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim();
  if (typeof first === "number" && Number.isFinite(first)) return String(first);
  return "";
}

const TICKED = new Set(["on", "true", "1", "yes"]);

/** A checkbox: ticked when the browser sent "on" (or JSON sent true). */
function asTicked(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "boolean") return first;
  return TICKED.has(asText(first).toLowerCase());
}

/**
 * What a text field may hold. A one-line field (names, phone, email, rego)
 * takes no control characters at all, so it cannot add a line to a plain-text
 * email ("Bcc: …") or send escapes to a terminal; a multi-line one (comments)
 * takes line breaks and tabs only. Neither takes a lone UTF-16 surrogate (not
 * text, and refused by the database).
 */
export type TextLines = "one" | "many";

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isAllowedText(text: string, lines: TextLines = "one"): boolean {
  return !(lines === "one" ? ANY_CONTROL : CONTROL_BUT_LINE_BREAKS).test(text) && !LONE_SURROGATE.test(text);
}

/** A text schema with a length limit and the characters its kind of field allows. */
function boundedText(label: string, max: number, lines: TextLines, min?: { length: number; message: string }) {
  const text = min ? z.string().min(min.length, min.message) : z.string();
  return text
    .max(max, tooLongMessage(label, max))
    .refine((v) => isAllowedText(v, lines), lines === "one" ? oneLineMessage(label) : plainTextMessage(label));
}

export function requiredText(field: keyof typeof REQUIRED_MESSAGES, max = NAME_MAX_LENGTH, lines: TextLines = "one") {
  const label = FIELD_LABELS[field];
  return z.preprocess(asText, boundedText(label, max, lines, { length: 1, message: REQUIRED_MESSAGES[field] }));
}

/** Optional text: an empty or blank value comes out as undefined. */
export function optionalText(label: string, max = NAME_MAX_LENGTH, lines: TextLines = "one") {
  return z.preprocess(asText, boundedText(label, max, lines)).transform((v) => (v === "" ? undefined : v));
}

/** Text with a default for when the field is absent or blank (hidden fields). */
export function textWithDefault(label: string, fallback: string, max = MESSAGE_MAX_LENGTH, lines: TextLines = "many") {
  return z.preprocess((v) => asText(v) || fallback, boundedText(label, max, lines));
}

export const emailField = () =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, REQUIRED_MESSAGES.email)
      .max(EMAIL_MAX_LENGTH, tooLongMessage(FIELD_LABELS.email, EMAIL_MAX_LENGTH))
      .regex(z.regexes.email, INVALID_MESSAGES.email),
  );

/**
 * An Australian phone number in national form, digits only ("0412345678",
 * "0732101234", "1300123456", "131234"), or null. Accepts spaces, dots,
 * hyphens, brackets and the +61 country code (with or without the "(0)"
 * people write after it); letters and other signs make it invalid.
 */
export function parseAustralianPhone(input: string): string | null {
  if (!/^\+?[\d\s.\-()]+$/.test(input.trim())) return null;
  const digits = nationalDigits(input);
  const valid =
    /^0[2-578]\d{8}$/.test(digits) || // landlines 02/03/07/08, mobiles 04 and 05
    /^1[38]00\d{6}$/.test(digits) || // 1300 and 1800
    /^13\d{4}$/.test(digits); // 13 XX XX
  return valid ? digits : null;
}

export const phoneField = () =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, REQUIRED_MESSAGES.phone)
      .refine((v) => isAllowedText(v), oneLineMessage(FIELD_LABELS.phone))
      .transform((v, ctx) => {
        const phone = parseAustralianPhone(v);
        if (phone === null) {
          ctx.addIssue({ code: "custom", message: INVALID_MESSAGES.phone });
          return z.NEVER;
        }
        return phone;
      }),
  );

/** detail §5: required, exactly 4 digits, no thousands separator ("2,000" is not a postcode). */
export const postcodeField = () =>
  z.preprocess(asText, z.string().min(1, REQUIRED_MESSAGES.postcode).regex(/^\d{4}$/, INVALID_POSTCODE));

/** An optional checkbox (opt_in): unticked or absent is false. */
export const checkboxField = () => z.preprocess(asTicked, z.boolean());

/** A checkbox that must be ticked (terms_conditions); `message` is shown when it is not. */
export const requiredCheckboxField = (message: string) =>
  z.preprocess(asTicked, z.literal(true, { error: message }));

/**
 * One of a fixed list of choices. Required unless `optional`; when the list
 * has a single choice an absent value means that choice (a select with one
 * option selects it, detail §4).
 */
export function choiceField<const T extends string>(
  choices: readonly T[],
  options: { required: string; optional?: false },
): z.ZodType<T, unknown>;
export function choiceField<const T extends string>(
  choices: readonly T[],
  options: { optional: true },
): z.ZodType<T | undefined, unknown>;
export function choiceField<const T extends string>(
  choices: readonly T[],
  options: { required?: string; optional?: boolean },
): z.ZodType<T | undefined, unknown> {
  const only = choices.length === 1 ? choices[0] : undefined;
  return z.preprocess(
    (v) => asText(v) || only || "",
    z
      .string()
      .refine((v) => v !== "" || options.optional, options.required ?? REQUIRED_MESSAGES.category)
      .refine((v) => v === "" || (choices as readonly string[]).includes(v), INVALID_MESSAGES.choice)
      .transform((v) => (v === "" ? undefined : (v as T))),
  );
}

/** A positive whole-number id (car_id, location_id, page_id), or undefined when absent. */
export const optionalIdField = () =>
  z
    .preprocess(asText, z.string().regex(/^(?:[1-9]\d{0,14})?$/, INVALID_MESSAGES.choice))
    .transform((v) => (v === "" ? undefined : Number(v)));

/** A required id from a known list (the location select). */
export function idChoiceField(ids: readonly number[], requiredMessage: string) {
  return choiceField(
    ids.map((id) => String(id)),
    { required: requiredMessage },
  ).transform((v) => Number(v));
}

export const YES_NO = ["Yes", "No"] as const;
export type YesNo = (typeof YES_NO)[number];

/** A Yes/No radio; optional (undefined when neither is chosen). */
export const yesNoField = () =>
  z
    .preprocess(asText, z.string().refine((v) => v === "" || v === "Yes" || v === "No", INVALID_MESSAGES.yesNo))
    .transform((v) => (v === "" ? undefined : (v as YesNo)));

/** Kilometres as typed ("45,000 kms") → 45000. */
export function kmsField(options: { required: boolean }) {
  return z.preprocess(
    asText,
    z
      .string()
      .refine((v) => v !== "" || !options.required, REQUIRED_MESSAGES.kms)
      .transform((v, ctx) => {
        if (v === "") return undefined;
        const kms = parseKms(v);
        if (kms === null) {
          ctx.addIssue({ code: "custom", message: INVALID_MESSAGES.kms });
          return z.NEVER;
        }
        return kms;
      }),
  );
}

/** A dollar amount as typed ("$30,000") → 30000; optional. */
export const moneyField = () =>
  z.preprocess(
    asText,
    z.string().transform((v, ctx) => {
      if (v === "") return undefined;
      const amount = parseMoney(v);
      if (amount === null) {
        ctx.addIssue({ code: "custom", message: INVALID_MESSAGES.money });
        return z.NEVER;
      }
      return amount;
    }),
  );

/** A number plate: letters and digits, stored upper case without spaces or hyphens. */
export function regoField(options: { required: boolean }) {
  return z.preprocess(
    (v) => asText(v).replace(/[ -]/g, "").toUpperCase(),
    z
      .string()
      .refine((v) => v !== "" || !options.required, REQUIRED_MESSAGES.rego)
      .refine((v) => /^[A-Z0-9]{0,9}$/.test(v), INVALID_MESSAGES.rego)
      .transform((v) => (v === "" ? undefined : v)),
  );
}

/** The registration state, as the lowercase code ("qld"); the select lists AUSTRALIAN_STATES. */
export function regoStateField(options: { required: boolean }) {
  const codes = STATE_CODES as readonly string[];
  return z.preprocess(
    (v) => asText(v).toLowerCase(),
    z
      .string()
      .refine((v) => v !== "" || !options.required, REQUIRED_MESSAGES.regoState)
      .refine((v) => v === "" || codes.includes(v), INVALID_MESSAGES.choice)
      .transform((v) => (v === "" ? undefined : (v as (typeof STATE_CODES)[number]))),
  );
}

/**
 * A date and time as an <input type="datetime-local"> sends it
 * ("2027-03-12T10:30"), checked to be a real calendar date; optional.
 * Kept as local wall-clock text: the dealer reads it in their own time zone.
 */
export const dateTimeField = () =>
  z
    .preprocess(
      asText,
      z.string().refine((v) => v === "" || isLocalDateTime(v), INVALID_MESSAGES.dateTime),
    )
    .transform((v) => (v === "" ? undefined : v.slice(0, 16)));

function isLocalDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** A checkbox group (additional_services): the ticked values, trimmed, de-duplicated. */
export const listField = (max = 20) =>
  z.preprocess(
    (v) => [...new Set((Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map(asText).filter(Boolean))],
    z.array(boundedText("Each choice", NAME_MAX_LENGTH, "one")).max(max),
  );

/**
 * The hidden honeypot field: people never see it, so any value means a bot.
 * It always parses (a bot must not learn which field gave it away); the
 * server checks `isHoneypotFilled` and quietly drops the lead.
 */
export const HONEYPOT_FIELD = "company_website";
export const honeypotField = () => z.preprocess(asText, z.string());
export function isHoneypotFilled(values: { [HONEYPOT_FIELD]?: string }): boolean {
  return (values[HONEYPOT_FIELD] ?? "") !== "";
}
