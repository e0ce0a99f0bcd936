// Taking a lead: validate with the shared schema, make sure everything it
// names belongs to this site, rate-limit, then write the lead and one outbox
// row per destination in one transaction and answer with its lead_id. Only a
// committed lead is acknowledged; when the database fails the shopper is told
// so and keeps what they typed.
import type { CarType } from "../../domain/entities.ts";
import { isHoneypotFilled, HONEYPOT_FIELD } from "../../domain/forms/fields.ts";
import { FORM_ERRORS_HEADING, INVALID_MESSAGES } from "../../domain/forms/messages.ts";
import { validateForm, type FormErrors } from "../../domain/forms/schemas.ts";
import { formEventId } from "../../domain/leads/analytics.ts";
import type { FormKind } from "../../domain/leads/categories.ts";
import { buildLeadPayload } from "../../domain/leads/payload.ts";
import { insertLeadWithOutbox } from "../../db/repositories/leads.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/availability.ts";
import type { LeadContextSnapshot } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import { log } from "../log.ts";
import { contentHash, resolveIdempotencyKey, leadToken } from "../security/index.ts";
import { carMatchesSiteScope } from "../stock/index.ts";
import { leadFormOptions, VEHICLE_FORMS } from "./form-options.ts";
import { leadFormSchema } from "../../domain/forms/lead-form-schemas.ts";
import { carEnquiryDefaults, carSnapshot, loadCarWithDealership, loadDealership, type LeadCar, type LeadDealership } from "./lead-subjects.ts";
import type { LeadPipeline } from "./pipeline.ts";
import { dealershipForPostcode, type SiteDirectory } from "./site-directory.ts";
import { parsePlaceQuery } from "../../domain/place-query.ts";
import { lookupPlace } from "../postcodes/index.ts";

/** 503: the lead could not be stored. Nothing was acknowledged; the form keeps its values. */
export const LEAD_NOT_STORED_MESSAGE =
  "We couldn't send your enquiry just now because of a problem on our side. Please try again in a minute — your details are still in the form.";
/** Retry-After on that 503: the shopper's "try again in a minute". */
export const LEAD_RETRY_AFTER_SECONDS = DATABASE_RETRY_AFTER_SECONDS;
/** 404: the car is not (or no longer) shown on this site. */
export const CAR_NOT_AVAILABLE_MESSAGE =
  "Sorry, this vehicle is no longer available on this website. Please search our stock for a similar one.";
/** 422: the idempotency key was already used for a different submission. */
export const ALREADY_SENT_MESSAGE = "This form was already sent. Please reload the page to send another enquiry.";

export interface LeadSubmission {
  site: Site;
  kind: FormKind;
  /** The form as posted: FormData-style strings (or JSON values). */
  values: Record<string, unknown>;
  idempotencyKey?: string | null;
  /** Who is sending, for rate limits (see services/security/client-address.ts). */
  client: string;
  /** The page the form was on. */
  pageUrl: string;
  userAgent: string;
  visitedPages?: readonly string[];
  linkedQueryParams?: Readonly<Record<string, string>>;
  /** The site's address as the shopper used it, for links when the site has no siteUrl. */
  origin?: string | null;
  /**
   * A lead about no car with no dealership chosen goes to the dealership
   * nearest the shopper's postcode (dealershipForPostcode; the chat asks no
   * dealership). Without it, such a lead on a site of several dealerships
   * must choose one.
   */
  routeByPostcode?: boolean;
}

export type LeadSubmitResult =
  | {
      ok: true;
      status: 200 | 201;
      leadId: number;
      /** Send back with follow-ups on this lead (valuation, offer accepted). */
      leadToken: string;
      /** True when this submission was a repeat of one already stored. */
      duplicate: boolean;
      /** The analytics event recorded with the lead (domain/leads/analytics.ts). */
      analyticsEventId: number;
    }
  /** The honeypot was filled: answered like a success, nothing stored or sent. */
  | { ok: true; status: 200; leadId: null; ignored: true }
  | {
      ok: false;
      status: 400 | 404 | 422 | 429 | 503;
      message: string;
      errors: FormErrors;
      retryAfterSeconds?: number;
    };

