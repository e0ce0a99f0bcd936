// The one place that reads and writes the shopper's lists in the browser's
// localStorage (detail §3, §4, §6): favourites, the cars to compare, the cars
// viewed and the search history. The rules (shape, order, bounds) are
// domain/shortlist.ts and domain/search-history.ts; this module only stores.
//
// Storage is the shopper's and may hold anything, or refuse us (private modes,
// a full quota, blocked cookies): every read goes through the domain's readers,
// which drop what does not fit, and every failure falls back to memory for
// the page's life. A broken list is never a broken page.
//
// Components read a list with its `use()` hook (useSyncExternalStore): the
// server and the hydrating render see an empty list, so cached HTML stays the
// same for everyone and the shopper's cars appear just after hydration. Other
// tabs' changes arrive through the `storage` event.
import { useSyncExternalStore } from "react";
import { addToSearchHistory, parseSearchHistory, type SearchHistoryEntry } from "../../../domain/search-history.ts";
import { readCompare, readFavourites, readViewedCars, type CompareEntry, type FavouriteEntry, type ViewedCar } from "../../../domain/shortlist.ts";

export const STORAGE_KEYS = {
  favourites: "forecourt.favourites",
  compare: "forecourt.compare",
  viewed: "forecourt.viewed-cars",
  searches: "forecourt.search-history",
  /** The favourites the shopper chose to keep on this device rather than move to the watchlist (ids, as stored). */
  moveDeclined: "forecourt.favourites-move-declined",
} as const;

const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === "undefined" ? null : globalThis.localStorage;
  } catch {
    return null; // reading the property itself throws where storage is blocked
  }
}

function readRaw(key: string): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    // refused: memory below
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
    if (store) memory.delete(key);
  } catch {
    // full or refused: the memory copy serves this page
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let listening = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!listening && typeof window !== "undefined" && typeof window.addEventListener === "function") {
    listening = true;
    window.addEventListener("storage", (event) => {
      if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) notify();
    });
  }
  return () => void listeners.delete(listener);
}

export interface LocalList<T> {
  /** The list now (the same array until it changes). */
  get(): readonly T[];
  set(next: readonly T[]): void;
  update(change: (list: readonly T[]) => readonly T[]): readonly T[];
  /** The list in a component: empty on the server and while hydrating, then the stored one. */
  use(): readonly T[];
}

const EMPTY: readonly never[] = Object.freeze([]);

function localList<T>(key: string, read: (stored: unknown) => T[]): LocalList<T> {
  let cachedRaw: string | null = null;
  let cached: readonly T[] = EMPTY;
  const get = () => {
    const raw = readRaw(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = raw === null ? EMPTY : Object.freeze(read(raw));
    }
    return cached;
  };
  const set = (next: readonly T[]) => {
    writeRaw(key, next.length ? JSON.stringify(next) : null);
    notify();
  };
  return {
    get,
    set,
    update(change) {
      const next = change(get());
      set(next);
      return get();
    },
    use: () => useSyncExternalStore(subscribe, get, () => EMPTY as readonly T[]),
  };
}

export const favourites = localList<FavouriteEntry>(STORAGE_KEYS.favourites, readFavourites);
export const compareList = localList<CompareEntry>(STORAGE_KEYS.compare, readCompare);
export const viewedCars = localList<ViewedCar>(STORAGE_KEYS.viewed, readViewedCars);
/** Oldest first (domain/search-history.ts). */
export const searchHistory = localList<SearchHistoryEntry>(STORAGE_KEYS.searches, parseSearchHistory);

export function recordSearch(entry: SearchHistoryEntry): void {
  if (Object.keys(entry.filters).length === 0) return;
  const before = searchHistory.get();
  const next = addToSearchHistory(before, entry);
  if (JSON.stringify(next) !== JSON.stringify(before)) searchHistory.set(next);
}

const readIds = (stored: unknown): number[] => {
  try {
    const value: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, 100) : [];
  } catch {
    return [];
  }
};

/** Favourites the shopper said to keep here: the prompt to move them comes back only for a favourite added since. */
export const keptFavouriteIds = localList<number>(STORAGE_KEYS.moveDeclined, readIds);
