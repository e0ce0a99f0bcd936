// Lender figures a finance feed would attach to a car: rates, terms and the
// repayments they give, computed the way a lender quotes them (monthly
// amortisation with a balloon), so the numbers on a page add up.
import type { FinanceProviderName, LenderData } from "../../domain/entities.ts";
import type { Random } from "./random.ts";
import { FINANCE_DISCLAIMER, LONG_FINANCE_DISCLAIMER } from "./reference/vocabulary.ts";

interface LenderTerms {
  /** Interest rate range, percent per year. */
  rate: [number, number];
  establishmentFee: number;
  /** Share of the price left as a final payment. */
  balloon: number;
  quotesWeeks: boolean;
}

const LENDERS: Record<FinanceProviderName, LenderTerms> = {
  Taurus: { rate: [7.99, 11.99], establishmentFee: 395, balloon: 0.3, quotesWeeks: false },
  Powertorque: { rate: [8.49, 12.49], establishmentFee: 1360.5, balloon: 0.25, quotesWeeks: false },
  AusLoans: { rate: [8.38, 16.99], establishmentFee: 395, balloon: 0.3, quotesWeeks: true },
  // Angle quotes a $0 final payment.
  Angle: { rate: [7.49, 9.99], establishmentFee: 395, balloon: 0, quotesWeeks: false },
  "360 Finance": { rate: [8.99, 13.99], establishmentFee: 1300, balloon: 0.3, quotesWeeks: false },
  "Nissan Finance": { rate: [5.99, 9.99], establishmentFee: 395, balloon: 0.35, quotesWeeks: false },
  Manual: { rate: [8.5, 8.5], establishmentFee: 0, balloon: 0.3, quotesWeeks: false },
  "Car Clarity": { rate: [9.95, 12.99], establishmentFee: 495, balloon: 0.2, quotesWeeks: false },
};

export const FINANCE_PROVIDERS = Object.keys(LENDERS) as FinanceProviderName[];

const cents = (value: number) => Math.round(value * 100) / 100;

/** Monthly repayment of `principal` over `months` at `annualRate` percent, leaving `balloon` owing. */
export function monthlyRepayment(principal: number, annualRate: number, months: number, balloon: number): number {
  const r = annualRate / 100 / 12;
  if (r === 0) return (principal - balloon) / months;
  const growth = (1 + r) ** months;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

export interface LenderOptions {
  comparisonRateMissing?: boolean;
  longDisclaimer?: boolean;
}

export function lenderData(r: Random, provider: FinanceProviderName, price: number, options: LenderOptions = {}): LenderData {
  const terms = LENDERS[provider];
  const interestRate = cents(r.float(terms.rate[0], terms.rate[1]));
  const termYears = r.weighted<number>([[5, 70], [3, 8], [4, 12], [7, 10]]);
  const termMonths = termYears * 12;
  const deposit = r.chance(0.8) ? Math.round((price * 0.1) / 100) * 100 : 0;
  const balloon = Math.round(price * terms.balloon);
  const principal = price - deposit + terms.establishmentFee;
  const paymentMonth = cents(monthlyRepayment(principal, interestRate, termMonths, balloon));
  return {
    interestRate,
    comparisonRate: options.comparisonRateMissing ? null : cents(interestRate + r.float(0.3, 1.4)),
    paymentWeek: cents((paymentMonth * 12) / 52),
    paymentMonth,
    totalPayable: cents(paymentMonth * termMonths + deposit + balloon),
    balloon,
    deposit,
    termYears,
    termMonths,
    ...(terms.quotesWeeks ? { termWeeks: termYears * 52 } : {}),
    establishmentFees: terms.establishmentFee,
    financeProvider: provider,
    disclaimer: options.longDisclaimer ? LONG_FINANCE_DISCLAIMER : FINANCE_DISCLAIMER,
  };
}

/** A personalised quote from the YouX service, as cached on the car. */
export function youxQuote(r: Random, price: number) {
  const advertisedRate = cents(r.float(6.99, 12.49));
  const weekly = (monthlyRepayment(price, advertisedRate, 60, 0) * 12) / 52;
  return { weeklyRepaymentAmount: Math.round(weekly), advertisedRate, comparisonRate: cents(advertisedRate + r.float(0.4, 1.2)) };
}
