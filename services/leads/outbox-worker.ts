// The delivery worker: claims due outbox rows (FOR UPDATE SKIP LOCKED plus a
// lease, db/repositories/leads.ts), hands each to its transport, and records
// the outcome: delivered, pending with the next attempt time, or dead. A
// worker killed mid-delivery leaves its rows leased; when the lease runs out
// any worker sends them again with the same idempotency key, so delivery is
// at-least-once and exactly-once for a receiver that de-duplicates.
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
  /** Claims and delivers one batch; resolves to how many rows it handled. */
  runOnce(): Promise<number>;
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
  let wake: (() => void) | null = null;
  let poked = false;
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

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(options.db, { now: now(), limit: batchSize, leaseMs });
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
      while (next < claimed.length) await deliverOne(claimed[next++]);
    });
    await Promise.all(lanes);
    return claimed.length;
  }

  function sleep(ms: number): Promise<void> {
    if (poked) {
      poked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  function poke() {
    if (wake) wake();
    else poked = true;
  }

  async function run() {
    let failures = 0;
    while (!stopped) {
      let handled = 0;
      try {
        handled = await runOnce();
        failures = 0;
      } catch (error) {
        failures++;
        log.warn(`Lead delivery worker: ${errorText(error)} (will try again)`);
      }
      if (stopped) break;
      if (handled >= batchSize) continue;
      await sleep(failures ? Math.min(pollMs * 2 ** failures, 60_000) : pollMs);
    }
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
      wake?.();
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
