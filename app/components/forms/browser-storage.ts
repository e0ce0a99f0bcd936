// What the forms keep in the browser (detail §3, §4): the shopper's details
// in localStorage for the next form, and per tab in sessionStorage the car
// shown on the success page (the trail of pages is in visit-trail.ts).
// Storage can be missing or full (private windows, quotas): every form still
// works then.
import {
  SAVED_DETAILS_KEY,
  detailsToSave,
  parseSavedDetails,
  type SavedUserDetails,
} from "../../../domain/leads/saved-details.ts";
import type { SuccessCar } from "../../lib/forms/success.ts";

const SUCCESS_CAR_KEY = "forecourt.success-car";

type Area = "local" | "session";

function read(area: Area, key: string): string | null {
  try {
    return (area === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    (area === "local" ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the form works without it.
  }
}

function readJson(area: Area, key: string): unknown {
  const text = read(area, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The details saved by an earlier form, or null. */
export function readSavedDetails(): SavedUserDetails | null {
  return parseSavedDetails(read("local", SAVED_DETAILS_KEY));
}

/** Keeps the shopper's details for the next form; only when name, email and phone are all present. */
export function saveDetails(values: Record<string, unknown>): void {
  const details = detailsToSave(values);
  if (details) write("local", SAVED_DETAILS_KEY, JSON.stringify(details));
}


export function keepCarForSuccessPage(car: SuccessCar | null): void {
  if (car) write("session", SUCCESS_CAR_KEY, JSON.stringify(car));
  else {
    try {
      window.sessionStorage.removeItem(SUCCESS_CAR_KEY);
    } catch {
      // nothing kept, nothing to remove
    }
  }
}

export function carForSuccessPage(): SuccessCar | null {
  const stored = readJson("session", SUCCESS_CAR_KEY) as Partial<SuccessCar> | null;
  if (!stored || typeof stored !== "object") return null;
  const { id, slug, name, image } = stored;
  if (typeof id !== "number" || typeof slug !== "string" || typeof name !== "string") return null;
  return { id, slug, name, image: typeof image === "string" ? image : null };
}
