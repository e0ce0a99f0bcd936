// Sign-in and My Garage on a desktop and a phone (360 px): nothing sticks out
// sideways, and each leaves a screenshot for a person to look at
// (ACCOUNTS_SCREENSHOT_DIR, default .test-data/accounts-screens).
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { searchSite, siteOrigin, PRICED_IN_STOCK } from "./detail-helpers.ts";
import { codeSentTo, signInOnPage, uniqueMobile } from "./support/sms.ts";

const DIR = resolve(process.env.ACCOUNTS_SCREENSHOT_DIR ?? ".test-data/accounts-screens");
mkdirSync(DIR, { recursive: true });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 360, height: 780 },
] as const;

async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("sign-in, both steps", async ({ page }) => {
      const origin = siteOrigin("harbour-motor-group");
      await page.goto(`${origin}/sign-in?type=watchlist&redirect=%2Fmy-garage&back=%2F`);
      await page.locator("html[data-hydrated]").waitFor();
      await fitsWidth(page);
      await page.screenshot({ path: join(DIR, `sign-in-phone-${viewport.name}.png`), fullPage: true });
      const phone = uniqueMobile();
      await page.getByLabel("Mobile number").fill(phone);
      await page.getByRole("button", { name: "Send me a code" }).click();
      await codeSentTo(phone);
      await page.getByLabel("Code").fill("12");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByText("The code is 6 digits, e.g. 123456.")).toBeVisible();
      await fitsWidth(page);
      await page.screenshot({ path: join(DIR, `sign-in-code-${viewport.name}.png`), fullPage: true });
    });

    test("My Garage with a saved car", async ({ page }) => {
      const origin = siteOrigin("harbour-toyota");
      const [car] = await searchSite(page.request, "harbour-toyota", { filters: PRICED_IN_STOCK, hitsPerPage: 1, page: viewport.name === "desktop" ? 3 : 4 });
      await page.goto(`${origin}/my-garage`);
      await signInOnPage(page);
      await expect(page).toHaveURL(`${origin}/my-garage`);
      await page.evaluate(async (carId) => {
        const account = await (await fetch("/api/account")).json();
        await fetch("/api/watchlist/save-car", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": account.csrf },
          body: JSON.stringify({ phone_number: account.phone, car_id: carId }),
        });
      }, car.id);
      await page.reload();
      await expect(page.locator("#watchlist .garage-car")).toHaveCount(1);
      await page.locator("html[data-hydrated]").waitFor();
      await fitsWidth(page);
      await page.screenshot({ path: join(DIR, `garage-${viewport.name}.png`), fullPage: true });
      // The header after signing in, on a cached page.
      await page.goto(`${origin}/`);
      await expect(page.locator("header .account-menu").getByRole("button", { name: "Sign out" })).toBeVisible();
      await page.screenshot({ path: join(DIR, `header-signed-in-${viewport.name}.png`) });
    });
  });
}
