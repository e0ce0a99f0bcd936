// issue #13 "Proof": screenshots of each demo site's home page, a location page
// and the dealer locator (and the franchise site's model range and a model's accessories) on a desktop (1280×800) and a phone (390×844), full
// page, for a person to look at (test-results/dealership-screenshots/). Each
// also checks what a look would: nothing runs off the side of the window.
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { siteOrigin, type SiteSlug } from "./detail-helpers.ts";

const DIR = resolve(process.env.DEALERSHIP_SCREENSHOT_DIR ?? "test-results/dealership-screenshots");

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Scrolls to the bottom and back, so lazy pictures and maps below the fold have loaded before the full-page shot. */
async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  // A full-page shot paints beyond the window, where content-visibility: auto (the footer, card rows) leaves
  // blocks unpainted until a shopper scrolls near them: paint everything for the picture.
  // (Through the CSSOM: the page's policy rightly refuses an injected <style>.)
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

async function shoot(page: Page, name: string) {
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, `${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const site of SITES) {
      test(`${site}: home page, a location page and the locator`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(`${siteOrigin(site)}/`);
        await shoot(page, `${site}-home-${viewport.name}`);
        await page.goto(`${siteOrigin(site)}/dealer-locator`);
        await shoot(page, `${site}-locator-${viewport.name}`);
        const location = await page.locator("main a[href^='/locations/']").first().getAttribute("href");
        expect(location).toBeTruthy();
        await page.goto(`${siteOrigin(site)}${location}`);
        await shoot(page, `${site}-location-${viewport.name}`);
        if (site === "harbour-toyota") {
          // The model range and a model's accessories (only the franchise site has them).
          await page.goto(`${siteOrigin(site)}/models`);
          await shoot(page, `${site}-models-${viewport.name}`);
          await page.goto(`${siteOrigin(site)}/hilux/accessories?accessory=towbar#accessory-enquiry`);
          await shoot(page, `${site}-accessories-${viewport.name}`);
        }
      });
    }
  });
}
