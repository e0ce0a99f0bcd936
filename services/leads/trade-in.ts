// Trade-in follow-ups on a stored lead. saveTradeInValuation is the
// POST /api/miscellaneous call (column_name 'valuation'): the valuation the
// shopper was shown is kept beside the lead. acceptTradeInOffer updates the
// lead with subcategory '3. Offer Accepted' and tells the dealer again (a new
// revision, delivered as lead.updated). Both need the lead token that came
// with the lead_id, and the lead must belong to the site.
import { offerAcceptedUpdate } from "../../domain/trade-in.ts";
import type { LeadPayload } from "../../domain/leads/payload.ts";
import { findLead, reviseLead, saveLeadExtra } from "../../db/repositories/leads.ts";
import type { LeadRow } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import { log } from "../log.ts";
import { isLeadToken } from "../security/index.ts";
import { loadDealership } from "./lead-subjects.ts";
import type { LeadPipeline } from "./pipeline.ts";

/** detail §7: the valuation save sends column_name 'valuation'; nothing else may be written this way. */
export const VALUATION_COLUMN = "valuation";
export const MAX_VALUATION_BYTES = 20_000;

export const LEAD_NOT_FOUND_MESSAGE = "We couldn't find your enquiry. Please send the form again.";
export const FOLLOW_UP_FAILED_MESSAGE = "We couldn't save that just now. Please try again in a minute.";

export type FollowUpResult = { ok: true } | { ok: false; status: 400 | 404 | 503; message: string };

interface LeadReference {
  site: Site;
  leadId: number;
  leadToken: unknown;
}

/** The lead, when the token proves the caller sent it and it belongs to this site. */
async function ownedLead(pipeline: LeadPipeline, ref: LeadReference): Promise<LeadRow | null> {
  if (!Number.isInteger(ref.leadId) || !isLeadToken(ref.leadId, ref.leadToken, pipeline.secret)) return null;
  const lead = await findLead(pipeline.db, ref.leadId);
  return lead && lead.siteSlug === ref.site.slug ? lead : null;
}

export async function saveTradeInValuation(
  pipeline: LeadPipeline,
  input: LeadReference & { columnName: unknown; value: unknown },
): Promise<FollowUpResult> {
  if (input.columnName !== VALUATION_COLUMN) {
    return { ok: false, status: 400, message: `column_name must be '${VALUATION_COLUMN}'.` };
  }
  const json = JSON.stringify(input.value ?? null);
  if (!input.value || typeof input.value !== "object" || json.length > MAX_VALUATION_BYTES) {
    return { ok: false, status: 400, message: "The valuation must be an object of at most 20 kB." };
  }
  try {
    const lead = await ownedLead(pipeline, input);
    if (!lead) return { ok: false, status: 404, message: LEAD_NOT_FOUND_MESSAGE };
    await saveLeadExtra(pipeline.db, lead.id, VALUATION_COLUMN, input.value, pipeline.now());
    return { ok: true };
  } catch (error) {
    log.warn(`Valuation for lead ${input.leadId} not saved:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: FOLLOW_UP_FAILED_MESSAGE };
  }
}

export async function acceptTradeInOffer(pipeline: LeadPipeline, input: LeadReference): Promise<FollowUpResult> {
  try {
    const lead = await ownedLead(pipeline, input);
    if (!lead || lead.formKind !== "tradeIn") return { ok: false, status: 404, message: LEAD_NOT_FOUND_MESSAGE };
    const destinations = (await loadDealership(pipeline.db, lead.dealershipId))?.leadDestinations ?? [];
    await reviseLead(
      pipeline.db,
      lead.id,
      (current) => {
        if (current.offerAccepted) return null; // accepting twice tells the dealer once
        const payload = offerAcceptedUpdate(current.payload as unknown as LeadPayload, current.id);
        return {
          payload: payload as unknown as Record<string, unknown>,
          subcategory: payload.userData.subcategory,
          offerAccepted: true,
        };
      },
      destinations,
      { now: pipeline.now(), windowMs: pipeline.retry.windowMs },
    );
    pipeline.onQueued?.();
    return { ok: true };
  } catch (error) {
    log.warn(`Offer acceptance for lead ${input.leadId} not saved:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: FOLLOW_UP_FAILED_MESSAGE };
  }
}
