// Pages that need the database, while it is away: a branded 503 ("We'll be
// right back") with Retry-After within seconds, never a raw 500. A loader or
// action that failed because the database is unreachable or too slow is
// noted by handleError (app/entry.server.tsx, with the one classifier,
// db/availability.ts); this middleware then throws a 503 error response, so
// the root ErrorBoundary draws the page inside the site's own header and
// footer (they come from configuration, not the database). Routes that answer
// data (JSON, XML, a PDF) get a short JSON 503 instead. Pages served from the
// page cache, the search API and images never get here.
import { data, type MiddlewareFunction } from "react-router";
import { databaseOutageContext, siteContext } from "../context.ts";
import { publicSite, type PublicSite } from "../lib/site-public.ts";
import { DATABASE_OUTAGE_MESSAGE, type DatabaseOutagePage } from "../lib/database-outage.ts";

export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const outage = context.get(databaseOutageContext);
  if (!outage?.error || response.status < 500) return response;
  await response.body?.cancel().catch(() => {});
  const type = response.headers.get("Content-Type") ?? "";
  // A document, or React Router's data request from a client-side navigation: the ErrorBoundary draws it.
  if (type.startsWith("text/html") || type.startsWith("text/x-script") || new URL(request.url).pathname.endsWith(".data")) {
    const site: PublicSite = publicSite(context.get(siteContext));
    throw data<DatabaseOutagePage>({ databaseUnavailable: true, message: DATABASE_OUTAGE_MESSAGE, site, requestId: request.headers.get("x-request-id") }, { status: 503, statusText: "Service Unavailable" });
  }
  return Response.json({ message: DATABASE_OUTAGE_MESSAGE }, { status: 503, headers: { "Cache-Control": "no-store" } });
};
