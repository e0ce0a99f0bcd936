import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { leadDeliveries } from "../../db/schema.ts";
import { claimDueDeliveries, recordAttempt, requeueLeadDeliveries } from "../../db/repositories/leads.ts";
import { unlimited } from "../security/index.ts";
import { createOutboxWorker } from "./outbox-worker.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { submitLead } from "./submit-lead.ts";
import { createWebhookSender } from "./webhook.ts";
import type { DeliveryJob, DeliveryOutcome, LeadTransport, Transports } from "./delivery.ts";
import type { RetrySchedule } from "./retry-schedule.ts";
import { enquiryForm, insertDealership, insertGroup, setDestinations, testSite } from "./testing/fixtures.ts";
import { startReceiver, waitFor, type WebhookReceiver } from "./testing/receiver.ts";
import type { Site } from "../../sites/registry.ts";

const SECRET = "hook-secret";
const FAST: RetrySchedule = { baseMs: 10, factor: 2, capMs: 80, windowMs: 60_000, jitter: 0.5, maxRetryAfterMs: 200 };

/** A transport that records what it was given and answers from a script. */
function recordingTransport(answer: (job: DeliveryJob) => DeliveryOutcome = () => ({ kind: "delivered" })) {
  const jobs: DeliveryJob[] = [];
  const transport: LeadTransport = {
    async deliver(job) {
      jobs.push(job);
      return answer(job);
    },
  };
  return { jobs, transport };
}

