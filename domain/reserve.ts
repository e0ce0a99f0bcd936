// The reserve button and its deposit. detail §9: the deposit defaults to
// $200 and comes from the car's payment processor when it has one (else its
// dealership's, decision 0102); listing §5
// / detail §5: an amount of null or $0 is left out of the label.
import type { PaymentProcessor } from "./entities.ts";
import { formatAud, positiveAmount } from "./money.ts";

export const DEFAULT_RESERVE_DEPOSIT = 200;
export const DEFAULT_RESERVE_LABEL = "Reserve Car Now";

/** The deposit to take: the first payment processor's amount when the car has one (even null), else $200. */
export function reserveDeposit(processors: readonly PaymentProcessor[] | null | undefined): number | null {
  const processor = processors?.[0];
  return processor ? processor.reserveAmount : DEFAULT_RESERVE_DEPOSIT;
}

/**
 * A car's deposit: its own payment processor's, else its dealership's (a
 * dealership sets one for all its cars), else $200. The button, the checkout
 * page and the charge all read this (decision 0102).
 */
export function carDeposit(carProcessors: readonly PaymentProcessor[] | null | undefined, dealershipProcessors: readonly PaymentProcessor[] | null | undefined): number | null {
  return reserveDeposit(carProcessors && carProcessors.length > 0 ? carProcessors : dealershipProcessors);
}

/** "Reserve Car Now for $200"; just "Reserve Car Now" when the amount is null or $0. Other vehicles pass their words' label ("Reserve Bike Now"). */
export function reserveButtonLabel(amount: number | null | undefined, label: string = DEFAULT_RESERVE_LABEL): string {
  const deposit = positiveAmount(amount);
  return deposit === null ? label : `${label} for ${formatAud(deposit)}`;
}
