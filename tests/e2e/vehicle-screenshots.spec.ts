// Screenshots of a car, a motorcycle and a caravan detail page on each demo
// site, desktop and phone (issue #14 §2 and §7), for a person to look at:
// test-results/vehicle-screenshots/. harbour-toyota sells only Toyota cars, so
// it has no motorcycle or caravan page to show; every other pair must have one.
// Each page hydrates and never scrolls sideways.
import { expect, test } from "@playwright/test";
import { PRICED_IN_STOCK, searchSite, siteOrigin, type SiteSlug } from "./detail-helpers.ts";

test.describe.configure({ timeout: 90_000 });

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const KINDS = ["car", "motorcycle", "caravan"] as const;
const ONLY_CARS: readonly SiteSlug[] = ["harbour-toyota"];
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const site of SITES) {
  for (const kind of KINDS.filter((k) => k === "car" || !ONLY_CARS.includes(site))) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`${site} ${kind} ${name}`, async ({ browser, request }) => {
        const hits = await searchSite(request, site, { filters: `${PRICED_IN_STOCK} AND item_type:${kind}`, hitsPerPage: 20 });
        const hit = hits.find((h) => h.photos_count > 0) ?? hits[0];
        expect(hit, `${site} has a ${kind} in stock`).toBeTruthy();
        // bypassCSP: the style below is the test's, not the page's.
        const context = await browser.newContext({ viewport, isMobile: name === "phone", deviceScaleFactor: 1, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${siteOrigin(site)}/cars/${hit!.slug}`);
        await page.locator("html[data-hydrated]").waitFor();
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // Paint the sections kept off-screen by content-visibility, so the full-page picture shows them.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.screenshot({ path: `test-results/vehicle-screenshots/${site}-${kind}-${name}.png`, fullPage: true });
        await context.close();
      });
    }
  }
}
