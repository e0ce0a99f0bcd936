// The finance calculator (detail §5 "Finance calculator", §9 "Finance"):
// standard amortisation with a discounted residual (balloon), the field
// bounds, defaults and clamps of the listing, detail and modal calculators,
// the establishment-fee and rounding options some sites and lenders use.
import type { FinanceProviderName } from "../entities.ts";
import { formatAud } from "../money.ts";

// ------------------------------------------------------------------ maths

export type RepaymentFrequency = "week" | "fortnight" | "month";

export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = { week: 52, fortnight: 26, month: 12 };

export interface LoanTerms {
  /** The financed amount P (price − deposit + upfront fees). */
  principal: number;
  /** Annual interest rate in percent, e.g. 8.5. */
  annualRatePercent: number;
  termYears: number;
  frequency: RepaymentFrequency;
  /** Final (balloon) payment B, due with the last repayment; 0 for none. */
  residual?: number;
}

/** Number of repayments: periods per year × term (a term of 2.5 years monthly is 30). */
export function repaymentCount(termYears: number, frequency: RepaymentFrequency): number {
  return Math.round(PERIODS_PER_YEAR[frequency] * termYears);
}

/**
 * PMT = (P − B/(1+r)^n) × r / (1 − (1+r)^−n), with r = annual/100/periodsPerYear
 * and n = periodsPerYear × termYears; at r = 0 it is (P − B)/n.
 */
export function periodicRepayment(terms: LoanTerms): number {
  const n = repaymentCount(terms.termYears, terms.frequency);
  const residual = terms.residual ?? 0;
  if (n <= 0) return Number.NaN;
  const r = terms.annualRatePercent / 100 / PERIODS_PER_YEAR[terms.frequency];
  if (r === 0) return (terms.principal - residual) / n;
  const growth = (1 + r) ** n;
  return ((terms.principal - residual / growth) * r) / (1 - 1 / growth);
}

// ------------------------------------------------------------------- fees

/** Fees added to a loan: `upfront` is financed, `monthly` is charged with every repayment. */
export interface FinanceFees {
  upfront: number;
  monthly: number;
}

export const NO_FEES: FinanceFees = { upfront: 0, monthly: 0 };
/** detail §9: "One site adds a 1300 establishment fee". */
export const SITE_ESTABLISHMENT_FEE: FinanceFees = { upfront: 1300, monthly: 0 };
/** detail §9: "one lender 1360.5". */
export const LENDER_ESTABLISHMENT_FEE: FinanceFees = { upfront: 1360.5, monthly: 0 };
/** detail §9: "One dealer fixed fees: establishment $395, security registration $6, monthly account fee $8, dealer agency fee $912.25". */
export const DEALER_FIXED_FEE_ITEMS = { establishment: 395, securityRegistration: 6, monthlyAccount: 8, dealerAgency: 912.25 } as const;
export const DEALER_FIXED_FEES: FinanceFees = {
  upfront: DEALER_FIXED_FEE_ITEMS.establishment + DEALER_FIXED_FEE_ITEMS.securityRegistration + DEALER_FIXED_FEE_ITEMS.dealerAgency,
  monthly: DEALER_FIXED_FEE_ITEMS.monthlyAccount,
};

// --------------------------------------------------------------- rounding

/**
 * - `cents` (default): to the nearest cent.
 * - `up`: up to the next whole dollar (detail §5 "on one site repayment is rounded up").
 * - `toward-advertised`: one lender's rule, "ceiling or floor depending on comparison with the car's
 *   advertised repayment": a figure above the advertised repayment is floored, one at or below it is
 *   ceiled, so the calculator lands on the advertised figure rather than a dollar off it.
 */
export type RepaymentRounding = { kind: "cents" } | { kind: "up" } | { kind: "toward-advertised"; advertised: number };

export function roundRepayment(repayment: number, rounding: RepaymentRounding = { kind: "cents" }): number {
  switch (rounding.kind) {
    case "cents":
      return Math.round(repayment * 100) / 100;
    case "up":
      return Math.ceil(repayment - 1e-9);
    case "toward-advertised":
      return repayment > rounding.advertised ? Math.floor(repayment) : Math.ceil(repayment - 1e-9);
  }
}

// ----------------------------------------------------------- calculation

/** detail §5: "A repayment of 25 or less shows 'Enquire for Finance' with the total blank". */
export const MIN_VALID_REPAYMENT = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

export interface FinanceInput {
  /** Vehicle price (the calculator's "amount"). */
  amount: number;
  /** Deposit or trade-in. */
  deposit: number;
  residual: number;
  /** Annual interest, percent. */
  interest: number;
  /** Years. */
  term: number;
  frequency: RepaymentFrequency;
  fees?: FinanceFees;
  rounding?: RepaymentRounding;
}

