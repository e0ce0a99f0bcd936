// Screenshots of a detail page per template, desktop and mobile, for a person
// to look at (DETAIL_SCREENSHOTS=1; files in test-results/detail-screenshots/).
import { expect, test } from "@playwright/test";
import { firstCar, PRICED_IN_STOCK, siteOrigin, type SiteSlug } from "./detail-helpers.ts";

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

test.describe("detail page screenshots", () => {
  test.skip(!process.env.DETAIL_SCREENSHOTS, "set DETAIL_SCREENSHOTS=1 to take them");

  for (const site of SITES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`${site} ${name}`, async ({ browser, request }) => {
        const car = await firstCar(request, site, PRICED_IN_STOCK);
        const context = await browser.newContext({ viewport, isMobile: name === "mobile", deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(`${siteOrigin(site)}/cars/${car.slug}`);
        await expect(page.locator("#similar-cars .vehicle-card").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `test-results/detail-screenshots/${site}-${name}.png` });
        await page.screenshot({ path: `test-results/detail-screenshots/${site}-${name}-full.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
