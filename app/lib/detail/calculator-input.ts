// The detail page's calculators read their inputs from the address as well as
// from the keyboard: without JavaScript each calculator is a GET form that
// the server recomputes (progressive enhancement), with it the same rules run
// live. This module is the one reading of those inputs, so both agree.
import {
  calculateFinance,
  calculatorFields,
  clampAmount,
  clampToBounds,
  NO_FEES,
  PERIODS_PER_YEAR,
  type CalculatorFields,
  type CalculatorSetup,
  type FinanceFees,
  type FinanceResult,
  type RepaymentFrequency,
} from "../../../domain/finance/calculator.ts";
import { loanFees, roundingFor, type FeeItem, type RateRange, type RoundingRule } from "../../../domain/finance/variants.ts";
import { comparisonRate } from "../../../domain/finance/comparison-rate.ts";
import { truncateDisclaimer, type DisclaimerText } from "../../../domain/finance/estimate.ts";
import { parseFuelInput } from "../../../domain/fuel-calculator.ts";

export interface FinanceInputValues {
  amount: number;
  deposit: number;
  residual: number;
  interest: number;
  term: number;
  frequency: RepaymentFrequency;
}

export type InterestMode = "editable" | "locked" | "hidden";

export interface FinanceCalculatorSetup {
  fields: CalculatorFields;
  interestMode: InterestMode;
  fees: FinanceFees;
  /** The fees in `fees`, itemised under the total. */
  feeItems: FeeItem[];
  rounding: RoundingRule;
  /** The lender's advertised comparison-rate range, shown under the rates; null for most lenders. */
  comparisonRange: RateRange | null;
  /** The lender's own advertised pair, used while the shopper keeps the lender's rate. */
  lender: { interestRate: number; comparisonRate: number } | null;
  disclaimer: DisclaimerText;
}

export const FREQUENCY_LABELS: Readonly<Record<RepaymentFrequency, string>> = { week: "Weekly", fortnight: "Fortnightly", month: "Monthly" };
export const FREQUENCY_SUFFIX: Readonly<Record<RepaymentFrequency, string>> = { week: "/wk", fortnight: "/fn", month: "/mth" };

export const DEFAULT_CALCULATOR_DISCLAIMER =
  "This calculator is a guide only. Repayments are estimates based on the figures entered and do not include fees and charges unless shown. " +
  "The comparison rate is based on a $30,000 secured loan over 5 years. WARNING: this comparison rate is true only for the examples given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate. Finance is subject to the lender's approval and credit criteria.";

export function financeCalculatorSetup(options: {
  setup: CalculatorSetup;
  interestMode: InterestMode;
  establishmentFee: number;
  /** The dealer's fixed fees (site option `financeFixedFeeDealerships`). */
  dealerFixedFees?: boolean;
  /** The lender's rounding rule (variants.ts `roundingRule`); else the site's round-up, else cents. */
  rounding?: RoundingRule;
  roundUp: boolean;
  comparisonRange?: RateRange | null;
  lender: {
    interestRate: number | null;
    comparisonRate: number | null;
    establishmentFees?: number | null;
    disclaimer?: string | null;
  } | null;
}): FinanceCalculatorSetup {
  const { lender } = options;
  // The dealer's fixed fees; else the site's establishment fee; else the lender's own, financed as its quoted figures are.
  const { fees, items } = loanFees({
    dealerFixedFees: options.dealerFixedFees ?? false,
    siteEstablishmentFee: options.establishmentFee,
    lenderEstablishmentFee: lender?.establishmentFees,
  });
  return {
    fields: calculatorFields(options.setup),
    interestMode: options.interestMode,
    fees: items.length > 0 ? fees : NO_FEES,
    feeItems: items,
    rounding: options.rounding ?? (options.roundUp ? { kind: "up" } : { kind: "cents" }),
    comparisonRange: options.comparisonRange ?? null,
    lender:
      lender && lender.interestRate != null && lender.comparisonRate != null
        ? { interestRate: lender.interestRate, comparisonRate: lender.comparisonRate }
        : null,
    disclaimer: truncateDisclaimer(lender?.disclaimer?.trim() || DEFAULT_CALCULATOR_DISCLAIMER),
  };
}

/** A number typed by a shopper ("$30,000", "8.5 %"); null when it is not one. */
export function readNumber(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (cleaned === "") return null;
  return parseFuelInput(cleaned);
}

const FREQUENCIES = Object.keys(PERIODS_PER_YEAR) as RepaymentFrequency[];

