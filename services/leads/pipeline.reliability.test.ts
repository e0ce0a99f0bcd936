// Load on the whole pipeline: 500 shoppers submitting at the same moment
// while the delivery worker runs; every one gets a lead_id, every lead is
// stored once and reaches the dealer's webhook once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { leadDeliveries, leads } from "../../db/schema.ts";
import { unlimited } from "../security/index.ts";
import { createOutboxWorker } from "./outbox-worker.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { submitLead } from "./submit-lead.ts";
import { createWebhookSender } from "./webhook.ts";
import type { Transports } from "./delivery.ts";
import { enquiryForm, insertCar, insertDealership, insertGroup, testSite } from "./testing/fixtures.ts";
import { startReceiver, waitFor, type WebhookReceiver } from "./testing/receiver.ts";

const SUBMISSIONS = 500;

describe.each(testDatabaseTargets)("500 concurrent submissions on $name", (target) => {
  let db: Database;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    db = await target.open();
    receiver = await startReceiver("load-secret");
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.close();
  });

  it("stores 500 leads, answers each with its own lead_id, and delivers each once", async () => {
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "webhook", url: receiver.url, secret: "load-secret" }] });
    const car = await insertCar(db, group, dealer.id);
    const site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    const worker = createOutboxWorker({
      db,
      transports: { webhook: createWebhookSender() } as Transports,
      pollMs: 20,
      batchSize: 50,
      concurrency: 16,
    });
    const pipeline = createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited, onQueued: worker.poke });
    await worker.start();
    try {
      const results = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, i) =>
          submitLead(pipeline, {
            site,
            kind: "enquiry",
            values: enquiryForm({ car_id: String(car), message: `shopper ${i}` }),
            idempotencyKey: `load-test-key-${i}`,
            client: `10.0.${Math.floor(i / 250)}.${i % 250}`,
            pageUrl: "https://test/cars/x",
            userAgent: "load",
          }),
        ),
      );
      const ids = results.map((r) => (r.ok && r.leadId !== null ? r.leadId : null));
      expect(ids.filter((id) => id === null)).toEqual([]);
      expect(new Set(ids).size).toBe(SUBMISSIONS);
      await waitFor(() => receiver.accepted.size === SUBMISSIONS, 60_000, "every lead delivered");
    } finally {
      await worker.stop();
    }
    const [stored] = await db.orm.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(Number(stored.n)).toBe(SUBMISSIONS);
    const [delivered] = await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(sql`${leadDeliveries.status} = 'delivered'`);
    expect(Number(delivered.n)).toBe(SUBMISSIONS);
    expect([...receiver.accepted.values()].every((n) => n === 1)).toBe(true);
  }, 120_000);
});
