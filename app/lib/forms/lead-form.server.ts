// The server half of every lead form page: what the form offers on this site
// (loader), and taking a post (the page's action, with JavaScript on or off)
// through the lead pipeline's receiveLeadForm. One path for both, so a form
// behaves the same either way.
import { data, type RouterContextProvider } from "react-router";
import { redirectWithinSite } from "../same-site-redirect.ts";
import type { CarWithDealer } from "../../../db/repositories/cars.ts";
import { moneyQuickPicks } from "../../../domain/forms/money.ts";
import { DEFAULT_ENQUIRY_CATEGORIES, type FormKind } from "../../../domain/leads/categories.ts";
import { LEAD_UNEXPECTED_ERROR } from "../../../domain/forms/messages.ts";
import {
  dealershipStates,
  leadFormOptions,
  LEAD_NOT_STORED_MESSAGE,
  LEAD_RETRY_AFTER_SECONDS,
  readPostedForm,
  receiveLeadForm,
  shopperValues,
  type LeadFormResponse,
  type PostedValues,
} from "../../../services/leads/index.ts";
import { isDatabaseUnavailable } from "../../../db/availability.ts";
import { issueCsrfToken, newIdempotencyKey } from "../../../services/security/index.ts";
import { siteContext } from "../../context.ts";
import { log } from "../../../services/log.ts";
import { successCar, successPath } from "./success.ts";
import { formCar } from "./form-car.server.ts";
import { ENHANCED_FIELD, refused, type FormFailure, type LeadSent, type Refusal } from "./form-answer.ts";
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

export interface FormSetupResult {
  setup: LeadFormSetup;
  /** Set-Cookie for the CSRF cookie when the browser has none yet. */
  setCookie: string | null;
}

/** The CSRF token (and its cookie when new) and a fresh idempotency key: what every form render carries. */
export function formSecurity(request: Request, context: Readonly<RouterContextProvider>) {
  const csrf = issueCsrfToken(request, leadPipeline(context).secret);
  return { csrf: csrf.token, idempotencyKey: newIdempotencyKey(), setCookie: csrf.setCookie };
}

/** `aboutCar`: the form is sent with a car (a form about one car without one offers the dealership select). */
export async function leadFormSetup(request: Request, context: Readonly<RouterContextProvider>, kind: FormKind, { aboutCar = true } = {}): Promise<FormSetupResult> {
  const site = context.get(siteContext);
  const pipeline = leadPipeline(context);
  const directory = await pipeline.directory.get(site);
  const options = leadFormOptions(kind, site, directory, { aboutCar });
  // The postcode lookup orders the selects by state (from the directory: no database read, so the form draws while it is away).
  const states = { byLocation: new Map(directory.locations.map((l) => [l.id, l.state.toLowerCase()])) };
  const dealershipState = dealershipStates(directory);
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

/**
 * A post through the lead pipeline; anything unexpected becomes the spec's message, never a 500 page.
 * `routeByPostcode`: a lead with no car and no dealership chosen goes by the shopper's postcode (the chat, which
 * asks no dealership). `carId`: the car the page is about (its address names it), whatever the post says.
 */
export async function submitLeadForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: FormKind,
  { routeByPostcode = false, carId }: { routeByPostcode?: boolean; carId?: number } = {},
): Promise<LeadFormResponse> {
  try {
    return await receiveLeadForm(leadPipeline(context), {
      request,
      site: context.get(siteContext),
      kind,
      clientAddress: clientAddress(context),
      routeByPostcode,
      carId,
    });
  } catch (error) {
    log.warn(`Form ${kind} failed:`, error instanceof Error ? error.message : error);
    return { status: 500, headers: {}, body: { ok: false, message: LEAD_UNEXPECTED_ERROR, fieldErrors: {}, formErrors: [], values: {} } };
  }
}

/** True when the enhanced form (JavaScript) sent the post: it records a stored lead itself, then goes on. */
export async function postedByEnhancedForm(request: Request): Promise<boolean> {
  const form = await request.clone().formData().catch(() => null);
  return form?.get(ENHANCED_FIELD) === "1";
}

/** The values a refused post echoes, without the enhanced form's marker. */
export function echoedValues(values: PostedValues | undefined): PostedValues {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => key !== ENHANCED_FIELD));
}

/**
 * A lead form's page action. A stored lead goes to the success page: a 303
 * for a plain HTML post (Post/Redirect/Get), or, to the enhanced form, the
 * lead's ids, which it records before going there itself. A refused post
 * answers the messages and the values typed, with the service's status.
 */
export async function leadPageAction(request: Request, context: Readonly<RouterContextProvider>, kind: FormKind, car: CarWithDealer | null) {
  const enhanced = await postedByEnhancedForm(request);
  const result = await submitLeadForm(request, context, kind, { carId: car?.car.id });
  if (!result.body.ok) return data(refused({ ...result.body, values: echoedValues(result.body.values) }), { status: result.status, headers: result.headers });
  const next = successPath(kind, car?.car);
  if (!enhanced) throw redirectWithinSite(next, 303);
  const sent: LeadSent = {
    ok: true,
    next,
    lead: {
      kind,
      leadId: result.body.lead_id,
      eventId: result.body.analytics_event_id,
      car: car ? successCar(formCar(car, context.get(siteContext))) : null,
    },
  };
  return data(sent);
}

/**
 * A form page's action, kept to the form's own answer when the database is
 * away before the lead pipeline could give its own (looking up the car the
 * form is about, say): a 503 with Retry-After, the message that nothing was
 * sent, and what the shopper typed — with JavaScript on or off — instead of
 * an error page. `shape` makes the refusal what the page's form shows;
 * `echo` picks the values it may show again (never card fields).
 */
export async function unlessDatabaseAway<T, R = FormFailure>(
  request: Request,
  action: () => Promise<T>,
  options: { shape?: (refusal: Refusal) => R; echo?: (values: PostedValues) => PostedValues; message?: string } = {},
) {
  const posted = request.clone();
  try {
    return await action();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn(`Form post on ${new URL(request.url).pathname} not taken: the database is unavailable`);
    const values = await readPostedForm(posted).catch(() => ({}));
    const refusal: Refusal = {
      message: options.message ?? LEAD_NOT_STORED_MESSAGE,
      fieldErrors: {},
      formErrors: [],
      values: (options.echo ?? ((v: PostedValues) => echoedValues(shopperValues(v))))(values),
    };
    const body = options.shape ? options.shape(refusal) : (refused(refusal) as R);
    return data(body, { status: 503, headers: { "Retry-After": String(LEAD_RETRY_AFTER_SECONDS) } });
  }
}
