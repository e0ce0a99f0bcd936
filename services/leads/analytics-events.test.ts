import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { countAnalyticsEvents } from "../../db/repositories/leads.ts";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { CLIENT_RATE_LIMITED_MESSAGE, unlimited, issueCsrfToken } from "../security/index.ts";
import { createEventLimiter, receiveShopperEvent, recordShopperEvent } from "./analytics-events.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { insertCar, insertDealership, insertGroup, testSite } from "./testing/fixtures.ts";
import type { Site } from "../../sites/registry.ts";

describe.each(testDatabaseTargets)("shopper analytics events on $name", (target) => {
  let db: Database;
  let site: Site;
  let car: number;
  let otherCar: number;
  const since = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group);
    const other = await insertDealership(db, group);
    car = await insertCar(db, group, dealer.id);
    otherCar = await insertCar(db, group, other.id);
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
  });
  afterAll(async () => {
    await db?.close();
  });

  const pipeline = () => createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited });

  it("stores the spec's event ids per site and counts them", async () => {
    const limiter = createEventLimiter();
    for (const eventId of [ANALYTICS_EVENTS.callDealerClick, ANALYTICS_EVENTS.callDealerClick, ANALYTICS_EVENTS.watchlistSave]) {
      expect(await recordShopperEvent(pipeline(), limiter, { site, eventId, carId: car, path: "/cars/x", client: "c1" })).toEqual({ ok: true });
    }
    expect(await recordShopperEvent(pipeline(), limiter, { site, eventId: "26", client: "c1" })).toEqual({ ok: true });
    expect(await countAnalyticsEvents(db, site.slug, since)).toEqual([
      { eventId: 25, count: 2 },
      { eventId: 26, count: 1 },
      { eventId: 39, count: 1 },
    ]);
  });

  it("refuses unknown event ids and cars of other sites", async () => {
    const limiter = createEventLimiter();
    expect(await recordShopperEvent(pipeline(), limiter, { site, eventId: 999, client: "c2" })).toMatchObject({ ok: false, status: 400 });
    expect(await recordShopperEvent(pipeline(), limiter, { site, eventId: 25, carId: otherCar, client: "c2" })).toMatchObject({ ok: false, status: 404 });
    expect(await recordShopperEvent(pipeline(), limiter, { site, eventId: 25, carId: "1; drop", client: "c2" })).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ["a list as car_id", { carId: [1] }],
    ["true as car_id", { carId: true }],
    ["car_id in hexadecimal", { carId: "0x10" }],
    ["a path with a NUL", { path: "/cars/a\u0000b" }],
    ["a path with a line break", { path: "/cars/a\nb" }],
    ["a path that is not text", { path: ["/cars/x"] }],
  ])("refuses %s with a 400, storing nothing", async (_label, fields) => {
    const before = await countAnalyticsEvents(db, site.slug, since);
    const result = await recordShopperEvent(pipeline(), createEventLimiter(), { site, eventId: 25, client: "c4", ...fields });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await countAnalyticsEvents(db, site.slug, since)).toEqual(before);
  });

  it("takes the car id as its digits in text, as a form posts it", async () => {
    expect(await recordShopperEvent(pipeline(), createEventLimiter(), { site, eventId: 25, carId: String(car), path: "/cars/x", client: "c5" })).toEqual({ ok: true });
  });

  it("limits one client to 60 events a minute", async () => {
    const limiter = createEventLimiter();
    for (let i = 0; i < 60; i++) limiter.hit({ client: "c3", site: site.slug });
    expect(await recordShopperEvent(pipeline(), limiter, { site, eventId: 25, client: "c3" })).toEqual({ ok: false, status: 429, message: CLIENT_RATE_LIMITED_MESSAGE });
  });

  it("takes a beacon post with the CSRF token, and refuses one without", async () => {
    const page = "http://test.localhost/cars/x";
    const issued = issueCsrfToken(new Request(page), "secret-secret-secret");
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return new Request(page, { method: "POST", body, headers: { Host: "test.localhost", Cookie: issued.setCookie!.split(";")[0] } });
    };
    const limiter = createEventLimiter();
    expect(await receiveShopperEvent(pipeline(), limiter, { request: post({ event_id: "49", car_id: String(car), path: "/cars/x", csrf: issued.token }), site, clientAddress: "10.0.0.1" })).toEqual({ ok: true });
    expect(await receiveShopperEvent(pipeline(), limiter, { request: post({ event_id: "49" }), site, clientAddress: "10.0.0.1" })).toMatchObject({ ok: false, status: 403 });
  });
});