describe.each(testDatabaseTargets)("outbox worker on $name", (target) => {
  let db: Database;
  let group: number;
  let dealer: { id: number; slug: string };
  let site: Site;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    db = await target.open();
    group = await insertGroup(db);
    dealer = await insertDealership(db, group);
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    receiver = await startReceiver(SECRET);
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.close();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox, so workers only see its own rows.
    await db.orm.delete(leadDeliveries);
    receiver.requests.length = 0;
    receiver.accepted.clear();
    receiver.respondWith(200);
    await receiver.up();
  });

  const pipeline = () => createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited, retry: FAST });

  async function submitMany(count: number, tag: string): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const result = await submitLead(pipeline(), {
        site,
        kind: "general",
        values: enquiryForm({ category: "Sales", message: `${tag} ${i}` }),
        client: "test",
        pageUrl: "https://test/contact",
        userAgent: "test",
      });
      if (!result.ok || result.leadId === null) throw new Error(`lead ${i} not stored: ${JSON.stringify(result)}`);
      ids.push(result.leadId);
    }
    return ids;
  }

  async function statuses() {
    const rows = await db.orm.select({ status: leadDeliveries.status, n: sql<number>`count(*)::int` }).from(leadDeliveries).groupBy(leadDeliveries.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  it("hands each queued delivery to its transport once and marks it delivered", async () => {
    await setDestinations(db, dealer.id, [
      { kind: "email", to: "sales@example.com" },
      { kind: "webhook", url: "https://crm.example/hook", secret: SECRET },
    ]);
    const ids = await submitMany(3, "once");
    const email = recordingTransport();
    const webhook = recordingTransport();
    const worker = createOutboxWorker({ db, transports: { email: email.transport, webhook: webhook.transport }, retry: FAST });
    expect(await worker.runOnce()).toBe(6);
    expect(await worker.runOnce()).toBe(0);
    expect(email.jobs.map((j) => j.lead.id).sort()).toEqual(ids);
    expect(webhook.jobs.map((j) => j.lead.id).sort()).toEqual(ids);
    expect(email.jobs[0]).toMatchObject({ event: "lead.created", attempt: 1, destination: { kind: "email", to: "sales@example.com" } });
    const rows = await db.orm.select().from(leadDeliveries);
    expect(rows.every((r) => r.status === "delivered" && r.deliveredAt && r.attempts === 1 && r.claimToken === null)).toBe(true);
  });

  it("a slow webhook receiver never holds up the e-mails (finding 14)", async () => {
    await setDestinations(db, dealer.id, [
      { kind: "email", to: "sales@example.com" },
      { kind: "webhook", url: "https://slow-crm.example/hook", secret: SECRET },
    ]);
    // Every webhook call takes 3 s (a receiver timing out); e-mails are instant.
    const slow: LeadTransport = { deliver: () => new Promise((done) => setTimeout(() => done({ kind: "delivered" }), 3_000)) };
    const email = recordingTransport();
    const worker = createOutboxWorker({ db, transports: { email: email.transport, webhook: slow }, retry: FAST, pollMs: 50, concurrency: 4, batchSize: 4 });
    await worker.start();
    try {
      const ids = await submitMany(6, "slow");
      worker.poke();
      // Six webhooks on four lanes keep the slow receiver busy; the six e-mails still go out at once.
      const started = Date.now();
      await waitFor(async () => new Set(email.jobs.map((j) => j.lead.id)).size === ids.length, 2_500, "every e-mail before the first webhook answers");
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await worker.stop();
    }
  });

  it("a webhook receiver that is down and then comes back gets every lead once", async () => {
    await setDestinations(db, dealer.id, [{ kind: "webhook", url: receiver.url, secret: SECRET }]);
    await receiver.down();
    const ids = await submitMany(12, "down");
    const worker = createOutboxWorker({ db, transports: { webhook: createWebhookSender({ timeoutMs: 2000 }) } as Transports, retry: FAST, pollMs: 10 });
    await worker.start();
    try {
      await waitFor(async () => {
        const [row] = await db.orm.select({ min: sql<number>`min(attempts)::int` }).from(leadDeliveries);
        return Number(row.min) >= 2;
      }, 20_000, "two failed attempts on every delivery");
      expect(await statuses()).not.toHaveProperty("delivered");
      await receiver.up();
      await waitFor(async () => (await statuses()).delivered === ids.length, 20_000, "every delivery");
    } finally {
      await worker.stop();
    }
    expect(receiver.accepted.size).toBe(ids.length);
    expect([...receiver.accepted.values()].every((n) => n === 1)).toBe(true);
    expect(receiver.requests.every((r) => r.signatureValid)).toBe(true);
    expect(new Set(receiver.requests.map((r) => JSON.parse(r.body).lead_id))).toEqual(new Set(ids));
  });

  it("honours 429 Retry-After, then delivers", async () => {
    await setDestinations(db, dealer.id, [{ kind: "webhook", url: receiver.url, secret: SECRET }]);
    const [id] = await submitMany(1, "429");
    receiver.respondWith(429, { "Retry-After": "0" });
    const worker = createOutboxWorker({ db, transports: { webhook: createWebhookSender() } as Transports, retry: FAST });
    await worker.runOnce();
    const [row] = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 429" });
    receiver.respondWith(200);
    await worker.runOnce();
    const [after] = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("dead-letters a 4xx at once, and an operator retry sends it again with the same key", async () => {
    await setDestinations(db, dealer.id, [{ kind: "webhook", url: receiver.url, secret: SECRET }]);
    const [id] = await submitMany(1, "4xx");
    receiver.respondWith(410);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const worker = createOutboxWorker({ db, transports: { webhook: createWebhookSender() } as Transports, retry: FAST });
    await worker.runOnce();
    const [dead] = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(dead).toMatchObject({ status: "dead", attempts: 1, lastError: "HTTP 410" });
    expect(warn.mock.calls[0][0]).toContain(`npm run leads -- retry ${id}`);
    receiver.respondWith(200);
    expect(await requeueLeadDeliveries(db, id, { now: new Date(), windowMs: FAST.windowMs })).toBe(1);
    await worker.runOnce();
    const [after] = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
    expect(new Set(receiver.requests.map((r) => r.key))).toEqual(new Set([dead.idempotencyKey]));
  });

  it("gives up when the retry window is over and says why", async () => {
    await setDestinations(db, dealer.id, [{ kind: "email", to: "sales@example.com" }]);
    const [id] = await submitMany(1, "deadline");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = recordingTransport(() => ({ kind: "retry", error: "connect ECONNREFUSED" }));
    let now = Date.now();
    const worker = createOutboxWorker({ db, transports: { email: failing.transport } as Transports, retry: FAST, now: () => new Date(now) });
    for (let i = 0; i < 200; i++) {
      now += 1000; // past every backoff
      await worker.runOnce();
      const [row] = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
      if (row.status === "dead") {
        expect(row.lastError).toMatch(/^connect ECONNREFUSED; gave up after \d+ attempts/);
        expect(now - row.createdAt.getTime()).toBeGreaterThan(FAST.windowMs - 1000);
        expect(warn).toHaveBeenCalled();
        return;
      }
    }
    throw new Error("never dead-lettered");
  });

  it("re-claims a row whose worker died after its lease, and ignores the dead worker's late answer", async () => {
    await setDestinations(db, dealer.id, [{ kind: "email", to: "sales@example.com" }]);
    await submitMany(1, "lease");
    const t0 = new Date();
    const [first] = await claimDueDeliveries(db, { now: t0, limit: 10, leaseMs: 1000 });
    expect(first.delivery.status).toBe("delivering");
    expect(await claimDueDeliveries(db, { now: new Date(t0.getTime() + 500), limit: 10, leaseMs: 1000 })).toEqual([]);
    const [again] = await claimDueDeliveries(db, { now: new Date(t0.getTime() + 1500), limit: 10, leaseMs: 1000 });
    expect(again.delivery).toMatchObject({ id: first.delivery.id, attempts: 2, idempotencyKey: first.delivery.idempotencyKey });
    expect(await recordAttempt(db, first.delivery, { status: "dead", error: "late" }, new Date())).toBe(false);
    expect(await recordAttempt(db, again.delivery, { status: "delivered" }, new Date())).toBe(true);
  });

  it("two workers draining the same outbox never send a row twice", async () => {
    await setDestinations(db, dealer.id, [{ kind: "email", to: "a@example.com" }, { kind: "email", to: "b@example.com" }]);
    await submitMany(40, "two-workers");
    const shared = recordingTransport();
    const slow: LeadTransport = {
      async deliver(job) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        return shared.transport.deliver(job);
      },
    };
    const make = () => createOutboxWorker({ db, transports: { email: slow } as Transports, retry: FAST, batchSize: 7 });
    const [a, b] = [make(), make()];
    const drain = async (worker: ReturnType<typeof make>) => {
      while ((await worker.runOnce()) > 0) {
        /* keep going */
      }
    };
    await Promise.all([drain(a), drain(b)]);
    const keys = shared.jobs.map((j) => j.idempotencyKey);
    expect(keys).toHaveLength(80);
    expect(new Set(keys).size).toBe(80);
    expect(await statuses()).toEqual({ delivered: 80 });
  });
});
