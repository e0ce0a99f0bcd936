// "Is the database away?" — the one place that tells an outage (the server
// stopped, restarting, unreachable, or too slow: a statement timeout, no
// pooled connection in time) from a bug or bad data. Pages answer the first
// with a 503 and Retry-After (app/middleware/database-outage.server.ts), lead
// forms with their "try again in a minute" message and the shopper's values,
// /healthz with "degraded". docs/security.md "Database outages".

/** Retry-After on every answer that met an outage (pages, lead forms, /healthz): seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Socket errors: nothing answered, or the connection broke. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ECONNABORTED"]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient
 * resources: too many connections, out of memory or disk), 57P01–57P05
 * (admin or crash shutdown, cannot connect now: starting up, idle session
 * timeout), 57014 (query cancelled: our statement timeout), 55P03 (lock not
 * available), 25P03 (idle-in-transaction timeout).
 */
function isOutageSqlState(code: string): boolean {
  return /^(08|53)/.test(code) || /^57P0[1-5]$/.test(code) || code === "57014" || code === "55P03" || code === "25P03";
}

/** node-postgres's own messages for a pool or client that cannot reach the server. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Query read timeout|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i;

/** Thrown by callers that want to say so explicitly; also what isDatabaseUnavailable answers true for. */
export class DatabaseUnavailableError extends Error {
  name = "DatabaseUnavailableError";
  constructor(message = "The database is unavailable", options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * True when the error (or one it wraps: Drizzle's query error, an
 * AggregateError of a dual-stack connect) says the database is unreachable or
 * too slow, rather than that the query or its data was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || isOutageSqlState(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/** A short description for logs and /healthz: the server's own message, never a stack. */
export function unavailableReason(error: unknown): string {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === "object"; i++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" || cause === undefined) {
      const text = typeof message === "string" && message ? message : String(current);
      return typeof code === "string" && !text.includes(code) ? `${text} (${code})` : text;
    }
    current = cause;
  }
  return String(error);
}
