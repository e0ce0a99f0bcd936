// The finance estimate shown on cards, the sticky header and the detail
// sidebar (detail §5 "Finance estimate eligibility", §9 "Finance").
//
// How the figures are chosen (decision):
// - Weekly is the headline, rounded to whole dollars. It is the lender's
//   weekly payment when given; else its monthly payment ÷ 4.33; else the
//   default estimate (5 years, 10% deposit, 30% final payment, monthly
//   repayments at the lender's interest rate) ÷ 4.33.
// - Monthly is the lender's monthly payment when given, else weekly × 4.33,
//   both rounded to whole dollars.
// - Term, deposit and final payment are the lender's figures when given, else
//   the default estimate's; Angle's final payment is always $0.
import type { CarStatus, FinanceLenders, FinanceProviderName, LenderData } from "../entities.ts";
import { formatAud, positiveAmount } from "../money.ts";
import { isInStock } from "../stock-status.ts";
import { periodicRepayment } from "./calculator.ts";

export const MIN_ESTIMATE_PRICE = 500;
/** Taurus: "year newer than current year minus 12". */
export const TAURUS_MAX_AGE_YEARS = 12;
export const EXCLUDED_MAKE = "Suzuki";
/** "monthly is shown as weekly times 4.33" */
export const WEEKS_PER_MONTH = 4.33;
export const DISCLAIMER_COLLAPSED_LENGTH = 197;

/** The default estimate: 5 year term, 10% deposit, 30% final payment, monthly repayments, 10% interest. */
export const DEFAULT_ESTIMATE = {
  termYears: 5,
  depositShare: 0.1,
  finalPaymentShare: 0.3,
  frequency: "month",
  interest: 10,
} as const;

export interface EstimateCar {
  make: string;
  year: number;
  price: number | null;
  status: CarStatus;
  dealership_slug: string;
  /** The car's dealership's finance provider (`dealerships.finance_provider`). */
  dealership_finance_provider: FinanceProviderName | null | undefined;
  finance_lenders: FinanceLenders | null | undefined;
}

export interface EstimateSite {
  /** Site `financeProvider`: overrides the dealership's provider when a site file sets one. */
  financeProvider: FinanceProviderName | null;
  /** Site `financeExcludedDealerships` (dealership slugs). */
  financeExcludedDealerships: readonly string[];
}

export type EstimateEligibility = { eligible: true; provider: FinanceProviderName; lender: LenderData } | { eligible: false; reason: string };

/** Whose lender figures a car's estimate reads: the site's override, else the car's dealership's provider. */
export function estimateProvider(car: Pick<EstimateCar, "dealership_finance_provider">, site: Pick<EstimateSite, "financeProvider">): FinanceProviderName | null {
  return site.financeProvider ?? car.dealership_finance_provider ?? null;
}

/** A failed rule names what is missing; null means the rule holds. */
type ProviderRule = (car: EstimateCar, lender: LenderData, today: Date) => string | null;

const inStock: ProviderRule = (car) => (isInStock(car.status) ? null : "not in stock");
const priced: ProviderRule = (car) =>
  (positiveAmount(car.price) ?? 0) > MIN_ESTIMATE_PRICE ? null : `price not above ${MIN_ESTIMATE_PRICE}`;
const weeklyPayment: ProviderRule = (_car, lender) => (positiveAmount(lender.paymentWeek) ? null : "no weekly payment");
const monthlyPayment: ProviderRule = (_car, lender) => (positiveAmount(lender.paymentMonth) ? null : "no monthly payment");
const comparisonRate: ProviderRule = (_car, lender) => (lender.comparisonRate != null ? null : "no comparison rate");
const recentYear: ProviderRule = (car, _lender, today) =>
  car.year > today.getFullYear() - TAURUS_MAX_AGE_YEARS ? null : `older than ${TAURUS_MAX_AGE_YEARS} years`;

const allOf =
  (...rules: ProviderRule[]): ProviderRule =>
  (car, lender, today) => {
    for (const rule of rules) {
      const failure = rule(car, lender, today);
      if (failure) return failure;
    }
    return null;
  };

/** detail §5, per provider. A provider without a rule here (Car Clarity) gets no estimate. */
const PROVIDER_RULES: Partial<Record<FinanceProviderName, ProviderRule>> = {
  Taurus: allOf(recentYear, priced, inStock, comparisonRate),
  "360 Finance": inStock,
  AusLoans: inStock,
  Manual: allOf(priced, inStock, weeklyPayment),
  Angle: allOf(priced, inStock, weeklyPayment),
  Powertorque: allOf(priced, inStock, weeklyPayment),
  "Nissan Finance": allOf(priced, inStock, monthlyPayment),
};

