// The group's figures, said the same way everywhere (issue #13: the About page
// said "39 locations in 5 states" above a "50+ locations" banner). They are
// derived from data, never typed into a site file: a location is a place a
// shopper can visit (one address of one dealership, however many departments
// share it: the locator's cards), brands are the site's brand tiles, years
// count from the group's founding.
import { locatorCards, type LocatorLocation } from "./locator.ts";

export interface GroupFigures {
  locations: number;
  states: number;
  brands: number;
  /** Whole years since the group was founded, or null when the year is not known. */
  years: number | null;
}

export function groupFigures(input: { locations: readonly LocatorLocation[]; brandSlugs: readonly string[]; establishedYear: number | null; today: string }): GroupFigures {
  const cards = locatorCards(input.locations);
  const thisYear = Number(input.today.slice(0, 4));
  return {
    locations: cards.length,
    states: new Set(cards.map((c) => c.departments[0].location.state.trim().toUpperCase())).size,
    brands: new Set(input.brandSlugs).size,
    years: input.establishedYear && input.establishedYear <= thisYear ? thisYear - input.establishedYear : null,
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

/** "22 locations in 5 states". */
export const locationsInStates = (f: GroupFigures) => `${plural(f.locations, "location", "locations")} in ${plural(f.states, "state", "states")}`;

/** A site file's text with {locations}, {states}, {brands} and {years} filled in ("{locations} locations" → "22 locations"). */
export function withFigures(text: string, f: GroupFigures): string {
  return text.replace(/\{(locations|states|brands|years)\}/g, (_, key: keyof GroupFigures) => String(f[key] ?? ""));
}
