// Releases reservations whose hold is over (48 hours by default), and
// pending holds left by a process that died while charging. A released car
// is marked not reserved, with updated_at moved so search indexes pick it up.
import type { Database } from "../../db/client.ts";
import { releaseEndedHolds } from "../../db/repositories/reservations.ts";
import { log } from "../log.ts";
import { ABANDON_PENDING_AFTER_MS } from "./reserve-car.ts";

export interface ExpiryWorkerOptions {
  db: Database;
  intervalMs?: number;
  now?: () => Date;
}

export interface ExpiryWorker {
  runOnce(): Promise<{ expired: number; abandoned: number }>;
  stop(): Promise<void>;
}

export function startReservationExpiry(options: ExpiryWorkerOptions): ExpiryWorker {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce() {
    const at = now();
    const { expired, abandoned } = await releaseEndedHolds(options.db, {
      now: at,
      abandonPendingBefore: new Date(at.getTime() - ABANDON_PENDING_AFTER_MS),
    });
    for (const hold of expired) log.info(`Reservation ${hold.id} of car ${hold.carId} expired; the car is available again.`);
    for (const hold of abandoned) {
      log.warn(`Reservation ${hold.id} of car ${hold.carId} was left pending while charging; check ${hold.provider} for a payment to refund.`);
    }
    return { expired: expired.length, abandoned: abandoned.length };
  }

  const timer = setInterval(() => {
    running = runOnce().catch((error) => log.warn(`Reservation expiry: ${error instanceof Error ? error.message : error}`));
  }, options.intervalMs ?? 60_000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
