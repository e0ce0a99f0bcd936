// Reserve online (server side). Checks the car is on the site and checkout is
// on for it (site features.checkout.enabled and the dealership's
// checkout_enabled), places a pending hold (the database lets only one exist
// per car), charges the deposit through the payment provider, then, in one
// transaction, activates the hold, marks the car reserved and writes the
// dealer's lead. A decline or a provider failure frees the car again.
import { isHoneypotFilled } from "../../domain/forms/fields.ts";
import { FORM_ERRORS_HEADING } from "../../domain/forms/messages.ts";
import { validateForm, type FormErrors } from "../../domain/forms/schemas.ts";
import { buildLeadPayload } from "../../domain/leads/payload.ts";
import { carDeposit, DEFAULT_RESERVE_DEPOSIT, reservationExpiresAt } from "../../domain/reservation.ts";
import { formatAud, positiveAmount } from "../../domain/money.ts";
import { isInStock } from "../../domain/stock-status.ts";
import { insertLeadInTransaction } from "../../db/repositories/leads.ts";
import { ANALYTICS_EVENTS, isTestDriveOnly } from "../../domain/leads/analytics.ts";
import { activateHold, endHold, findReservationByKey, placeHold } from "../../db/repositories/reservations.ts";
import type { ReservationRow } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import { log } from "../log.ts";
import { carEnquiryDefaults, carSnapshot, loadCarWithDealership, type LeadCar, type LeadDealership, type LeadPipeline, CAR_NOT_AVAILABLE_MESSAGE } from "../leads/index.ts";
import { contentHash, resolveIdempotencyKey } from "../security/index.ts";
import { carMatchesSiteScope } from "../stock/index.ts";
import { toCardDetails } from "../../domain/payments/card-details.ts";
import type { PaymentProvider } from "../payments/index.ts";
import { reservationFormSchema } from "../../domain/forms/reservation-form.ts";

export const CHECKOUT_UNAVAILABLE_MESSAGE =
  "Online reservation isn't available for this vehicle. Please send an enquiry and the dealer will help you.";
export const CAR_ALREADY_RESERVED_MESSAGE =
  "Sorry, this vehicle has just been reserved by someone else. Your card has not been charged.";
export const PAYMENT_UNAVAILABLE_MESSAGE =
  "We couldn't reach the payment service. Your card has not been charged. Please try again in a minute.";
export const RESERVATION_NOT_RECORDED_MESSAGE =
  "We couldn't complete your reservation because of a problem on our side. Any payment taken has been refunded. Please try again in a minute.";
export const RESERVATION_IN_PROGRESS_MESSAGE = "Your reservation is still being processed. Please wait a moment and reload the page.";

/** The lead a dealer receives for a paid reservation. */
export const RESERVATION_LEAD_CATEGORY = "Reserve Online";
export const RESERVATION_LEAD_SUBCATEGORY = "Deposit Paid";

/** A pending hold older than this was left by a process that died while charging. */
export const ABANDON_PENDING_AFTER_MS = 15 * 60_000;

export interface ReservationDeps {
  pipeline: LeadPipeline;
  payments: PaymentProvider;
}

export interface ReserveRequest {
  site: Site;
  carId: number;
  values: Record<string, unknown>;
  idempotencyKey?: string | null;
  client: string;
  pageUrl: string;
  userAgent: string;
  origin?: string | null;
}

export type ReserveResult =
  | {
      ok: true;
      status: 200 | 201;
      reservationId: number;
      leadId: number | null;
      amountCents: number;
      expiresAt: Date;
      card: { brand: string | null; last4: string | null };
      duplicate: boolean;
    }
  | {
      ok: false;
      status: 400 | 402 | 403 | 404 | 409 | 429 | 503;
      message: string;
      errors: FormErrors;
      declineCode?: string;
      retryAfterSeconds?: number;
    };

type Failure = Extract<ReserveResult, { ok: false }>;
const failure = (status: Failure["status"], message: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  message,
  errors: { fieldErrors: {}, formErrors: [] },
  ...extra,
});

/** What the checkout page shows and the server will charge. */
export interface CheckoutQuote {
  available: boolean;
  /** Why not, in words for the shopper. */
  message: string | null;
  amountCents: number;
  holdHours: number;
}

/**
 * The deposit: the car's payment processor amount, else its dealership's,
 * else $200, as the Reserve button says (decision 0102). A processor with no
 * amount ($0 or null: the button shows no figure) still takes the default
 * deposit, because only a paid reservation holds a car (decision 0007).
 */
export function depositCents(car: Pick<LeadCar, "paymentProcessors">, dealership: Pick<LeadDealership, "paymentProcessors">): number {
  const amount = positiveAmount(carDeposit(car.paymentProcessors, dealership.paymentProcessors)) ?? DEFAULT_RESERVE_DEPOSIT;
  return Math.round(amount * 100);
}

