// Sessions in PostgreSQL: any process or node serves any request. A session
// is its group's: a token from another group's site is not found there. It
// ends after 30 days without a request, at sign-out, or when ended from My
// Garage. Signing in always makes a new token and ends the session the
// browser had (no session fixation).
import { sessionExpired, sessionNeedsTouch } from "../../domain/accounts/sign-in-rules.ts";
import {
  deleteSessionByHash,
  deleteUserSession,
  findSession,
  insertSession,
  listUserSessions,
  signInUser,
  touchSession,
} from "../../db/repositories/accounts.ts";
import type { ShopperSessionRow, ShopperUserRow } from "../../db/schema.ts";
import type { AccountDeps, AccountSite } from "./deps.ts";
import { newSessionToken, sessionTokenHash } from "./session-cookie.ts";

export interface OpenedSession {
  user: ShopperUserRow;
  /** The new cookie value. */
  token: string;
}

export async function openSession(
  deps: Pick<AccountDeps, "db" | "clock">,
  input: { site: AccountSite; phone: string; userAgent: string; replacingToken: string | null },
): Promise<OpenedSession> {
  const now = deps.clock();
  if (input.replacingToken) await deleteSessionByHash(deps.db, sessionTokenHash(input.replacingToken));
  const user = await signInUser(deps.db, input.site.dealerGroupId, input.phone, now);
  const token = newSessionToken();
  await insertSession(deps.db, {
    groupId: input.site.dealerGroupId,
    userId: user.id,
    tokenHash: sessionTokenHash(token),
    siteSlug: input.site.slug,
    userAgent: input.userAgent.slice(0, 300),
    now,
  });
  return { user, token };
}

export interface CurrentSession {
  user: ShopperUserRow;
  session: ShopperSessionRow;
  /** True when last-seen was moved on: the cookie's lifetime is worth renewing too. */
  touched: boolean;
}

/** The signed-in user of a request on this site's group, or null (no cookie, unknown, another group's, or idle too long). */
export async function currentSession(deps: Pick<AccountDeps, "db" | "clock">, site: AccountSite, token: string | null): Promise<CurrentSession | null> {
  if (!token) return null;
  const found = await findSession(deps.db, site.dealerGroupId, sessionTokenHash(token));
  if (!found) return null;
  const now = deps.clock();
  if (sessionExpired(found.session.lastSeenAt, now)) {
    await deleteSessionByHash(deps.db, found.session.tokenHash);
    return null;
  }
  const touched = sessionNeedsTouch(found.session.lastSeenAt, now);
  if (touched) await touchSession(deps.db, found.session.id, now);
  return { ...found, touched };
}

/** Sign out: the session of this token ends (whoever's it is: the token is the proof). */
export async function endSessionByToken(deps: Pick<AccountDeps, "db">, token: string | null): Promise<void> {
  if (token) await deleteSessionByHash(deps.db, sessionTokenHash(token));
}

export async function endOwnSession(deps: Pick<AccountDeps, "db">, site: AccountSite, userId: number, sessionId: number): Promise<boolean> {
  return deleteUserSession(deps.db, site.dealerGroupId, userId, sessionId);
}

export const userSessions = (deps: Pick<AccountDeps, "db">, site: AccountSite, userId: number) =>
  listUserSessions(deps.db, site.dealerGroupId, userId);
