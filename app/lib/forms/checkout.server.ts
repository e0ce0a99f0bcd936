// Reserve Car Now (/cars/{slug}/checkout or /buy-online) and Online Purchase
// (/checkout-journey?car_id={slug}): the page's data (deposit, hold, terms,
// whether the car can be reserved) and taking the post through the
// reservation service (services/reservations/reserve-car.ts).
import { data, type RouterContextProvider } from "react-router";
import { redirectWithinSite } from "../same-site-redirect.ts";
import { stateTimeZone } from "../../../domain/australian-states.ts";
import { gateFor } from "../../../domain/gating.ts";
import { formatPhone } from "../../../domain/phone.ts";
import type { ShopperUserRow } from "../../../db/schema.ts";
import { gateOptions, passGate, requestPath, signedInShopper } from "../accounts/session.server.ts";
import { reservationTerms } from "../../../domain/reservation.ts";
import { reserveButtonLabel } from "../../../domain/reserve.ts";
import { vehicleWords } from "../../../domain/vehicle-words.ts";
import type { ItemType } from "../../../domain/entities.ts";
import { CARD_FIELDS } from "../../../domain/payments/card-details.ts";
import { checkoutQuote, reserveCar } from "../../../services/reservations/index.ts";
import { readPostedForm, type PostedValues } from "../../../services/leads/index.ts";
import { clientKey, CSRF_FAILED_MESSAGE, CSRF_FIELD, verifyCsrf, IDEMPOTENCY_FIELD } from "../../../services/security/index.ts";
import { log } from "../../../services/log.ts";
import { LEAD_UNEXPECTED_ERROR } from "../../../domain/forms/messages.ts";
import { siteContext } from "../../context.ts";
import { carPath } from "../detail/detail-links.ts";
import { slugKey } from "../detail/visible-car.server.ts";
import { formCar, requireFormCar } from "./form-car.server.ts";
import { ENHANCED_FIELD, refused } from "./form-answer.ts";
import type { FormCar, LeadFormSetup } from "./form-setup.ts";
import { formSecurity, unlessDatabaseAway, type Answer } from "./lead-form.server.ts";
import { isDatabaseUnavailable } from "../../../db/availability.ts";
import { clientAddress, reservationDeps } from "./pipeline.server.ts";

export type CheckoutVariant = "reserve" | "purchase";

export const SIGN_IN_TO_RESERVE = "Please sign in to reserve this car: reload the page and we'll take you there.";