function checkoutRefusal(site: Site, car: LeadCar, dealership: LeadDealership, now: Date): Failure | null {
  if (!site.dealershipIds.includes(car.dealershipId) || !carMatchesSiteScope(car, site, now)) return failure(404, CAR_NOT_AVAILABLE_MESSAGE);
  if (!site.features.checkout.enabled || !dealership.checkoutEnabled) return failure(403, CHECKOUT_UNAVAILABLE_MESSAGE);
  // A 'Test Drive Only' car is offered for test drives, not for sale (no Reserve or Online Purchase button either).
  if (isTestDriveOnly(car)) return failure(403, CHECKOUT_UNAVAILABLE_MESSAGE);
  if (!isInStock(car.status)) return failure(404, CAR_NOT_AVAILABLE_MESSAGE);
  if (car.reserved) return failure(409, CAR_ALREADY_RESERVED_MESSAGE);
  return null;
}

/** For the checkout page: may this car be reserved on this site, for how much, for how long. */
export async function checkoutQuote(deps: ReservationDeps, site: Site, carId: number): Promise<CheckoutQuote | null> {
  const found = await loadCarWithDealership(deps.pipeline.db, carId);
  if (!found || !site.dealershipIds.includes(found.car.dealershipId)) return null;
  const refusal = checkoutRefusal(site, found.car, found.dealership, deps.pipeline.now());
  if (refusal?.status === 404) return null;
  return {
    available: refusal === null,
    message: refusal?.message ?? null,
    amountCents: depositCents(found.car, found.dealership),
    holdHours: site.features.checkout.holdHours,
  };
}

/** A repeat of an attempt still charging (a double click) waits for the first one's answer. */
async function settled(deps: ReservationDeps, reservation: ReservationRow, timeoutMs = 15_000): Promise<ReservationRow> {
  const started = Date.now();
  let current: ReservationRow | null = reservation;
  while (current?.status === "pending" && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await findReservationByKey(deps.pipeline.db, reservation.siteSlug, reservation.idempotencyKey);
  }
  return current ?? reservation;
}

function resultOf(reservation: ReservationRow, duplicate: boolean): ReserveResult {
  if (reservation.status === "active" || reservation.status === "expired") {
    return {
      ok: true,
      status: duplicate ? 200 : 201,
      reservationId: reservation.id,
      leadId: reservation.leadId,
      amountCents: reservation.amountCents,
      expiresAt: reservation.expiresAt!,
      card: { brand: reservation.cardBrand, last4: reservation.cardLast4 },
      duplicate,
    };
  }
  return failure(409, RESERVATION_IN_PROGRESS_MESSAGE);
}

