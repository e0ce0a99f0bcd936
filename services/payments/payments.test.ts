import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { CARD_MESSAGES, cardShape, luhnValid, toCardDetails, type CardDetails } from "../../domain/payments/card-details.ts";
import { createSandboxProvider, SANDBOX_DECLINE_MESSAGES, SANDBOX_TEST_CARDS } from "./sandbox-provider.ts";
import { cardBrand } from "./provider.ts";

const card = (number: string): CardDetails => ({ number, expMonth: 12, expYear: 2030, cvc: "123", name: "Alex Citizen" });
const charge = (number: string, key = `k-${number}`) =>
  createSandboxProvider().charge({ amountCents: 20000, currency: "AUD", card: card(number), idempotencyKey: key, description: "t" });

describe("sandbox provider", () => {
  it("approves 4242 4242 4242 4242", async () => {
    expect(await charge("4242424242424242")).toMatchObject({ status: "approved", brand: "Visa", last4: "4242", reference: expect.stringMatching(/^sandbox_/) });
  });

  it.each([
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
    ["4000000000000069", "expired_card"],
    ["4000000000000127", "incorrect_cvc"],
    ["4000000000000119", "processing_error"],
  ] as const)("declines %s with %s", async (number, code) => {
    expect(await charge(number)).toEqual({ status: "declined", code, message: SANDBOX_DECLINE_MESSAGES[code], brand: "Visa", last4: number.slice(-4) });
  });

  it("refuses any card that is not a test card", async () => {
    expect(await charge("4111111111111111")).toMatchObject({ status: "declined", code: "test_card_required" });
  });

  it("answers a repeated idempotency key with the first answer and charges once", async () => {
    const provider = createSandboxProvider();
    const request = { amountCents: 20000, currency: "AUD" as const, card: card("4242424242424242"), idempotencyKey: "same", description: "t" };
    const [a, b] = await Promise.all([provider.charge(request), provider.charge(request)]);
    expect(a).toEqual(b);
    expect(provider.charges).toBe(1);
  });

  it("lists only Luhn-valid test cards", () => {
    expect(Object.keys(SANDBOX_TEST_CARDS).every(luhnValid)).toBe(true);
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
  });
});

describe("card fields", () => {
  const schema = z.object(cardShape(() => new Date("2026-11-21T00:00:00Z")));
  const valid = { card_number: "4242 4242 4242 4242", card_expiry: "12/26", card_cvc: "123", card_name: "Alex Citizen" };

  it("reads a card as typed", () => {
    const values = schema.parse(valid);
    expect(toCardDetails(values)).toEqual({ number: "4242424242424242", expMonth: 12, expYear: 2026, cvc: "123", name: "Alex Citizen" });
  });

  it.each([
    [{ card_number: "4242 4242 4242 4241" }, "card_number", CARD_MESSAGES.number],
    [{ card_number: "12" }, "card_number", CARD_MESSAGES.number],
    [{ card_expiry: "13/27" }, "card_expiry", CARD_MESSAGES.expiry],
    [{ card_expiry: "10/26" }, "card_expiry", CARD_MESSAGES.expired],
    [{ card_cvc: "12" }, "card_cvc", CARD_MESSAGES.cvc],
    [{ card_name: " " }, "card_name", CARD_MESSAGES.name],
  ])("refuses %o on %s", (change, field, message) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("accepts the current month and refuses every earlier one (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const ok = schema.shape.card_expiry.safeParse(`${String(month).padStart(2, "0")}/${year}`).success;
        return ok === year * 12 + month >= 2026 * 12 + 11;
      }),
    );
  });

  it("catches every single-digit typo in a card number (Luhn, property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = "4242424242424242".split("");
        digits[position] = String((Number(digits[position]) + delta) % 10);
        return !luhnValid(digits.join(""));
      }),
    );
  });
});
