// The assistant chat's server side (site feature `assistantChat`, detail §4
// "Assistant chat bubble: hidden, shown or opened"): a CSRF token for the
// conversation, and its answers sent as a vehicle enquiry through the lead
// pipeline — validated there like every other form.
import { data, type RouterContextProvider } from "react-router";
import { siteContext } from "../context.ts";
import { formSecurity, submitLeadForm } from "./forms/lead-form.server.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

function requireChat(context: Readonly<RouterContextProvider>) {
  if (!context.get(siteContext).features.assistantChat) throw data(null, { status: 404, headers: NO_STORE });
}

/** GET: the token the conversation posts with (and its cookie when the browser has none yet), and whether the site asks the shopper to agree to its terms. */
export function chatSession(request: Request, context: Readonly<RouterContextProvider>): Response {
  requireChat(context);
  const security = formSecurity(request, context);
  const terms = context.get(siteContext).features.termsCheckbox !== "none";
  const headers = new Headers(NO_STORE);
  if (security.setCookie) headers.append("Set-Cookie", security.setCookie);
  return Response.json({ csrf: security.csrf, idempotencyKey: security.idempotencyKey, terms }, { headers });
}

/**
 * POST: the conversation's answers, as an enquiry lead (about the car when it
 * names one; else, on a site of several dealerships, to the one the
 * shopper's postcode points to); the pipeline's answer as JSON.
 */
export async function chatLead(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  requireChat(context);
  const result = await submitLeadForm(request, context, "enquiry", { routeByPostcode: true });
  return Response.json(result.body, { status: result.status, headers: { ...result.headers, ...NO_STORE } });
}
