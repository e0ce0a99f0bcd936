// The "Save this search" form and the alert settings in My Garage: a name, an
// email address for email alerts, and the two opt-ins (decision 0040).
import { z } from "zod";
import { checkboxField, emailField, isAllowedText } from "../forms/fields.ts";

/** How many searches one shopper may save (in a dealer group). */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Longest listing address a search may save (the listing's own limits keep real ones far shorter). */
export const SAVED_SEARCH_PATH_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  name: "Please give the search a name (up to 80 characters).",
  emailNeeded: "Please enter an email address for email alerts, or untick them.",
  limit: `You have ${MAX_SAVED_SEARCHES} saved searches, the most we keep. Delete one in your garage to save another.`,
  notListing: "Only a search of our cars can be saved. Please search again and save from the results.",
  notFound: "That saved search no longer exists.",
} as const;

const name = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v),
  z.string().min(1, SAVED_SEARCH_MESSAGES.name).max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.name).refine((v) => isAllowedText(v), SAVED_SEARCH_MESSAGES.name),
);

const optionalEmail = z.preprocess((v) => (typeof v === "string" ? v.trim() : v ?? ""), z.union([z.literal(""), emailField()]));

/** Alert settings: email alerts need an address. */
export const alertSettingsSchema = z
  .object({ email: optionalEmail, email_alerts: checkboxField(), sms_alerts: checkboxField() })
  .refine((v) => !v.email_alerts || v.email !== "", { message: SAVED_SEARCH_MESSAGES.emailNeeded, path: ["email"] });

export const savedSearchSchema = z
  .object({ name, email: optionalEmail, email_alerts: checkboxField(), sms_alerts: checkboxField() })
  .refine((v) => !v.email_alerts || v.email !== "", { message: SAVED_SEARCH_MESSAGES.emailNeeded, path: ["email"] });

export const renameSchema = z.object({ name });

export type FieldErrors = Record<string, string>;

/** The first message per field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
