// The built-in sandbox: no money moves. Test card numbers decide the answer
// (docs/leads.md "Test cards"); any expiry in the future and any CVC work.
import { randomUUID } from "node:crypto";
import { cardBrand, type ChargeRequest, type ChargeResult, type DeclineCode, type PaymentProvider } from "./provider.ts";

export const SANDBOX_DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined. Please use another card or contact your bank.",
  insufficient_funds: "Your card has insufficient funds. Please use another card.",
  expired_card: "Your card has expired. Please use another card.",
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: "Your card could not be processed just now. Please try again in a minute.",
  test_card_required: "This is a test checkout: no real card can be charged. Use a test card such as 4242 4242 4242 4242.",
};

/** Test cards and what they do. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, "approve" | DeclineCode>> = {
  "4242424242424242": "approve",
  "5555555555554444": "approve",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
};

export interface SandboxOptions {
  /** Simulated network time, to exercise concurrency in tests. */
  latencyMs?: number;
}

export function createSandboxProvider(options: SandboxOptions = {}): PaymentProvider & { charges: number } {
  const answered = new Map<string, ChargeResult>();
  const provider = {
    name: "sandbox",
    charges: 0,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const previous = answered.get(request.idempotencyKey);
      if (previous) return previous;
      const brand = cardBrand(request.card.number);
      const last4 = request.card.number.slice(-4);
      const behaviour = SANDBOX_TEST_CARDS[request.card.number] ?? "test_card_required";
      const result: ChargeResult =
        behaviour === "approve"
          ? { status: "approved", reference: `sandbox_${randomUUID()}`, brand, last4 }
          : { status: "declined", code: behaviour, message: SANDBOX_DECLINE_MESSAGES[behaviour], brand, last4 };
      if (result.status === "approved") provider.charges++;
      answered.set(request.idempotencyKey, result);
      return result;
    },
    async refund(reference: string) {
      return { refunded: reference.startsWith("sandbox_") };
    },
  };
  return provider;
}
