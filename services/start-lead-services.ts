// The lead pipeline's part of server start-up (server/start-services.ts): the
// pipeline and reservation dependencies the routes call, the delivery worker,
// the reservation expiry worker, and the operator token for the leads CLI.
import type { Database } from "../db/client.ts";
import type { AppConfig } from "./config.ts";
import { createSandboxProvider, type PaymentProvider } from "./payments/index.ts";
import { startReservationExpiry, type ReservationDeps } from "./reservations/index.ts";
import { DEFAULT_SUBMISSION_RULES, SlidingWindowLimiter, type AppSecret, type SubmissionLimiter } from "./security/index.ts";
import { databaseLeadAdmin, type LeadAdmin, writeOpsToken } from "./ops/index.ts";
import { createEventLimiter, createMailer, startOutboxWorker, type OutboxWorker, createLeadPipeline, type LeadPipeline, createWebhookSender } from "./leads/index.ts";

export interface LeadServices {
  /** For submitLead / receiveLeadForm / saveTradeInValuation / acceptTradeInOffer. */
  pipeline: LeadPipeline;
  /** For reserveCar / checkoutQuote. */
  reservations: ReservationDeps;
  /** For recordShopperEvent. */
  eventLimiter: SubmissionLimiter;
  /** For the operator endpoint. */
  admin: LeadAdmin;
  /** The operator endpoint's token; null when the CLI opens the database itself (DATABASE_URL). */
  opsToken: string | null;
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/** The default limits, with the per-client ones scaled to `perMinute` submissions a minute (default 5). */
function submissionLimiter(perMinute: number): SubmissionLimiter {
  const base = DEFAULT_SUBMISSION_RULES.find((r) => r.scope === "client" && r.windowMs === 60_000)?.limit ?? perMinute;
  return new SlidingWindowLimiter(
    DEFAULT_SUBMISSION_RULES.map((rule) => (rule.scope === "client" ? { ...rule, limit: Math.ceil((rule.limit * perMinute) / base) } : rule)),
  );
}

export async function startLeadServices(
  db: Database,
  config: AppConfig,
  place: { dataDir: string; mailDir: string; secret: AppSecret },
  options: { payments?: PaymentProvider } = {},
): Promise<LeadServices> {
  const outbox = await startOutboxWorker({
    db,
    transports: {
      email: createMailer({ smtpUrl: config.SMTP_URL || undefined, mailDir: place.mailDir }),
      webhook: createWebhookSender(),
    },
  });
  const pipeline = createLeadPipeline(db, place.secret, { onQueued: outbox.poke, limiter: submissionLimiter(config.LEAD_CLIENT_RATE_LIMIT) });
  const expiry = startReservationExpiry({ db });
  return {
    pipeline,
    reservations: { pipeline, payments: options.payments ?? createSandboxProvider() },
    eventLimiter: createEventLimiter(),
    admin: databaseLeadAdmin(db, { onRetried: outbox.poke }),
    opsToken: config.DATABASE_URL ? null : writeOpsToken(place.dataDir),
    outbox,
    async stop() {
      await expiry.stop();
      await outbox.stop();
    },
  };
}