export function financeEstimateEligibility(car: EstimateCar, site: EstimateSite, today: Date = new Date()): EstimateEligibility {
  const provider = estimateProvider(car, site);
  if (!provider) return { eligible: false, reason: "no finance provider for the dealership or the site" };
  const lender = car.finance_lenders?.[provider];
  if (!lender) return { eligible: false, reason: `no lender data for ${provider}` };
  if (lender.interestRate == null || lender.comparisonRate == null) return { eligible: false, reason: "interest or comparison rate missing" };
  if (car.make.trim().toLowerCase() === EXCLUDED_MAKE.toLowerCase()) return { eligible: false, reason: `${EXCLUDED_MAKE} is excluded` };
  if (site.financeExcludedDealerships.includes(car.dealership_slug)) return { eligible: false, reason: "dealership excluded" };
  const rule = PROVIDER_RULES[provider];
  if (!rule) return { eligible: false, reason: `no estimate rule for ${provider}` };
  const failure = rule(car, lender, today);
  return failure ? { eligible: false, reason: `${provider}: ${failure}` } : { eligible: true, provider, lender };
}

/** The default estimate's monthly repayment for a price (detail §5, §9). */
export function defaultEstimateMonthly(
  price: number,
  terms: { interest?: number; termYears?: number; deposit?: number; finalPayment?: number } = {},
): number {
  return periodicRepayment({
    principal: price - (terms.deposit ?? price * DEFAULT_ESTIMATE.depositShare),
    annualRatePercent: terms.interest ?? DEFAULT_ESTIMATE.interest,
    termYears: terms.termYears ?? DEFAULT_ESTIMATE.termYears,
    frequency: DEFAULT_ESTIMATE.frequency,
    residual: terms.finalPayment ?? price * DEFAULT_ESTIMATE.finalPaymentShare,
  });
}

export interface DisclaimerText {
  /** The collapsed text: the first 197 characters and an ellipsis when longer. */
  collapsed: string;
  full: string;
  /** Whether Show More / Show Less applies. */
  truncated: boolean;
}

export function truncateDisclaimer(text: string): DisclaimerText {
  const full = text.trim();
  if (full.length <= DISCLAIMER_COLLAPSED_LENGTH) return { collapsed: full, full, truncated: false };
  return { collapsed: `${full.slice(0, DISCLAIMER_COLLAPSED_LENGTH).trimEnd()}…`, full, truncated: true };
}

export interface FinanceEstimate {
  provider: FinanceProviderName;
  weekly: number;
  monthly: number;
  weeklyText: string;
  monthlyText: string;
  interestRate: number;
  comparisonRate: number;
  termYears: number;
  deposit: number;
  finalPayment: number;
  disclaimer: DisclaimerText | null;
}

function lenderTermYears(lender: LenderData): number | null {
  if (positiveAmount(lender.termYears)) return lender.termYears as number;
  if (positiveAmount(lender.termMonths)) return (lender.termMonths as number) / 12;
  if (positiveAmount(lender.termWeeks)) return (lender.termWeeks as number) / 52;
  return null;
}

/** The estimate to show, or null when the car is not eligible. */
export function financeEstimate(car: EstimateCar, site: EstimateSite, today: Date = new Date()): FinanceEstimate | null {
  const eligibility = financeEstimateEligibility(car, site, today);
  if (!eligibility.eligible) return null;
  const { lender, provider } = eligibility;
  const price = positiveAmount(car.price) ?? 0;

  const termYears = lenderTermYears(lender) ?? DEFAULT_ESTIMATE.termYears;
  const deposit = lender.deposit ?? price * DEFAULT_ESTIMATE.depositShare;
  const finalPayment = provider === "Angle" ? 0 : (lender.balloon ?? price * DEFAULT_ESTIMATE.finalPaymentShare);

  const lenderWeekly = positiveAmount(lender.paymentWeek);
  const lenderMonthly = positiveAmount(lender.paymentMonth);
  const computedMonthly = () =>
    defaultEstimateMonthly(price, { interest: lender.interestRate ?? DEFAULT_ESTIMATE.interest, termYears, deposit, finalPayment });
  const weekly = Math.round(lenderWeekly ?? (lenderMonthly ?? computedMonthly()) / WEEKS_PER_MONTH);
  if (!(weekly > 0)) return null;
  const monthly = Math.round(lenderMonthly ?? weekly * WEEKS_PER_MONTH);

  return {
    provider,
    weekly,
    monthly,
    weeklyText: formatAud(weekly),
    monthlyText: formatAud(monthly),
    interestRate: lender.interestRate as number,
    comparisonRate: lender.comparisonRate as number,
    termYears,
    deposit,
    finalPayment,
    disclaimer: lender.disclaimer ? truncateDisclaimer(lender.disclaimer) : null,
  };
}

/** What a headline figure assumes, said beside it: "5 years, $6,500 deposit, $19,497 final payment". */
export function estimateAssumptions(estimate: Pick<FinanceEstimate, "termYears" | "deposit" | "finalPayment">): string {
  const years = `${Number.isInteger(estimate.termYears) ? estimate.termYears : estimate.termYears.toFixed(1)} years`;
  const deposit = estimate.deposit > 0 ? `${formatAud(estimate.deposit)} deposit` : "no deposit";
  const finalPayment = estimate.finalPayment > 0 ? `${formatAud(estimate.finalPayment)} final payment` : "no final payment";
  return `${years}, ${deposit}, ${finalPayment}`;
}
