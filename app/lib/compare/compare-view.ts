// The compare page's table (issue 12: "side by side: price and finance
// estimate, year, km, body, fuel and consumption, transmission, drive, seats,
// safety rating, towing, features with differences highlighted"), from the
// cars as the detail page works them out. Pure: the route loads, this shapes.
import { compareHref } from "../../../domain/shortlist.ts";
import { formatNumber } from "../../../domain/number-format.ts";
import { odometerText } from "../../../domain/vehicle-words.ts";
import type { DetailPage } from "../detail/detail-page.server.ts";

export interface CompareColumn {
  id: number;
  name: string;
  href: string;
  image: string | null;
  /** The address without this car (works without JavaScript). */
  removeHref: string;
  sold: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One per column; null when the car does not say. */
  values: (string | null)[];
  /** Not every car has the same value (only with two cars or more). */
  differs: boolean;
}

export interface CompareTable {
  columns: CompareColumn[];
  rows: CompareRow[];
  /** One row per feature any of the cars has: "Yes" or null per car. */
  features: CompareRow[];
}

/** Features listed beyond this many are left out (a long equipment list makes no comparison). */
export const COMPARE_FEATURE_ROWS = 40;

type Comparable = Pick<DetailPage, "car" | "price" | "finance" | "inStock">;

const text = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const shown = String(value).trim();
  return shown === "" || shown.toLowerCase() === "null" ? null : shown;
};

const withUnit = (value: string | number | null | undefined, unit: string): string | null => {
  const shown = text(value);
  if (shown === null) return null;
  const number = Number(shown);
  return Number.isFinite(number) ? `${formatNumber(number, 1)} ${unit}` : `${shown} ${unit}`;
};

const variant = (page: Comparable, key: string) => page.car.variant?.[key] ?? null;

function priceText(page: Comparable): string | null {
  if (!page.inStock) return page.car.status === "sold" ? "Sold" : null;
  return [page.price.text, page.price.priceType].filter(Boolean).join(" ") || null;
}

function fuelText(page: Comparable): string | null {
  return text(page.car.fuel ?? page.car.simple_fuel);
}

const ROWS: { key: string; label: string; read: (page: Comparable) => string | null }[] = [
  { key: "price", label: "Price", read: priceText },
  {
    key: "finance",
    label: "Finance estimate",
    read: (page) => (page.finance && page.inStock ? `${page.finance.weeklyText} a week (${page.finance.termYears} years, ${page.finance.comparisonRate}% comparison rate)` : null),
  },
  { key: "year", label: "Year", read: (page) => text(page.car.year) },
  { key: "km", label: "Kilometres", read: (page) => odometerText(page.car.item_type, page.car.km) },
  { key: "body", label: "Body", read: (page) => text(page.car.body ?? page.car.simple_body) },
  { key: "fuel", label: "Fuel", read: fuelText },
  { key: "consumption", label: "Fuel consumption (combined)", read: (page) => withUnit(variant(page, "fuelconsumptioncombined"), "L/100km") },
  { key: "transmission", label: "Transmission", read: (page) => text(page.car.transmission ?? page.car.simple_transmission) },
  { key: "drive", label: "Drive", read: (page) => text(page.car.drive) },
  { key: "seats", label: "Seats", read: (page) => text(page.car.seats) },
  { key: "safety", label: "Safety rating (ANCAP)", read: (page) => (text(variant(page, "ancaprating")) ? `${text(variant(page, "ancaprating"))} stars` : null) },
  { key: "towing", label: "Towing capacity (braked)", read: (page) => withUnit(variant(page, "towingcapacitybraked"), "kg") },
  { key: "engine", label: "Engine", read: (page) => text(page.car.engine_size) },
  { key: "colour", label: "Colour", read: (page) => text(page.car.colour) },
];

const differs = (values: readonly (string | null)[]) => values.length > 1 && new Set(values.map((v) => v ?? "")).size > 1;

/** The table for the cars in the order of the address; `ids` are those shown (for the remove links). */
export function compareTable(pages: readonly Comparable[]): CompareTable {
  const ids = pages.map((page) => page.car.id);
  const columns = pages.map((page) => ({
    id: page.car.id,
    name: page.car.name,
    href: `/cars/${page.car.slug}`,
    image: page.car.images[0]?.url ?? null,
    removeHref: compareHref(ids.filter((id) => id !== page.car.id)),
    sold: page.car.status === "sold",
  }));
  const rows = ROWS.map(({ key, label, read }) => {
    const values = pages.map(read);
    return { key, label, values, differs: differs(values) };
  }).filter((row) => row.values.some((value) => value !== null));

  const equipment = pages.map((page) => new Set(page.car.standardEquipment.map((item) => item.trim()).filter(Boolean)));
  const names = [...new Set(equipment.flatMap((set) => [...set]))].slice(0, COMPARE_FEATURE_ROWS);
  const features = names.map((name) => {
    const values = equipment.map((set) => (set.has(name) ? "Yes" : null));
    return { key: `feature:${name}`, label: name, values, differs: differs(values) };
  });
  return { columns, rows, features };
}
