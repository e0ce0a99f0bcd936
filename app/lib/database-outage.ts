// What a page that needs the database says while it is away (the root
// ErrorBoundary draws it; app/middleware/database-outage.server.ts throws it).
import type { PublicSite } from "./site-public.ts";

export const DATABASE_OUTAGE_TITLE = "We'll be right back";
export const DATABASE_OUTAGE_MESSAGE =
  "This page can't be shown just now because of a problem on our side. Please try again in a minute. Our stock search still works.";

/** Said above a form post the page could not take (without JavaScript): what was typed comes back with it. */
export const DATABASE_OUTAGE_POST_MESSAGE =
  "Nothing was sent: we couldn't reach our system just now because of a problem on our side. What you typed is kept below. Please press “Send again” in a minute.";

/**
 * A form post (without JavaScript) that met the outage after its action
 * refused it, when the form's page itself could not be drawn (it needs the
 * car from the database): the posted fields, to post again as they were (the
 * same CSRF token and idempotency key, so a second try is the same lead, never
 * a second one), and what the shopper typed, to show. Card fields never come back.
 */
export interface OutageResend {
  fields: [string, string][];
  shown: { label: string; value: string }[];
}

/** The 503 error response's data: the site comes along, since the root loader's data is not there for this response. */
export interface DatabaseOutagePage {
  databaseUnavailable: true;
  message: string;
  site: PublicSite;
  resend: OutageResend | null;
  /** The request's id (server/request-log.ts), shown for the shopper to quote. */
  requestId: string | null;
}

export function isDatabaseOutagePage(value: unknown): value is DatabaseOutagePage {
  return !!value && typeof value === "object" && (value as { databaseUnavailable?: unknown }).databaseUnavailable === true;
}
