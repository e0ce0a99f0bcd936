// Key information, All Specifications and Features on the detail page
// (detail §2, §5, §9): rows with empty, null or 'null' values are hidden; the
// key information shows 4 rows before Show More; the features list shows 8
// before Show All. Each row says which item types it applies to, so a
// motorcycle is not given doors or an ANCAP rating and a caravan shows its
// tare, ATM, axle type and berths instead of an engine.
import type { ItemType } from "./entities.ts";
import { formatNumber } from "./number-format.ts";

export const KEY_INFORMATION_SHOWN = 4;
export const FEATURES_SHOWN = 8;

export type SpecValue = string | number | boolean | null | undefined;

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export interface SpecCar {
  item_type: ItemType;
  km?: number | null;
  colour?: string | null;
  interior_colour?: string | null;
  drive?: string | null;
  seats?: number | null;
  doors?: number | null;
  engine_size?: string | null;
  fuel?: string | null;
  body?: string | null;
  transmission?: string | null;
  stocknum?: string | null;
  vin?: string | null;
  regplate?: string | null;
  build_date?: string | null;
  compliance_date?: string | null;
  specifications?: Record<string, SpecValue> | null;
  variant?: Record<string, SpecValue> | null;
}

/** A value worth a row: not null, not blank, not the text 'null'. */
export function hasSpecValue(value: SpecValue): value is string | number | boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  const text = String(value).trim();
  return text !== "" && text.toLowerCase() !== "null";
}

const ALL: readonly ItemType[] = ["car", "motorcycle", "truck", "caravan"];
const MOTORISED: readonly ItemType[] = ["car", "motorcycle", "truck"];
const FOUR_WHEELS: readonly ItemType[] = ["car", "truck"];

interface SpecDefinition {
  key: string;
  label: string;
  appliesTo: readonly ItemType[];
  read: (car: SpecCar) => SpecValue;
  /** Unit for a bare number, e.g. "kg"; text values are shown as the feed wrote them. */
  unit?: string;
  format?: (value: string | number | boolean) => string;
}

const monthYear = (value: string | number | boolean) => {
  const match = /^(\d{4})-(\d{2})/.exec(String(value));
  return match ? `${match[2]}/${match[1]}` : String(value);
};
const variant = (field: string) => (car: SpecCar) => car.variant?.[field];
const caravan = (field: string) => (car: SpecCar) => car.specifications?.[field];

// One list for every item type, ordered so that the first 4 rows that apply are
// the ones a shopper looks for first: km, transmission, body, fuel for cars and
// trucks; km, transmission, fuel, engine for motorcycles; length, berths, tare,
// ATM for caravans.
const KEY_INFORMATION: readonly SpecDefinition[] = [
  // A reading of 0 is not shown (domain/vehicle-words.ts odometerText): a new vehicle is new, a used one unrecorded.
  { key: "km", label: "Kilometres", appliesTo: MOTORISED, read: (car) => (car.km != null && car.km > 0 ? car.km : null), unit: "km" },
  { key: "body_length", label: "Body Length", appliesTo: ["caravan"], read: caravan("body_length"), unit: "mm" },
  { key: "transmission", label: "Transmission", appliesTo: MOTORISED, read: (car) => car.transmission },
  { key: "body", label: "Body", appliesTo: FOUR_WHEELS, read: (car) => car.body },
  { key: "sleeps", label: "Sleeps", appliesTo: ["caravan"], read: caravan("sleeps") },
  { key: "fuel", label: "Fuel", appliesTo: MOTORISED, read: (car) => car.fuel },
  { key: "tare_weight", label: "Tare", appliesTo: ["caravan"], read: caravan("tare_weight"), unit: "kg" },
  { key: "aggregate_trailer_mass", label: "ATM", appliesTo: ["caravan"], read: caravan("aggregate_trailer_mass"), unit: "kg" },
  { key: "engine", label: "Engine", appliesTo: MOTORISED, read: (car) => car.engine_size },
  { key: "drive", label: "Drive", appliesTo: FOUR_WHEELS, read: (car) => car.drive },
  { key: "body_width", label: "Body Width", appliesTo: ["caravan"], read: caravan("body_width"), unit: "mm" },
  { key: "axle_type", label: "Axle Type", appliesTo: ["caravan"], read: caravan("axle_type") },
  { key: "colour", label: "Colour", appliesTo: ALL, read: (car) => car.colour },
  { key: "interior_colour", label: "Interior Colour", appliesTo: ["car", "truck", "caravan"], read: (car) => car.interior_colour },
  { key: "seats", label: "Seats", appliesTo: FOUR_WHEELS, read: (car) => car.seats },
  { key: "doors", label: "Doors", appliesTo: FOUR_WHEELS, read: (car) => car.doors },
  { key: "stocknum", label: "Stock No.", appliesTo: ALL, read: (car) => car.stocknum },
  { key: "vin", label: "VIN", appliesTo: ALL, read: (car) => car.vin },
  { key: "regplate", label: "Rego", appliesTo: ALL, read: (car) => car.regplate },
  { key: "build_date", label: "Build Date", appliesTo: ALL, read: (car) => car.build_date, format: monthYear },
  { key: "compliance_date", label: "Compliance Date", appliesTo: ALL, read: (car) => car.compliance_date, format: monthYear },
];

