// Which detail-page views count (GET /cars/{slug}/view.json; decision 0032).
// A view counts once per visitor per car per day (UTC). A visitor is the
// first-party visitor cookie when the browser sends one, else a hash of the
// client's address and user agent for the day; a request without the cookie
// is given one, marked as already counted for that car, so the browser's next
// view is not a second visitor. Whatever the cookies say, one client address
// counts at most PER_CLIENT_DAILY_CAP views of a car a day (a script minting
// cookies). Known bots never count. Everything is held in memory, bounded
// (least recently used first out), per server process.
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

export const VISITOR_COOKIE = "forecourt_visitor";
/** Over https: the `__Host-` prefix (Secure, Path=/, no Domain), as the CSRF cookie. */
export const SECURE_VISITOR_COOKIE = `__Host-${VISITOR_COOKIE}`;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Views of one car one client address may add in a day, however many visitor cookies it shows (an office, a household). */
export const PER_CLIENT_DAILY_CAP = 10;
/** (visitor, car, day) triples remembered; each takes about 150 bytes, so this is ~30 MB at most. */
export const DEFAULT_REMEMBERED_VIEWS = 200_000;

export interface ViewRequest {
  carId: number;
  /** The visitor cookie's value, if the request carried one. */
  visitorCookie: string | null;
  /** The client address (services/security/client-address.ts's key: an IPv6 client is its /64). */
  client: string;
  userAgent: string | null;
}

export interface ViewVerdict {
  /** Add one to the car's views. */
  count: boolean;
  /** A new visitor id to set in the cookie (the request had none, or a malformed one); null when the cookie stays. */
  newVisitorId: string | null;
}

export interface ViewCounter {
  decide(request: ViewRequest): ViewVerdict;
}

export function createViewCounter(options: { maxEntries?: number; now?: () => Date } = {}): ViewCounter {
  const maxEntries = options.maxEntries ?? DEFAULT_REMEMBERED_VIEWS;
  const now = options.now ?? (() => new Date());
  // Keys carry the day, so yesterday's entries are never matched again and simply age out of the LRU.
  const seen = new LRUCache<string, true>({ max: maxEntries });
  const perClient = new LRUCache<string, number>({ max: Math.max(1, Math.ceil(maxEntries / 4)) });

  return {
    decide({ carId, visitorCookie, client, userAgent }) {
      const cookie = visitorCookie && VISITOR_ID.test(visitorCookie) ? visitorCookie : null;
      const newVisitorId = cookie ? null : randomBytes(16).toString("base64url");
      if (isbot(userAgent)) return { count: false, newVisitorId: null };
      const day = now().toISOString().slice(0, 10);
      const visitor = cookie ? `c:${cookie}` : `a:${digest(`${day}|${client}|${userAgent ?? ""}`)}`;
      const key = `${day}|${carId}|${visitor}`;
      // The cookie this answer sets stands for the same visitor: its next view of this car today is not new.
      if (newVisitorId) seen.set(`${day}|${carId}|c:${newVisitorId}`, true);
      if (seen.has(key)) return { count: false, newVisitorId };
      seen.set(key, true);
      const clientKey = `${day}|${carId}|${digest(client)}`;
      const counted = perClient.get(clientKey) ?? 0;
      if (counted >= PER_CLIENT_DAILY_CAP) return { count: false, newVisitorId };
      perClient.set(clientKey, counted + 1);
      return { count: true, newVisitorId };
    },
  };
}

/** The visitor cookie's name for a request: `__Host-` when the site is served over https. */
export function visitorCookieName(https: boolean): string {
  return https ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE;
}

/** The Set-Cookie header for a new visitor id. */
export function visitorCookieHeader(id: string, https: boolean): string {
  const attributes = ["Path=/", `Max-Age=${COOKIE_MAX_AGE_S}`, "HttpOnly", "SameSite=Lax", ...(https ? ["Secure"] : [])];
  return `${visitorCookieName(https)}=${id}; ${attributes.join("; ")}`;
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}
