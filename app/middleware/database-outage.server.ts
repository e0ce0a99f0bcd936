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
import { DATABASE_OUTAGE_MESSAGE, DATABASE_OUTAGE_POST_MESSAGE, type DatabaseOutagePage, type OutageResend } from "../lib/database-outage.ts";
import { CARD_FIELDS } from "../../domain/payments/card-details.ts";
import { HONEYPOT_FIELD } from "../../domain/forms/fields.ts";
import { CSRF_FIELD, IDEMPOTENCY_FIELD } from "../../services/security/index.ts";
import { LANDING_URL_FIELD, VISITED_PAGES_FIELD } from "../../services/leads/index.ts";
import { ENHANCED_FIELD } from "../lib/forms/form-answer.ts";

/** Never posted again from the outage page: card details (typed again on the form) and the honeypot. */
const NOT_RESENT = new Set<string>([...CARD_FIELDS, HONEYPOT_FIELD, ENHANCED_FIELD]);
/** Posted again but not shown: the form's machinery. */
const NOT_SHOWN = new Set<string>([CSRF_FIELD, IDEMPOTENCY_FIELD, VISITED_PAGES_FIELD, LANDING_URL_FIELD, "intent", "lead_id", "lead_token"]);
const LABELS: Record<string, string> = {
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  postcode: "Postcode",
  message: "Comments",
  dealership_slug: "Dealership",
  terms_conditions: "Agreed to the terms",
};
const label = (name: string) => LABELS[name] ?? `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/_/g, " ")}`;

/** The post to offer again on the outage page; null for anything but a plain HTML form post. */
async function resendOf(posted: Request | null): Promise<OutageResend | null> {
  if (!posted) return null;
  const form = await posted.formData().catch(() => null);
  if (!form) return null;
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) if (typeof value === "string" && !NOT_RESENT.has(name)) fields.push([name, value]);
  const shown = fields.filter(([name, value]) => !NOT_SHOWN.has(name) && value.trim() !== "").map(([name, value]) => ({ label: label(name), value: value === "on" ? "Yes" : value }));
  return fields.length > 0 ? { fields, shown } : null;
}

const isFormPost = (request: Request) =>
  request.method === "POST" && /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get("Content-Type") ?? "");

export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // A copy of a form post's body, read only if the page cannot be drawn (bodies are bounded, 64 KB).
  const posted = isFormPost(request) && !new URL(request.url).pathname.endsWith(".data") ? request.clone() : null;
  const response = await next();
  const outage = context.get(databaseOutageContext);
  if (!outage?.error || response.status < 500) return response;
  await response.body?.cancel().catch(() => {});
  const type = response.headers.get("Content-Type") ?? "";
  // A document, or React Router's data request from a client-side navigation: the ErrorBoundary draws it.
  if (type.startsWith("text/html") || type.startsWith("text/x-script") || new URL(request.url).pathname.endsWith(".data")) {
    const site: PublicSite = publicSite(context.get(siteContext));
    const resend = await resendOf(posted);
    throw data<DatabaseOutagePage>(
      { databaseUnavailable: true, message: resend ? DATABASE_OUTAGE_POST_MESSAGE : DATABASE_OUTAGE_MESSAGE, site, resend, requestId: request.headers.get("x-request-id") },
      { status: 503, statusText: "Service Unavailable" },
    );
  }
  return Response.json({ message: DATABASE_OUTAGE_MESSAGE }, { status: 503, headers: { "Cache-Control": "no-store" } });
};
