// The delivery worker: claims due outbox rows (FOR UPDATE SKIP LOCKED plus a
// lease, db/repositories/leads.ts), hands each to its transport, and records
// the outcome: delivered, pending with the next attempt time, or dead. A
// worker killed mid-delivery leaves its rows leased; when the lease runs out
// any worker sends them again with the same idempotency key, so delivery is
// at-least-once and exactly-once for a receiver that de-duplicates.
//
// Throughput (finding 14, decision 0032): the running worker has one loop per
// destination kind (e-mail, webhook). Each claims a batch of its own kind,
// delivers it on `concurrency` lanes, and claims the next batch when this one
// is done (or at once when a poke or NOTIFY came meanwhile). A slow webhook
// receiver (up to its 10 s timeout) therefore holds up webhooks only, never
// the e-mails. Batches pace the worker: with a local transport a delivery is
// CPU in this process, and claiming a row for every free lane (tried) starved
// the form requests beside it (npm run bench:outbox, docs/security.md).
import type { Database } from "../../db/client.ts";
import { claimDueDeliveries, OUTBOX_CHANNEL, recordAttempt, type ClaimedDelivery } from "../../db/repositories/leads.ts";
import { log } from "../log.ts";
import { describeDestination, errorText, type DeliveryOutcome, type Transports } from "./delivery.ts";
import type { DeliverableLead, LeadEvent } from "./lead-summary.ts";
import { DEFAULT_RETRY_SCHEDULE, nextAttempt, type RetrySchedule } from "./retry-schedule.ts";

export interface OutboxWorkerOptions {
  db: Database;
  transports: Transports;
  retry?: RetrySchedule;
  now?: () => Date;
  random?: () => number;
  /** Idle wait between looks at the outbox (NOTIFY wakes the worker sooner). */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row stays with this worker; longer than any one delivery can take. */
  leaseMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
}

export interface OutboxWorker {
  /** Claims and delivers one batch (of the given destination kinds, or any); resolves to how many rows it handled. */
  runOnce(kinds?: { only?: string[]; except?: string[] }): Promise<number>;
  /** Look at the outbox now (new leads were queued). */
  poke(): void;
  /** Finishes the deliveries in flight and stops. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker & { start(): Promise<void> } {
  const retry = options.retry ?? DEFAULT_RETRY_SCHEDULE;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = Math.max(1, options.concurrency ?? 8);

  let stopped = false;
  let loop: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  async function deliverOne({ delivery, lead }: ClaimedDelivery): Promise<void> {
    const transport = options.transports[delivery.destination.kind];
    let outcome: DeliveryOutcome;
    try {
      outcome = transport
        ? await transport.deliver({
            deliveryId: delivery.id,
            idempotencyKey: delivery.idempotencyKey,
            event: delivery.event as LeadEvent,
            destination: delivery.destination,
            attempt: delivery.attempts,
            lead: lead as DeliverableLead,
          })
        : { kind: "failed", error: `no transport for ${delivery.destination.kind} destinations` };
    } catch (error) {
      outcome = { kind: "retry", error: errorText(error) };
    }
    const at = now();
    const where = `lead ${lead.id} → ${describeDestination(delivery.destination)}`;
    if (outcome.kind === "delivered") {
      await recordAttempt(options.db, delivery, { status: "delivered" }, at);
      log.debug(`Delivered ${where} (attempt ${delivery.attempts})`);
      return;
    }
    if (outcome.kind === "retry") {
      const decision = nextAttempt(
        { attempt: delivery.attempts, now: at, deadline: delivery.deadlineAt, retryAfterMs: outcome.retryAfterMs },
        retry,
        random,
      );
      if (decision.retry) {
        await recordAttempt(options.db, delivery, { status: "pending", error: outcome.error, nextAttemptAt: decision.at }, at);
        return;
      }
      await recordAttempt(options.db, delivery, { status: "dead", error: `${outcome.error}; ${decision.reason}` }, at);
      log.warn(`Dead letter: ${where}: ${outcome.error}; ${decision.reason}. Retry with: npm run leads -- retry ${lead.id}`);
      return;
    }
    await recordAttempt(options.db, delivery, { status: "dead", error: outcome.error }, at);
    log.warn(`Dead letter: ${where}: ${outcome.error}. Fix the destination, then: npm run leads -- retry ${lead.id}`);
  }

  /** Claims and delivers one batch (of the given destination kinds, or any); resolves to how many rows it handled. */
  async function runOnce(kinds?: { only?: string[]; except?: string[] }): Promise<number> {
    const claimed = await claimDueDeliveries(options.db, { now: now(), limit: batchSize, leaseMs, kinds });
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
      while (next < claimed.length) await deliverOne(claimed[next++]);
    });
    await Promise.all(lanes);
    return claimed.length;
  }

  /** One loop's alarm: a poke rings every loop; a poke while it is busy is kept for its next wait. */
  class Waker {
    private wake: (() => void) | null = null;
    private poked = false;
    sleep(ms: number): Promise<void> {
      if (this.poked) {
        this.poked = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        this.wake = done;
      });
    }
    ring() {
      if (this.wake) this.wake();
      else this.poked = true;
    }
  }
  const wakers = new Set<Waker>();

  function poke() {
    for (const waker of wakers) waker.ring();
  }

  async function runKind(kinds: { only?: string[]; except?: string[] }) {
    const waker = new Waker();
    wakers.add(waker);
    let failures = 0;
    while (!stopped) {
      let handled = 0;
      try {
        handled = await runOnce(kinds);
        failures = 0;
      } catch (error) {
        failures++;
        log.warn(`Lead delivery worker: ${errorText(error)} (will try again)`);
      }
      if (stopped) break;
      if (handled >= batchSize) continue;
      await waker.sleep(failures ? Math.min(pollMs * 2 ** failures, 60_000) : pollMs);
    }
    wakers.delete(waker);
  }

  async function run() {
    const others = Object.keys(options.transports).slice(1);
    // The first kind's loop also takes rows of kinds with no transport (they are dead-lettered with the reason).
    await Promise.all([runKind({ except: others }), ...others.map((kind) => runKind({ only: [kind] }))]);
  }

  return {
    runOnce,
    poke,
    async start() {
      if (loop) return;
      // After a lost LISTEN connection comes back, look at once: leads queued meanwhile by other processes were not announced.
      unlisten = await options.db.listen(OUTBOX_CHANNEL, poke, poke).catch(() => null);
      loop = run();
    },
    async stop() {
      stopped = true;
      poke();
      await loop;
      await unlisten?.().catch(() => {});
    },
  };
}

/** Creates and starts the worker (server start-up). */
export async function startOutboxWorker(options: OutboxWorkerOptions): Promise<OutboxWorker> {
  const worker = createOutboxWorker(options);
  await worker.start();
  return worker;
}
