// What a page that needs the database says while it is away (the root
// ErrorBoundary draws it; app/middleware/database-outage.server.ts throws it).
import type { PublicSite } from "./site-public.ts";

export const DATABASE_OUTAGE_TITLE = "We'll be right back";
export const DATABASE_OUTAGE_MESSAGE =
  "This page can't be shown just now because of a problem on our side. Please try again in a minute. Our stock search still works.";

/** The 503 error response's data: the site comes along, since the root loader's data is not there for this response. */
export interface DatabaseOutagePage {
  databaseUnavailable: true;
  message: string;
  site: PublicSite;
  /** The request's id (server/request-log.ts), shown for the shopper to quote. */
  requestId: string | null;
}

export function isDatabaseOutagePage(value: unknown): value is DatabaseOutagePage {
  return !!value && typeof value === "object" && (value as { databaseUnavailable?: unknown }).databaseUnavailable === true;
}
