import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { INVALID_POSTCODE } from "../../domain/forms/messages.ts";
import { CSRF_FAILED_MESSAGE, issueCsrfToken, SlidingWindowLimiter, unlimited, type SubmissionLimiter } from "../security/index.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { receiveLeadForm } from "./receive-lead-form.ts";
import { enquiryForm, insertCar, insertDealership, insertGroup, testSite } from "./testing/fixtures.ts";
import type { Site } from "../../sites/registry.ts";

const SECRET = "form-secret-form-secret";
const HOST = "test-motors.localhost:3000";
const PAGE = `http://${HOST}/cars/a-car`;

describe.each(testDatabaseTargets)("receiveLeadForm on $name", (target) => {
  let db: Database;
  let site: Site;
  let car: number;

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "email", to: "sales@example.com" }] });
    car = await insertCar(db, group, dealer.id);
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id], siteUrl: null });
  });
  afterAll(async () => {
    await db?.close();
  });

  function browserPost(fields: Record<string, string>, options: { csrf?: boolean; origin?: string } = {}) {
    const issued = issueCsrfToken(new Request(PAGE), SECRET);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (options.csrf !== false) form.append("csrf", issued.token);
    return new Request(PAGE, {
      method: "POST",
      body: form,
      headers: {
        Host: HOST,
        Origin: options.origin ?? `http://${HOST}`,
        Referer: `${PAGE}?utm_source=newsletter`,
        Cookie: issued.setCookie!.split(";")[0],
        "User-Agent": "Mozilla/5.0 (form test)",
      },
    });
  }

  const pipeline = (limiter: SubmissionLimiter = unlimited) => createLeadPipeline(db, SECRET, { limiter });

  it("takes a progressive-enhancement form post and answers with lead_id and lead_token", async () => {
    const request = browserPost({
      ...enquiryForm({ car_id: String(car) }),
      idempotency_key: "form-key-000000001",
      visited_pages: JSON.stringify(["/", "/search/used-cars", "/cars/a-car"]),
      landing_url: "https://x/?utm_source=google&gclid=abc",
    });
    const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.5" });
    expect(response).toMatchObject({ status: 201, body: { ok: true, lead_id: expect.any(Number), lead_token: expect.any(String), analytics_event_id: 15 } });
    if (!response.body.ok || response.body.lead_id === null) throw new Error("no lead");
    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, response.body.lead_id));
    expect(lead.idempotencyKey).toBe("form-key-000000001");
    expect(lead.payload).toMatchObject({
      userData: {
        url: `${PAGE}?utm_source=newsletter`,
        user_agent: "Mozilla/5.0 (form test)",
        lead_attributes: { visited_pages: ["/", "/search/used-cars", "/cars/a-car"], linked_query_params: { utm_source: "google", gclid: "abc" } },
      },
    });
    expect(lead.payload.userData).not.toHaveProperty("csrf");
    // without a siteUrl the links point at the address the shopper used
    expect(lead.context.car?.url).toMatch(new RegExp(`^http://${HOST}/cars/`));
  });

  it("takes the car the page's address names as the lead's car, whatever the post says of it", async () => {
    // A post to a car's enquiry page without car_id (a hand-made or truncated form) was a lead about no car.
    const other = await insertCar(db, site.dealerGroupId, site.dealershipIds[0]);
    for (const fields of [enquiryForm(), enquiryForm({ car_id: String(other) })]) {
      const request = browserPost({ ...fields, idempotency_key: `form-key-car-${fields.car_id ?? "none"}` });
      const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.8", carId: car });
      if (!response.body.ok || response.body.lead_id === null) throw new Error(`no lead: ${JSON.stringify(response.body)}`);
      const [lead] = await db.orm.select().from(leads).where(eq(leads.id, response.body.lead_id));
      expect(lead.carId).toBe(car);
    }
  });

  it("refuses a POST without the CSRF token (403) and keeps what was typed", async () => {
    const request = browserPost(enquiryForm({ message: "keep me" }), { csrf: false });
    const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.5" });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ ok: false, message: CSRF_FAILED_MESSAGE, values: { message: "keep me", name: "Alex" } });
  });

  it("refuses a POST from another site's page (403)", async () => {
    const request = browserPost(enquiryForm(), { origin: "https://evil.example" });
    const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.5" });
    expect(response.status).toBe(403);
  });

  it("answers field errors with the values typed, never echoing the honeypot or the token", async () => {
    const request = browserPost(enquiryForm({ postcode: "20000" }));
    const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.5" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, fieldErrors: { postcode: INVALID_POSTCODE }, values: { postcode: "20000" } });
    if (response.body.ok) throw new Error("expected a failure");
    expect(Object.keys(response.body.values)).not.toContain("csrf");
    expect(Object.keys(response.body.values)).not.toContain("company_website");
  });

  it("answers 429 with Retry-After", async () => {
    const limiter = new SlidingWindowLimiter([{ scope: "client", limit: 1, windowMs: 60_000 }]);
    const p = pipeline(limiter);
    await receiveLeadForm(p, { request: browserPost(enquiryForm({ message: "one" })), site, kind: "enquiry", clientAddress: "198.51.100.9" });
    const response = await receiveLeadForm(p, { request: browserPost(enquiryForm({ message: "two" })), site, kind: "enquiry", clientAddress: "198.51.100.9" });
    expect(response.status).toBe(429);
    expect(Number(response.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("takes JSON from fetch() with the token in a header", async () => {
    const issued = issueCsrfToken(new Request(PAGE), SECRET);
    const request = new Request(PAGE, {
      method: "POST",
      body: JSON.stringify({ ...enquiryForm({ message: "json" }), opt_in: true }),
      headers: { Host: HOST, "Content-Type": "application/json", Cookie: issued.setCookie!.split(";")[0], "X-CSRF-Token": issued.token },
    });
    const response = await receiveLeadForm(pipeline(), { request, site, kind: "enquiry", clientAddress: "203.0.113.6" });
    expect(response.status).toBe(201);
  });
});
