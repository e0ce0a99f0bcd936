// Price comparison: the panel rules (listing §4, §5, §9) and the market range
// computed from comparable stock on the platform, returned in the shape of the
// listing §3 "Price comparison response".
import type { CarType } from "./entities.ts";
import { formatAud, positiveAmount } from "./money.ts";

export interface PriceComparison {
  /** 0..1: how good the price is within the market range (1 at or below the minimum). */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  /** 0..1 */
  confidence: number;
  description: string;
}

// ---------------------------------------------------------------- the panel

export const PRICE_COMPARISON_COUNT_UP_MS = 2500;
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;
export const GAUGE_MEDIUM_FROM = 0.3;
export const GAUGE_HIGH_FROM = 0.6;
export const GREAT_DEAL_FROM = 0.65;

export type GaugeLevel = "low" | "medium" | "high";
export type DealLabel = "Good Deal" | "Great Deal";

export interface PriceComparisonPanel {
  fill: number;
  level: GaugeLevel;
  label: DealLabel;
  /** The gauge fill counts up over this long. */
  countUpMs: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  confidence: number;
  description: string;
}

const figure = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

export function gaugeLevel(fill: number): GaugeLevel {
  if (fill < GAUGE_MEDIUM_FROM) return "low";
  if (fill < GAUGE_HIGH_FROM) return "medium";
  return "high";
}

export function dealLabel(fill: number): DealLabel {
  return fill < GREAT_DEAL_FROM ? "Good Deal" : "Great Deal";
}

/**
 * The panel to show, or null when it is hidden: any figure missing, confidence
 * 0.2 or lower, or the market maximum below the listing price.
 */
export function priceComparisonPanel(response: Partial<PriceComparison> | null | undefined): PriceComparisonPanel | null {
  if (!response) return null;
  const fill = figure(response.fill);
  const listingPrice = figure(response.listing_price);
  const min = figure(response.market_range_min);
  const max = figure(response.market_range_max);
  const confidence = figure(response.confidence);
  if (fill === null || listingPrice === null || min === null || max === null || confidence === null) return null;
  if (confidence <= PRICE_COMPARISON_MIN_CONFIDENCE) return null;
  if (max < listingPrice) return null;
  const shownFill = Math.min(1, Math.max(0, fill));
  return {
    fill: shownFill,
    level: gaugeLevel(shownFill),
    label: dealLabel(shownFill),
    countUpMs: PRICE_COMPARISON_COUNT_UP_MS,
    listingPrice,
    marketRangeMin: min,
    marketRangeMax: max,
    confidence,
    description: response.description ?? "",
  };
}

// ------------------------------------------------- computing the comparison

export interface ComparableCar {
  id: number;
  make: string;
  model: string;
  car_type: CarType;
  year: number;
  km: number;
  price: number | null;
}

/** Comparables (decision): same make and model, same car type, year within ±2. */
export const COMPARABLE_YEAR_WINDOW = 2;
/**
 * Kilometres within ±30% of the listing's, but never narrower than ±20,000 km
 * (decision: whichever is wider, so a near-new car with 3,000 km still finds
 * its peers instead of a ±900 km window).
 */
export const COMPARABLE_KM_SHARE = 0.3;
export const COMPARABLE_KM_FLOOR = 20_000;
/** With fewer comparables the range says too little: confidence 0. */
export const MIN_COMPARABLES = 3;
/** This many comparables or more count as a full sample. */
export const FULL_SAMPLE = 10;
/** The market range is the 10th to the 90th percentile of comparable prices (outliers trimmed). */
export const RANGE_LOW_PERCENTILE = 0.1;
export const RANGE_HIGH_PERCENTILE = 0.9;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isComparable(listing: ComparableCar, other: ComparableCar): boolean {
  const kmWindow = Math.max(listing.km * COMPARABLE_KM_SHARE, COMPARABLE_KM_FLOOR);
  return (
    other.id !== listing.id &&
    positiveAmount(other.price) !== null &&
    same(other.make, listing.make) &&
    same(other.model, listing.model) &&
    other.car_type === listing.car_type &&
    Math.abs(other.year - listing.year) <= COMPARABLE_YEAR_WINDOW &&
    Math.abs(other.km - listing.km) <= kmWindow
  );
}

/** Linear-interpolated percentile of ascending values (p in 0..1). */
export function percentile(sortedAscending: readonly number[], p: number): number {
  const position = (sortedAscending.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sortedAscending[lower] + (sortedAscending[upper] - sortedAscending[lower]) * (position - lower);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** 1 at or below the minimum, 0 at or above the maximum, linear between. */
export function priceFill(price: number, min: number, max: number): number {
  if (max <= min) return price <= min ? 1 : 0;
  return clamp01((max - price) / (max - min));
}

/**
 * Confidence grows with the sample (full at 10 comparables) and shrinks with
 * the spread: a range as wide as the median price leaves none. 0 with fewer
 * than 3 comparables.
 */
export function comparisonConfidence(sampleSize: number, min: number, max: number, median: number): number {
  if (sampleSize < MIN_COMPARABLES || median <= 0) return 0;
  const sample = Math.min(1, sampleSize / FULL_SAMPLE);
  const tightness = clamp01(1 - (max - min) / median);
  return round2(sample * tightness);
}

function comparisonDescription(listing: ComparableCar, count: number, min: number, max: number, price: number): string {
  const peers = `${count} similar ${listing.make} ${listing.model} ${count === 1 ? "listing" : "listings"}`;
  const range = `${formatAud(min)} to ${formatAud(max)}`;
  const midpoint = (min + max) / 2;
  const difference = Math.round(Math.abs(price - midpoint));
  const position =
    difference === 0
      ? "right in the middle of the market range"
      : `${formatAud(difference)} ${price < midpoint ? "below" : "above"} the middle of the market range`;
  return `Based on ${peers} from ${listing.year - COMPARABLE_YEAR_WINDOW} to ${listing.year + COMPARABLE_YEAR_WINDOW}, the market range is ${range}. This vehicle is priced ${position}.`;
}

/**
 * The comparison for one listing from the platform's stock, or null when the
 * listing has no price or no car is comparable (nothing to show).
 */
export function computePriceComparison(listing: ComparableCar, stock: readonly ComparableCar[]): PriceComparison | null {
  const price = positiveAmount(listing.price);
  if (price === null) return null;
  const prices = stock
    .filter((other) => isComparable(listing, other))
    .map((other) => other.price as number)
    .sort((a, b) => a - b);
  if (prices.length === 0) return null;

  const min = Math.round(percentile(prices, RANGE_LOW_PERCENTILE));
  const max = Math.round(percentile(prices, RANGE_HIGH_PERCENTILE));
  const median = percentile(prices, 0.5);
  return {
    fill: round2(priceFill(price, min, max)),
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence: comparisonConfidence(prices.length, min, max, median),
    description: comparisonDescription(listing, prices.length, min, max, price),
  };
}