export type FinanceResult =
  | {
      kind: "repayment";
      /** Per period, rounded, account fee included. */
      repayment: number;
      /** Every repayment plus the residual. */
      total: number;
      financed: number;
      periods: number;
      repaymentText: string;
      totalText: string;
    }
  | {
      kind: "enquire";
      repaymentText: typeof ENQUIRE_FOR_FINANCE;
      total: null;
      totalText: "";
      /** Why there is no repayment to show, in the shopper's words. */
      reason: string;
    };

/** Why a loan gives no repayment above $25 (detail §5), most telling first. */
export function enquireReason(input: Pick<FinanceInput, "amount" | "deposit" | "residual" | "fees">): string {
  const financed = input.amount - input.deposit + (input.fees ?? NO_FEES).upfront;
  if (!(input.amount > 0)) return "Enter the vehicle price to work out repayments.";
  if (financed <= 0) return "The deposit covers the whole price, so there is nothing to finance.";
  if (input.residual >= financed) return "The balloon is as large as the amount borrowed, so nothing is left to repay in instalments.";
  return `Repayments of ${formatAud(MIN_VALID_REPAYMENT)} or less are not offered: our finance team can tailor a loan for you.`;
}

const enquire = (input: FinanceInput): FinanceResult => ({
  kind: "enquire",
  repaymentText: ENQUIRE_FOR_FINANCE,
  total: null,
  totalText: "",
  reason: enquireReason(input),
});

export function calculateFinance(input: FinanceInput): FinanceResult {
  const fees = input.fees ?? NO_FEES;
  const financed = input.amount - input.deposit + fees.upfront;
  const periods = repaymentCount(input.term, input.frequency);
  const loan = periodicRepayment({
    principal: financed,
    annualRatePercent: input.interest,
    termYears: input.term,
    frequency: input.frequency,
    residual: input.residual,
  });
  // The monthly account fee, spread over the chosen frequency (12 months a year).
  const periodicFee = (fees.monthly * 12) / PERIODS_PER_YEAR[input.frequency];
  const repayment = roundRepayment(loan + periodicFee, input.rounding);
  if (!Number.isFinite(repayment) || repayment <= MIN_VALID_REPAYMENT) return enquire(input);
  const total = Math.round((repayment * periods + input.residual) * 100) / 100;
  return {
    kind: "repayment",
    repayment,
    total,
    financed,
    periods,
    repaymentText: formatAud(repayment, { cents: !Number.isInteger(repayment) }),
    totalText: formatAud(total, { cents: !Number.isInteger(total) }),
  };
}

// ----------------------------------------------------- bounds and clamps

export interface FieldBounds {
  min: number;
  max: number;
  step: number;
}

export type CalculatorKind = "listing" | "detail" | "modal";

export const AMOUNT_MIN = 1000;
/** detail §5: "min 1000 (5000 for one lender or dealer)". */
export const AMOUNT_MIN_HIGHER = 5000;
export const AMOUNT_MAX = 100_000;
export const AMOUNT_MAX_MODAL = 250_000;
export const AMOUNT_STEP = 500;
/** detail §5: "up to 1.05 times car price on one site when price above 100000". */
export const AMOUNT_CAR_PRICE_FACTOR = 1.05;

export const TERM_BOUNDS: FieldBounds = { min: 1, max: 7, step: 0.5 };
export const DEPOSIT_BOUNDS: FieldBounds = { min: 0, max: 250_000, step: 0.5 };
export const RESIDUAL_BOUNDS: FieldBounds = { min: 0, max: 250_000, step: 0.5 };

/** Interest bounds: the default and the lender-specific ranges of detail §5. */
export const INTEREST_BOUND_PRESETS = {
  default: { min: 0.5, max: 15, step: 0.5 },
  "7.5-14.5": { min: 7.5, max: 14.5, step: 0.5 },
  "1-14.5": { min: 1, max: 14.5, step: 0.5 },
  "5.99-15.99": { min: 5.99, max: 15.99, step: 0.5 },
  "9.95-19.95": { min: 9.95, max: 19.95, step: 0.5 },
  "4-20": { min: 4, max: 20, step: 0.5 },
} as const satisfies Record<string, FieldBounds>;
export type InterestBoundPreset = keyof typeof INTEREST_BOUND_PRESETS;

/**
 * detail §5 "specific bounds" per lender: the calculator's interest field spans the rates that lender
 * advertises, so its own rate is never clamped away (AusLoans quotes up to 16.99%). Others use the default.
 */
export const LENDER_INTEREST_BOUNDS: Readonly<Partial<Record<FinanceProviderName, InterestBoundPreset>>> = {
  AusLoans: "4-20",
  Powertorque: "7.5-14.5",
  Angle: "1-14.5",
  "Nissan Finance": "5.99-15.99",
  "Car Clarity": "9.95-19.95",
};

