// The trade-in page's server side: the lead (the spec's trade-in fields),
// then, where the automated valuation qualifies, an online estimate from the
// platform's own market data, saved beside the lead (column 'valuation'), and
// the shopper accepting the offer (subcategory '3. Offer Accepted').
import type { RouterContextProvider } from "react-router";
import { computeValuation, tradeInEligibility, type MarketComparable, type ValuationResult } from "../../../domain/trade-in.ts";
import { valuationRequestSchema, type ValuationRequest } from "../../../domain/forms/valuation-request.ts";
import { validateForm } from "../../../domain/forms/schemas.ts";
import { findLead } from "../../../db/repositories/leads.ts";
import type { LeadRow } from "../../../db/schema.ts";
import { and, between, compare, eq } from "../../../domain/stock-filter.ts";
import type { CarSearchEngine } from "../../../search/cars/index.ts";
import { readPostedForm, type PostedValues, LEAD_NOT_FOUND_MESSAGE, VALUATION_COLUMN, acceptTradeInOffer, saveTradeInValuation } from "../../../services/leads/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, verifyCsrf, isLeadToken } from "../../../services/security/index.ts";
import { log } from "../../../services/log.ts";
import { searchStock, StockScope } from "../../../services/stock/index.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { findFormCar } from "./form-car.server.ts";
import { submitLeadForm, type Answer } from "./lead-form.server.ts";
import { leadPipeline } from "./pipeline.server.ts";

export const ESTIMATE_NOT_OFFERED_MESSAGE =
  "An online estimate isn't available for this enquiry. Our team will contact you to arrange a valuation.";

/** The most market listings one estimate reads (the engine's page limit). */
const MAX_COMPARABLES = 1000;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const failure = (status: number, message: string, extra: { fieldErrors?: Record<string, string>; values?: PostedValues } = {}): Answer<never> => ({
  status,
  headers: {},
  body: { ok: false, message, fieldErrors: extra.fieldErrors ?? {}, formErrors: [], values: extra.values },
});

async function automatedValuationDealership(context: Readonly<RouterContextProvider>, dealershipId: number): Promise<boolean> {
  const rows = await context
    .get(servicesContext)
    .db.query<{ automated_valuation: boolean }>("select automated_valuation from dealerships where id = $1", [dealershipId]);
  return rows[0]?.automated_valuation === true;
}

/**
 * detail §5: "Automated valuation qualifies only if the dealer has the
 * feature, status is in_stock, not sold, not reserved, price above 200" —
 * for the car the shopper came from. Without a car (/sell-my-car), the
 * dealership the lead went to decides.
 */
export async function valuationOffered(context: Readonly<RouterContextProvider>, lead: Pick<LeadRow, "carId" | "dealershipId">): Promise<boolean> {
  if (lead.carId !== null) {
    const found = await findFormCar(context, { id: lead.carId });
    if (!found) return false;
    return tradeInEligibility(
      { status: found.car.status as "in_stock", sold: found.car.status === "sold", reserved: found.car.reserved, price: found.car.price },
      { automatedValuation: found.dealership.automatedValuation },
    ).eligible;
  }
  return automatedValuationDealership(context, lead.dealershipId);
}

export interface TradeInLeadBody {
  lead_id: number | null;
  lead_token: string | null;
  analytics_event_id: number | null;
  /** True when the automated valuation qualifies: the page asks for the estimate next. */
  valuation_offered: boolean;
}

/** The trade-in lead; its answer says whether an online estimate is offered next. */
export async function submitTradeInLead(request: Request, context: Readonly<RouterContextProvider>): Promise<Answer<TradeInLeadBody>> {
  const result = await submitLeadForm(request, context, "tradeIn");
  if (!result.body.ok) return { ...result, body: { ...result.body, values: result.body.values } };
  if (result.body.lead_id === null) return { ...result, body: { ...result.body, valuation_offered: false } };
  let offered = false;
  try {
    const lead = await findLead(context.get(servicesContext).db, result.body.lead_id);
    offered = lead ? await valuationOffered(context, lead) : false;
  } catch (error) {
    log.warn("Trade-in estimate check failed:", error instanceof Error ? error.message : error);
  }
  return { ...result, body: { ...result.body, valuation_offered: offered } };
}

