// Saved searches and alerts under attack, against the production server
// (decision 0040): CSRF on every new post (save, the garage's saved-search
// posts, unsubscribe), one shopper changing another's saved search, forged
// unsubscribe tokens, GET never unsubscribing, and bad input answered 4xx.
// A post from another origin is refused before our CSRF check by React
// Router itself (400) or by ours (403): either way nothing changes.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { CSRF_FAILED_MESSAGE } from "../../services/security/csrf.ts";
import { unsubscribeToken } from "../../services/alerts/unsubscribe-token.ts";
import { Shopper } from "./support/shopper.ts";

const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");
const appSecret = () => readFileSync(join(DATA_DIR, "app-secret"), "utf8").trim();
const LISTING = "/search/new-used-and-demo-cars?make=Toyota";
const SAVE = `/save-search?path=${encodeURIComponent(LISTING)}`;

/** Signs a shopper in and saves a search; returns the shopper and the search's id. */
async function shopperWithSearch(from: string, name = "Toyotas") {
  const shopper = new Shopper(from);
  await shopper.signIn();
  await shopper.open(SAVE);
  const saved = await shopper.post(SAVE, { path: LISTING, name, email: "owner@example.com", email_alerts: "on" });
  expect(saved.status).toBe(303);
  const id = /saved-search=(\d+)/.exec(String(saved.headers.location))?.[1];
  expect(id).toBeTruthy();
  return { shopper, id: id! };
}

const garageHas = async (shopper: Shopper, text: string) => (await shopper.open("/my-garage")).body.includes(text);

test("saving a search needs the CSRF token and a same-site origin", async () => {
  const shopper = new Shopper("127.0.0.61");
  await shopper.signIn();
  await shopper.open(SAVE);
  const values = { path: LISTING, name: "No token", email: "a@example.com", email_alerts: "on" };
  const missing = await shopper.post(SAVE, values, { csrf: null });
  expect(missing.status).toBe(403);
  expect(missing.body).toContain(CSRF_FAILED_MESSAGE.replace(/'/g, "&#x27;"));
  expect((await shopper.post(SAVE, values, { csrf: "forged" })).status).toBe(403);
  expect([400, 403]).toContain((await shopper.post(SAVE, values, { origin: "https://evil.example" })).status);
  expect(await garageHas(shopper, "No token")).toBe(false);
});

test("My Garage's saved-search posts need the CSRF token", async () => {
  const { shopper, id } = await shopperWithSearch("127.0.0.62", "Kept name");
  for (const [intent, extra] of [
    ["rename-search", { name: "Changed" }],
    ["search-alerts", { email: "", email_alerts: "" }],
    ["delete-search", {}],
    ["watchlist-alerts", { email: "x@example.com", email_alerts: "on" }],
  ] as const) {
    expect((await shopper.post("/my-garage", { intent, search_id: id, ...extra }, { csrf: null })).status, intent).toBe(403);
    expect([400, 403], intent).toContain((await shopper.post("/my-garage", { intent, search_id: id, ...extra }, { origin: "https://evil.example" })).status);
  }
  const garage = (await shopper.open("/my-garage")).body;
  expect(garage).toContain("Kept name");
  expect(garage).toContain("Email on");
});

test("one shopper cannot rename, change or delete another's saved search", async () => {
  const { shopper: owner, id } = await shopperWithSearch("127.0.0.63", "Owner's search");
  const other = new Shopper("127.0.0.64");
  await other.signIn();
  await other.open("/my-garage");
  for (const [intent, extra] of [
    ["rename-search", { name: "Stolen" }],
    ["search-alerts", { email: "attacker@example.com", email_alerts: "on" }],
    ["delete-search", {}],
  ] as const) {
    const answer = await other.post("/my-garage", { intent, search_id: id, ...extra });
    expect(answer.status, intent).toBe(404);
  }
  expect(await garageHas(other, "Owner&#x27;s search")).toBe(false);
  const garage = (await owner.open("/my-garage")).body;
  expect(garage).toContain("Owner&#x27;s search");
  expect(garage).not.toContain("attacker@example.com");
});

test("an unsubscribe link works without signing in; GET changes nothing; a forged token is refused; the POST needs the CSRF token", async () => {
  const { shopper: owner, id } = await shopperWithSearch("127.0.0.65", "Unsubscribe me");
  const token = unsubscribeToken(appSecret(), Number(id), "email");
  const stranger = new Shopper("127.0.0.66");
  const path = `/pages/unsubscribe?token=${token}`;
  for (let i = 0; i < 2; i++) {
    const page = await stranger.open(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Stop emails for your saved search");
  }
  expect(await garageHas(owner, "Email on")).toBe(true);

  const [, , signature] = token.split(".");
  for (const forged of [
    `${Number(id) + 1}.email.${signature}`,
    `${id}.sms.${signature}`,
    `${id}.email.${signature.slice(0, -2)}xx`,
    unsubscribeToken("not-the-app-secret", Number(id), "email"),
    "../../etc/passwd",
    "%00",
  ]) {
    expect((await stranger.open(`/pages/unsubscribe?token=${encodeURIComponent(forged)}`)).status, forged).toBe(400);
    expect((await stranger.post("/pages/unsubscribe", { token: forged })).status, forged).toBe(400);
  }
  expect(await garageHas(owner, "Email on")).toBe(true);

  await stranger.open(path);
  expect((await stranger.post("/pages/unsubscribe", { token }, { csrf: null })).status).toBe(403);
  expect([400, 403]).toContain((await stranger.post("/pages/unsubscribe", { token }, { origin: "https://evil.example" })).status);
  expect(await garageHas(owner, "Email on")).toBe(true);
  const done = await stranger.post("/pages/unsubscribe", { token });
  expect(done.status).toBe(200);
  expect(done.body).toContain("You&#x27;re unsubscribed");
  expect(await garageHas(owner, "Email off")).toBe(true);
});

test("bad input to the save page is a clear 4xx, never a 500; anonymous posts go to sign-in", async () => {
  const anonymous = new Shopper("127.0.0.67");
  await anonymous.open("/sign-in");
  const redirected = await anonymous.post(SAVE, { path: LISTING, name: "x" });
  expect(redirected.status).toBe(302);
  expect(String(redirected.headers.location)).toMatch(/^\/sign-in\?type=my-garage/);

  const shopper = new Shopper("127.0.0.68");
  await shopper.signIn();
  for (const path of ["https://evil.example/search/x", "//evil.example/search/x", "/cars/anything", "/my-garage", "", "/search/" + "a/".repeat(1500)]) {
    expect((await shopper.open(`/save-search?path=${encodeURIComponent(path)}`)).status, path).toBe(400);
    await shopper.open(SAVE);
    expect((await shopper.post(SAVE, { path, name: "Bad", email: "a@example.com" })).status, path).toBe(400);
  }
  await shopper.open(SAVE);
  expect((await shopper.post(SAVE, { path: LISTING, name: "n".repeat(500), email: "a@example.com" })).status).toBe(400);
  expect((await shopper.post(SAVE, { path: LISTING, name: "ok", email: "not an email", email_alerts: "on" })).status).toBe(400);
  expect((await shopper.post("/my-garage", { intent: "rename-search", search_id: "1 or 1=1", name: "x" })).status).toBe(404);
});
