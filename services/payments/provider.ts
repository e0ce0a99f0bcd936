// The payment provider behind reserve-online deposits. The platform ships a
// sandbox provider (sandbox-provider.ts); a real one (Stripe, Windcave, Tyro…)
// implements the same two calls. Card numbers are passed through to the
// provider and never stored: a reservation keeps the brand and last 4 digits.
import type { CardDetails } from "../../domain/payments/card-details.ts";

export interface ChargeRequest {
  amountCents: number;
  currency: "AUD";
  card: CardDetails;
  /** The same key returns the first answer again instead of charging twice. */
  idempotencyKey: string;
  description: string;
}

export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "incorrect_cvc"
  | "processing_error"
  | "test_card_required";

export type ChargeResult =
  | { status: "approved"; reference: string; brand: string; last4: string }
  | { status: "declined"; code: DeclineCode; message: string; brand: string; last4: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (a reservation that could not be recorded after the card was charged). */
  refund(reference: string): Promise<{ refunded: boolean }>;
}

/** The card's network from its number, for receipts ("Visa ending 4242"). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "Mastercard";
  if (/^3[47]/.test(number)) return "American Express";
  return "Card";
}
