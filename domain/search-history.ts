// Recent searches kept in the browser (detail §3, §4): each entry is the
// search's non-empty filters plus its path; the last 5 are kept.
// zod/mini, as domain/shortlist.ts (decision 0075): read on every page.
import * as z from "zod/mini";

export const SEARCH_HISTORY_LIMIT = 5;

export type FilterValue = string | number | boolean | readonly (string | number)[];

export interface SearchHistoryEntry {
  path: string;
  filters: Record<string, FilterValue>;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** An entry from a search's filters: blank values and empty lists are dropped. */
export function searchHistoryEntry(filters: Record<string, unknown>, path: string): SearchHistoryEntry {
  const kept: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) {
      const items = value.filter((v): v is string | number => (typeof v === "string" || typeof v === "number") && !isBlank(v));
      if (items.length > 0) kept[key] = items;
    } else if (typeof value === "string" ? !isBlank(value) : typeof value === "number" ? Number.isFinite(value) : typeof value === "boolean") {
      kept[key] = value as FilterValue;
    }
  }
  return { path, filters: kept };
}

const sameSearch = (a: SearchHistoryEntry, b: SearchHistoryEntry) =>
  a.path === b.path && JSON.stringify(sortedKeys(a.filters)) === JSON.stringify(sortedKeys(b.filters));

const sortedKeys = (filters: SearchHistoryEntry["filters"]) =>
  Object.keys(filters)
    .sort()
    .map((key) => [key, filters[key]]);

/**
 * The history after a search, oldest first: the new entry goes last, the
 * same search made again moves to the end instead of appearing twice, and
 * past 5 entries the oldest is dropped.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  return [...history.filter((e) => !sameSearch(e, entry)), entry].slice(-SEARCH_HISTORY_LIMIT);
}

// Made on the first parse, as domain/shortlist.ts's (decision 0090).
const storedEntry = z.lazy(() => {
  const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
  /** A path of this site: "/…", never "//host" or "/\\host" (which browsers read as another site). */
  const sitePath = z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])/));
  return z.object({ path: sitePath, filters: z.record(z.string(), filterValue) });
});

/** History read back from browser storage; entries that do not fit are dropped, never thrown. */
export function parseSearchHistory(stored: unknown): SearchHistoryEntry[] {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item) => {
      const parsed = storedEntry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(-SEARCH_HISTORY_LIMIT);
}

const RANGE_LABELS: Record<string, (min: string, max: string) => string> = {
  price: (min, max) => `Price ${min ? `$${Number(min).toLocaleString("en-AU")}` : "any"}–${max ? `$${Number(max).toLocaleString("en-AU")}` : "any"}`,
  subscription_price: (min, max) => `Subscription $${min || "0"}–${max ? `$${max}` : "any"} a week`,
  year: (min, max) => (min && max ? `${min}–${max}` : min ? `${min} or newer` : `${max} or older`),
  km: (min, max) => (max && !min ? `Under ${Number(max).toLocaleString("en-AU")} km` : `${Number(min || 0).toLocaleString("en-AU")}–${max ? Number(max).toLocaleString("en-AU") : "any"} km`),
};
const CAR_TYPES: Record<string, string> = { new: "New cars", used: "Used cars", demo: "Demo cars" };

/** "“hilux” · Toyota · SUV · Price $10,000–$30,000": what a search was, for "Continue your search". */
export function searchHistoryLabel(entry: SearchHistoryEntry): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(entry.filters)) {
    if (key === "query" && typeof value === "string") parts.unshift(`“${value}”`);
    else if (typeof value === "string" && RANGE_LABELS[key] && value.includes(":")) {
      const [min = "", max = ""] = value.split(":");
      parts.push(RANGE_LABELS[key](min, max));
    } else for (const item of Array.isArray(value) ? value : [value]) parts.push(key === "car_type" ? (CAR_TYPES[String(item)] ?? String(item)) : String(item));
  }
  return parts.join(" · ").slice(0, 160) || "All stock";
}
