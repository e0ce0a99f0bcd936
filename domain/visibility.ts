// Stock-visibility levels: every site selects one numbered level (0–14). Each
// level adds its own condition, written in the Algolia filter syntax that the
// search engine executes, on top of the base rule every site shares:
// show_on_dealer_website, status in_stock or coming_soon, plus cars sold
// within the site's include_sold_cars_days window.

export interface VisibilityLevel {
  level: number;
  name: string;
  meaning: string;
  /** Extra condition in filter syntax, or null for none. */
  condition: string | null;
  /** True when the level shows used cars only (the site's search prefix may be /used-car/). */
  usedOnly: boolean;
  /** True when the level drops the site's excluded stock numbers. */
  excludesStockNumbers: boolean;
}

export const VISIBILITY_LEVELS: readonly VisibilityLevel[] = [
  { level: 0, name: "All stock", meaning: "Every visible car of the site's dealerships.", condition: null, usedOnly: false, excludesStockNumbers: false },
  { level: 1, name: "New only", meaning: "New cars only.", condition: "car_type:new", usedOnly: false, excludesStockNumbers: false },
  { level: 2, name: "Demo only", meaning: "Demonstrator cars only.", condition: "car_type:demo", usedOnly: false, excludesStockNumbers: false },
  { level: 3, name: "Used only", meaning: "Used cars only.", condition: "car_type:used", usedOnly: true, excludesStockNumbers: false },
  { level: 4, name: "New and demo", meaning: "New and demonstrator cars.", condition: "(car_type:new OR car_type:demo)", usedOnly: false, excludesStockNumbers: false },
  { level: 5, name: "Used and demo", meaning: "Used and demonstrator cars.", condition: "(car_type:used OR car_type:demo)", usedOnly: false, excludesStockNumbers: false },
  { level: 6, name: "Certified used only", meaning: "Used cars that carry the manufacturer's certification.", condition: "car_type:used AND certified:true", usedOnly: true, excludesStockNumbers: false },
  { level: 7, name: "Cars only", meaning: "Passenger cars; no motorcycles, trucks or caravans.", condition: "item_type:car", usedOnly: false, excludesStockNumbers: false },
  { level: 8, name: "Motorcycles only", meaning: "Motorcycles only.", condition: "item_type:motorcycle", usedOnly: false, excludesStockNumbers: false },
  { level: 9, name: "Trucks only", meaning: "Trucks only.", condition: "item_type:truck", usedOnly: false, excludesStockNumbers: false },
  { level: 10, name: "Caravans only", meaning: "Caravans only.", condition: "item_type:caravan", usedOnly: false, excludesStockNumbers: false },
  { level: 11, name: "Used only, excluding listed stock numbers", meaning: "Used cars, minus the stock numbers the site lists (wholesale or trade-only stock).", condition: "car_type:used", usedOnly: true, excludesStockNumbers: true },
  { level: 12, name: "All stock, excluding listed stock numbers", meaning: "Every visible car minus the stock numbers the site lists.", condition: null, usedOnly: false, excludesStockNumbers: true },
  { level: 13, name: "In stock only", meaning: "Cars on the lot now: no coming-soon or sold stock.", condition: "status:in_stock", usedOnly: false, excludesStockNumbers: false },
  { level: 14, name: "Priced stock only", meaning: "Cars with a price above zero.", condition: "price > 0", usedOnly: false, excludesStockNumbers: false },
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

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The filter (Algolia syntax) a site's every query is ANDed with.
 * `now` is rounded to the minute so the filter, and pages built on it, cache well.
 */
export function visibilityFilter(scope: VisibilityScope, now: Date = new Date()): string {
  const level = visibilityLevel(scope.level);
  const days = scope.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  const soldCutoff = minute - Math.max(0, days) * 86_400;

  const parts: string[] = [];
  parts.push(
    scope.dealershipIds.length === 0
      ? "dealership_id = -1"
      : `(${scope.dealershipIds.map((id) => `dealership_id = ${Math.trunc(id)}`).join(" OR ")})`,
  );
  parts.push("show_on_dealer_website:true");
  parts.push("(status:in_stock OR status:coming_soon OR status:sold)");
  // Unsold cars carry sold_at_timestamp 0; sold ones show while inside the window.
  parts.push(`(sold_at_timestamp = 0 OR sold_at_timestamp >= ${soldCutoff})`);
  if (level.condition) parts.push(level.condition);
  if (scope.usedOnly && !level.usedOnly) parts.push("car_type:used");
  if (scope.certifiedOnly) parts.push("certified:true");
  if (level.excludesStockNumbers) {
    for (const stocknum of scope.excludedStockNumbers ?? []) parts.push(`NOT stocknum:${quote(stocknum)}`);
  }
  return parts.join(" AND ");
}