/** The form's starting values from the shopper's account: their mobile and the details they keep. */
function shopperPrefill(user: Pick<ShopperUserRow, "phone" | "savedDetails">): Record<string, string> {
  const { name, last_name, email } = user.savedDetails;
  return Object.fromEntries(
    Object.entries({ phone: formatPhone(user.phone), name, last_name, email }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export interface CheckoutPage {
  variant: CheckoutVariant;
  car: FormCar;
  available: boolean;
  /** Why the car cannot be reserved, for the shopper. */
  unavailableMessage: string | null;
  deposit: number;
  holdHours: number;
  terms: string;
  buttonLabel: string;
  /** The dealership's clock, for "held until". */
  timeZone: string;
  /** Only the built-in sandbox shows the test cards. */
  sandbox: boolean;
  setup: LeadFormSetup;
  siteName: string;
  /** The signed-in shopper's details (gated checkout): the reservation they started is quick to finish. */
  prefill: Record<string, string>;
}

/** The page's own address for a car, on this site (its checkout route), or the online purchase journey. */
export function checkoutPath(variant: CheckoutVariant, slug: string, route: "checkout" | "buy-online"): string {
  return variant === "purchase" ? `/checkout-journey?car_id=${encodeURIComponent(slug)}` : `${carPath(slug)}/${route}`;
}

export async function checkoutPageData(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined, variant: CheckoutVariant) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const found = await requireFormCar(context, slugKey(slug));
  // detail §6: checkout is gated on some sites; the shopper comes back here after signing in.
  const shopper = await passGate(request, context, carPath(found.car.slug));
  const own = checkoutPath(variant, found.car.slug, site.features.checkout.route);
  if (variant === "reserve" && url.pathname !== own) throw redirectWithinSite(own, 301);
  const quote = await checkoutQuote(reservationDeps(context), site, found.car.id);
  if (!quote) throw data({ message: "Vehicle not found" }, { status: 404 });
  const security = formSecurity(request, context);
  const deposit = quote.amountCents / 100;
  const page: CheckoutPage = {
    variant,
    car: formCar(found, site),
    available: quote.available,
    unavailableMessage: quote.message,
    deposit,
    holdHours: quote.holdHours,
    terms: reservationTerms({ deposit, holdHours: quote.holdHours, refundableWording: site.features.checkout.refundableWording }),
    buttonLabel: variant === "purchase" ? `Pay ${deposit.toLocaleString("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 2 })} Deposit` : reserveButtonLabel(deposit, vehicleWords(found.car.itemType as ItemType).reserve),
    timeZone: stateTimeZone(found.location?.state),
    sandbox: reservationDeps(context).payments.name === "sandbox",
    setup: {
      kind: "enquiry",
      csrf: security.csrf,
      idempotencyKey: security.idempotencyKey,
      options: { termsCheckbox: site.features.termsCheckbox },
      dealerships: [],
      locations: [],
      categories: [],
      quickPicks: [],
    },
    siteName: site.name,
    prefill: shopper ? shopperPrefill(shopper.user) : {},
  };
  return data(page, security.setCookie ? { headers: { "Set-Cookie": security.setCookie } } : undefined);
}

export interface ReservationBody {
  reservation_id: number;
  car_id: number;
  lead_id: number | null;
  amount_cents: number;
  /** ISO time the hold ends. */
  expires_at: string;
  card: { brand: string | null; last4: string | null };
}

/** 503 while the database is away: nothing was reserved. */
export const RESERVATION_NOT_TAKEN_MESSAGE =
  "We couldn't reserve this car just now because of a problem on our side. Please try again in a minute — your details are still in the form.";

/** Fields that are machinery or card data: never echoed back to the page. */
const NOT_ECHOED = new Set<string>([CSRF_FIELD, IDEMPOTENCY_FIELD, "company_website", "visited_pages", "landing_url", ENHANCED_FIELD, ...CARD_FIELDS]);
const echo = (posted: PostedValues) => Object.fromEntries(Object.entries(posted).filter(([key]) => !NOT_ECHOED.has(key)));
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function pageUrl(request: Request): string {
  const referer = request.headers.get("Referer");
  try {
    if (referer && new URL(referer).host === (request.headers.get("Host") ?? new URL(request.url).host)) return referer;
  } catch {
    // not a URL: use the address posted to
  }
  return request.url;
}

export async function submitCheckout(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined): Promise<Answer<ReservationBody>> {
  const site = context.get(siteContext);
  const found = await requireFormCar(context, slugKey(slug));
  const posted = await readPostedForm(request);
  const deps = reservationDeps(context);
  const fail = (status: number, message: string, fieldErrors: Record<string, string> = {}): Answer<ReservationBody> => ({
    status,
    headers: {},
    body: { ok: false, message, fieldErrors, formErrors: [], values: echo(posted) },
  });
  if (!verifyCsrf(request, first(posted[CSRF_FIELD]) ?? null, deps.pipeline.secret).ok) return fail(403, CSRF_FAILED_MESSAGE);
  // A gated checkout takes posts from signed-in shoppers only (the page sent everyone else to sign in).
  if (gateFor(requestPath(request), gateOptions(site)) && !(await signedInShopper(request, context))) return fail(401, SIGN_IN_TO_RESERVE);
  try {
    const url = new URL(request.url);
    const result = await reserveCar(deps, {
      site,
      carId: found.car.id,
      values: Object.fromEntries(Object.entries(posted).filter(([key]) => ![CSRF_FIELD, IDEMPOTENCY_FIELD].includes(key))),
      idempotencyKey: first(posted[IDEMPOTENCY_FIELD]),
      client: clientKey(clientAddress(context)),
      pageUrl: pageUrl(request),
      userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 500),
      origin: `${url.protocol}//${request.headers.get("Host") ?? url.host}`,
    });
    if (!result.ok) {
      const answer = fail(result.status, result.message, result.errors.fieldErrors);
      if (result.retryAfterSeconds) answer.headers["Retry-After"] = String(result.retryAfterSeconds);
      return answer;
    }
    return {
      status: result.status,
      headers: {},
      body: {
        ok: true,
        reservation_id: result.reservationId,
        car_id: found.car.id,
        lead_id: result.leadId,
        amount_cents: result.amountCents,
        expires_at: result.expiresAt.toISOString(),
        card: result.card,
      },
    };
  } catch (error) {
    // The database away: the outage answer (unlessDatabaseAway), with what was typed.
    if (isDatabaseUnavailable(error)) throw error;
    log.warn(`Checkout of ${found.car.slug} failed:`, error instanceof Error ? error.message : error);
    return fail(500, LEAD_UNEXPECTED_ERROR);
  }
}

/** The checkout pages' action: the reservation, or the refusal as the form shows it (card fields never echoed). */
export function checkoutAction(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined) {
  return unlessDatabaseAway(
    request,
    async () => {
      const answer = await submitCheckout(request, context, slug);
      return data(answer.body.ok ? answer.body : refused(answer.body), { status: answer.status, headers: answer.headers });
    },
    { echo, message: RESERVATION_NOT_TAKEN_MESSAGE },
  );
}
