// What an anonymous shopper keeps in their browser (detail §3, §6): favourites,
// the cars chosen to compare, and the cars viewed lately. Pure rules: the
// record shapes, newest first, no duplicates, bounded; and reading back
// whatever storage holds without ever throwing (search history, the fourth
// list, is domain/search-history.ts).
import * as z from "zod/mini";

/** detail §3 "Favourite entry (kept locally): id, name, slug, make, model, primary_image_url." */
export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/**
 * detail §3 "Viewed-car record (kept locally): id, stocknum, make, model, body, simple_body", plus what the
 * "Recently viewed" strip shows and links to (name, slug, primary_image_url).
 */
export interface ViewedCar {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  name: string;
  slug: string;
  primary_image_url: string | null;
}

/** A car chosen to compare: its id (the address holds these) and its name (for the tray and messages). */
export interface CompareEntry {
  id: number;
  name: string;
}

/** Issue 12: "choose up to 4 cars". */
export const COMPARE_LIMIT = 4;
/** The spec keeps favourites without a limit; storage keeps a sane one (a watchlist-sized shortlist). */
export const FAVOURITES_LIMIT = 50;
/** The strip shows the latest ones; more are no use. */
export const VIEWED_LIMIT = 12;

type WithId = { id: number };

/** The list with `entry` first (replacing an older entry of the same car), at most `limit` long. */
export function withNewest<T extends WithId>(list: readonly T[], entry: T, limit: number): T[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, Math.max(0, limit));
}

export const without = <T extends WithId>(list: readonly T[], id: number): T[] => list.filter((item) => item.id !== id);

export const holds = (list: readonly WithId[], id: number): boolean => list.some((item) => item.id === id);

/** Favourites toggle add or remove (detail §4). */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return holds(list, entry.id) ? without(list, entry.id) : withNewest(list, entry, FAVOURITES_LIMIT);
}

export const addViewedCar = (list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] => withNewest(list, car, VIEWED_LIMIT);

export type CompareChange = { ok: true; list: CompareEntry[] } | { ok: false; reason: "full"; list: CompareEntry[] };

/** Adds a car to compare, in the order chosen; a fifth is refused (the list stays as it was). */
export function addToCompare(list: readonly CompareEntry[], entry: CompareEntry): CompareChange {
  if (holds(list, entry.id)) return { ok: true, list: [...list] };
  if (list.length >= COMPARE_LIMIT) return { ok: false, reason: "full", list: [...list] };
  return { ok: true, list: [...list, entry] };
}

/** The refusal a shopper reads when a fifth car is chosen. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add another.`;

// ---------------------------------------------------------------- the compare address

const ID = /^\d{1,15}$/;

/**
 * `ids` of a /compare address ("12,40,7"): positive whole numbers in the order given, duplicates and anything else
 * dropped, at most 4 (the rest ignored).
 */
export function compareIdsParam(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.slice(0, 200).split(",")) {
    const text = part.trim();
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}

export const COMPARE_PATH = "/compare";

/** The shareable address of a selection ("/compare" for none). */
export function compareHref(ids: readonly number[]): string {
  const kept = compareIdsParam(ids.join(","));
  return kept.length ? `${COMPARE_PATH}?ids=${kept.join(",")}` : COMPARE_PATH;
}

// ---------------------------------------------------------------- reading storage back

// zod's small build (zod/mini): these lists are read on every page, and the full build's module takes a phone
// tens of milliseconds to evaluate (decision 0075). The schemas are made on their first parse (`z.lazy`), not when
// the module loads: making zod schemas is most of this module's evaluation, and a list that is not stored (a first
// visit) is never parsed (decision 0090).
const id = () => z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const text = (max: number, min = 0) => (min > 0 ? z.string().check(z.maxLength(max), z.minLength(min)) : z.string().check(z.maxLength(max)));
const orNull = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullable(schema), null);
/** An image of this site ("/img/…"), never "//host/…". */
const image = () => orNull(z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])/)));

const favouriteEntry = z.lazy(() =>
  z.object({
    id: id(),
    name: text(300),
    slug: text(300, 1),
    make: text(100),
    model: text(100),
    primary_image_url: image(),
  }),
);

const viewedCar = z.lazy(() =>
  z.object({
    id: id(),
    stocknum: text(100),
    make: text(100),
    model: text(100),
    body: orNull(text(100)),
    simple_body: orNull(text(100)),
    name: text(300),
    slug: text(300, 1),
    primary_image_url: image(),
  }),
);

const compareEntry = z.lazy(() => z.object({ id: id(), name: text(300) }));

/** Stored JSON (or anything) read as a list of `schema`'s records: broken JSON is none, entries that do not fit are dropped, duplicates keep their first, at most `limit`. */
function readList<T extends WithId>(stored: unknown, schema: z.ZodMiniType<T>, limit: number): T[] {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const list: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success && !holds(list, parsed.data.id)) list.push(parsed.data);
    if (list.length === limit) break;
  }
  return list;
}

export const readFavourites = (stored: unknown): FavouriteEntry[] => readList(stored, favouriteEntry, FAVOURITES_LIMIT);
export const readViewedCars = (stored: unknown): ViewedCar[] => readList(stored, viewedCar, VIEWED_LIMIT);
export const readCompare = (stored: unknown): CompareEntry[] => readList(stored, compareEntry, COMPARE_LIMIT);


/** What the favourite and compare buttons, the tray and the move prompt say. */
export const SHORTLIST_MESSAGES = {
  favouriteSaved: "Saved to your favourites on this device",
  favouriteRemoved: "Removed from your favourites",
  signInToKeep: "Sign in to keep it",
  compareFull: COMPARE_FULL_MESSAGE,
  compareAdded: (count: number) => `Added to compare (${count} of ${COMPARE_LIMIT})`,
  compareRemoved: "Removed from compare",
  compareNow: "Compare now",
  moveHeading: (count: number) => `Keep your ${count === 1 ? "favourite" : `${count} favourites`} in your watchlist?`,
  moveSentence: "You saved them on this device before signing in. In your watchlist they are kept with your account, on any device.",
  moveAccept: "Move to my watchlist",
  moveDecline: "Keep them on this device",
  moved: (count: number) => `${count === 1 ? "1 car" : `${count} cars`} moved to your watchlist`,
  notMoved: (count: number, reason: string) => `${count === 1 ? "1 car" : `${count} cars`} could not be moved: ${reason}`,
} as const;