/** Inputs from a query string (or form), each clamped to its bounds; missing ones take the defaults. Locked interest stays put. */
export function readFinanceInput(params: URLSearchParams, setup: FinanceCalculatorSetup): FinanceInputValues {
  const { bounds, defaults } = setup.fields;
  const read = (name: string, fallback: number) => readNumber(params.get(name)) ?? fallback;
  const frequency = params.get("frequency");
  return {
    amount: clampAmount(read("amount", defaults.amount), bounds.amount),
    deposit: clampToBounds(read("deposit", defaults.deposit), bounds.deposit),
    residual: clampToBounds(read("residual", defaults.residual), bounds.residual),
    interest: setup.interestMode === "editable" ? clampToBounds(read("interest", defaults.interest), bounds.interest) : defaults.interest,
    term: clampToBounds(read("term", defaults.term), bounds.term),
    frequency: FREQUENCIES.includes(frequency as RepaymentFrequency) ? (frequency as RepaymentFrequency) : defaults.frequency,
  };
}

export function financeResult(input: FinanceInputValues, setup: FinanceCalculatorSetup): FinanceResult {
  return calculateFinance({ ...input, fees: setup.fees, rounding: roundingFor(setup.rounding, input.frequency) });
}

/** The comparison rate beside the interest rate: the lender's while its rate is kept, else worked out with the loan's fees. */
export function calculatorComparisonRate(interest: number, setup: FinanceCalculatorSetup): number {
  if (setup.lender && setup.lender.interestRate === interest) return setup.lender.comparisonRate;
  return comparisonRate(interest, setup.fees);
}

export interface FuelInputValues {
  pricePerLitre: string;
  kmPerWeek: string;
}

export function readFuelInput(params: URLSearchParams): FuelInputValues {
  return { pricePerLitre: (params.get("fuel_price") ?? "").slice(0, 20), kmPerWeek: (params.get("km_per_week") ?? "").slice(0, 20) };
}

/** The figures a server-drawn calculator shows, as text (the listing calculator has no calculator code in the browser). */
export interface CalculatorTextView {
  frequencyLabel: string;
  /** "$123.45/wk" or "Enquire for Finance". */
  repayment: string;
  /** "Interest rate 8.50% p.a. · Comparison rate 8.50% p.a."; null when the site hides the interest rate. */
  rates: string | null;
  /** "Total repayable $40,123.45", or why there is no repayment. */
  total: string;
}

export function calculatorTextView(input: FinanceInputValues, setup: FinanceCalculatorSetup): CalculatorTextView {
  const result = financeResult(input, setup);
  const percent = (value: number) => `${value.toFixed(2)}% p.a.`;
  return {
    frequencyLabel: FREQUENCY_LABELS[input.frequency],
    repayment: result.kind === "repayment" ? `${result.repaymentText}${FREQUENCY_SUFFIX[input.frequency]}` : result.repaymentText,
    rates:
      setup.interestMode === "hidden"
        ? null
        : `Interest rate ${percent(input.interest)} · Comparison rate ${percent(calculatorComparisonRate(input.interest, setup))}`,
    total: result.kind === "repayment" ? `Total repayable ${result.totalText}` : result.reason,
  };
}

/**
 * A calculator that is about no particular car: the listing calculator (6 years) or the finance page's
 * modal calculator (up to $250,000 at 8.5%). The site's own options apply; no lender's.
 */
export function standaloneCalculator(
  calculator: "listing" | "modal",
  params: URLSearchParams,
  features: { financeMaxTermYears: number; financeInterest: InterestMode; financeEstablishmentFee: number; financeRoundUp: boolean; financeDefaultAmountIsPrice?: boolean },
  /** The car, when the modal calculator opens from a detail page: it starts on the car's price where the site says so. */
  car?: { price: number | null },
): { setup: FinanceCalculatorSetup; input: FinanceInputValues; view: CalculatorTextView } {
  const setup = financeCalculatorSetup({
    setup: {
      calculator,
      maxTermYears: features.financeMaxTermYears,
      carPrice: car?.price ?? null,
      defaultAmountIsCarPrice: car ? (features.financeDefaultAmountIsPrice ?? false) : false,
    },
    interestMode: features.financeInterest,
    establishmentFee: features.financeEstablishmentFee,
    roundUp: features.financeRoundUp,
    lender: null,
  });
  const input = readFinanceInput(params, setup);
  return { setup, input, view: calculatorTextView(input, setup) };
}
