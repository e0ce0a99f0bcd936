// Saved searches with alerts in the browser (decision 0040): "Save this
// search" on a listing, anonymous first (sign-in, then back to finish the
// save), with JavaScript off too; a matching car arriving (an operator marks a
// car sold, then back for sale, through the ops endpoint) sends the alert
// e-mail with the car, its price and absolute links; the unsubscribe link
// works without signing in, GET changes nothing and a forged token is refused.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PORT, searchSite, siteOrigin, type Hit } from "./detail-helpers.ts";
import { mailsMentioning, waitForMails } from "./support/lead-mail.ts";
import { signInOnPage } from "./support/sms.ts";
import { publicOrigin } from "./support/stock-api.ts";

const toyota = siteOrigin("harbour-toyota");
const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");

/** The operator endpoint (loopback, DATA_DIR/ops-token): a car's status or price changed as at the yard. */
async function changeCar(id: number, change: { status?: string; price?: number }) {
  const token = readFileSync(join(DATA_DIR, "ops-token"), "utf8").trim();
  const response = await fetch(`http://127.0.0.1:${PORT}/_ops/cars/${id}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(change),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let picked = 0;
/** An in-stock car of the site no other test of this file uses, found by its stock number. */
async function uniqueCar(request: Parameters<typeof searchSite>[0]): Promise<Hit & { stocknum: string }> {
  const hits = (await searchSite(request, "harbour-toyota", { filters: "status:in_stock AND price > 1000 AND reserved:false", hitsPerPage: 50 })) as (Hit & { stocknum: string })[];
  return hits[10 + (picked++ % 20) + (process.pid % 10)];
}

async function saveThisSearch(page: Page, name: string, email: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Save this search" })).toBeVisible();
  await page.getByLabel("Name this search").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/my-garage\?saved-search=\d+#saved-searches$/);
  await expect(page.locator("#saved-searches").getByRole("link", { name })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an anonymous shopper saves a search after signing in, and hears when a matching car arrives", async ({ page, request }) => {
      const car = await uniqueCar(request);
      const email = `alerts-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      await page.goto(`${toyota}/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`);
      await page.getByRole("link", { name: "Save this search" }).click();
      await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
      await signInOnPage(page);
      await expect(page).toHaveURL(/\/save-search\?path=/);
      await saveThisSearch(page, `Stock ${car.stocknum}`, email);

      // Saving does not alert about cars already there; a car coming back for sale does.
      expect(await mailsMentioning(email)).toHaveLength(0);
      await changeCar(car.id, { status: "sold" });
      await changeCar(car.id, { status: "in_stock" });
      const [mail] = await waitForMails(email, 1);
      const origin = publicOrigin("harbour-toyota");
      expect(mail).toContain(`1 new car for "Stock ${car.stocknum}" at Harbour Toyota:`);
      expect(mail).toContain(`${origin}/cars/${car.slug}`);
      expect(mail).toContain(`$${car.price!.toLocaleString("en-AU")}`);
      const unsubscribe = /https:\/\/[^\s"<>]+\/pages\/unsubscribe\?token=[A-Za-z0-9._-]+/.exec(mail)?.[0];
      expect(unsubscribe?.startsWith(`${origin}/pages/unsubscribe?token=`)).toBe(true);

      // The link works in a browser with no session; opening it changes nothing.
      const local = unsubscribe!.replace(origin, toyota);
      await page.context().clearCookies();
      await page.goto(local);
      await expect(page.getByText(`Stop emails for your saved search “Stock ${car.stocknum}”?`)).toBeVisible();
      await page.goto(local);
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByText(`You're unsubscribed: we won't send you any more emails for your saved search “Stock ${car.stocknum}”.`)).toBeVisible();

      // A forged token is refused.
      const response = await page.goto(local.replace(/\.email\./, ".sms."));
      expect(response?.status()).toBe(400);
      await expect(page.getByText("This unsubscribe link isn't valid.", { exact: false })).toBeVisible();
    });
  });
}

test("My Garage renames and deletes a saved search; another shopper cannot see it", async ({ page, browser, request }) => {
  const car = await uniqueCar(request);
  await page.goto(`${toyota}/save-search?path=${encodeURIComponent(`/search/new-used-and-demo-cars?query=${car.stocknum}`)}`);
  await signInOnPage(page);
  await saveThisSearch(page, "First name", `garage-${Date.now()}@example.com`);
  const item = page.locator(".saved-search").filter({ hasText: "First name" });
  await item.getByText("Change").click();
  await item.getByLabel("Name").fill("Renamed search");
  await item.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status")).toHaveText("The search is renamed.");
  await expect(page.locator("#saved-searches").getByRole("link", { name: "Renamed search" })).toBeVisible();

  const other = await browser.newPage();
  await other.goto(`${toyota}/my-garage`);
  await signInOnPage(other);
  await expect(other.locator("#saved-searches")).toContainText("No saved searches yet");
  await other.close();

  await page.locator(".saved-search").filter({ hasText: "Renamed search" }).getByRole("button", { name: /Delete/ }).click();
  await expect(page.getByRole("status")).toHaveText("The saved search is deleted. We won't send alerts for it any more.");
  await expect(page.locator("#saved-searches")).toContainText("No saved searches yet");
});
