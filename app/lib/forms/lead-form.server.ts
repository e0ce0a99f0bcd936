// The server half of every lead form page: what the form offers on this site
// (loader), and taking a post (page action without JavaScript, JSON endpoint
// with it) through the lead pipeline's receiveLeadForm. One path for both, so
// a form behaves the same with JavaScript on or off.
import { data, type RouterContextProvider } from "react-router";
import { redirectWithinSite } from "../same-site-redirect.ts";
import { moneyQuickPicks } from "../../../domain/forms/money.ts";
import { formFieldVisibility } from "../../../domain/forms/schemas.ts";
import { DEFAULT_ENQUIRY_CATEGORIES, type FormKind } from "../../../domain/leads/categories.ts";
import { LEAD_UNEXPECTED_ERROR } from "../../../domain/forms/messages.ts";
import { listVisibleLocations } from "../../../db/repositories/locations.ts";
import { leadFormOptions, receiveLeadForm, type LeadFormResponse, type PostedValues } from "../../../services/leads/index.ts";
import { issueCsrfToken, newIdempotencyKey } from "../../../services/security/index.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { log } from "../../../services/log.ts";
import type { FormChoice, LeadFormSetup } from "./form-setup.ts";
import { clientAddress, leadPipeline } from "./pipeline.server.ts";

/** A form endpoint's answer: status, headers and the body the page shows (extra fields per form on success). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string>;
  body: ({ ok: true } & T) | { ok: false; message: string; fieldErrors: Record<string, string>; formErrors: string[]; values?: PostedValues };
}

/** Form pages carry a per-visitor token: never stored by a shared cache. */
export const FORM_PAGE_CACHE = "private, no-cache";

/** The hidden field the enhanced form adds; without it the post came from a plain HTML form. */
export const ENHANCED_FIELD = "_enhanced";

export interface FormSetupResult {
  setup: LeadFormSetup;
  /** Set-Cookie for the CSRF cookie when the browser has none yet. */
  setCookie: string | null;
}

/** The state each location is in, and each dealership's (its first location's), for the postcode lookup. */
async function choiceStates(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const locations = await listVisibleLocations(services.db, site.dealershipIds);
  const byLocation = new Map(locations.map((l) => [l.id, l.state.toLowerCase()]));
  return { byLocation };
}

/** The CSRF token (and its cookie when new) and a fresh idempotency key: what every form render carries. */
export function formSecurity(request: Request, context: Readonly<RouterContextProvider>) {
  const csrf = issueCsrfToken(request, leadPipeline(context).secret);
  return { csrf: csrf.token, idempotencyKey: newIdempotencyKey(), setCookie: csrf.setCookie };
}

export async function leadFormSetup(request: Request, context: Readonly<RouterContextProvider>, kind: FormKind): Promise<FormSetupResult> {
  const site = context.get(siteContext);
  const pipeline = leadPipeline(context);
  const directory = await pipeline.directory.get(site);
  const options = leadFormOptions(kind, site, directory);
  const visible = formFieldVisibility(options);
  // The postcode lookup orders the selects by state: only needed when one shows.
  const states = visible.dealership || visible.location ? await choiceStates(context) : { byLocation: new Map<number, string>() };
  const dealershipState = new Map<number, string>();
  for (const location of directory.locations) {
    const state = states.byLocation.get(location.id);
    if (state && !dealershipState.has(location.dealershipId)) dealershipState.set(location.dealershipId, state);
  }
  const dealerships: FormChoice[] = directory.dealerships
    .filter((d) => options.dealershipSlugs?.includes(d.slug))
    .map((d) => ({ value: d.slug, label: d.name, state: dealershipState.get(d.id) ?? null }));
  const locations: FormChoice[] = directory.locations
    .filter((l) => options.locationIds?.includes(l.id))
    .map((l) => ({ value: String(l.id), label: l.name, state: states.byLocation.get(l.id) ?? null }));
  const security = formSecurity(request, context);
  return {
    setup: {
      kind,
      csrf: security.csrf,
      idempotencyKey: security.idempotencyKey,
      options,
      dealerships,
      locations,
      categories: [...(options.enquiryCategories ?? DEFAULT_ENQUIRY_CATEGORIES)],
      quickPicks: moneyQuickPicks(site.features.moneyQuickPicks),
    },
    setCookie: security.setCookie,
  };
}

/** Loader answer of a form page: the data, with the CSRF cookie when it is new. */
export function withFormCookie<T>(body: T, setCookie: string | null) {
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The headers of a form page: never shared-cached, and the CSRF cookie passed on. */
export function formPageHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders?: Headers }): Headers {
  const headers = new Headers({ "Cache-Control": FORM_PAGE_CACHE });
  for (const source of [loaderHeaders, actionHeaders]) {
    const retryAfter = source?.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
  return headers;
}

/** A post through the lead pipeline; anything unexpected becomes the spec's message, never a 500 page. */
export async function submitLeadForm(request: Request, context: Readonly<RouterContextProvider>, kind: FormKind): Promise<LeadFormResponse> {
  try {
    return await receiveLeadForm(leadPipeline(context), {
      request,
      site: context.get(siteContext),
      kind,
      clientAddress: clientAddress(context),
    });
  } catch (error) {
    log.warn(`Form ${kind} failed:`, error instanceof Error ? error.message : error);
    return { status: 500, headers: {}, body: { ok: false, message: LEAD_UNEXPECTED_ERROR, fieldErrors: {}, formErrors: [], values: {} } };
  }
}

/** The JSON answer of a form endpoint. */
export function jsonAnswer(result: { status: number; headers: Record<string, string>; body: unknown }): Response {
  return Response.json(result.body, { status: result.status, headers: { ...result.headers, "Cache-Control": "no-store" } });
}

/**
 * A page action for a form posted without JavaScript: a stored lead goes to
 * the success page (Post/Redirect/Get); a refused one renders the page again
 * with the messages and the values typed.
 */
export async function leadPageAction(request: Request, context: Readonly<RouterContextProvider>, kind: FormKind, successUrl: string) {
  const result = await submitLeadForm(request, context, kind);
  if (result.body.ok) throw redirectWithinSite(successUrl, 303);
  return data(result.body, { status: result.status, headers: result.headers });
}
