// The shopper's details kept in the browser so the next form is pre-filled
// (detail §3). Saved only when name, email and phone are all present, so a
// half-filled form never overwrites good details with gaps.
import { z } from "zod";
import { DEFAULT_FORM_STATE, type StateCode } from "../australian-states.ts";

export { DEFAULT_FORM_STATE };

/** The browser storage key the details live under. */
export const SAVED_DETAILS_KEY = "forecourt.user-details";

export interface SavedUserDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

const SAVED_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The details to save after a form was sent, or null when name, email or phone is missing. */
export function detailsToSave(values: Partial<Record<keyof SavedUserDetails, unknown>>): SavedUserDetails | null {
  const details = Object.fromEntries(SAVED_FIELDS.map((f) => [f, text(values[f]).slice(0, 254)])) as unknown as SavedUserDetails;
  return details.name && details.email && details.phone ? details : null;
}

const storedSchema = z.object({
  name: z.string(),
  last_name: z.string().default(""),
  email: z.string(),
  phone: z.string(),
  postcode: z.string().default(""),
});

/**
 * Details read back from storage (already JSON-parsed, or the raw string).
 * Anything a browser extension or an older release may have left there that
 * does not fit gives null, never an exception.
 */
export function parseSavedDetails(stored: unknown): SavedUserDetails | null {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const result = storedSchema.safeParse(value);
  return result.success ? detailsToSave(result.data) : null;
}

/** A form's starting values: the saved details, and the state select on qld (detail §9 "Default form state qld"). */
export function initialFormValues(saved: SavedUserDetails | null): SavedUserDetails & { regoState: StateCode } {
  return {
    name: saved?.name ?? "",
    last_name: saved?.last_name ?? "",
    email: saved?.email ?? "",
    phone: saved?.phone ?? "",
    postcode: saved?.postcode ?? "",
    regoState: DEFAULT_FORM_STATE,
  };
}