type Failure = Extract<LeadSubmitResult, { ok: false }>;

const noErrors = (): FormErrors => ({ fieldErrors: {}, formErrors: [] });

function failure(status: Failure["status"], message: string, extra: Partial<Failure> = {}): Failure {
  return { ok: false, status, message, errors: noErrors(), ...extra };
}

function fieldFailure(field: string, message: string): Failure {
  return failure(400, FORM_ERRORS_HEADING, { errors: { fieldErrors: { [field]: message }, formErrors: [] } });
}

interface Subject {
  dealership: LeadDealership;
  car: LeadCar | null;
  location: SiteDirectory["locations"][number] | null;
}

const asId = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);
const asText = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The car, dealership and location the form names, each checked to belong to the site. */
async function resolveSubject(
  pipeline: LeadPipeline,
  site: Site,
  directory: SiteDirectory,
  values: Record<string, unknown>,
): Promise<Subject | Failure> {
  const locationField = "location_id" in values ? "location_id" : "location";
  const locationId = asId(values[locationField]);
  const location = locationId === null ? null : (directory.locations.find((l) => l.id === locationId) ?? null);
  if (locationId !== null && !location) return fieldFailure(locationField, INVALID_MESSAGES.choice);

  const slug = asText(values.dealership_slug);
  const named = slug === null ? null : (directory.dealerships.find((d) => d.slug === slug) ?? null);
  if (slug !== null && !named) return fieldFailure("dealership_slug", INVALID_MESSAGES.choice);

  const carId = asId(values.car_id);
  if (carId !== null) {
    const found = await loadCarWithDealership(pipeline.db, carId);
    if (!found || !site.dealershipIds.includes(found.car.dealershipId) || !carMatchesSiteScope(found.car, site, pipeline.now())) {
      return failure(404, CAR_NOT_AVAILABLE_MESSAGE);
    }
    const carLocation = location ?? directory.locations.find((l) => l.id === found.car.locationId) ?? null;
    return { dealership: found.dealership, car: found.car, location: carLocation };
  }

  const dealershipId = named?.id ?? location?.dealershipId ?? directory.dealerships[0]?.id;
  const dealership = dealershipId === undefined ? null : await loadDealership(pipeline.db, dealershipId);
  if (!dealership) throw new Error(`site ${site.slug} has no dealership to send leads to`);
  return { dealership, car: null, location };
}

/** The car's enquiry defaults that travel with the lead: all of them on vehicle forms, else the car's identity. */
function carFields(kind: FormKind, car: LeadCar, dealership: LeadDealership): Record<string, unknown> {
  const defaults = carEnquiryDefaults(car, dealership);
  if (VEHICLE_FORMS.has(kind)) return { ...defaults };
  const { message: _message, subcategory: _subcategory, opt_in: _optIn, ...identity } = defaults;
  return identity;
}

/** The values with the dealership nearest the postcode (submission.routeByPostcode); unchanged when the site has one dealership. */
function byPostcode(values: Record<string, unknown>, directory: SiteDirectory): Record<string, unknown> {
  if (directory.dealerships.length < 2) return values;
  const postcode = String(values.postcode ?? "").trim();
  const query = parsePlaceQuery(postcode);
  const found = query.kind === "postcode" ? lookupPlace(query) : null;
  const dealership = dealershipForPostcode(directory, postcode, found?.kind === "found" ? found.place : null);
  return dealership ? { ...values, dealership_slug: dealership.slug } : values;
}

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

