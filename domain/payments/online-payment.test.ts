import { describe, expect, it } from "vitest";
import { amountToCents, ONLINE_PAYMENT_MESSAGES, onlinePaymentConfigSchema, onlinePaymentSchema } from "./online-payment.ts";

const config = onlinePaymentConfigSchema.parse({ minAmount: 10, maxAmount: 5000 });
const valid = { kind: "invoice", reference: "inv-10482", amount: "1,250.50", name: "Sam Shopper", email: "sam@example.com", card_number: "4242 4242 4242 4242", card_expiry: "12/30", card_cvc: "123", card_name: "Sam Shopper" };

describe("online payment", () => {
  it("reads amounts in dollars with at most two decimals", () => {
    expect(amountToCents("250")).toBe(25000);
    expect(amountToCents("$1,250.5")).toBe(125050);
    expect(amountToCents("0.07")).toBe(7);
    for (const bad of ["", "12.345", "1e3", "-5", "12.", "abc", "99999999"]) expect(amountToCents(bad), bad).toBeNull();
  });

  it("accepts a reference and amount within the site's bounds", () => {
    const parsed = onlinePaymentSchema(config, () => new Date("2026-11-24T00:00:00Z")).safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ reference: "INV-10482", amount: 125050, kind: "invoice" });
  });

  it("refuses a bad reference, amounts outside the bounds or with three decimals, and an unknown kind", () => {
    const schema = onlinePaymentSchema(config, () => new Date("2026-11-24T00:00:00Z"));
    const messages = (values: Record<string, string>) => (schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => i.message);
    expect(messages({ reference: "ab" })).toContain(ONLINE_PAYMENT_MESSAGES.reference);
    expect(messages({ reference: "INV 10482" })).toContain(ONLINE_PAYMENT_MESSAGES.reference);
    expect(messages({ reference: "<script>" })).toContain(ONLINE_PAYMENT_MESSAGES.reference);
    expect(messages({ amount: "9.99" })).toContain(ONLINE_PAYMENT_MESSAGES.amountRange(10, 5000));
    expect(messages({ amount: "5000.01" })).toContain(ONLINE_PAYMENT_MESSAGES.amountRange(10, 5000));
    expect(messages({ amount: "20.005" })).toContain(ONLINE_PAYMENT_MESSAGES.amountFormat);
    expect(messages({ kind: "refund" })).toContain(ONLINE_PAYMENT_MESSAGES.kind);
    expect(messages({ amount: "5000" })).toEqual([]);
  });
});
