import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { leadDeliveries, leads } from "../../db/schema.ts";
import { TRADE_IN_SUBCATEGORIES } from "../../domain/leads/categories.ts";
import { unlimited } from "../security/index.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { submitLead } from "./submit-lead.ts";
import { acceptTradeInOffer, LEAD_NOT_FOUND_MESSAGE, saveTradeInValuation } from "./trade-in.ts";
import { enquiryForm, insertDealership, insertGroup, insertLocation, testSite } from "./testing/fixtures.ts";
import type { Site } from "../../sites/registry.ts";

describe.each(testDatabaseTargets)("trade-in follow-ups on $name", (target) => {
  let db: Database;
  let site: Site;
  let otherSite: Site;
  let location: number;
  const pipeline = () => createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited });

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "email", to: "trade@example.com" }] });
    const other = await insertDealership(db, group);
    location = await insertLocation(db, group, dealer.id);
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    otherSite = testSite({ dealerGroupId: group, dealershipIds: [other.id] });
  });
  afterAll(async () => {
    await db?.close();
  });

  async function tradeInLead() {
    const result = await submitLead(pipeline(), {
      site,
      kind: "tradeIn",
      values: enquiryForm({ PreferredContactMethod: "Phone", kms: "85,000 kms", regoState: "NSW", rego: "abc-123", location_id: String(location), message: "" }),
      client: "t",
      pageUrl: "https://t/trade-in",
      userAgent: "t",
    });
    if (!result.ok || result.leadId === null) throw new Error(JSON.stringify(result));
    return result;
  }

  const valuation = { available: true, low: 18000, high: 21000, offer: 15300, comparables: 12 };

  it("saves the valuation beside the lead (column_name 'valuation')", async () => {
    const lead = await tradeInLead();
    expect(await saveTradeInValuation(pipeline(), { site, leadId: lead.leadId, leadToken: lead.leadToken, columnName: "valuation", value: valuation })).toEqual({ ok: true });
    const [row] = await db.orm.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(row.extras).toEqual({ valuation });
    expect(row.payload).toMatchObject({ rego: "ABC123", regoState: "nsw", userData: { kms: 85000, category: "Trade-In" } });
  });

  it("refuses other columns, a wrong token, and another site's lead", async () => {
    const lead = await tradeInLead();
    const base = { site, leadId: lead.leadId, leadToken: lead.leadToken, value: valuation };
    expect(await saveTradeInValuation(pipeline(), { ...base, columnName: "email" })).toMatchObject({ ok: false, status: 400 });
    expect(await saveTradeInValuation(pipeline(), { ...base, columnName: "valuation", leadToken: "guess" })).toEqual({ ok: false, status: 404, message: LEAD_NOT_FOUND_MESSAGE });
    expect(await saveTradeInValuation(pipeline(), { ...base, columnName: "valuation", site: otherSite })).toMatchObject({ ok: false, status: 404 });
    expect(await saveTradeInValuation(pipeline(), { ...base, columnName: "valuation", value: "x".repeat(10) })).toMatchObject({ ok: false, status: 400 });
  });

  it("an accepted offer updates the lead with '3. Offer Accepted' and tells the dealer again, once", async () => {
    const lead = await tradeInLead();
    const ref = { site, leadId: lead.leadId, leadToken: lead.leadToken };
    expect(await acceptTradeInOffer(pipeline(), ref)).toEqual({ ok: true });
    expect(await acceptTradeInOffer(pipeline(), ref)).toEqual({ ok: true });
    const [row] = await db.orm.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(row).toMatchObject({ subcategory: TRADE_IN_SUBCATEGORIES.offerAccepted, offerAccepted: true, revision: 2 });
    expect(row.payload).toMatchObject({ offer_accepted: true, form_completed: true, lead_id: lead.leadId, userData: { subcategory: "3. Offer Accepted" } });
    const deliveries = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId)).orderBy(leadDeliveries.revision);
    expect(deliveries.map((d) => [d.revision, d.event])).toEqual([
      [1, "lead.created"],
      [2, "lead.updated"],
    ]);
    expect(deliveries[0].idempotencyKey).not.toBe(deliveries[1].idempotencyKey);
  });

  it("accepts offers only on trade-in leads", async () => {
    const enquiry = await submitLead(pipeline(), { site, kind: "general", values: enquiryForm({ category: "Sales" }), client: "t", pageUrl: "https://t/", userAgent: "t" });
    if (!enquiry.ok || enquiry.leadId === null) throw new Error("no lead");
    expect(await acceptTradeInOffer(pipeline(), { site, leadId: enquiry.leadId, leadToken: enquiry.leadToken })).toMatchObject({ ok: false, status: 404 });
  });
});
