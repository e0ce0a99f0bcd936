// What a shopper types into the dealer locator's search box: a postcode
// ("2150"), a suburb ("Parramatta"), or a suburb with its state and/or postcode
// ("Richmond VIC", "Parramatta, NSW 2150"). Reading it is a pure rule; finding
// the coordinates is services/postcodes (the dataset that ships with us).
import { australianState, type StateCode } from "./australian-states.ts";

/** detail §8: the postcode field's message. */
export const INVALID_POSTCODE_FORMAT = "Invalid postcode. Please enter a 4-digit number.";
/** detail §8: the lookup restricted to Australia found nothing. */
export const INVALID_POSTCODE = "Invalid postcode";
export const PLACE_QUERY_HELP = "Enter a 4-digit postcode or a suburb name.";
/** Longer than any Australian locality name with its state and postcode. */
export const PLACE_QUERY_MAX_LENGTH = 60;

export type PlaceQuery =
  | { kind: "empty" }
  | { kind: "postcode"; postcode: string }
  | { kind: "suburb"; name: string; state: StateCode | null; postcode: string | null }
  | { kind: "invalid"; message: string };

/** A locality name as the lookup compares it: upper case, single spaces, no punctuation but hyphens and apostrophes, "Saint" as "ST" and "Mt" as "MOUNT" (the dataset's spelling). */
export function normaliseLocality(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^A-Z0-9' -]+/g, " ")
    .replace(/\bSAINT\s/g, "ST ")
    .replace(/\bMT\s/g, "MOUNT ")
    .replace(/\s+/g, " ")
    .trim();
}

const SUBURB_WORDS = /^[\p{L}][\p{L}'’ .-]*$/u;

/** Reads the locator's search box; never throws, whatever the input. */
export function parsePlaceQuery(raw: string | null | undefined): PlaceQuery {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (text === "") return { kind: "empty" };
  if (text.length > PLACE_QUERY_MAX_LENGTH) return { kind: "invalid", message: PLACE_QUERY_HELP };
  if (/^\d+$/.test(text)) return text.length === 4 ? { kind: "postcode", postcode: text } : { kind: "invalid", message: INVALID_POSTCODE_FORMAT };

  // Peel a trailing postcode, then a trailing state, off the suburb name.
  let rest = text.replace(/,/g, " ").replace(/\s+/g, " ").trim();
  let postcode: string | null = null;
  const withPostcode = /^(.*\D)\s(\d+)$/.exec(rest);
  if (withPostcode) {
    if (withPostcode[2].length !== 4) return { kind: "invalid", message: INVALID_POSTCODE_FORMAT };
    postcode = withPostcode[2];
    rest = withPostcode[1].trim();
  }
  let state: StateCode | null = null;
  const words = rest.split(" ");
  if (words.length > 1) {
    const last = australianState(words[words.length - 1]);
    if (last) {
      state = last.code;
      rest = words.slice(0, -1).join(" ");
    }
  }
  if (!SUBURB_WORDS.test(rest)) return { kind: "invalid", message: PLACE_QUERY_HELP };
  const name = normaliseLocality(rest);
  if (name === "") return { kind: "invalid", message: PLACE_QUERY_HELP };
  return { kind: "suburb", name, state, postcode };
}
