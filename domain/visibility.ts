// Stock-visibility levels: every site selects one numbered level (0–14). Each
// level adds its own condition, a typed filter tree (domain/stock-filter.ts)
// that the search engine executes as it is, on top of the base rule every site shares:
// show_on_dealer_website, status in_stock or coming_soon, plus cars sold
// within the site's include_sold_cars_days window.
import { and, anyNumber, anyOf, compare, eq, formatStockFilter, is, not, or, type StockFilter } from "./stock-filter.ts";

export interface VisibilityLevel {
  level: number;
  name: string;
  meaning: string;
  /** Extra condition, or null for none. */
  condition: StockFilter | null;
  /** True when the level shows used cars only (the site's search prefix may be /used-car/). */
  usedOnly: boolean;
  /** True when the level drops the site's excluded stock numbers. */
  excludesStockNumbers: boolean;
}

export const VISIBILITY_LEVELS: readonly VisibilityLevel[] = [
  { level: 0, name: "All stock", meaning: "Every visible car of the site's dealerships.", condition: null, usedOnly: false, excludesStockNumbers: false },
  { level: 1, name: "New only", meaning: "New cars only.", condition: and(eq("car_type", "new")), usedOnly: false, excludesStockNumbers: false },
  { level: 2, name: "Demo only", meaning: "Demonstrator cars only.", condition: and(eq("car_type", "demo")), usedOnly: false, excludesStockNumbers: false },
  { level: 3, name: "Used only", meaning: "Used cars only.", condition: and(eq("car_type", "used")), usedOnly: true, excludesStockNumbers: false },
  { level: 4, name: "New and demo", meaning: "New and demonstrator cars.", condition: and(or(eq("car_type", "new"), eq("car_type", "demo"))), usedOnly: false, excludesStockNumbers: false },
  { level: 5, name: "Used and demo", meaning: "Used and demonstrator cars.", condition: and(or(eq("car_type", "used"), eq("car_type", "demo"))), usedOnly: false, excludesStockNumbers: false },
  { level: 6, name: "Certified used only", meaning: "Used cars that carry the manufacturer's certification.", condition: and(eq("car_type", "used"), is("certified", true)), usedOnly: true, excludesStockNumbers: false },
  { level: 7, name: "Cars only", meaning: "Passenger cars; no motorcycles, trucks or caravans.", condition: and(eq("item_type", "car")), usedOnly: false, excludesStockNumbers: false },
  { level: 8, name: "Motorcycles only", meaning: "Motorcycles only.", condition: and(eq("item_type", "motorcycle")), usedOnly: false, excludesStockNumbers: false },
  { level: 9, name: "Trucks only", meaning: "Trucks only.", condition: and(eq("item_type", "truck")), usedOnly: false, excludesStockNumbers: false },
  { level: 10, name: "Caravans only", meaning: "Caravans only.", condition: and(eq("item_type", "caravan")), usedOnly: false, excludesStockNumbers: false },
  { level: 11, name: "Used only, excluding listed stock numbers", meaning: "Used cars, minus the stock numbers the site lists (wholesale or trade-only stock).", condition: and(eq("car_type", "used")), usedOnly: true, excludesStockNumbers: true },
  { level: 12, name: "All stock, excluding listed stock numbers", meaning: "Every visible car minus the stock numbers the site lists.", condition: null, usedOnly: false, excludesStockNumbers: true },
  { level: 13, name: "In stock only", meaning: "Cars on the lot now: no coming-soon or sold stock.", condition: and(eq("status", "in_stock")), usedOnly: false, excludesStockNumbers: false },
  { level: 14, name: "Priced stock only", meaning: "Cars with a price above zero.", condition: and(compare("price", ">", 0)), usedOnly: false, excludesStockNumbers: false },
];

export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;

export interface VisibilityScope {
  level: number;
  dealershipIds: readonly number[];
  includeSoldCarsDays?: number;
  excludedStockNumbers?: readonly string[];
  /** Site is certified-only: only certified cars show. */
  certifiedOnly?: boolean;
  /** Site is used-only: only used cars show, whatever the level. */
  usedOnly?: boolean;
}

export function visibilityLevel(level: number): VisibilityLevel {
  const found = VISIBILITY_LEVELS[level];
  if (!Number.isInteger(level) || !found) {
    throw new RangeError(`stock visibility level must be a whole number from 0 to 14, got ${level}`);
  }
  return found;
}

/**
 * The filter a site's every query is ANDed with, as a tree: the stock-search
 * interface applies it (services/stock/search.ts), and a car row is checked
 * against it (services/stock/car-scope.ts).
 * `now` is rounded to the minute so the filter, and pages built on it, cache well.
 */
export function visibilityTree(scope: VisibilityScope, now: Date = new Date()): StockFilter {
  const level = visibilityLevel(scope.level);
  const days = scope.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  const soldCutoff = minute - Math.max(0, days) * 86_400;
  return and(
    anyNumber("dealership_id", scope.dealershipIds.map((id) => Math.trunc(id))) ?? compare("dealership_id", "=", -1),
    is("show_on_dealer_website", true),
    anyOf("status", ["in_stock", "coming_soon", "sold"]),
    // Unsold cars carry sold_at_timestamp 0; sold ones show while inside the window.
    or(compare("sold_at_timestamp", "=", 0), compare("sold_at_timestamp", ">=", soldCutoff)),
    level.condition,
    scope.usedOnly && !level.usedOnly && eq("car_type", "used"),
    scope.certifiedOnly && is("certified", true),
    ...(level.excludesStockNumbers ? (scope.excludedStockNumbers ?? []).map((stocknum) => not(eq("stocknum", stocknum))) : []),
  );
}

/**
 * The same filter in Algolia syntax, for what leaves the process as text: the
 * secured search keys the browser sends to the public search API.
 */
export function visibilityFilter(scope: VisibilityScope, now: Date = new Date()): string {
  return formatStockFilter(visibilityTree(scope, now));
}
