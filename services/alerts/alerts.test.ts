// Saved searches and alerts against a real database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set): the cars triggers, matching through the
// search engine, one digest a day, the outbox with no message sent twice,
// signed unsubscribe links, and one shopper never touching another's searches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { alertDeliveries, cars, savedSearches, watchlistItems } from "../../db/schema.ts";
import { signInUser } from "../../db/repositories/accounts.ts";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from "../../domain/alerts/saved-search-form.ts";
import { insertCar, insertDealership, insertGroup, testSite } from "../leads/testing/fixtures.ts";
import { createMailSender } from "../leads/index.ts";
import { decodeHeader, leafParts, parseMime } from "../leads/testing/eml.ts";
import type { SmsMessage, SmsProvider } from "../sms/index.ts";
import { SiteRegistry, type Site } from "../../sites/registry.ts";
import {
  changeSearchAlerts,
  changeWatchlistAlerts,
  createAlertWorker,
  readUnsubscribeToken,
  removeSavedSearch,
  renameSavedSearch,
  savedSearchesOf,
  saveSearch,
  unsubscribe,
  unsubscribeTarget,
  unsubscribeToken,
  type AlertWorker,
} from "./index.ts";

const HOUR = 3_600_000;
const SECRET = "alerts-test-secret";

describe.each(testDatabaseTargets)("saved searches and alerts on $name", (target) => {
  let db: Database;
  let site: Site;
  let otherGroupSite: Site;
  let groupId: number;
  let dealerId: number;
  let clock = Date.UTC(2026, 10, 24, 3);
  const sent: SmsMessage[] = [];
  const sms: SmsProvider = { name: "test", send: async (m) => void sent.push(m) };
  const mailDir = mkdtempSync(join(tmpdir(), "forecourt-alerts-"));
  let worker: AlertWorker;
  let alice: { user: { id: number; phone: string } };
  let bob: { user: { id: number; phone: string } };
  const deps = () => ({ db, clock: () => new Date(clock) });
  const mails = () => readdirSync(mailDir).filter((f) => f.endsWith(".eml")).sort();
  /** An .eml file as its headers and its text part, decoded. */
  const readMail = (file: string) => {
    const mime = parseMime(readFileSync(join(mailDir, file), "utf8"));
    const text = leafParts(mime).find((p) => p.contentType.startsWith("text/plain"))?.body ?? "";
    const headers = Object.entries(mime.headers).map(([k, v]) => `${k}: ${decodeHeader(v)}`).join("\n");
    return `${headers}\n\n${text}`;
  };
  const criteria = { path: "/search/new-used-and-demo-cars?make=Mazda", query: "", filters: "make:Mazda" };

  beforeAll(async () => {
    db = await target.open();
    groupId = await insertGroup(db);
    dealerId = (await insertDealership(db, groupId)).id;
    site = testSite({ dealerGroupId: groupId, dealershipIds: [dealerId], siteUrl: "https://alerts.example.com.au" });
    const otherGroup = await insertGroup(db);
    otherGroupSite = testSite({ slug: "other-group-site", dealerGroupId: otherGroup, dealershipIds: [(await insertDealership(db, otherGroup)).id] });
    alice = { user: await signInUser(db, groupId, "+61411111111", new Date(clock)) };
    bob = { user: await signInUser(db, groupId, "+61422222222", new Date(clock)) };
    worker = createAlertWorker({
      db,
      secret: SECRET,
      sites: new SiteRegistry([site, otherGroupSite], site.slug),
      mail: createMailSender({ mailDir }),
      sms,
      clock: () => new Date(clock),
    });
  });

  afterAll(async () => {
    await worker.stop();
    await db.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("saves a search with a name and its alert choices; email alerts need an address", async () => {
    const missing = await saveSearch(deps(), site, alice, criteria, { name: "Mazdas", email_alerts: "on" });
    expect(missing).toMatchObject({ ok: false, status: 400, fieldErrors: { email: SAVED_SEARCH_MESSAGES.emailNeeded } });
    const blank = await saveSearch(deps(), site, alice, criteria, { name: "  ", email: "a@example.com" });
    expect(blank).toMatchObject({ ok: false, fieldErrors: { name: SAVED_SEARCH_MESSAGES.name } });
    const saved = await saveSearch(deps(), site, alice, criteria, { name: " Mazdas  for me ", email: "alice@example.com", email_alerts: "on", sms_alerts: "on" });
    expect(saved.ok).toBe(true);
    const list = await savedSearchesOf(deps(), site, alice);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "Mazdas for me", email: "alice@example.com", emailAlerts: true, smsAlerts: true, path: criteria.path });
  });

  it("sends one digest by email and SMS when a matching car arrives, with prices and absolute links", async () => {
    await insertCar(db, groupId, dealerId, { make: "Toyota", model: "Corolla" });
    const mazda = await insertCar(db, groupId, dealerId, { make: "Mazda", model: "CX-5", badge: "Maxx", name: "2022 Mazda CX-5 Maxx", year: 2022, price: 34990, slug: "2022-mazda-cx-5-alert" });
    const round = await worker.runOnce();
    expect(round).toMatchObject({ matched: 1, digests: 2, delivered: 2 });
    expect(mails()).toHaveLength(1);
    const eml = readMail(mails()[0]);
    expect(eml).toContain("to: alice@example.com");
    expect(eml).toMatch(/subject: 1 new car for "Mazdas for me" at /);
    expect(eml).toContain("2022 Mazda CX-5 Maxx: $34,990");
    expect(eml).toContain("https://alerts.example.com.au/cars/2022-mazda-cx-5-alert");
    expect(eml).not.toContain("Corolla");
    expect(eml).toMatch(/list-unsubscribe: +<https:\/\/alerts\.example\.com\.au\/pages\/unsubscribe\?token=\d+\.email\./);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("+61411111111");
    expect(sent[0].text).toContain("2022 Mazda CX-5 Maxx: $34,990");
    expect(sent[0].text).toMatch(/Stop: https:\/\/alerts\.example\.com\.au\/pages\/unsubscribe\?token=\d+\.sms\./);
    expect(mazda).toBeGreaterThan(0);
  });

  it("sends at most one digest a day per saved search, and never the same message twice", async () => {
    await insertCar(db, groupId, dealerId, { make: "Mazda", model: "CX-30", name: "2023 Mazda CX-30", year: 2023, price: 31990, slug: "2023-mazda-cx-30-alert" });
    clock += 2 * HOUR;
    expect(await worker.runOnce()).toMatchObject({ matched: 1, digests: 0, delivered: 0 });
    expect(await worker.runOnce()).toMatchObject({ matched: 0, digests: 0, delivered: 0 });
    expect(mails()).toHaveLength(1);
    clock += 22 * HOUR + 1000;
    expect(await worker.runOnce()).toMatchObject({ digests: 2, delivered: 2 });
    expect(mails()).toHaveLength(2);
    const second = readMail(mails()[1]);
    expect(second).toContain("2023 Mazda CX-30");
    expect(second).not.toContain("CX-5");
    expect(await worker.runOnce()).toMatchObject({ matched: 0, digests: 0, delivered: 0 });
    const rows = await db.orm.select().from(alertDeliveries);
    expect(rows.every((r) => r.status === "delivered")).toBe(true);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(rows.length);
    expect(sent).toHaveLength(2);
  });

  it("a car coming back from sold counts as arriving; a sold car and another group's car do not", async () => {
    clock += 25 * HOUR;
    const sold = await insertCar(db, groupId, dealerId, { make: "Mazda", model: "BT-50", status: "sold", slug: "mazda-bt-50-sold" });
    await insertCar(db, otherGroupSite.dealerGroupId, otherGroupSite.dealershipIds[0], { make: "Mazda", model: "2", slug: "mazda-2-other-group" });
    expect(await worker.runOnce()).toMatchObject({ matched: 0 });
    await db.orm.update(cars).set({ status: "in_stock" }).where(eq(cars.id, sold));
    expect(await worker.runOnce()).toMatchObject({ matched: 1, digests: 2 });
    expect(readMail(mails().at(-1)!)).toContain("mazda-bt-50-sold");
  });

  it("tells watchers of a car when its price drops", async () => {
    const car = await insertCar(db, groupId, dealerId, { make: "Kia", model: "Sportage", name: "2020 Kia Sportage", year: 2020, price: 28000, slug: "kia-sportage-drop" });
    await db.orm.insert(watchlistItems).values({ dealerGroupId: groupId, userId: bob.user.id, carId: car });
    expect((await changeWatchlistAlerts(deps(), site, bob, { email: "bob@example.com", email_alerts: "on" })).ok).toBe(true);
    await db.orm.update(cars).set({ price: 30000 }).where(eq(cars.id, car));
    expect(await worker.runOnce()).toMatchObject({ matched: 0 });
    await db.orm.update(cars).set({ price: 26500 }).where(eq(cars.id, car));
    expect(await worker.runOnce()).toMatchObject({ matched: 1, digests: 1, delivered: 1 });
    const eml = readMail(mails().find((f) => readMail(f).includes("bob@example.com"))!);
    expect(eml).toContain("2020 Kia Sportage Ascent Sport: now $26,500 (was $30,000)");
  });

  it("refuses a tampered unsubscribe token and turns off only the named channel for a genuine one", async () => {
    const [search] = (await savedSearchesOf(deps(), site, alice)).filter((s) => s.kind === "search");
    const token = unsubscribeToken(SECRET, search.id, "email");
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ id: search.id, channel: "email" });
    const [, , signature] = token.split(".");
    for (const forged of [
      `${search.id + 1}.email.${signature}`,
      `${search.id}.sms.${signature}`,
      `${search.id}.email.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      unsubscribeToken("another-secret", search.id, "email"),
      "",
      "x".repeat(500),
    ]) {
      expect(await unsubscribeTarget(deps(), SECRET, site, forged)).toBeNull();
      expect(await unsubscribe(deps(), SECRET, site, forged)).toBeNull();
    }
    // A genuine token of this group read on another group's site names nothing.
    expect(await unsubscribeTarget(deps(), SECRET, otherGroupSite, token)).toBeNull();
    expect(await unsubscribeTarget(deps(), SECRET, site, token)).toMatchObject({ name: "Mazdas for me", channel: "email", off: false });
    expect(await unsubscribe(deps(), SECRET, site, token)).toMatchObject({ off: true });
    const [after] = await db.orm.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(after).toMatchObject({ emailAlerts: false, smsAlerts: true });
  });

  it("does not send a queued message whose channel was turned off before it went", async () => {
    const [search] = (await savedSearchesOf(deps(), site, alice)).filter((s) => s.kind === "search");
    clock += 25 * HOUR;
    await insertCar(db, groupId, dealerId, { make: "Mazda", model: "MX-5", slug: "mazda-mx-5-cancel" });
    const smsBefore = sent.length;
    // Match and queue (the worker's first two steps) without delivering: turn SMS off in between.
    const paused = createAlertWorker({ db, secret: SECRET, sites: new SiteRegistry([site], site.slug), mail: createMailSender({ mailDir }), sms: { name: "down", send: async () => Promise.reject(new Error("gateway down")) }, clock: () => new Date(clock) });
    await paused.runOnce();
    const queued = await db.orm.select().from(alertDeliveries).where(eq(alertDeliveries.savedSearchId, search.id));
    expect(queued.some((d) => d.channel === "sms" && d.status === "pending")).toBe(true);
    await unsubscribe(deps(), SECRET, site, unsubscribeToken(SECRET, search.id, "sms"));
    clock += HOUR;
    await worker.runOnce();
    expect(sent.length).toBe(smsBefore);
    const rows = await db.orm.select().from(alertDeliveries).where(eq(alertDeliveries.savedSearchId, search.id));
    expect(rows.find((d) => d.channel === "sms" && d.digestDay === new Date(clock - HOUR).toISOString().slice(0, 10))?.status).toBe("cancelled");
  });

  it("one shopper cannot rename, change or delete another's saved search", async () => {
    const [search] = (await savedSearchesOf(deps(), site, alice)).filter((s) => s.kind === "search");
    const id = String(search.id);
    expect(await renameSavedSearch(deps(), site, bob, id, { name: "Mine now" })).toMatchObject({ ok: false, status: 404 });
    expect(await changeSearchAlerts(deps(), site, bob, id, { email: "bob@example.com", email_alerts: "on" })).toMatchObject({ ok: false, status: 404 });
    expect(await removeSavedSearch(deps(), site, bob, id)).toMatchObject({ ok: false, status: 404 });
    expect((await savedSearchesOf(deps(), site, bob)).map((s) => s.id)).not.toContain(search.id);
    const [unchanged] = await db.orm.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(unchanged).toMatchObject({ name: "Mazdas for me", email: "alice@example.com", userId: alice.user.id });
    expect(await renameSavedSearch(deps(), site, alice, id, { name: "Small Mazdas" })).toEqual({ ok: true });
    expect(await removeSavedSearch(deps(), site, alice, "not-a-number")).toMatchObject({ status: 404 });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches per shopper`, async () => {
    const have = (await savedSearchesOf(deps(), site, alice)).filter((s) => s.kind === "search").length;
    for (let i = have; i < MAX_SAVED_SEARCHES; i++) {
      expect((await saveSearch(deps(), site, alice, criteria, { name: `Search ${i}` })).ok).toBe(true);
    }
    expect(await saveSearch(deps(), site, alice, criteria, { name: "One too many" })).toMatchObject({ ok: false, status: 409, message: SAVED_SEARCH_MESSAGES.limit });
    const [search] = await savedSearchesOf(deps(), site, alice);
    expect(await removeSavedSearch(deps(), site, alice, String(search.id))).toEqual({ ok: true });
    expect((await saveSearch(deps(), site, alice, criteria, { name: "Room again" })).ok).toBe(true);
  });
});
