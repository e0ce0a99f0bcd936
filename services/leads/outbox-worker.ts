// The delivery worker: claims due outbox rows (FOR UPDATE SKIP LOCKED plus a
// lease, db/repositories/leads.ts), hands each to its transport, and records
// the outcome: delivered, pending with the next attempt time, or dead. A
// worker killed mid-delivery leaves its rows leased; when the lease runs out
// any worker sends them again with the same idempotency key, so delivery is
// at-least-once and exactly-once for a receiver that de-duplicates.
//
// Throughput (finding 14, decision 0032): the running worker has lanes per
// destination kind (e-mail, webhook), up to `concurrency` deliveries in flight
// in each (a claimed batch may overfill them once), and does not wait for a
// batch to finish before claiming the next. So a slow destination (a webhook
// taking its whole 10 s timeout) holds a lane, not a batch, and slow webhooks
// never hold up e-mails: a kind whose lanes are all busy is left out of the
// next claim. With more due than lanes, it claims again as soon as a busy
// kind has a quarter of its lanes free; a claim costs two queries, so it does
// not claim for every lane that frees. A NOTIFY (another process queued
// a lead) or a poke (this one did) wakes it at once; otherwise it looks every
// `pollMs`.
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
  /** Deliveries in flight at once (lanes): sized for network transports, where a send waits on the far end. */
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
/** Lanes per destination kind: an SMTP send or a webhook call mostly waits on the network, so many fit in one process. */
export const DEFAULT_CONCURRENCY = 16;
/** Rows claimed by one `runOnce`, and at most this many (the free lanes) by the running worker at a time. */
export const DEFAULT_BATCH_SIZE = 32;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker & { start(): Promise<void> } {
  const retry = options.retry ?? DEFAULT_RETRY_SCHEDULE;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const claimAt = Math.max(1, Math.min(batchSize, Math.ceil(concurrency / 4)));

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

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(options.db, { now: now(), limit: batchSize, leaseMs });
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
      while (next < claimed.length) await deliverOne(claimed[next++]);
    });
    await Promise.all(lanes);
    return claimed.length;
  }

  /** One waiting loop's alarm: a poke rings every loop; a poke while it is busy is kept for its next wait. */
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
    /** Ends a sleep nobody waits for any more (its timer would linger). */
    cancel() {
      this.wake?.();
    }
  }
  const wakers = new Set<Waker>();

  function poke() {
    for (const waker of wakers) waker.ring();
  }

  /**
   * The running worker's loop: claim what is due (leaving out kinds whose lanes are all busy), start each
   * delivery on its kind's lanes, and claim again when poked, when the poll comes round, or — while there is
   * more due than lanes — when a busy kind has a quarter of its lanes free again.
   */
  async function run() {
    const waker = new Waker();
    wakers.add(waker);
    const busy = new Map<string, number>();
    const busyIn = (kind: string) => busy.get(kind) ?? 0;
    const inFlight = new Set<Promise<void>>();
    const deliveringIds = new Set<number>();
    let laneWaiter: (() => void) | null = null;
    let failures = 0;
    while (!stopped) {
      const full = [...busy.keys()].filter((kind) => busyIn(kind) >= concurrency);
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(options.db, {
          now: now(),
          limit: batchSize,
          leaseMs,
          kinds: full.length ? { except: full } : undefined,
          excludeIds: [...deliveringIds],
        });
        failures = 0;
      } catch (error) {
        failures++;
        log.warn(`Lead delivery worker: ${errorText(error)} (will try again)`);
      }
      for (const row of claimed) {
        const kind = row.delivery.destination.kind;
        busy.set(kind, busyIn(kind) + 1);
        deliveringIds.add(row.delivery.id);
        const lane: Promise<void> = deliverOne(row)
          .catch((error: unknown) => log.warn(`Lead delivery worker: ${errorText(error)} (the lease will bring it back)`))
          .finally(() => {
            inFlight.delete(lane);
            deliveringIds.delete(row.delivery.id);
            busy.set(kind, busyIn(kind) - 1);
            if (laneWaiter && busyIn(kind) <= concurrency - claimAt) laneWaiter();
          });
        inFlight.add(lane);
      }
      if (stopped) break;
      const backlog = claimed.length === batchSize || full.length > 0;
      const nowFull = [...busy.keys()].some((kind) => busyIn(kind) >= concurrency);
      // More is due and every kind has lanes free: claim again at once.
      if (backlog && !nowFull && claimed.length > 0) continue;
      const waits: Promise<void>[] = [waker.sleep(failures ? Math.min(pollMs * 2 ** failures, 60_000) : pollMs)];
      if (backlog || nowFull) waits.push(new Promise<void>((resolve) => (laneWaiter = resolve)));
      await Promise.race(waits);
      laneWaiter = null;
      waker.cancel();
    }
    wakers.delete(waker);
    await Promise.all(inFlight);
  }

  return {
    runOnce,
    poke,
    async start() {
      if (loop) return;
      unlisten = await options.db.listen(OUTBOX_CHANNEL, poke).catch(() => null);
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
