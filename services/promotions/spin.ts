// Spin to win (decision 0041): one spin per signed-in shopper per campaign,
// drawn on the server with a CSPRNG (crypto.randomInt) from the configured
// odds and stored before anyone sees it; a win goes to the dealer as a lead
// through the lead pipeline (in the same transaction as the entry).
import { randomInt as cryptoRandomInt } from "node:crypto";
import { buildLeadPayload } from "../../domain/leads/payload.ts";
import { campaignState, drawPrize, type CampaignState, type SpinToWin } from "../../domain/promotions/spin-to-win.ts";
import { dealershipsForLeads, findSpin, recordSpin } from "../../db/repositories/promotions.ts";
import type { SpinEntryRow } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import { contentHash } from "../security/index.ts";
import type { LeadPipeline } from "../leads/index.ts";

export interface SpinDeps {
  pipeline: LeadPipeline;
  /** Uniform integer in [0, max): crypto.randomInt unless a test says otherwise. */
  randomInt?: (max: number) => number;
}

export interface SpinShopper {
  user: { id: number; phone: string; savedDetails: { name?: string; last_name?: string; email?: string } };
}

export type SpinAnswer =
  | { status: "not-found" }
  | { status: CampaignState & ("upcoming" | "closed"); campaign: SpinToWin }
  | { status: "spun"; campaign: SpinToWin; entry: SpinEntryRow; first: boolean };

export const SPIN_LEAD_CATEGORY = "Spin to Win";

/** The shopper's spin in this site's campaign, if they have had it. */
export async function spinOf(deps: SpinDeps, site: Site, shopper: SpinShopper): Promise<SpinEntryRow | null> {
  const campaign = site.features.spinToWin;
  return campaign ? findSpin(deps.pipeline.db, site.slug, campaign.campaignId, shopper.user.id) : null;
}

export async function spin(deps: SpinDeps, site: Site, shopper: SpinShopper, request: { pageUrl: string; userAgent: string }): Promise<SpinAnswer> {
  const campaign = site.features.spinToWin;
  if (!campaign) return { status: "not-found" };
  const now = deps.pipeline.now();
  const state = campaignState(campaign, now);
  if (state !== "open") return { status: state, campaign };
  const already = await findSpin(deps.pipeline.db, site.slug, campaign.campaignId, shopper.user.id);
  if (already) return { status: "spun", campaign, entry: already, first: false };

  const prize = drawPrize(campaign.prizes, deps.randomInt ?? ((max) => cryptoRandomInt(max)));
  const [dealership] = await dealershipsForLeads(deps.pipeline.db, site.dealershipIds.slice(0, 1));
  const details = shopper.user.savedDetails;
  const baseUrl = site.siteUrl ?? null;
  const recorded = await recordSpin(
    deps.pipeline.db,
    { dealerGroupId: site.dealerGroupId, siteSlug: site.slug, campaignId: campaign.campaignId, userId: shopper.user.id, prizeId: prize.id, prizeLabel: prize.label, won: prize.win },
    prize.win && dealership
      ? (entryId) => {
          const values = {
            name: details.name ?? "Spin to win",
            last_name: details.last_name ?? "winner",
            email: details.email ?? "",
            phone: shopper.user.phone,
            category: SPIN_LEAD_CATEGORY,
            subcategory: prize.label,
            message: `Won "${prize.label}" in ${campaign.title} (campaign ${campaign.campaignId}, entry ${entryId}). Please contact the winner to arrange the prize.`,
            campaign_id: campaign.campaignId,
            prize_id: prize.id,
            entry_id: entryId,
          };
          return {
            lead: {
              dealerGroupId: site.dealerGroupId,
              dealershipId: dealership.id,
              siteSlug: site.slug,
              carId: null,
              formKind: "spinToWin",
              category: SPIN_LEAD_CATEGORY,
              subcategory: prize.label,
              firstName: values.name,
              lastName: values.last_name,
              email: values.email,
              phone: shopper.user.phone,
              payload: buildLeadPayload({ kind: "general", values, url: request.pageUrl, userAgent: request.userAgent }) as unknown as Record<string, unknown>,
              context: {
                site: { slug: site.slug, name: site.name, url: baseUrl },
                dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
                location: null,
                car: null,
              },
              idempotencyKey: `spin-${entryId}`,
              requestHash: contentHash({ spin: entryId }),
            },
            destinations: dealership.leadDestinations,
          };
        }
      : null,
    { now, windowMs: deps.pipeline.retry.windowMs },
  );
  if (recorded.first && prize.win) deps.pipeline.onQueued?.();
  return { status: "spun", campaign, entry: recorded.entry, first: recorded.first };
}
