// The alerts worker (decision 0040), one per server process beside the lead
// delivery worker. Each round:
//   1. match: car changes the cars triggers recorded (car_alert_events) are
//      matched against the group's alerting saved searches — arrivals through
//      the search engine (match.ts), price drops against watchlists — and the
//      matches stored (unique per search and car/price, so a round repeated by
//      another process or after a crash records nothing twice);
//   2. digest: a search with matches waiting and no digest in the last 24 hours
//      gets one message per channel, queued in alert_deliveries (the lock on
//      the search and the (search, channel, day) key keep it to one a day);
//   3. deliver: due messages are claimed with a lease and sent by email (the
//      lead mailer's provider) or SMS; failures retry on the lead schedule.
// NOTIFY cars_changed and alert_outbox start a round at once; a timer is the net.
import type { Database } from "../../db/client.ts";
import { findUser } from "../../db/repositories/accounts.ts";
import {
  ALERTS_CHANNEL,
  alertingSearches,
  claimDueAlerts,
  queueDigest,
  recordAlertAttempt,
  recordMatches,
  searchesDueForDigest,
  unprocessedEvents,
  watchersOf,
  type NewAlertDelivery,
  type NewMatch,
} from "../../db/repositories/alerts.ts";
import type { AlertDeliveryRow, SavedSearchRow } from "../../db/schema.ts";
import { digestEmail, digestSms, type DigestCar, type DigestInput } from "../../domain/alerts/digest.ts";
import type { CarDocument } from "../../domain/car-document.ts";
import { carPrice } from "../../domain/price-display.ts";
import { canonicalUrl } from "../../sites/origin.ts";
import type { Site, SiteRegistry } from "../../sites/registry.ts";
import { DEFAULT_RETRY_SCHEDULE, errorTextOf, headerSafe, nextAttempt, type MailSender } from "../leads/index.ts";
import { log } from "../log.ts";
import type { SecretInput } from "../security/index.ts";
import type { SmsProvider } from "../sms/index.ts";
import { loadCarDocumentsByIds, StockScope } from "../stock/index.ts";
import { matchSavedSearches } from "./match.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export const DIGEST_INTERVAL_MS = 24 * 3_600_000;
const EVENT_BATCH = 1000;
const DIGEST_BATCH = 100;
const DELIVERY_BATCH = 20;
const LEASE_MS = 2 * 60_000;
export const ALERTS_MAIL_FROM_ADDRESS = "alerts@forecourt.localhost";

export interface AlertWorkerOptions {
  db: Database;
  secret: SecretInput;
  sites: SiteRegistry;
  mail: MailSender;
  sms: SmsProvider;
  clock?: () => Date;
  random?: () => number;
  /** Rounds when nothing pokes the worker (default a minute). */
  intervalMs?: number;
}

