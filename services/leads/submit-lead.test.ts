import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { analyticsEvents, leadDeliveries, leads } from "../../db/schema.ts";
import { INVALID_MESSAGES, INVALID_POSTCODE, FORM_ERRORS_HEADING, REQUIRED_MESSAGES } from "../../domain/forms/messages.ts";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { DEFAULT_SUBMISSION_RULES, SlidingWindowLimiter, unlimited, CLIENT_RATE_LIMITED_MESSAGE, isLeadToken } from "../security/index.ts";
import { createLeadPipeline } from "./pipeline.ts";
import {
  ALREADY_SENT_MESSAGE,
  CAR_NOT_AVAILABLE_MESSAGE,
  LEAD_NOT_STORED_MESSAGE,
  submitLead,
  type LeadSubmission,
} from "./submit-lead.ts";
import { enquiryForm, insertCar, insertDealership, insertGroup, insertLocation, testSite } from "./testing/fixtures.ts";
import type { Site } from "../../sites/registry.ts";

const SECRET = "test-secret-test-secret";

describe.each(testDatabaseTargets)("submitLead on $name", (target) => {
  let db: Database;
  let site: Site;
  let usedOnlySite: Site;
  let ids: {
    group: number;
    dealer: { id: number; slug: string };
    otherSiteDealer: { id: number; slug: string };
    foreignDealer: { id: number; slug: string };
    car: number;
    newCar: number;
    otherSiteCar: number;
    foreignCar: number;
    hiddenCar: number;
    longSoldCar: number;
    recentlySoldCar: number;
    location: number;
    otherSiteLocation: number;
  };

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const foreignGroup = await insertGroup(db);
    const dealer = await insertDealership(db, group, {
      name: "Harbour Toyota",
      leadDestinations: [
        { kind: "email", to: "sales@harbourtoyota.example" },
        { kind: "webhook", url: "http://127.0.0.1:9/hook", secret: "s1" },
        { kind: "email", to: "SALES@harbourtoyota.example" }, // the same mailbox twice is one destination
      ],
    });
    const otherSiteDealer = await insertDealership(db, group);
    const foreignDealer = await insertDealership(db, foreignGroup);
    const day = 86_400_000;
    ids = {
      group,
      dealer,
      otherSiteDealer,
      foreignDealer,
      car: await insertCar(db, group, dealer.id),
      newCar: await insertCar(db, group, dealer.id, { carType: "new", tag: "Test Drive Only" }),
      otherSiteCar: await insertCar(db, group, otherSiteDealer.id),
      foreignCar: await insertCar(db, foreignGroup, foreignDealer.id),
      hiddenCar: await insertCar(db, group, dealer.id, { showOnDealerWebsite: false }),
      longSoldCar: await insertCar(db, group, dealer.id, { status: "sold", soldAt: new Date(Date.now() - 30 * day) }),
      recentlySoldCar: await insertCar(db, group, dealer.id, { status: "sold", soldAt: new Date(Date.now() - day) }),
      location: await insertLocation(db, group, dealer.id),
      otherSiteLocation: await insertLocation(db, group, otherSiteDealer.id),
    };
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    usedOnlySite = testSite({ dealerGroupId: group, dealershipIds: [dealer.id], level: 3 });
  });
  afterAll(async () => {
    await db?.close();
  });

  const pipeline = (options: Parameters<typeof createLeadPipeline>[2] = {}) =>
    createLeadPipeline(db, SECRET, { limiter: unlimited, ...options });

  const submission = (values: Record<string, unknown>, extra: Partial<LeadSubmission> = {}): LeadSubmission => ({
    site,
    kind: "enquiry",
    values,
    client: "203.0.113.7",
    pageUrl: "https://test-motors.example.com.au/cars/some-car?utm_source=google",
    userAgent: "Mozilla/5.0 (test)",
    ...extra,
  });

  async function leadCount() {
    const [row] = await db.orm.select({ n: sql<number>`count(*)::int` }).from(leads);
    return Number(row.n);
  }

  it("stores the lead with one outbox row per destination and answers with its lead_id", async () => {
    const result = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(ids.car) }), { idempotencyKey: "key-stores-0001" }));
    expect(result).toMatchObject({ ok: true, status: 201, duplicate: false, analyticsEventId: ANALYTICS_EVENTS.enquiryUsed });
    if (!result.ok || result.leadId === null) throw new Error("expected a stored lead");
    expect(isLeadToken(result.leadId, result.leadToken, SECRET)).toBe(true);

    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({ dealershipId: ids.dealer.id, carId: ids.car, firstName: "Alex", email: "alex@example.com", phone: "0412345678" });
    const payload = lead.payload as { lead_id: number; userData: Record<string, unknown> };
    expect(payload.lead_id).toBe(result.leadId);
    expect(payload.userData).toMatchObject({
      source: "Website",
      car_id: ids.car,
      car_dealership_id: ids.dealer.id,
      category: "Vehicle Enquiry",
      subcategory: "Used Car Enquiry",
      stock_number: expect.any(String),
      "Vehicle Make": "Toyota",
      message: "Is it still available?",
    });
    expect(payload.userData).not.toHaveProperty("company_website");
    expect(lead.context.car?.url).toMatch(/^https:\/\/test-motors\.example\.com\.au\/cars\//);

    const deliveries = await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, result.leadId));
    expect(deliveries.map((d) => d.destinationKey).sort()).toEqual(["email:sales@harbourtoyota.example", "webhook:http://127.0.0.1:9/hook"]);
    expect(deliveries.every((d) => d.status === "pending" && d.attempts === 0)).toBe(true);

    const events = await db.orm.select().from(analyticsEvents).where(eq(analyticsEvents.leadId, result.leadId));
    expect(events).toMatchObject([{ eventId: 15, siteSlug: site.slug, carId: ids.car, path: "/cars/some-car" }]);
  });

  it("makes one lead of a double click: the same idempotency key answers with the first lead", async () => {
    const values = enquiryForm({ car_id: String(ids.car), message: "double click" });
    const [a, b] = await Promise.all([
      submitLead(pipeline(), submission(values, { idempotencyKey: "key-double-click-1" })),
      submitLead(pipeline(), submission(values, { idempotencyKey: "key-double-click-1" })),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && a.leadId).toBe(b.ok && b.leadId);
    expect([a, b].filter((r) => r.ok && "duplicate" in r && r.duplicate)).toHaveLength(1);
    const rows = await db.orm.select().from(leads).where(eq(leads.idempotencyKey, "key-double-click-1"));
    expect(rows).toHaveLength(1);
  });

  it("recognises a resubmission without a key by its content", async () => {
    const values = enquiryForm({ car_id: String(ids.car), message: "no key sent" });
    const first = await submitLead(pipeline(), submission(values));
    const second = await submitLead(pipeline(), submission(values));
    expect(second).toMatchObject({ ok: true, duplicate: true, leadId: first.ok ? first.leadId : -1 });
  });

  it("refuses a reused key with different content (422) and stores nothing new", async () => {
    await submitLead(pipeline(), submission(enquiryForm({ message: "first" }), { idempotencyKey: "key-reused-00001" }));
    const before = await leadCount();
    const result = await submitLead(pipeline(), submission(enquiryForm({ message: "second" }), { idempotencyKey: "key-reused-00001" }));
    expect(result).toMatchObject({ ok: false, status: 422, message: ALREADY_SENT_MESSAGE });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ["a car of another site's dealership", "otherSiteCar"],
    ["a car of another dealer group", "foreignCar"],
    ["a car hidden from dealer websites", "hiddenCar"],
    ["a car sold outside the site's sold window", "longSoldCar"],
    ["a car id that does not exist", "missing"],
  ] as const)("refuses %s (404) and stores nothing", async (_label, which) => {
    const before = await leadCount();
    const carId = which === "missing" ? 987654321 : ids[which];
    const result = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(carId) })));
    expect(result).toMatchObject({ ok: false, status: 404, message: CAR_NOT_AVAILABLE_MESSAGE });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a car outside the site's visibility level (a new car on a used-only site)", async () => {
    const result = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(ids.newCar) }), { site: usedOnlySite }));
    expect(result).toMatchObject({ ok: false, status: 404 });
  });

  it("accepts an enquiry on a car sold within the site's window (the similar-car enquiry)", async () => {
    const result = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(ids.recentlySoldCar) }), { kind: "similarCarEnquiry" }));
    expect(result).toMatchObject({ ok: true, status: 201 });
  });

  it("refuses a dealership or location of another site", async () => {
    const byDealer = await submitLead(pipeline(), submission(enquiryForm({ dealership_slug: ids.otherSiteDealer.slug })));
    expect(byDealer).toMatchObject({ ok: false, status: 400, errors: { fieldErrors: { dealership_slug: INVALID_MESSAGES.choice } } });
    const foreign = await submitLead(pipeline(), submission(enquiryForm({ dealership_slug: ids.foreignDealer.slug }), { kind: "general" }));
    expect(foreign).toMatchObject({ ok: false, status: 400, errors: { fieldErrors: { dealership_slug: INVALID_MESSAGES.choice } } });
    const byLocation = await submitLead(pipeline(), submission(enquiryForm({ location: String(ids.otherSiteLocation) })));
    expect(byLocation).toMatchObject({ ok: false, status: 400, errors: { fieldErrors: { location: INVALID_MESSAGES.choice } } });
  });

  it("uses the site's own location when the form names it", async () => {
    const result = await submitLead(pipeline(), submission(enquiryForm({ location: String(ids.location) })));
    if (!result.ok || result.leadId === null) throw new Error("expected a lead");
    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead.context.location?.id).toBe(ids.location);
  });

  it("answers an invalid form with the field messages under 'Please fix the following errors:'", async () => {
    const before = await leadCount();
    const result = await submitLead(pipeline(), submission(enquiryForm({ postcode: "2,000" })));
    expect(result).toMatchObject({ ok: false, status: 400, message: FORM_ERRORS_HEADING, errors: { fieldErrors: { postcode: INVALID_POSTCODE } } });
    expect(await leadCount()).toBe(before);
  });

  it("quietly drops a form whose honeypot is filled", async () => {
    const before = await leadCount();
    const result = await submitLead(pipeline(), submission(enquiryForm({ company_website: "http://spam.example" })));
    expect(result).toEqual({ ok: true, status: 200, leadId: null, ignored: true });
    expect(await leadCount()).toBe(before);
  });

  it("answers 429 with a clear message when one client sends too many", async () => {
    const limited = pipeline({ limiter: new SlidingWindowLimiter([{ scope: "client", limit: 2, windowMs: 60_000 }]) });
    const send = (n: number) => submitLead(limited, submission(enquiryForm({ message: `rate ${n}` }), { client: "198.51.100.1" }));
    expect((await send(1)).ok).toBe(true);
    expect((await send(2)).ok).toBe(true);
    const before = await leadCount();
    const third = await send(3);
    expect(third).toMatchObject({ ok: false, status: 429, message: CLIENT_RATE_LIMITED_MESSAGE, retryAfterSeconds: expect.any(Number) });
    expect(await leadCount()).toBe(before);
  });

  it("takes a genuine shopper's lead during a flood from many addresses, flagged as suspected spam, never 429", async () => {
    const flooded = pipeline({ limiter: new SlidingWindowLimiter(DEFAULT_SUBMISSION_RULES.map((r) => (r.scope === "site" ? { ...r, limit: 5 } : r))) });
    const from = (client: string, message: string) => submitLead(flooded, submission(enquiryForm({ message }), { client }));
    for (let n = 1; n <= 5; n++) expect(await from(`203.0.113.${n}`, `junk ${n}`)).toMatchObject({ ok: true, status: 201 });
    const genuine = await from("198.51.100.77", "Is the white one still here?");
    expect(genuine).toMatchObject({ ok: true, status: 201 });
    const [row] = await db.orm.select().from(leads).where(eq(leads.id, (genuine as { leadId: number }).leadId));
    expect(row.context.suspectedSpam).toBe(true);
    // One client of the flood still meets its own limit: what one address can store stays bounded.
    for (let n = 1; n <= 4; n++) await from("203.0.113.1", `more junk ${n}`);
    expect(await from("203.0.113.1", "even more")).toMatchObject({ ok: false, status: 429 });
  });

  it("tells the shopper when the database is unavailable and acknowledges nothing", async () => {
    const broken: Database = {
      ...db,
      orm: new Proxy(db.orm, {
        get: (target, prop) =>
          prop === "transaction" ? () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) : Reflect.get(target, prop),
      }),
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await leadCount();
    const result = await submitLead(createLeadPipeline(broken, SECRET, { limiter: unlimited }), submission(enquiryForm({ message: "db down" })));
    expect(result).toMatchObject({ ok: false, status: 503, message: LEAD_NOT_STORED_MESSAGE });
    expect(result).not.toHaveProperty("leadId");
    expect(await leadCount()).toBe(before);
    expect(warn).toHaveBeenCalled();
  });

  it("asks which dealership a test drive without a car is for on a site of several, and sends it there", async () => {
    // Before, the form showed no choice and every such lead went to the site's first dealership.
    const both = testSite({ dealerGroupId: ids.group, dealershipIds: [ids.dealer.id, ids.otherSiteDealer.id] });
    const unchosen = await submitLead(pipeline(), submission(enquiryForm({ message: "A weekend drive" }), { site: both, kind: "testDrive" }));
    expect(unchosen).toMatchObject({ ok: false, status: 400, errors: { fieldErrors: { dealership_slug: REQUIRED_MESSAGES.dealership_slug } } });
    const chosen = await submitLead(pipeline(), submission(enquiryForm({ message: "A weekend drive", dealership_slug: ids.otherSiteDealer.slug }), { site: both, kind: "testDrive" }));
    if (!chosen.ok || chosen.leadId === null) throw new Error("expected a stored lead");
    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, chosen.leadId));
    expect([lead.dealershipId, lead.carId]).toEqual([ids.otherSiteDealer.id, null]);
    // With a car, the car's dealership takes it and no choice is asked.
    const withCar = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(ids.otherSiteCar) }), { site: both, kind: "testDrive" }));
    if (!withCar.ok || withCar.leadId === null) throw new Error("expected a stored lead");
    const [carLead] = await db.orm.select().from(leads).where(eq(leads.id, withCar.leadId));
    expect(carLead.dealershipId).toBe(ids.otherSiteDealer.id);
  });

  it("sends a chat's lead about no car to the dealership nearest the shopper's postcode, where it asks none", async () => {
    const sydney = await insertDealership(db, ids.group);
    const melbourne = await insertDealership(db, ids.group);
    await insertLocation(db, ids.group, sydney.id, { state: "NSW", lat: -33.86, lng: 151.2 });
    await insertLocation(db, ids.group, melbourne.id, { state: "VIC", lat: -37.81, lng: 144.96 });
    const both = testSite({ dealerGroupId: ids.group, dealershipIds: [sydney.id, melbourne.id] });
    const dealershipOf = async (postcode: string) => {
      const result = await submitLead(pipeline(), submission(enquiryForm({ postcode, message: `From ${postcode}` }), { site: both, routeByPostcode: true }));
      if (!result.ok || result.leadId === null) throw new Error(`expected a stored lead, got ${JSON.stringify(result)}`);
      return (await db.orm.select().from(leads).where(eq(leads.id, result.leadId)))[0].dealershipId;
    };
    expect(await dealershipOf("3000")).toBe(melbourne.id);
    expect(await dealershipOf("2000")).toBe(sydney.id);
    // Perth is nearer Melbourne than Sydney; Canberra nearer Sydney.
    expect(await dealershipOf("6000")).toBe(melbourne.id);
    expect(await dealershipOf("0200")).toBe(sydney.id);
    // A postcode the dataset lacks: the first dealership in its state, else the site's first.
    expect(await dealershipOf("3999")).toBe(melbourne.id);
    expect(await dealershipOf("0001")).toBe(sydney.id);
    // A page's form is not routed: it asks.
    const asked = await submitLead(pipeline(), submission(enquiryForm({ postcode: "3000" }), { site: both }));
    expect(asked).toMatchObject({ ok: false, status: 400, errors: { fieldErrors: { dealership_slug: REQUIRED_MESSAGES.dealership_slug } } });
  });

  it("counts a test drive on a 'Test Drive Only' car as event 17", async () => {
    const result = await submitLead(pipeline(), submission(enquiryForm({ car_id: String(ids.newCar) }), { kind: "testDrive" }));
    expect(result).toMatchObject({ ok: true, analyticsEventId: 17 });
  });
});
