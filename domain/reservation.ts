// Reserving a car online (detail §9): the deposit, how long the car is held
// and the refund wording the site uses.
import { formatAud, positiveAmount } from "./money.ts";

// The deposit itself (default $200, or the car's payment processor's amount)
// lives with the reserve button's label.
export { carDeposit, DEFAULT_RESERVE_DEPOSIT, reserveDeposit } from "./reserve.ts";

/** detail §9: "held 48 hours". */
export const RESERVE_HOLD_HOURS = 48;
/** detail §9: "fully refundable (100% on one group; on some dealers)" (sites: checkout.refundableWording). */
export const DEFAULT_REFUNDABLE_WORDING = "fully refundable";

export function reservationExpiresAt(reservedAt: Date, holdHours = RESERVE_HOLD_HOURS): Date {
  return new Date(reservedAt.getTime() + holdHours * 3_600_000);
}

export function isReservationHeld(reservedAt: Date, now: Date, holdHours = RESERVE_HOLD_HOURS): boolean {
  return now.getTime() < reservationExpiresAt(reservedAt, holdHours).getTime();
}

/** The sentence under the Reserve button, e.g. "Secure this car with a $200 deposit. We'll hold it for 48 hours, and your deposit is fully refundable." */
export function reservationTerms(options: {
  deposit: number | null;
  holdHours?: number;
  refundableWording?: string;
  /** What the page calls the vehicle ("car", "bike", "caravan"); "car" by default. */
  noun?: string;
}): string {
  const hold = options.holdHours ?? RESERVE_HOLD_HOURS;
  const wording = options.refundableWording?.trim() || DEFAULT_REFUNDABLE_WORDING;
  const amount = positiveAmount(options.deposit);
  const noun = options.noun ?? "car";
  const secure = amount === null ? `Secure this ${noun} online.` : `Secure this ${noun} with a ${formatAud(amount)} deposit.`;
  const deposit = amount === null ? "any deposit" : "your deposit";
  return `${secure} We'll hold it for ${hold} hours, and ${deposit} is ${wording}.`;
}
