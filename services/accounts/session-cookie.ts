// The session cookie: a random token (32 bytes) in an HttpOnly, SameSite=Lax
// cookie, named __Host-forecourt_session and Secure over https (so no other
// subdomain can set or overwrite it, as the CSRF cookie, decision 0029). The
// database keeps only the token's SHA-256: a copy of the sessions table
// cannot be replayed as cookies.
import { createHash, randomBytes } from "node:crypto";
import { SESSION_IDLE_MS } from "../../domain/accounts/sign-in-rules.ts";
import { isSecureRequest, readCookie } from "../security/index.ts";

export const SESSION_COOKIE = "forecourt_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The cookie's name and Secure flag follow the scheme as the CSRF cookie's do (never a client's forwarding header). */
export const sessionCookieName = (request: Request) => (isSecureRequest(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export const newSessionToken = (): string => randomBytes(32).toString("base64url");

export const sessionTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The token the browser sent, when it has the shape of one. */
export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, sessionCookieName(request));
  return value && TOKEN.test(value) ? value : null;
}

function attributes(request: Request, maxAgeSeconds: number): string {
  return ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(isSecureRequest(request) ? ["Secure"] : [])].join("; ");
}

/** Set-Cookie for a session token: kept by the browser as long as the session may stay idle. */
export const sessionSetCookie = (request: Request, token: string): string =>
  `${sessionCookieName(request)}=${token}; ${attributes(request, Math.floor(SESSION_IDLE_MS / 1000))}`;

/** Set-Cookie that removes the session cookie. */
export const clearSessionCookie = (request: Request): string => `${sessionCookieName(request)}=; ${attributes(request, 0)}`;
