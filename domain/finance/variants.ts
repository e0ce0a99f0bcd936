// The calculator variants that belong to a lender or a dealer rather than to
// the maths (detail §5 "Finance calculator", §9 "Finance"): the $5,000
// minimum, the fees a loan carries and how they are itemised, the rounding
// against the car's advertised repayment, and the comparison-rate range one
// lender advertises. Site options (docs/site-config.md) choose among them;
// calculator.ts does the sums.
import type { FinanceProviderName } from "../entities.ts";
import {
  AMOUNT_MIN_HIGHER,
  DEALER_FIXED_FEE_ITEMS,
  NO_FEES,
  PERIODS_PER_YEAR,
  type FinanceFees,
  type RepaymentFrequency,
  type RepaymentRounding,
} from "./calculator.ts";

/** detail §5: "min 1000 (5000 for one lender or dealer)". The lender whose minimum is $5,000. */
export const LENDER_AMOUNT_MINIMUM: Readonly<Partial<Record<FinanceProviderName, number>>> = { Angle: AMOUNT_MIN_HIGHER };

/** detail §5: "One lender's rounding is ceiling or floor depending on comparison with the car's advertised repayment". */
export const LENDERS_ROUNDING_TOWARD_ADVERTISED: readonly FinanceProviderName[] = ["Nissan Finance"];

export interface RateRange {
  min: number;
  max: number;
}

/** detail §9: "Comparison-rate range 8.38% to 19.42% for one lender": the rates it may offer, by credit profile. */
export const LENDER_COMPARISON_RATE_RANGE: Readonly<Partial<Record<FinanceProviderName, RateRange>>> = {
  AusLoans: { min: 8.38, max: 19.42 },
};

// ------------------------------------------------------------------- fees

/** One fee as the calculator lists it under the total. */
export interface FeeItem {
  label: string;
  amount: number;
  /** `loan`: once, financed with the loan; `month`: with every monthly repayment. */
  per: "loan" | "month";
}

export interface LoanFees {
  fees: FinanceFees;
  items: FeeItem[];
}

/**
 * The fees a calculator's loan carries, most specific first: a dealer's fixed fees (detail §9 "One
 * dealer fixed fees: establishment $395, security registration $6, monthly account fee $8, dealer agency
 * fee $912.25"), which include its own establishment fee; else the site's establishment fee ("One site
 * adds a 1300 establishment fee"); else the lender's own (Powertorque's $1,360.50), as its figures count it.
 */
export function loanFees(options: { dealerFixedFees: boolean; siteEstablishmentFee: number; lenderEstablishmentFee: number | null | undefined }): LoanFees {
  if (options.dealerFixedFees) {
    const f = DEALER_FIXED_FEE_ITEMS;
    const items: FeeItem[] = [
      { label: "Establishment fee", amount: f.establishment, per: "loan" },
      { label: "Security registration fee", amount: f.securityRegistration, per: "loan" },
      { label: "Dealer agency fee", amount: f.dealerAgency, per: "loan" },
      { label: "Account fee", amount: f.monthlyAccount, per: "month" },
    ];
    return { fees: feesOf(items), items };
  }
  if (options.siteEstablishmentFee > 0) {
    const items: FeeItem[] = [{ label: "Establishment fee", amount: options.siteEstablishmentFee, per: "loan" }];
    return { fees: feesOf(items), items };
  }
  const lenderFee = options.lenderEstablishmentFee ?? 0;
  if (lenderFee > 0) {
    const items: FeeItem[] = [{ label: "Lender's establishment fee", amount: lenderFee, per: "loan" }];
    return { fees: feesOf(items), items };
  }
  return { fees: NO_FEES, items: [] };
}

const cents = (value: number) => Math.round(value * 100) / 100;

function feesOf(items: readonly FeeItem[]): FinanceFees {
  const sum = (per: FeeItem["per"]) => cents(items.filter((i) => i.per === per).reduce((total, i) => total + i.amount, 0));
  return { upfront: sum("loan"), monthly: sum("month") };
}

// --------------------------------------------------------------- rounding

/** A calculator's rounding rule; the advertised figure depends on the frequency the shopper picks. */
export type RoundingRule =
  | { kind: "cents" }
  | { kind: "up" }
  | { kind: "toward-advertised"; advertised: Partial<Record<RepaymentFrequency, number>> };

/** The car's advertised repayment per frequency, from the lender's weekly and monthly figures. */
export function advertisedRepayments(lender: { paymentWeek?: number | null; paymentMonth?: number | null }): Partial<Record<RepaymentFrequency, number>> {
  const week = lender.paymentWeek != null && lender.paymentWeek > 0 ? lender.paymentWeek : null;
  const month = lender.paymentMonth != null && lender.paymentMonth > 0 ? lender.paymentMonth : null;
  const yearly = month != null ? month * PERIODS_PER_YEAR.month : week != null ? week * PERIODS_PER_YEAR.week : null;
  if (yearly == null) return {};
  return {
    week: week ?? cents(yearly / PERIODS_PER_YEAR.week),
    fortnight: cents(yearly / PERIODS_PER_YEAR.fortnight),
    month: month ?? cents(yearly / PERIODS_PER_YEAR.month),
  };
}

/** The rounding for one frequency: against the advertised figure when the lender has one for it, else to the cent. */
export function roundingFor(rule: RoundingRule, frequency: RepaymentFrequency): RepaymentRounding {
  if (rule.kind !== "toward-advertised") return rule;
  const advertised = rule.advertised[frequency];
  return advertised != null ? { kind: "toward-advertised", advertised } : { kind: "cents" };
}

/** Which rounding a calculator uses: the lender's rule first, then the site's "rounded up", else cents. */
export function roundingRule(options: {
  provider: FinanceProviderName | null;
  lender: { paymentWeek?: number | null; paymentMonth?: number | null } | null;
  siteRoundUp: boolean;
}): RoundingRule {
  if (options.provider && options.lender && LENDERS_ROUNDING_TOWARD_ADVERTISED.includes(options.provider)) {
    const advertised = advertisedRepayments(options.lender);
    if (Object.keys(advertised).length > 0) return { kind: "toward-advertised", advertised };
  }
  return options.siteRoundUp ? { kind: "up" } : { kind: "cents" };
}

/** "Comparison rates from 8.38% to 19.42% p.a., depending on your credit profile." */
export function comparisonRangeText(range: RateRange): string {
  return `Comparison rates from ${range.min.toFixed(2)}% to ${range.max.toFixed(2)}% p.a., depending on your credit profile.`;
}

// ------------------------------------------------------- Request a Quote

/**
 * Listing spec §2 "Finance calculator or Request a Quote": a site that asks for quotes instead of
 * showing finance does so for every dealership ("all") or for the dealerships it names.
 */
export function requestsQuote(dealershipSlug: string, quoteDealerships: "all" | readonly string[]): boolean {
  return quoteDealerships === "all" || quoteDealerships.includes(dealershipSlug);
}