/** The amount field's help text. */
export function amountHelpText(min: number): string {
  return `Cannot be less than ${formatAud(min)} or more than $250,000`;
}

/** Out-of-range values are clamped; a value that is not a number takes the minimum. */
export function clampToBounds(value: number, bounds: FieldBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The amount: a value at or below zero (or empty) becomes 0; otherwise clamped to its bounds. */
export function clampAmount(value: number, bounds: FieldBounds): number {
  if (!(value > 0)) return 0;
  return clampToBounds(value, bounds);
}

export interface CalculatorSetup {
  calculator: CalculatorKind;
  carPrice?: number | null;
  /** The lender or dealer whose amount minimum is 5000. */
  higherAmountMinimum?: boolean;
  /** Site feature `financeAmountUpToCarPrice` (detail calculator only). */
  amountUpToCarPrice?: boolean;
  /** Site feature `financeDefaultAmountIsPrice`. */
  defaultAmountIsCarPrice?: boolean;
  /** Site feature `financeMaxTermYears` (7, or 5 on one site). */
  maxTermYears?: number;
  interestBounds?: InterestBoundPreset;
  /** The lender's advertised rate, used as the detail and listing calculators' starting interest. */
  lenderInterest?: number | null;
  /**
   * The headline estimate's assumptions. The detail calculator opens on them, so the figure it shows
   * first is the headline's figure worked out again, not a different loan.
   */
  headline?: { deposit: number; residual: number; termYears: number } | null;
}

export interface CalculatorFields {
  bounds: { amount: FieldBounds; term: FieldBounds; interest: FieldBounds; deposit: FieldBounds; residual: FieldBounds };
  defaults: { amount: number; term: number; interest: number; deposit: number; residual: number; frequency: RepaymentFrequency };
  amountHelpText: string;
}

export const DEFAULT_AMOUNT = 30_000;
/** detail §9: "Default term 6 years in the listing calculator (...5 in the detail and modal calculators)". */
export const DEFAULT_TERM_YEARS: Readonly<Record<CalculatorKind, number>> = { listing: 6, detail: 5, modal: 5 };
/** detail §9: "Default interest 8.5% in the modal calculator"; the detail and listing calculators start at the lender's rate when there is one, else the same 8.5. */
export const DEFAULT_INTEREST = 8.5;
/** Decision: Australian dealer sites quote weekly repayments first. */
export const DEFAULT_FREQUENCY: RepaymentFrequency = "week";

export function amountBounds(setup: CalculatorSetup): FieldBounds {
  const min = setup.higherAmountMinimum ? AMOUNT_MIN_HIGHER : AMOUNT_MIN;
  if (setup.calculator === "modal") return { min, max: AMOUNT_MAX_MODAL, step: AMOUNT_STEP };
  const price = setup.carPrice ?? 0;
  const max = setup.amountUpToCarPrice && price > AMOUNT_MAX ? Math.round(price * AMOUNT_CAR_PRICE_FACTOR) : AMOUNT_MAX;
  return { min, max, step: AMOUNT_STEP };
}

export function calculatorFields(setup: CalculatorSetup): CalculatorFields {
  const amount = amountBounds(setup);
  const term: FieldBounds = { ...TERM_BOUNDS, max: clampToBounds(setup.maxTermYears ?? TERM_BOUNDS.max, TERM_BOUNDS) };
  const interest: FieldBounds = INTEREST_BOUND_PRESETS[setup.interestBounds ?? "default"];

  const price = setup.carPrice ?? 0;
  const startAmount = setup.defaultAmountIsCarPrice && price > 0 ? price : DEFAULT_AMOUNT;
  const startInterest =
    setup.calculator !== "modal" && setup.lenderInterest != null && setup.lenderInterest > 0 ? setup.lenderInterest : DEFAULT_INTEREST;

  const headline = setup.calculator === "detail" ? setup.headline : null;
  return {
    bounds: { amount, term, interest, deposit: DEPOSIT_BOUNDS, residual: RESIDUAL_BOUNDS },
    defaults: {
      amount: clampAmount(startAmount, amount),
      term: clampToBounds(headline?.termYears ?? DEFAULT_TERM_YEARS[setup.calculator], term),
      interest: clampToBounds(startInterest, interest),
      deposit: headline ? clampToBounds(headline.deposit, DEPOSIT_BOUNDS) : 0,
      residual: headline ? clampToBounds(headline.residual, RESIDUAL_BOUNDS) : 0,
      frequency: DEFAULT_FREQUENCY,
    },
    amountHelpText: amountHelpText(amount.min),
  };
}
