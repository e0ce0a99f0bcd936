// The budget finder (detail §2, §4, §5, §9): turn a repayment and a deposit
// into an indicative budget, and send the shopper to cars within it; plus the
// two-handle price slider page.
import { readableQuery, withRangeParam } from "./range-slider.ts";

export type RepaymentPeriod = "weekly" | "monthly";

/** detail §9: "repayment x 12 (monthly) or x 52 (weekly), x 5 years, plus deposit". */
export const PAYMENTS_PER_YEAR: Readonly<Record<RepaymentPeriod, number>> = { weekly: 52, monthly: 12 };
export const BUDGET_TERM_YEARS = 5;
/** detail §9: "Default repayment 600 monthly or 200 weekly; default deposit 2000". */
export const DEFAULT_REPAYMENT: Readonly<Record<RepaymentPeriod, number>> = { monthly: 600, weekly: 200 };
export const DEFAULT_DEPOSIT = 2000;
/** detail §4: "repayment and deposit clamped to 0 to 1,000,000". */
export const BUDGET_INPUT_MAX = 1_000_000;
/** detail §5: "4 shown or 20 with custom bodies": four body tiles, and up to twenty behind "More body types". */
export const BODY_TILES_SHOWN = 4;
export const BODY_TILES_MAX = 20;
/** detail §5: "Budget finder results are restricted to price above 1000." */
export const BUDGET_MIN_RESULT_PRICE = 1000;
/** The same restriction for a search filter (Algolia syntax). */
export const BUDGET_PRICE_FILTER = `price > ${BUDGET_MIN_RESULT_PRICE}`;

/**
 * A repayment or deposit input: numbers only, clamped to 0–1,000,000, and
 * anything non-numeric becomes 0 (detail §4). "$" and thousands separators
 * are tolerated, since a pasted "$2,000" is plainly numeric to the shopper.
 */
export function budgetInput(raw: unknown): number {
  const clamp = (n: number) => Math.min(BUDGET_INPUT_MAX, Math.max(0, Math.round(n)));
  if (typeof raw === "number") return Number.isNaN(raw) ? 0 : clamp(raw);
  const text = typeof raw === "string" ? raw.replace(/[$,\s]/g, "") : "";
  return /^-?(?:\d+\.?\d*|\.\d+)$/.test(text) ? clamp(Number(text)) : 0;
}

export interface BudgetInputs {
  repayment: number;
  deposit: number;
  period: RepaymentPeriod;
}

export const defaultBudgetInputs = (period: RepaymentPeriod = "monthly"): BudgetInputs => ({
  repayment: DEFAULT_REPAYMENT[period],
  deposit: DEFAULT_DEPOSIT,
  period,
});

/** Indicative only: ignores interest, fees and balloon (detail §9). */
export function budgetEstimate(inputs: BudgetInputs): number {
  return budgetInput(inputs.repayment) * PAYMENTS_PER_YEAR[inputs.period] * BUDGET_TERM_YEARS + budgetInput(inputs.deposit);
}

/** The singular noun for the stock the site sells ("car", "caravan", "motorcycle"). */
const plural = (count: number, noun: string) => `${noun}${count === 1 ? "" : "s"}`;

export interface BudgetResultsButton {
  disabled: boolean;
  label: string;
  error: string | null;
}

/**
 * The results button: disabled and grey, showing '0 {type}s Found', with the
 * error line 'No {type}s found for this budget', when the budget is below the
 * lowest price in the results (detail §4); else "Show Me N cars" like the
 * listing's button.
 */
export function budgetResultsButton(input: {
  budget: number;
  /** The lowest price above 1000 in the shopper's current search, or null when it has none. */
  lowestPrice: number | null;
  /** Cars priced above 1000 and within the budget. */
  count: number;
  type?: string;
}): BudgetResultsButton {
  const type = input.type ?? "car";
  if (input.lowestPrice === null || input.budget < input.lowestPrice || input.count === 0) {
    return { disabled: true, label: `0 ${type}s Found`, error: `No ${type}s found for this budget` };
  }
  return { disabled: false, label: `Show Me ${input.count} ${plural(input.count, type)}`, error: null };
}

/**
 * The results address: the current search address with range[price] set to
 * above-1000-up-to-the-budget and the page reset (a new filter starts at page
 * 1). Prices are whole dollars, so "above 1000" is a range from 1001.
 */
export function budgetSearchUrl(currentUrl: string, budget: number): string {
  const url = new URL(currentUrl, "https://forecourt.invalid");
  const min = BUDGET_MIN_RESULT_PRICE + 1;
  const params = withRangeParam(url.searchParams, "price", { min, max: Math.max(min, Math.floor(budget)) });
  return `${url.pathname}?${readableQuery(params)}${url.hash}`;
}

/** detail §5: "Price slider step 500, default bounds 5,000 and 250,000; fallback maximum price 100,000." */
export const PRICE_SLIDER_STEP = 500;
export const PRICE_SLIDER_BOUNDS = { min: 5_000, max: 250_000 } as const;
export const PRICE_SLIDER_FALLBACK_MAX = 100_000;

export interface PriceRange {
  min: number;
  max: number;
}

const snap = (value: number, origin: number) =>
  origin + Math.round((value - origin) / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;

/**
 * Where the handles start: the address's range when it has one, else the
 * lower bound and the fallback maximum of 100,000 (our reading of "fallback
 * maximum price": the maximum handle's place when nothing says otherwise).
 */
export function initialPriceRange(
  fromAddress: Partial<PriceRange> | null | undefined,
  bounds: PriceRange = PRICE_SLIDER_BOUNDS,
): PriceRange {
  const valid = (n: number | undefined): n is number => typeof n === "number" && Number.isFinite(n);
  const min = valid(fromAddress?.min) ? fromAddress.min : bounds.min;
  const max = valid(fromAddress?.max) ? fromAddress.max : Math.min(PRICE_SLIDER_FALLBACK_MAX, bounds.max);
  const start = moveMinHandle(min, { min: bounds.min, max: bounds.max }, bounds);
  return { min: start.min, max: moveMaxHandle(max, start, bounds).max };
}

/** detail §4: the minimum handle cannot reach or pass the maximum. */
export function moveMinHandle(value: number, range: PriceRange, bounds: PriceRange = PRICE_SLIDER_BOUNDS): PriceRange {
  const highest = range.max - PRICE_SLIDER_STEP;
  const min = Math.max(bounds.min, Math.min(highest, snap(value, bounds.min)));
  return { min, max: range.max };
}

/** detail §4: the maximum handle cannot drop to or below the minimum. */
export function moveMaxHandle(value: number, range: PriceRange, bounds: PriceRange = PRICE_SLIDER_BOUNDS): PriceRange {
  const lowest = range.min + PRICE_SLIDER_STEP;
  const max = Math.min(bounds.max, Math.max(lowest, snap(value, bounds.min)));
  return { min: range.min, max };
}

/** detail §2: the slider's button goes to search with the range and the highest price first. */
export function priceSliderSearchUrl(range: PriceRange, target: { searchPath: string; sortBy: string }): string {
  const params = withRangeParam(new URLSearchParams({ sortBy: target.sortBy }), "price", range);
  return `${target.searchPath}?${readableQuery(params)}`;
}
