// Screenshots of a detail page per template, desktop and mobile, for a person
// to look at (files in test-results/detail-screenshots/). Each also checks the
// page hydrates with its similar cars and never scrolls sideways.
import { expect, test } from "@playwright/test";
import { firstCar, PRICED_IN_STOCK, siteOrigin, type SiteSlug } from "./detail-helpers.ts";

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

test.describe("detail page screenshots", () => {
  for (const site of SITES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`${site} ${name}`, async ({ browser, request }) => {
        const car = await firstCar(request, site, PRICED_IN_STOCK);
        const context = await browser.newContext({ viewport, isMobile: name === "mobile", deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(`${siteOrigin(site)}/cars/${car.slug}`);
        await page.locator("html[data-hydrated]").waitFor();
        await expect(page.locator("#similar-cars .vehicle-card").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `test-results/detail-screenshots/${site}-${name}.png` });
        await page.screenshot({ path: `test-results/detail-screenshots/${site}-${name}-full.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
