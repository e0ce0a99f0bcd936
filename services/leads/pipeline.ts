// Everything the lead service functions need, built once per server process
// (server/start-services.ts) and passed to submitLead, receiveLeadForm,
// saveTradeInValuation, acceptTradeInOffer and recordShopperEvent.
import type { Database } from "../../db/client.ts";
import { SlidingWindowLimiter, type SecretInput, type SubmissionLimiter } from "../security/index.ts";
import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from "./retry-schedule.ts";
import { SiteDirectoryCache } from "./site-directory.ts";

export interface LeadPipeline {
  db: Database;
  /** Signs CSRF tokens and lead tokens (and verifies them with the previous secret too). */
  secret: SecretInput;
  limiter: SubmissionLimiter;
  /** Only windowMs is used here: how long new deliveries are retried. */
  retry: RetrySchedule;
  now(): Date;
  directory: SiteDirectoryCache;
  /** Called after deliveries were queued, so this process's worker starts at once. */
  onQueued?(): void;
}

export interface LeadPipelineOptions {
  limiter?: SubmissionLimiter;
  retry?: RetrySchedule;
  now?: () => Date;
  onQueued?: () => void;
}

export function createLeadPipeline(db: Database, secret: SecretInput, options: LeadPipelineOptions = {}): LeadPipeline {
  return {
    db,
    secret,
    limiter: options.limiter ?? new SlidingWindowLimiter(),
    retry: options.retry ?? DEFAULT_RETRY_SCHEDULE,
    now: options.now ?? (() => new Date()),
    directory: new SiteDirectoryCache(db),
    onQueued: options.onQueued,
  };
}
