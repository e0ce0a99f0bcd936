// The words a shopper types for what kind of vehicle they want ("suv",
// "diesel", "automatic", "4x4") and the synonyms they use for them. They are
// indexed with the body attribute so the search box finds them; each synonym
// group is added whole, so "ute", "utility" and "pick-up" all find a ute.
import type { CarDocument } from "../../domain/car-document.ts";
import { tokenize } from "../core/text/normalize.ts";

/** Groups of words that mean the same vehicle kind. A document holding any word of a group is found by all of them. */
export const VEHICLE_SYNONYMS: readonly (readonly string[])[] = [
  ["ute", "utility", "pickup", "pick", "up"],
  ["4x4", "4wd", "awd"],
  ["auto", "automatic"],
  ["people", "mover", "peoplemover", "van"],
  ["hatch", "hatchback"],
  ["ev", "electric"],
];

const GROUP_OF_WORD = new Map<string, readonly string[]>();
for (const group of VEHICLE_SYNONYMS) for (const word of group) if (!GROUP_OF_WORD.has(word)) GROUP_OF_WORD.set(word, group);

/** Words that only join a group as part of a phrase: "up" alone in a body name is not a ute. */
const PHRASE_ONLY = new Set(["pick", "up", "people", "mover"]);

type VehicleKind = Pick<CarDocument, "body" | "simple_body" | "simple_fuel" | "simple_transmission" | "drive">;

/**
 * Cars share a few hundred combinations: each is worked out once (the index
 * reads every car's), remembered under its five values in turn. The values
 * are the record's own strings, which the index has just looked up (and so
 * hashed) itself: no key is joined from them, to be hashed anew for each car.
 */
type KindLevel = Map<string, KindLevel | string | null>;
let wordsOfKinds: KindLevel = new Map();
let kindsRemembered = 0;
const KINDS_REMEMBERED = 4096;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The body, fuel, transmission and drive words of a car, with their synonyms; null when it has none. */
export function vehicleWords(doc: VehicleKind): string | null {
  // Anything but text adds no words, as an empty text does.
  const values = [text(doc.body), text(doc.simple_body), text(doc.simple_fuel), text(doc.simple_transmission), text(doc.drive)];
  let level = wordsOfKinds;
  for (let i = 0; i < values.length - 1; i++) {
    let next = level.get(values[i]) as KindLevel | undefined;
    if (next === undefined) {
      next = new Map();
      level.set(values[i], next);
    }
    level = next;
  }
  const last = values[values.length - 1];
  let words = level.get(last) as string | null | undefined;
  if (words === undefined) {
    words = wordsOfKind(doc);
    if (kindsRemembered >= KINDS_REMEMBERED) {
      wordsOfKinds = new Map();
      kindsRemembered = 0;
      return words;
    }
    level.set(last, words);
    kindsRemembered++;
  }
  return words;
}

function wordsOfKind(doc: VehicleKind): string | null {
  const own = [doc.body, doc.simple_body, doc.simple_fuel, doc.simple_transmission, doc.drive].filter((v): v is string => typeof v === "string" && v !== "");
  if (own.length === 0) return null;
  const words = new Set<string>();
  for (const value of own) {
    const tokens = tokenize(value);
    for (const token of tokens) words.add(token);
    const text = ` ${tokens.join(" ")} `;
    for (const token of tokens) {
      const group = GROUP_OF_WORD.get(token);
      if (!group) continue;
      if (PHRASE_ONLY.has(token) && !text.includes(" people mover ") && !text.includes(" pick up ")) continue;
      for (const word of group) words.add(word);
    }
  }
  return [...words].join(" ");
}