export interface AlertWorker {
  /** One round: match, digest, deliver. Resolves to what it did. */
  runOnce(): Promise<{ matched: number; digests: number; delivered: number }>;
  poke(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const carTitle = (car: CarDocument) => [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
/** The price the car's page shows (domain/price-display.ts), as the price-drop events read it (migration 0009). */
const currentPrice = (car: CarDocument) => carPrice(car)?.shown ?? null;

export function createAlertWorker(options: AlertWorkerOptions): AlertWorker {
  const { db, sites } = options;
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const scopeOf = (slug: string) => {
    const site = sites.get(slug);
    return site ? StockScope.site(site, clock()) : null;
  };

  async function matchEvents(): Promise<number> {
    const events = await unprocessedEvents(db, EVENT_BATCH);
    if (events.length === 0) return 0;
    const now = clock();
    const matches: NewMatch[] = [];
    const arrivals = events.filter((e) => e.kind === "arrived");
    if (arrivals.length) {
      const groups = [...new Set(arrivals.map((e) => e.dealerGroupId))];
      const [searches, cars] = await Promise.all([alertingSearches(db, "search", groups), loadCarDocumentsByIds(db, [...new Set(arrivals.map((e) => e.carId))])]);
      const groupOf = new Map(searches.map((s) => [s.id, s.dealerGroupId]));
      const priceOf = new Map(cars.map((c) => [Number(c.objectID), currentPrice(c)]));
      for (const [searchId, carIds] of matchSavedSearches(searches, cars, scopeOf)) {
        for (const carId of carIds) {
          matches.push({ dealerGroupId: groupOf.get(searchId)!, savedSearchId: searchId, carId, kind: "arrived", oldPrice: null, newPrice: priceOf.get(carId) ?? null });
        }
      }
    }
    const drops = events.filter((e) => e.kind === "price_drop");
    if (drops.length) {
      const watchers = await watchersOf(db, [...new Set(drops.map((e) => e.carId))]);
      for (const drop of drops) {
        for (const w of watchers) {
          if (w.carId === drop.carId && w.dealerGroupId === drop.dealerGroupId) {
            matches.push({ dealerGroupId: w.dealerGroupId, savedSearchId: w.savedSearchId, carId: drop.carId, kind: "price_drop", oldPrice: drop.oldPrice, newPrice: drop.newPrice });
          }
        }
      }
    }
    await recordMatches(db, matches, events.map((e) => e.id), now);
    return matches.length;
  }

  function digestInput(site: Site, search: SavedSearchRow, cars: DigestCar[], channel: "email" | "sms"): DigestInput {
    const garage = canonicalUrl(site, site.features.garage.path);
    return {
      siteName: site.name,
      searchName: search.name,
      watchlist: search.kind === "watchlist",
      searchUrl: search.kind === "watchlist" ? garage : canonicalUrl(site, search.path),
      manageUrl: garage,
      unsubscribeUrl: canonicalUrl(site, `/pages/unsubscribe?token=${unsubscribeToken(options.secret, search.id, channel)}`),
      cars,
    };
  }

  async function buildDigests(): Promise<number> {
    const now = clock();
    const since = new Date(now.getTime() - DIGEST_INTERVAL_MS);
    const due = await searchesDueForDigest(db, since, DIGEST_BATCH);
    let queued = 0;
    for (const { search, matches } of due) {
      const site = sites.get(search.siteSlug);
      const user = await findUser(db, search.dealerGroupId, search.userId);
      const cars = new Map((await loadCarDocumentsByIds(db, [...new Set(matches.map((m) => m.carId))])).map((c) => [Number(c.objectID), c]));
      queued += await queueDigest(db, search.id, matches.map((m) => m.id), since, now, DEFAULT_RETRY_SCHEDULE.windowMs, (locked, taken) => {
        if (!site || !user) return [];
        const listed: DigestCar[] = [];
        for (const match of matches) {
          const car = cars.get(match.carId);
          // A car sold or gone since it matched is not news any more.
          if (!taken.has(match.id) || !car || car.status === "sold") continue;
          listed.push({
            kind: match.kind,
            title: carTitle(car),
            price: match.kind === "price_drop" ? match.newPrice : currentPrice(car),
            oldPrice: match.oldPrice,
            url: canonicalUrl(site, `/cars/${car.slug}`),
          });
        }
        if (listed.length === 0) return [];
        const messages: NewAlertDelivery[] = [];
        if (locked.emailAlerts && locked.email) {
          const input = digestInput(site, locked, listed, "email");
          messages.push({ channel: "email", recipient: locked.email, ...digestEmail(input), unsubscribeUrl: input.unsubscribeUrl });
        }
        if (locked.smsAlerts) {
          const input = digestInput(site, locked, listed, "sms");
          messages.push({ channel: "sms", recipient: user.phone, subject: "", text: digestSms(input), html: null, unsubscribeUrl: input.unsubscribeUrl });
        }
        return messages;
      });
    }
    return queued;
  }

  async function send(delivery: AlertDeliveryRow): Promise<{ kind: "delivered" } | { kind: "retry" | "failed"; error: string }> {
    if (delivery.channel === "sms") {
      try {
        await options.sms.send({ to: delivery.recipient, text: delivery.text });
        return { kind: "delivered" };
      } catch (error) {
        return { kind: "retry", error: errorTextOf(error) };
      }
    }
    const site = sites.get(delivery.siteSlug);
    return options.mail.send(
      {
        from: { name: headerSafe(site?.name ?? "Forecourt"), address: ALERTS_MAIL_FROM_ADDRESS },
        to: delivery.recipient,
        subject: delivery.subject,
        text: delivery.text,
        html: delivery.html ?? undefined,
        messageId: `<${delivery.idempotencyKey}@forecourt>`,
        headers: { "List-Unsubscribe": `<${delivery.unsubscribeUrl}>`, "Auto-Submitted": "auto-generated" },
      },
      delivery.idempotencyKey,
    );
  }

  async function deliver(): Promise<number> {
    const claimed = await claimDueAlerts(db, { now: clock(), limit: DELIVERY_BATCH, leaseMs: LEASE_MS });
    let delivered = 0;
    for (const { delivery, wanted } of claimed) {
      if (!wanted) {
        await recordAlertAttempt(db, delivery, { status: "cancelled", error: "unsubscribed before sending" }, clock());
        continue;
      }
      const outcome = await send(delivery);
      const at = clock();
      if (outcome.kind === "delivered") {
        await recordAlertAttempt(db, delivery, { status: "delivered" }, at);
        delivered++;
        continue;
      }
      const decision = outcome.kind === "retry" ? nextAttempt({ attempt: delivery.attempts, now: at, deadline: delivery.deadlineAt }, DEFAULT_RETRY_SCHEDULE, random) : null;
      if (decision?.retry) await recordAlertAttempt(db, delivery, { status: "pending", error: outcome.error, nextAttemptAt: decision.at }, at);
      else {
        await recordAlertAttempt(db, delivery, { status: "dead", error: outcome.error }, at);
        log.warn(`Alert ${delivery.idempotencyKey} (${delivery.channel}) not delivered: ${outcome.error}`);
      }
    }
    return delivered;
  }

  async function runOnce() {
    const matched = await matchEvents();
    const digests = await buildDigests();
    let delivered = 0;
    for (;;) {
      const n = await deliver();
      delivered += n;
      if (n < DELIVERY_BATCH) break;
    }
    return { matched, digests, delivered };
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const unlisteners: (() => Promise<void>)[] = [];

  function poke() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          log.warn(`Alerts worker: ${errorTextOf(error)} (will try again)`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    runOnce,
    poke,
    async start() {
      for (const channel of ["cars_changed", ALERTS_CHANNEL]) {
        const off = await db.listen(channel, poke, poke).catch(() => null);
        if (off) unlisteners.push(off);
      }
      timer = setInterval(poke, options.intervalMs ?? 60_000);
      timer.unref();
      poke();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      for (const off of unlisteners) await off().catch(() => {});
    },
  };
}