/** What comparable cars are listed and sold for across the platform: same make and model, within the year window. */
export function marketComparables(engine: CarSearchEngine, vehicle: ValuationRequest): MarketComparable[] {
  const response = searchStock(engine, StockScope.wholePlatform(), {
    filter: and(eq("make", vehicle.make), eq("model", vehicle.model), between("year", vehicle.year - 2, vehicle.year + 2), compare("price", ">", 200)),
    hitsPerPage: MAX_COMPARABLES,
    fields: ["make", "model", "badge", "year", "km", "price"],
  });
  return response.hits.map((hit) => ({ make: hit.make, model: hit.model, badge: hit.badge, year: hit.year, km: hit.km, price: hit.price ?? 0 }));
}

/** A follow-up post (estimate, accept): the CSRF check and the lead it names, owned by the caller. */
async function followUp(request: Request, context: Readonly<RouterContextProvider>) {
  const pipeline = leadPipeline(context);
  const site = context.get(siteContext);
  const posted = await readPostedForm(request);
  const csrf = verifyCsrf(request, first(posted[CSRF_FIELD]) ?? null, pipeline.secret);
  const leadId = Number(first(posted.lead_id));
  const leadToken = first(posted.lead_token);
  return { pipeline, site, posted, csrfOk: csrf.ok, leadId, leadToken };
}

export interface EstimateBody {
  valuation: ValuationResult;
  vehicle: ValuationRequest & { km: number };
  /** False when the valuation could not be kept with the lead (the page logs it; the shopper still sees it). */
  saved: boolean;
}

const shopperValues = (posted: PostedValues) =>
  Object.fromEntries(Object.entries(posted).filter(([key]) => ["year", "make", "model", "badge"].includes(key)));

export async function requestEstimate(request: Request, context: Readonly<RouterContextProvider>, now: Date = new Date()): Promise<Answer<EstimateBody>> {
  const { pipeline, site, posted, csrfOk, leadId, leadToken } = await followUp(request, context);
  const values = shopperValues(posted);
  if (!csrfOk) return failure(403, CSRF_FAILED_MESSAGE, { values });
  const checked = validateForm(valuationRequestSchema(now), posted);
  if (!checked.ok) return failure(400, "Please fix the following errors:", { fieldErrors: checked.errors.fieldErrors, values });
  const lead = Number.isInteger(leadId) && isLeadToken(leadId, leadToken, pipeline.secret) ? await findLead(pipeline.db, leadId) : null;
  if (!lead || lead.siteSlug !== site.slug || lead.formKind !== "tradeIn") return failure(404, LEAD_NOT_FOUND_MESSAGE, { values });
  if (!(await valuationOffered(context, lead))) return failure(400, ESTIMATE_NOT_OFFERED_MESSAGE, { values });

  const km = Number((lead.payload as { userData?: { kms?: unknown } }).userData?.kms) || 0;
  const comparables = marketComparables(context.get(servicesContext).search, checked.data);
  // The make and model as the market spells them ("toyota rav4" → "Toyota RAV4").
  const spelled = comparables[0];
  const vehicle = { ...checked.data, make: spelled?.make ?? checked.data.make, model: spelled?.model ?? checked.data.model, km };
  const valuation = computeValuation(vehicle, comparables, now);
  const saved = await saveTradeInValuation(pipeline, {
    site,
    leadId,
    leadToken,
    columnName: VALUATION_COLUMN,
    value: { ...valuation, vehicle, valued_at: now.toISOString() },
  });
  return { status: 200, headers: {}, body: { ok: true, valuation, vehicle, saved: saved.ok } };
}

export async function acceptOffer(request: Request, context: Readonly<RouterContextProvider>): Promise<Answer> {
  const { pipeline, site, csrfOk, leadId, leadToken } = await followUp(request, context);
  if (!csrfOk) return failure(403, CSRF_FAILED_MESSAGE);
  const result = await acceptTradeInOffer(pipeline, { site, leadId, leadToken });
  return result.ok ? { status: 200, headers: {}, body: { ok: true, lead_id: leadId } } : failure(result.status, result.message);
}
