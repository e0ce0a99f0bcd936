// POST /api/phone-reveal (detail §7 "Phone reveal log"): a shopper revealed
// the dealer's number on a car page — car_id, dealership_id, website_id. It is
// stored as analytics event 25 (call dealer click) for the dealer's reports.
// The browser only logs a failure; nothing here can break the page.
import { z } from "zod";
import type { Route } from "./+types/api.phone-reveal";
import { servicesContext, siteContext } from "../context.ts";
import { insertAnalyticsEvent } from "../../db/repositories/leads.ts";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { isSameOrigin } from "../../services/security/index.ts";
import { carPath } from "../lib/detail/detail-links.ts";
import { findVisibleCar } from "../lib/detail/visible-car.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };
const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]);
const revealSchema = z.object({ car_id: id, dealership_id: id, website_id: z.string().max(100).optional() });

export function loader() {
  return Response.json({ message: "Use POST with a JSON body." }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  // A log written by another site's page would be noise in this dealer's reports.
  if (!isSameOrigin(request)) return Response.json({ message: "Cross-site requests are not accepted." }, { status: 403, headers: NO_STORE });
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const parsed = revealSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ message: "Send car_id, dealership_id and website_id as JSON." }, { status: 400, headers: NO_STORE });
  }
  const found = await findVisibleCar(services, site, { id: parsed.data.car_id });
  if (!found || found.dealership.id !== parsed.data.dealership_id) {
    return Response.json({ message: "Vehicle not found" }, { status: 404, headers: NO_STORE });
  }
  await insertAnalyticsEvent(services.db, {
    dealerGroupId: site.dealerGroupId,
    siteSlug: site.slug,
    eventId: ANALYTICS_EVENTS.callDealerClick,
    carId: found.car.id,
    dealershipId: found.dealership.id,
    path: carPath(found.car.slug),
    occurredAt: new Date(),
  });
  return new Response(null, { status: 204, headers: NO_STORE });
}
