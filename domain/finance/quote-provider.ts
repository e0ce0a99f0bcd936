// Personalised finance quotes (detail §7 "Quote"): the request the page sends,
// the answer it reads, and the provider behind POST /api/youx/quote. A real
// lender integration implements QuoteProvider; until a site has one, the
// built-in indicative provider answers from a published rate card, so the
// feature works end to end and its figures are honest estimates.
import { z } from "zod";
import { periodicRepayment } from "./calculator.ts";
import { comparisonRate } from "./comparison-rate.ts";
import { positiveAmount } from "../money.ts";

export const CREDIT_SCORES = ["EXCELLENT", "GREAT", "GOOD", "FAIR", "POOR"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

/** detail §7: the page always asks for a GREAT self-assessed score over 5 years, with no helper named. */
export const PAGE_QUOTE_DEFAULTS = { selfAssessedCreditScore: "GREAT", loanTerm: 5, whoIsHelping: "" } as const;

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { message: "selfAssessedCreditScore must be one of EXCELLENT, GREAT, GOOD, FAIR, POOR" }),
  purchasePrice: z.number({ message: "purchasePrice must be a number" }).positive("purchasePrice must be above 0").max(5_000_000),
  loanTerm: z.number({ message: "loanTerm must be a number of years" }).int().min(1).max(7),
  year: z.number({ message: "year must be a number" }).int().min(1950).max(2100),
  vin: z.string().max(32).nullable().default(null),
  nvic: z.string().max(32).nullable().default(null),
  whoIsHelping: z.string().max(200).default(""),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export interface Quote {
  /** Dollars a week, whole dollars. */
  weeklyRepaymentAmount: number;
  /** Percent a year. */
  advertisedRate: number;
  /** Percent a year, fees included (never shown less prominently than the advertised rate). */
  comparisonRate: number;
}

export interface QuoteProvider {
  readonly name: string;
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote>;
}

/** The indicative rate card: base rate by self-assessed credit score, loaded for older vehicles. */
export const INDICATIVE_RATES: Readonly<Record<CreditScore, number>> = {
  EXCELLENT: 6.99,
  GREAT: 7.49,
  GOOD: 8.99,
  FAIR: 11.99,
  POOR: 15.99,
};
/** Lenders price older security higher: +1% from 4 years old, +2.5% from 8. */
export const AGE_LOADINGS = [
  { fromYears: 8, loading: 2.5 },
  { fromYears: 4, loading: 1 },
] as const;
/** The indicative loan's fees: a $395 establishment fee financed with the loan and $8 a month. */
export const INDICATIVE_FEES = { upfront: 395, monthly: 8 } as const;

export function indicativeRate(score: CreditScore, vehicleYear: number, today: Date): number {
  const age = today.getFullYear() - vehicleYear;
  const loading = AGE_LOADINGS.find((band) => age >= band.fromYears)?.loading ?? 0;
  return Math.round((INDICATIVE_RATES[score] + loading) * 100) / 100;
}

export function indicativeQuote(request: QuoteRequest, today: Date = new Date()): Quote {
  const price = positiveAmount(request.purchasePrice);
  if (price === null) throw new RangeError("purchasePrice must be above 0");
  const advertisedRate = indicativeRate(request.selfAssessedCreditScore, request.year, today);
  const weekly = periodicRepayment({
    principal: price + INDICATIVE_FEES.upfront,
    annualRatePercent: advertisedRate,
    termYears: request.loanTerm,
    frequency: "week",
  });
  const weeklyFee = (INDICATIVE_FEES.monthly * 12) / 52;
  return {
    weeklyRepaymentAmount: Math.round(weekly + weeklyFee),
    advertisedRate,
    comparisonRate: comparisonRate(advertisedRate, INDICATIVE_FEES),
  };
}

export const indicativeQuoteProvider: QuoteProvider = {
  name: "indicative",
  async quote(request) {
    return indicativeQuote(request);
  },
};

/** The request the detail page makes for a car (detail §7), or null when the car has no price. */
export function pageQuoteRequest(car: { price: number | null; year: number; vin: string | null; nvic: string | null }): QuoteRequest | null {
  const price = positiveAmount(car.price);
  if (price === null) return null;
  return { ...PAGE_QUOTE_DEFAULTS, purchasePrice: price, year: car.year, vin: car.vin, nvic: car.nvic };
}

/** detail §7: "called only when feature on, no quote present and price above 0". */
export function needsQuote(featureOn: boolean, car: { price: number | null; youxQuote: unknown }): boolean {
  return featureOn && car.youxQuote == null && positiveAmount(car.price) !== null;
}
