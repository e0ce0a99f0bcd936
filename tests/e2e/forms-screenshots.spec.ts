// Screenshots of the form pages on desktop and mobile (360 px), for a person
// to look at: enquiry (with its messages), multi-step, trade-in, checkout.
import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { searchSite, siteOrigin, type SiteSlug } from "./detail-helpers.ts";

const DIR = resolve(process.env.FORMS_SCREENSHOT_DIR ?? ".test-data/forms-screens");
mkdirSync(DIR, { recursive: true });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 360, height: 780 },
] as const;

const IN_STOCK = "status:in_stock AND reserved:false AND price > 1000";

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    const shot = (name: string) => join(DIR, `${name}-${viewport.name}.png`);
    const car = async (request: Parameters<typeof searchSite>[0], site: SiteSlug, index = 10) =>
      (await searchSite(request, site, { filters: IN_STOCK, hitsPerPage: index + 1 }))[index];

    test("enquiry, with and without messages", async ({ page }) => {
      const hit = await car(page.request, "harbour-toyota");
      await page.goto(`${siteOrigin("harbour-toyota")}/cars/${hit.slug}/enquire`);
      await page.screenshot({ path: shot("enquiry-toyota"), fullPage: true });
      await page.locator('form#enquire [name="message"]').fill("");
      await page.locator("form#enquire").getByRole("button", { name: "Send Enquiry" }).click();
      await expect(page.locator(".form-errors")).toBeVisible();
      await page.screenshot({ path: shot("enquiry-toyota-errors"), fullPage: true });
      const group = await car(page.request, "harbour-motor-group");
      await page.goto(`${siteOrigin("harbour-motor-group")}/cars/${group.slug}/enquire`);
      await page.screenshot({ path: shot("enquiry-group"), fullPage: true });
    });

    test("multi-step enquiry", async ({ page }) => {
      const hit = await car(page.request, "harbour-used", 5);
      await page.goto(`${siteOrigin("harbour-used")}/cars/${hit.slug}/enquire`);
      await page.screenshot({ path: shot("multi-step-used"), fullPage: true });
    });

    test("trade-in", async ({ page }) => {
      await page.goto(`${siteOrigin("harbour-motor-group")}/sell-your-car`);
      await page.locator(".faq summary").first().click();
      await page.screenshot({ path: shot("trade-in-group"), fullPage: true });
      await page.goto(`${siteOrigin("harbour-used")}/sell-your-car`);
      await page.screenshot({ path: shot("trade-in-used"), fullPage: true });
    });

    test("checkout and finance", async ({ page }) => {
      const hit = await car(page.request, "harbour-toyota", 12);
      await page.goto(`${siteOrigin("harbour-toyota")}/cars/${hit.slug}/checkout`);
      await page.screenshot({ path: shot("checkout-toyota"), fullPage: true });
      await page.goto(`${siteOrigin("harbour-motor-group")}/finance?vehiclePriceBudget=25000#finance-form`);
      await page.screenshot({ path: shot("finance-group"), fullPage: true });
    });
  });
}
