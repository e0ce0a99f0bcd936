// The comparison rate shown beside every advertised interest rate. Australian
// credit law defines it on a standard loan: $30,000 secured over 5 years with
// monthly repayments, counting the lender's fees. It is the annual rate at
// which the repayments (fees included) are worth exactly the amount lent:
// with no fees it equals the interest rate; fees always push it higher.
import { NO_FEES, periodicRepayment, type FinanceFees } from "./calculator.ts";

export const COMPARISON_LOAN_AMOUNT = 30_000;
export const COMPARISON_TERM_YEARS = 5;
const MONTHS_PER_YEAR = 12;

/** Present value of `count` equal monthly payments at a monthly rate. */
function presentValue(payment: number, monthlyRate: number, count: number): number {
  if (monthlyRate === 0) return payment * count;
  return (payment * (1 - (1 + monthlyRate) ** -count)) / monthlyRate;
}

/**
 * The comparison rate in percent a year, to two decimals, for an advertised
 * annual rate and the loan's fees (`upfront` fees are financed with the loan,
 * `monthly` fees are paid with every repayment).
 */
export function comparisonRate(
  annualRatePercent: number,
  fees: FinanceFees = NO_FEES,
  loan: { amount: number; termYears: number } = { amount: COMPARISON_LOAN_AMOUNT, termYears: COMPARISON_TERM_YEARS },
): number {
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return Number.NaN;
  const count = Math.round(loan.termYears * MONTHS_PER_YEAR);
  const repayment =
    periodicRepayment({
      principal: loan.amount + fees.upfront,
      annualRatePercent,
      termYears: loan.termYears,
      frequency: "month",
    }) + fees.monthly;
  // Bisection on the monthly rate: present value falls as the rate rises.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const middle = (low + high) / 2;
    if (presentValue(repayment, middle, count) > loan.amount) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * MONTHS_PER_YEAR * 100 * 100) / 100;
}
