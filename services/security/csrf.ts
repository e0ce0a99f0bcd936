// CSRF protection that works for plain HTML forms (no JavaScript needed):
// the server sets a random value in an HttpOnly cookie, and every form carries
// a token derived from it (HMAC with the app secret) in a hidden field. A
// cross-site page can make the browser send the cookie but can neither read
// it nor compute the token. On top, a POST whose Origin (or, without one,
// Referer) names another host is refused, as is one the browser itself marks
// cross-site (Sec-Fetch-Site). docs/leads.md "CSRF".
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { signingSecret, verifyingSecrets, type SecretInput } from "./secret.ts";

export const CSRF_COOKIE = "forecourt_csrf";
/**
 * The cookie's name when the site is served over https: the `__Host-` prefix makes the browser insist on
 * Secure, Path=/ and no Domain, so no other (sub)domain can plant or overwrite it.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
/** The hidden form field; fetch() callers may send the header instead. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "X-CSRF-Token";

/** Shown (403) when a form has no valid token: the page is stale or the post came from elsewhere. */
export const CSRF_FAILED_MESSAGE =
  "Your session has expired. Please reload the page and send the form again — your details are kept.";

export type CsrfFailure = "cross-origin" | "missing-cookie" | "missing-token" | "bad-token";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    // A value that is not valid percent-encoding (`%zz`) is no cookie at all, not an error.
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const COOKIE_VALUE = /^[A-Za-z0-9_-]{32,64}$/;

function tokenFor(cookieValue: string, secret: string): string {
  return createHmac("sha256", secret).update(`csrf:${cookieValue}`).digest("base64url");
}

/** The site is served over https: the request's URL says so (TLS here, or a trusted proxy's word: server/request-client.ts). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

const cookieName = (request: Request) => (isSecureRequest(request) ? SECURE_CSRF_COOKIE : CSRF_COOKIE);

/**
 * The token to render in a form's hidden field, and the Set-Cookie header to
 * send with the page when the browser has no cookie yet (null otherwise).
 */
export function issueCsrfToken(request: Request, secret: SecretInput): { token: string; setCookie: string | null } {
  const existing = readCookie(request, cookieName(request));
  if (existing && COOKIE_VALUE.test(existing)) return { token: tokenFor(existing, signingSecret(secret)), setCookie: null };
  const value = randomBytes(32).toString("base64url");
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(isSecureRequest(request) ? ["Secure"] : [])];
  return { token: tokenFor(value, signingSecret(secret)), setCookie: `${cookieName(request)}=${value}; ${attributes.join("; ")}` };
}

/** The host the browser addressed (Host header), lower case. */
function requestHost(request: Request): string {
  return (request.headers.get("Host") ?? new URL(request.url).host).toLowerCase();
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Origin/Referer/Sec-Fetch-Site say the request was made by a page of this host (or say nothing). */
export function isSameOrigin(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return hostOf(origin) === requestHost(request);
  const referer = request.headers.get("Referer");
  if (referer !== null) return hostOf(referer) === requestHost(request);
  // Neither header: not a browser form post (browsers send Origin on POST); the token still decides.
  return true;
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a state-changing request. `submittedToken` is the hidden field's
 * value (pass null to read the X-CSRF-Token header).
 */
export function verifyCsrf(
  request: Request,
  submittedToken: string | null | undefined,
  secret: SecretInput,
): { ok: true } | { ok: false; failure: CsrfFailure } {
  if (!isSameOrigin(request)) return { ok: false, failure: "cross-origin" };
  const cookie = readCookie(request, cookieName(request));
  if (!cookie || !COOKIE_VALUE.test(cookie)) return { ok: false, failure: "missing-cookie" };
  const token = submittedToken ?? request.headers.get(CSRF_HEADER);
  if (!token) return { ok: false, failure: "missing-token" };
  return verifyingSecrets(secret).some((key) => equalText(token, tokenFor(cookie, key))) ? { ok: true } : { ok: false, failure: "bad-token" };
}
