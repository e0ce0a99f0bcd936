// detail §5 "Fuel calculator": hidden for electric cars; inputs typed by the
// shopper have $, commas and 'kms' stripped; cost = km/100 × L/100km × $/L.
import { fuelFamily } from "./fuel-type.ts";

export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
export const DEFAULT_KM_PER_WEEK = 250;
export const DEFAULT_CONSUMPTION_L_PER_100KM = 10;
const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/** Shown unless the car is electric or the site switches the calculator off (site feature `fuelCalculator`). */
export function showsFuelCalculator(fuel: string | null | undefined, enabled = true): boolean {
  return enabled && fuelFamily(fuel) !== "electric";
}

/** "$1.85" → 1.85, "1,250 kms" → 1250; null when what is left is not a number. */
export function parseFuelInput(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  const cleaned = (text ?? "").replace(/\$|,|kms?\b/gi, "").trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The variant's combined consumption in L/100km, or 10 when it has none. */
export function fuelConsumption(variantConsumption: string | number | null | undefined): number {
  const value = parseFuelInput(typeof variantConsumption === "string" ? variantConsumption.replace(/l\/100\s*km/i, "") : variantConsumption);
  return value !== null && value > 0 ? value : DEFAULT_CONSUMPTION_L_PER_100KM;
}

/**
 * The consumption the calculator uses and whether it is the vehicle's own figure. The 10 L/100km default is an
 * assumption, and the page must say so rather than present it as the vehicle's combined figure.
 */
export function fuelConsumptionFigure(variantConsumption: string | number | null | undefined): { value: number; assumed: boolean } {
  const value = fuelConsumption(variantConsumption);
  const own = typeof variantConsumption === "string" ? parseFuelInput(variantConsumption.replace(/l\/100\s*km/i, "")) : parseFuelInput(variantConsumption);
  return { value, assumed: !(own !== null && own > 0) };
}

export interface FuelCost {
  weekly: number;
  monthly: number;
  yearly: number;
}

/** Weekly cost for the weekly distance, with monthly (52/12 weeks) and yearly (52 weeks) beside it; cents rounded. */
export function fuelCost(input: { pricePerLitre: number; kmPerWeek: number; consumption: number }): FuelCost {
  const weekly = (input.kmPerWeek / 100) * input.consumption * input.pricePerLitre;
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    weekly: cents(weekly),
    monthly: cents((weekly * WEEKS_PER_YEAR) / MONTHS_PER_YEAR),
    yearly: cents(weekly * WEEKS_PER_YEAR),
  };
}

/** The calculator from what the shopper typed: blank fields take the defaults; unreadable or negative ones give no figure. */
export function fuelCostFromInputs(input: {
  pricePerLitre?: string | null;
  kmPerWeek?: string | null;
  variantConsumption?: string | number | null;
}): FuelCost | null {
  const read = (text: string | null | undefined, fallback: number) => (text == null || text.trim() === "" ? fallback : parseFuelInput(text));
  const pricePerLitre = read(input.pricePerLitre, DEFAULT_FUEL_PRICE_PER_LITRE);
  const kmPerWeek = read(input.kmPerWeek, DEFAULT_KM_PER_WEEK);
  if (pricePerLitre === null || kmPerWeek === null || pricePerLitre < 0 || kmPerWeek < 0) return null;
  return fuelCost({ pricePerLitre, kmPerWeek, consumption: fuelConsumption(input.variantConsumption) });
}