export async function submitLead(pipeline: LeadPipeline, submission: LeadSubmission): Promise<LeadSubmitResult> {
  const { site, kind } = submission;
  try {
    const directory = await pipeline.directory.get(site);
    // A form about one car sent without one (a test drive from the home page) asks which dealership, as the page did.
    const aboutCar = String(submission.values.car_id ?? "").trim() !== "";
    const posted = aboutCar || !submission.routeByPostcode || String(submission.values.dealership_slug ?? "").trim() !== "" ? submission.values : byPostcode(submission.values, directory);
    const validated = validateForm(leadFormSchema(kind, leadFormOptions(kind, site, directory, { aboutCar })), posted);
    if (!validated.ok) return failure(400, FORM_ERRORS_HEADING, { errors: validated.errors });
    const values = validated.data;
    if (isHoneypotFilled(values as { [HONEYPOT_FIELD]?: string })) return { ok: true, status: 200, leadId: null, ignored: true };

    const subject = await resolveSubject(pipeline, site, directory, values);
    if ("ok" in subject) return subject;

    const rate = pipeline.limiter.hit({ client: submission.client, site: site.slug });
    if (!rate.allowed) return failure(429, rate.message, { retryAfterSeconds: rate.retryAfterSeconds });

    const { car, dealership, location } = subject;
    const now = pipeline.now();
    const { [HONEYPOT_FIELD]: _honeypot, ...sent } = defined(values);
    const payload = buildLeadPayload({
      kind,
      values: { ...(car ? carFields(kind, car, dealership) : {}), ...sent },
      url: submission.pageUrl,
      userAgent: submission.userAgent,
      car: car ? { id: car.id, dealership_id: car.dealershipId } : null,
      visitedPages: submission.visitedPages,
      linkedQueryParams: submission.linkedQueryParams,
    });
    const baseUrl = site.siteUrl ?? submission.origin ?? null;
    const context: LeadContextSnapshot = {
      site: { slug: site.slug, name: site.name, url: baseUrl },
      dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
      location: location ? { id: location.id, name: location.name, phone: location.phone, email: location.email } : null,
      car: car ? carSnapshot(car, baseUrl) : null,
      ...(rate.flagged ? { suspectedSpam: true } : {}),
    };
    const analyticsEventId = formEventId(kind, car ? { car_type: car.carType as CarType, tag: car.tag } : null);
    const identity = { kind, carId: car?.id ?? null, values: sent };
    const inserted = await insertLeadWithOutbox(
      pipeline.db,
      {
        dealerGroupId: dealership.dealerGroupId,
        dealershipId: dealership.id,
        siteSlug: site.slug,
        carId: car?.id ?? null,
        formKind: kind,
        category: payload.userData.category,
        subcategory: payload.userData.subcategory,
        firstName: String(values.name),
        lastName: String(values.last_name),
        email: String(values.email),
        phone: asText(values.phone),
        payload: payload as unknown as Record<string, unknown>,
        context,
        idempotencyKey: resolveIdempotencyKey(submission.idempotencyKey, { site: site.slug, ...identity }, now),
        requestHash: contentHash(identity),
      },
      dealership.leadDestinations,
      { now, windowMs: pipeline.retry.windowMs, analyticsEventId },
    );
    if (inserted.status === "conflict") return failure(422, ALREADY_SENT_MESSAGE);
    if (inserted.status === "created") {
      if (dealership.leadDestinations.length === 0) {
        log.warn(`Lead ${inserted.leadId}: dealership ${dealership.slug} has no lead destinations; the lead is stored only.`);
      }
      pipeline.onQueued?.();
    }
    return {
      ok: true,
      status: inserted.status === "created" ? 201 : 200,
      leadId: inserted.leadId,
      leadToken: leadToken(inserted.leadId, pipeline.secret),
      duplicate: inserted.status === "duplicate",
      analyticsEventId,
    };
  } catch (error) {
    log.warn(`Lead on ${site.slug} (${kind}) not stored:`, error instanceof Error ? error.message : error);
    return failure(503, LEAD_NOT_STORED_MESSAGE, { retryAfterSeconds: LEAD_RETRY_AFTER_SECONDS });
  }
}
