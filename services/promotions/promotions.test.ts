// Spin to win and online payment against a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set): one spin per shopper per campaign
// however many arrive at once, the draw from the injected random source, a win
// sent as a lead, closed outside the dates; a payment charged once per
// idempotency key, the key refused for other details, a decline recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { leadDeliveries, leads, onlinePayments, spinEntries } from "../../db/schema.ts";
import { signInUser } from "../../db/repositories/accounts.ts";
import { insertDealership, insertGroup, testSite } from "../leads/testing/fixtures.ts";
import { createLeadPipeline, createMailSender } from "../leads/index.ts";
import { createSandboxProvider } from "../payments/index.ts";
import { unlimited } from "../security/index.ts";
import type { Site } from "../../sites/registry.ts";
import { KEY_REUSED_MESSAGE, payOnline, spin, SPIN_LEAD_CATEGORY } from "./index.ts";

const campaign = (startsAt: string, endsAt: string) => ({
  campaignId: "test-spin",
  title: "Test spin",
  startsAt,
  endsAt,
  termsUrl: "/terms-and-conditions",
  prizes: [
    { id: "tint", label: "Free tint", odds: 1 },
    { id: "none", label: "Better luck next time", odds: 3, win: false },
  ],
});

describe.each(testDatabaseTargets)("promotions on $name", (target) => {
  let db: Database;
  let site: Site;
  let closedSite: Site;
  const clock = Date.UTC(2026, 10, 24, 3);
  const mailDir = mkdtempSync(join(tmpdir(), "forecourt-payments-"));
  const pipeline = () => createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited, now: () => new Date(clock) });
  const shopper = async (phone: string) => ({ user: { ...(await signInUser(db, site.dealerGroupId, phone, new Date(clock))), savedDetails: { name: "Sam", last_name: "Spinner", email: "sam@example.com" } } });
  const request = { pageUrl: "https://test-motors.example.com.au/spin-to-win", userAgent: "test" };

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "email", to: "sales@test-motors.example" }] });
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id], features: { spinToWin: campaign("2026-11-01T00:00:00+11:00", "2026-12-01T00:00:00+11:00"), onlinePayment: { minAmount: 1, maxAmount: 5000 } } });
    closedSite = testSite({ dealerGroupId: group, dealershipIds: [dealer.id], features: { spinToWin: campaign("2026-09-01T00:00:00+10:00", "2026-10-31T00:00:00+11:00") } });
  });

  afterAll(async () => {
    await db.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("draws with the injected random source, stores one spin however many arrive at once, and sends a win as a lead", async () => {
    const sam = await shopper("+61433333333");
    let draws = 0;
    const deps = { pipeline: pipeline(), randomInt: (max: number) => (draws++, expect(max).toBe(4), 0) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(deps, site, sam, request)));
    const entries = await db.orm.select().from(spinEntries).where(eq(spinEntries.userId, sam.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ prizeId: "tint", won: true, campaignId: "test-spin" });
    expect(answers.every((a) => a.status === "spun" && a.entry.id === entries[0].id)).toBe(true);
    expect(answers.filter((a) => a.status === "spun" && a.first)).toHaveLength(1);
    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, entries[0].leadId!));
    expect(lead).toMatchObject({ category: SPIN_LEAD_CATEGORY, subcategory: "Free tint", phone: "+61433333333", email: "sam@example.com" });
    expect(await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).toHaveLength(1);
    // Later spins are answered from the store: no new draw.
    const before = draws;
    expect(await spin(deps, site, sam, request)).toMatchObject({ status: "spun", first: false });
    expect(draws).toBe(before);
  });

  it("a losing spin is stored without a lead; a closed campaign spins nothing", async () => {
    const kim = await shopper("+61444444444");
    expect(await spin({ pipeline: pipeline(), randomInt: () => 3 }, site, kim, request)).toMatchObject({ status: "spun", entry: { won: false, prizeId: "none", leadId: null } });
    const lee = await shopper("+61455555555");
    expect(await spin({ pipeline: pipeline(), randomInt: () => 0 }, closedSite, lee, request)).toMatchObject({ status: "closed" });
    expect(await db.orm.select().from(spinEntries).where(eq(spinEntries.userId, lee.user.id))).toHaveLength(0);
  });

  describe("online payment", () => {
    const values = { kind: "invoice", reference: "inv-2001", amount: "250.50", name: "Pat Payer", email: "pat@example.com", card_number: "4242424242424242", card_expiry: "12/30", card_cvc: "123", card_name: "Pat Payer" };

    it("charges once per idempotency key, tells the dealer and e-mails one receipt", async () => {
      const payments = createSandboxProvider({ latencyMs: 10 });
      const deps = { pipeline: pipeline(), payments, mail: createMailSender({ mailDir }) };
      const input = { values, idempotencyKey: "key-aaaaaaaaaaaaaaaa", userId: null, pageUrl: "https://x/online-payment", userAgent: "test" };
      const answers = await Promise.all(Array.from({ length: 5 }, () => payOnline(deps, site, input)));
      expect(payments.charges).toBe(1);
      const rows = await db.orm.select().from(onlinePayments).where(eq(onlinePayments.idempotencyKey, "key-aaaaaaaaaaaaaaaa"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "approved", reference: "INV-2001", amountCents: 25050, cardLast4: "4242" });
      expect(answers.filter((a) => a.status === "approved")).not.toHaveLength(0);
      expect(answers.every((a) => a.status === "approved" || (a.status === "failed" && a.httpStatus === 409))).toBe(true);
      expect(readdirSync(mailDir).filter((f) => f.startsWith(`payment-receipt-${rows[0].id}`))).toHaveLength(1);
      const [lead] = await db.orm.select().from(leads).where(eq(leads.id, rows[0].leadId!));
      expect(lead.category).toBe("Online Payment");
      expect(await payOnline(deps, site, input)).toMatchObject({ status: "approved", repeated: true });
      expect(payments.charges).toBe(1);
    });

    it("refuses the same key for another payment, bad amounts and a site without online payment; records a decline", async () => {
      const payments = createSandboxProvider();
      const deps = { pipeline: pipeline(), payments, mail: createMailSender({ mailDir }) };
      const base = { idempotencyKey: "key-bbbbbbbbbbbbbbbb", userId: null, pageUrl: "https://x", userAgent: "test" };
      expect(await payOnline(deps, site, { ...base, values })).toMatchObject({ status: "approved" });
      expect(await payOnline(deps, site, { ...base, values: { ...values, amount: "999" } })).toMatchObject({ status: "failed", httpStatus: 409, message: KEY_REUSED_MESSAGE });
      expect(await payOnline(deps, site, { ...base, idempotencyKey: "key-cccccccccccccccc", values: { ...values, amount: "5000.01" } })).toMatchObject({ status: "invalid" });
      expect(await payOnline(deps, closedSite, { ...base, idempotencyKey: "key-dddddddddddddddd", values })).toMatchObject({ status: "failed", httpStatus: 404 });
      const declined = await payOnline(deps, site, { ...base, idempotencyKey: "key-eeeeeeeeeeeeeeee", values: { ...values, card_number: "4000000000000002" } });
      expect(declined).toMatchObject({ status: "declined", payment: { status: "declined", cardLast4: "0002" } });
      // The sandbox counts approved charges: the decline took nothing.
      expect(payments.charges).toBe(1);
    });
  });
});