export async function reserveCar(deps: ReservationDeps, request: ReserveRequest): Promise<ReserveResult> {
  const { pipeline } = deps;
  const { site } = request;
  const now = pipeline.now();
  const validated = validateForm(reservationFormSchema(site.features, () => now), request.values);
  if (!validated.ok) return failure(400, FORM_ERRORS_HEADING, { errors: validated.errors });
  const values = validated.data;
  if (isHoneypotFilled(values)) return failure(400, CHECKOUT_UNAVAILABLE_MESSAGE);

  let hold: ReservationRow;
  let car: LeadCar;
  let dealership: LeadDealership;
  const customer = { name: values.name, last_name: values.last_name, email: values.email, phone: values.phone };
  const idempotencyKey = resolveIdempotencyKey(request.idempotencyKey, { site: site.slug, carId: request.carId, customer }, now);
  try {
    const found = await loadCarWithDealership(pipeline.db, request.carId);
    if (!found) return failure(404, CAR_NOT_AVAILABLE_MESSAGE);
    ({ car, dealership } = found);
    const previous = await findReservationByKey(pipeline.db, site.slug, idempotencyKey);
    if (previous) return resultOf(await settled(deps, previous), true);
    const refusal = checkoutRefusal(site, car, dealership, now);
    if (refusal) return refusal;
    const rate = pipeline.limiter.hit({ client: request.client, site: site.slug });
    if (!rate.allowed) return failure(429, rate.message, { retryAfterSeconds: rate.retryAfterSeconds });

    const placed = await placeHold(
      pipeline.db,
      {
        dealerGroupId: dealership.dealerGroupId,
        dealershipId: dealership.id,
        siteSlug: site.slug,
        carId: car.id,
        amountCents: depositCents(car, dealership),
        provider: deps.payments.name,
        customer,
        holdHours: site.features.checkout.holdHours,
        idempotencyKey,
      },
      now,
    );
    if (placed.status === "car-taken") return failure(409, CAR_ALREADY_RESERVED_MESSAGE);
    if (placed.status === "duplicate") return resultOf(await settled(deps, placed.reservation), true);
    hold = placed.reservation;
  } catch (error) {
    log.warn(`Reservation of car ${request.carId} on ${site.slug} not started:`, error instanceof Error ? error.message : error);
    return failure(503, RESERVATION_NOT_RECORDED_MESSAGE);
  }

  let charge;
  try {
    charge = await deps.payments.charge({
      amountCents: hold.amountCents,
      currency: "AUD",
      card: toCardDetails(values),
      idempotencyKey: `reservation-${hold.id}`,
      description: `Deposit to reserve ${car.name} (stock ${car.stocknum}) at ${dealership.name}`,
    });
  } catch (error) {
    log.warn(`Payment provider failed for reservation ${hold.id}:`, error instanceof Error ? error.message : error);
    await endHold(pipeline.db, hold.id, { status: "failed", now: pipeline.now() }).catch(() => {});
    return failure(503, PAYMENT_UNAVAILABLE_MESSAGE);
  }
  if (charge.status === "declined") {
    await endHold(pipeline.db, hold.id, { status: "declined", declineCode: charge.code, brand: charge.brand, last4: charge.last4, now: pipeline.now() }).catch(
      () => {},
    );
    return failure(402, charge.message, { declineCode: charge.code });
  }

  const paidAt = pipeline.now();
  const expiresAt = reservationExpiresAt(paidAt, hold.holdHours);
  try {
    const active = await activateHold(
      pipeline.db,
      hold.id,
      { reference: charge.reference, brand: charge.brand, last4: charge.last4, expiresAt, now: paidAt },
      async (tx, reservation) => {
        const lead = reservationLead(site, car, dealership, reservation, request, expiresAt, `${charge.brand} ending ${charge.last4}`);
        const inserted = await insertLeadInTransaction(tx, lead, dealership.leadDestinations, {
          now: paidAt,
          windowMs: pipeline.retry.windowMs,
          // detail §7 event 61: stored with the reservation's lead, in its transaction (the page also pushes it to the dataLayer).
          analyticsEventId: ANALYTICS_EVENTS.reserveClick,
        });
        return inserted.leadId;
      },
    );
    pipeline.onQueued?.();
    return resultOf(active, false);
  } catch (error) {
    log.error(`Reservation ${hold.id} was paid (${charge.reference}) but could not be recorded; refunding.`, error);
    const refund = await deps.payments.refund(charge.reference).catch(() => ({ refunded: false }));
    if (!refund.refunded) log.error(`Refund of ${charge.reference} failed: refund it by hand.`);
    await endHold(pipeline.db, hold.id, { status: "failed", now: pipeline.now() }).catch(() => {});
    return failure(503, RESERVATION_NOT_RECORDED_MESSAGE);
  }
}

function reservationLead(
  site: Site,
  car: LeadCar,
  dealership: LeadDealership,
  reservation: ReservationRow,
  request: ReserveRequest,
  expiresAt: Date,
  cardText: string,
) {
  const amount = formatAud(reservation.amountCents / 100, { cents: reservation.amountCents % 100 !== 0 });
  const values = {
    ...carEnquiryDefaults(car, dealership),
    ...reservation.customer,
    category: RESERVATION_LEAD_CATEGORY,
    subcategory: RESERVATION_LEAD_SUBCATEGORY,
    message: `Reserved online with a ${amount} deposit (${cardText}, reservation ${reservation.id}). Held until ${expiresAt.toISOString()}.`,
    reservation_id: reservation.id,
    deposit: amount,
    hold_expires_at: expiresAt.toISOString(),
  };
  const payload = buildLeadPayload({
    kind: "enquiry",
    values,
    url: request.pageUrl,
    userAgent: request.userAgent,
    car: { id: car.id, dealership_id: car.dealershipId },
  });
  const baseUrl = site.siteUrl ?? request.origin ?? null;
  return {
    dealerGroupId: dealership.dealerGroupId,
    dealershipId: dealership.id,
    siteSlug: site.slug,
    carId: car.id,
    formKind: "reservation",
    category: RESERVATION_LEAD_CATEGORY,
    subcategory: RESERVATION_LEAD_SUBCATEGORY,
    firstName: reservation.customer.name,
    lastName: reservation.customer.last_name,
    email: reservation.customer.email,
    phone: reservation.customer.phone,
    payload: payload as unknown as Record<string, unknown>,
    context: {
      site: { slug: site.slug, name: site.name, url: baseUrl },
      dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
      location: null,
      car: carSnapshot(car, baseUrl),
    },
    idempotencyKey: `reservation-${reservation.id}`,
    requestHash: contentHash({ reservation: reservation.id }),
  };
}
