// Shopper accounts (issue 12): sign-in by SMS code, sessions in PostgreSQL,
// the watchlist and My Garage. docs/accounts.md walks through it; decision
// 0034 says why an account belongs to the dealer group.
import type { Database } from "../../db/client.ts";
import { deleteIdleSessions, deleteOldChallenges } from "../../db/repositories/accounts.ts";
import { SESSION_IDLE_MS } from "../../domain/accounts/sign-in-rules.ts";
import { SlidingWindowLimiter, type SecretInput } from "../security/index.ts";
import type { SmsProvider } from "../sms/index.ts";
import type { AccountDeps } from "./deps.ts";

export type { AccountDeps, AccountSite } from "./deps.ts";
export { confirmSignInCode, requestSignInCode, type CodeSent, type SignInRefusal } from "./sign-in.ts";
export { currentSession, endOwnSession, endSessionByToken, openSession, type CurrentSession } from "./sessions.ts";
export {
  clearSessionCookie,
  readSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionSetCookie,
  sessionTokenHash,
} from "./session-cookie.ts";
export { displayMobile, maskedMobile, parseAustralianMobile } from "./mobile-number.ts";
export { changeWatchlist, savedCarIds, type WatchlistAnswer } from "./watchlist.ts";
export { deleteAccount, garageFor, saveDetails, savedDetailsSchema, type Garage, type GarageSession } from "./garage.ts";

const FIFTEEN_MINUTES = 15 * 60_000;

export interface AccountServicesOptions {
  db: Database;
  secret: SecretInput;
  sms: SmsProvider;
  /** Codes one client may ask for in 15 minutes; it may try codes three times as often. */
  codesPerClient: number;
  clock?: () => Date;
}

export interface AccountServices extends AccountDeps {
  /** Deletes sessions idle for 30 days and codes older than a day (hourly, and once at start). */
  stop(): void;
}

export function createAccountServices(options: AccountServicesOptions): AccountServices {
  const clock = options.clock ?? (() => new Date());
  const perClient = (limit: number) => new SlidingWindowLimiter([{ scope: "client", limit, windowMs: FIFTEEN_MINUTES }]);
  const sweep = () => {
    const now = clock().getTime();
    void Promise.all([
      deleteIdleSessions(options.db, new Date(now - SESSION_IDLE_MS)),
      deleteOldChallenges(options.db, new Date(now - 86_400_000)),
    ]).catch(() => {});
  };
  sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return {
    db: options.db,
    secret: options.secret,
    sms: options.sms,
    codeLimiter: perClient(options.codesPerClient),
    verifyLimiter: perClient(options.codesPerClient * 3),
    clock,
    stop: () => clearInterval(timer),
  };
}
