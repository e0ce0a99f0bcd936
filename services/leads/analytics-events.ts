// Shopper actions by analytics event id (domain/leads/analytics.ts), stored
// per site. Form submissions are recorded by submitLead itself, in the lead's
// transaction; the page posts the other actions here (call dealer click,
// finance calculator first use, watchlist save, history report, print...).
import { isAllowedText } from "../../domain/forms/fields.ts";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { insertAnalyticsEvent } from "../../db/repositories/leads.ts";
import type { Site } from "../../sites/registry.ts";
import { log } from "../log.ts";
import { SlidingWindowLimiter, type SubmissionLimiter, clientKey, CSRF_FAILED_MESSAGE, CSRF_FIELD, verifyCsrf } from "../security/index.ts";
import { readPostedForm } from "./receive-lead-form.ts";
import { loadCarWithDealership } from "./lead-subjects.ts";
import type { LeadPipeline } from "./pipeline.ts";

const KNOWN_EVENT_IDS: ReadonlySet<number> = new Set(Object.values(ANALYTICS_EVENTS));

/** Events are cheap but not free: 60 a minute from one client, 3,000 a minute per site. */
export function createEventLimiter(now?: () => number): SubmissionLimiter {
  return new SlidingWindowLimiter(
    [
      { scope: "client", limit: 60, windowMs: 60_000 },
      { scope: "site", limit: 3000, windowMs: 60_000 },
    ],
    now,
  );
}

/** A posted car id: a whole number, or its digits as text (a form field); null when none is given, NaN when it is not one. */
function carIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}

export interface ShopperEvent {
  site: Site;
  eventId: unknown;
  carId?: unknown;
  /** The page path the action happened on. */
  path?: unknown;
  client: string;
}

export type ShopperEventResult = { ok: true } | { ok: false; status: 400 | 404 | 429 | 503; message: string };

export async function recordShopperEvent(
  pipeline: LeadPipeline,
  limiter: SubmissionLimiter,
  event: ShopperEvent,
): Promise<ShopperEventResult> {
  const eventId = typeof event.eventId === "string" ? Number(event.eventId) : event.eventId;
  if (typeof eventId !== "number" || !KNOWN_EVENT_IDS.has(eventId)) {
    return { ok: false, status: 400, message: `event_id must be one of ${[...KNOWN_EVENT_IDS].sort((a, b) => a - b).join(", ")}.` };
  }
  const carId = carIdOf(event.carId);
  if (carId !== null && !Number.isSafeInteger(carId)) return { ok: false, status: 400, message: "car_id must be a car id." };
  const given = event.path ?? "";
  // The database takes no NUL, and no other control character belongs in a path either.
  if (typeof given !== "string" || !isAllowedText(given)) return { ok: false, status: 400, message: "path must be the page's path." };
  const path = given.startsWith("/") ? given.slice(0, 500) : null;
  const rate = limiter.hit({ client: event.client, site: event.site.slug });
  if (!rate.allowed) return { ok: false, status: 429, message: rate.message };
  try {
    let dealershipId: number | null = null;
    if (carId !== null) {
      const found = await loadCarWithDealership(pipeline.db, carId);
      if (!found || !event.site.dealershipIds.includes(found.car.dealershipId)) {
        return { ok: false, status: 404, message: "No such car on this site." };
      }
      dealershipId = found.car.dealershipId;
    }
    await insertAnalyticsEvent(pipeline.db, {
      dealerGroupId: event.site.dealerGroupId,
      siteSlug: event.site.slug,
      eventId,
      carId,
      dealershipId,
      path,
      occurredAt: pipeline.now(),
    });
    return { ok: true };
  } catch (error) {
    // Analytics never break a page: the caller logs a warning at most (detail §8).
    log.warn(`Analytics event ${eventId} on ${event.site.slug} not stored:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: "The event was not recorded." };
  }
}

/**
 * The HTTP edge for the page's event posts (fetch or navigator.sendBeacon with
 * a form body): CSRF checked, then recordShopperEvent. Fields: event_id,
 * car_id, path, csrf (or the X-CSRF-Token header).
 */
export async function receiveShopperEvent(
  pipeline: LeadPipeline,
  limiter: SubmissionLimiter,
  input: { request: Request; site: Site; clientAddress: string | null },
): Promise<ShopperEventResult | { ok: false; status: 403; message: string }> {
  const values = await readPostedForm(input.request);
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  if (!verifyCsrf(input.request, first(values[CSRF_FIELD]) ?? null, pipeline.secret).ok) {
    return { ok: false, status: 403, message: CSRF_FAILED_MESSAGE };
  }
  return recordShopperEvent(pipeline, limiter, {
    site: input.site,
    eventId: first(values.event_id),
    carId: first(values.car_id),
    path: first(values.path),
    client: clientKey(input.clientAddress),
  });
}
