// What every loader and action may use, read from the router context
// (app/context.ts). server/start-services.ts builds it once per process.
import type { Database } from "../db/client.ts";
import type { CarSearchEngine } from "../search/cars/index.ts";
import type { SiteRegistry } from "../sites/registry.ts";
import type { AppConfig } from "./config.ts";
import type { LeadServices } from "./start-lead-services.ts";
import type { AppSecret } from "./security/index.ts";
import type { AccountServices } from "./accounts/index.ts";
import type { ViewCounter } from "./stock/index.ts";
import type { AlertWorker } from "./alerts/index.ts";
import type { OnlinePaymentDeps, SpinDeps } from "./promotions/index.ts";

export interface Services {
  config: AppConfig;
  /** Signs CSRF tokens, lead tokens and search keys (services/security/secret.ts). */
  secret: AppSecret;
  db: Database;
  sites: SiteRegistry;
  search: CarSearchEngine;
  dataDir: string;
  startedAt: Date;
  /** Lead pipeline, reservations, analytics events and the leads CLI's endpoint (docs/leads.md). */
  leads: LeadServices;
  /** Shopper accounts: sign-in codes by SMS, sessions, the watchlist, My Garage (docs/accounts.md). */
  accounts: AccountServices;
  /** Which detail-page views count: once per visitor per car per day, never a bot (decision 0032). */
  views: ViewCounter;
  /** Saved-search and watchlist alerts: matching, daily digests, their outbox (decision 0040). */
  alerts: AlertWorker;
  /** /spin-to-win and /online-payment (decision 0041). */
  promotions: { spin: SpinDeps; payments: OnlinePaymentDeps };
  stop(): Promise<void>;
}