const ALL_SPECIFICATIONS: readonly SpecDefinition[] = [
  { key: "cylinders", label: "Cylinders", appliesTo: MOTORISED, read: variant("cylinders") },
  { key: "enginesize", label: "Engine Size", appliesTo: MOTORISED, read: variant("enginesize"), unit: "cc" },
  { key: "enginesize_litres", label: "Engine Size (L)", appliesTo: MOTORISED, read: variant("enginesize_litres"), unit: "L" },
  { key: "induction", label: "Induction", appliesTo: FOUR_WHEELS, read: variant("induction") },
  { key: "torque", label: "Torque", appliesTo: MOTORISED, read: variant("torque"), unit: "Nm" },
  { key: "geartype", label: "Gear Type", appliesTo: MOTORISED, read: variant("geartype") },
  { key: "bodyconfiguration", label: "Body Configuration", appliesTo: FOUR_WHEELS, read: variant("bodyconfiguration") },
  { key: "fuelconsumptioncombined", label: "Fuel Consumption (Combined)", appliesTo: MOTORISED, read: variant("fuelconsumptioncombined"), unit: "L/100km" },
  { key: "fuelcapacity", label: "Fuel Capacity", appliesTo: MOTORISED, read: variant("fuelcapacity"), unit: "L" },
  { key: "grossvehiclemass", label: "Gross Vehicle Mass", appliesTo: FOUR_WHEELS, read: variant("grossvehiclemass"), unit: "kg" },
  { key: "towingcapacitybraked", label: "Towing Capacity (Braked)", appliesTo: FOUR_WHEELS, read: variant("towingcapacitybraked"), unit: "kg" },
  { key: "vehiclelength", label: "Length", appliesTo: MOTORISED, read: variant("vehiclelength"), unit: "mm" },
  { key: "vehiclewidth", label: "Width", appliesTo: MOTORISED, read: variant("vehiclewidth"), unit: "mm" },
  { key: "vehicleheight", label: "Height", appliesTo: MOTORISED, read: variant("vehicleheight"), unit: "mm" },
  { key: "ancaprating", label: "ANCAP Rating", appliesTo: ["car"], read: variant("ancaprating") },
  { key: "body_length", label: "Body Length", appliesTo: ["caravan"], read: caravan("body_length"), unit: "mm" },
  { key: "body_width", label: "Body Width", appliesTo: ["caravan"], read: caravan("body_width"), unit: "mm" },
  { key: "tare_weight", label: "Tare", appliesTo: ["caravan"], read: caravan("tare_weight"), unit: "kg" },
  { key: "aggregate_trailer_mass", label: "ATM", appliesTo: ["caravan"], read: caravan("aggregate_trailer_mass"), unit: "kg" },
  { key: "axle_type", label: "Axle Type", appliesTo: ["caravan"], read: caravan("axle_type") },
  { key: "sleeps", label: "Sleeps", appliesTo: ["caravan"], read: caravan("sleeps") },
];

function formatValue(definition: SpecDefinition, value: string | number | boolean): string {
  if (definition.format) return definition.format(value);
  // Feeds often send measurements as numeric text ("7.3"); give those their unit too.
  if (definition.unit && typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim())) value = Number(value);
  if (typeof value === "number") return definition.unit ? `${formatNumber(value, 1)} ${definition.unit}` : formatNumber(value, 1);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value.trim();
}

function rows(definitions: readonly SpecDefinition[], car: SpecCar): SpecRow[] {
  return definitions.flatMap((definition) => {
    if (!definition.appliesTo.includes(car.item_type)) return [];
    const value = definition.read(car);
    return hasSpecValue(value) ? [{ key: definition.key, label: definition.label, value: formatValue(definition, value) }] : [];
  });
}

/** Key information rows in display order, empty ones hidden. */
export function keyInformationRows(car: SpecCar): SpecRow[] {
  return rows(KEY_INFORMATION, car);
}

/** All Specifications rows, empty ones hidden. */
export function specificationRows(car: SpecCar): SpecRow[] {
  return rows(ALL_SPECIFICATIONS, car);
}

export interface ShownList<T> {
  shown: T[];
  total: number;
  /** Whether the Show More / Show All toggle applies. */
  canToggle: boolean;
}

/** The first `limit` items, or all when expanded. */
export function firstShown<T>(items: readonly T[], limit: number, expanded: boolean): ShownList<T> {
  return { shown: expanded ? [...items] : items.slice(0, limit), total: items.length, canToggle: items.length > limit };
}

/** Key information: 4 rows before Show More / Show Less. */
export function keyInformation(car: SpecCar, expanded: boolean): ShownList<SpecRow> & { toggleLabel: "Show More" | "Show Less" } {
  return { ...firstShown(keyInformationRows(car), KEY_INFORMATION_SHOWN, expanded), toggleLabel: expanded ? "Show Less" : "Show More" };
}

/** Features: only when the car has standard equipment; 8 before Show All / Hide. */
export function featureList(
  standardEquipment: readonly (string | null)[] | null | undefined,
  expanded: boolean,
  limit: number = FEATURES_SHOWN,
): (ShownList<string> & { toggleLabel: "Show All" | "Hide" }) | null {
  const features = (standardEquipment ?? []).filter((feature): feature is string => hasSpecValue(feature)).map((feature) => feature.trim());
  if (features.length === 0) return null;
  return { ...firstShown(features, limit, expanded), toggleLabel: expanded ? "Hide" : "Show All" };
}
