// Filter groups that repeat each other (issue #14 §6), chosen per site in the
// site file; "Subscription price" only where the site has a subscription offer.
import { expect, test } from "@playwright/test";
import { siteOrigin, type SiteSlug } from "./detail-helpers.ts";

const GROUPED = ["item_type", "body", "body_style", "state", "city", "location", "dealership"];

const expected: Record<SiteSlug, { path: string; shown: string[]; subscription: boolean }> = {
  "harbour-motor-group": { path: "/search/new-used-and-demo-cars", shown: ["item_type", "body", "state", "dealership"], subscription: false },
  // harbour-toyota has the subscription offer (site option `subscriptionOffer`).
  "harbour-toyota": { path: "/search/new-used-and-demo-cars", shown: ["body", "location"], subscription: true },
  "harbour-used": { path: "/used-car", shown: ["item_type", "body", "state", "city"], subscription: false },
};

for (const [site, { path, shown, subscription }] of Object.entries(expected) as [SiteSlug, (typeof expected)[SiteSlug]][]) {
  test(`${site} shows ${shown.join(", ")} of the repeating filters, and ${subscription ? "the" : "no"} subscription price`, async ({ page }) => {
    await page.goto(`${siteOrigin(site)}${path}`);
    const facets = await page.locator("#filters [data-facet]").evaluateAll((els) => els.map((el) => el.getAttribute("data-facet")));
    expect(facets.filter((param) => GROUPED.includes(param!)).sort()).toEqual([...shown].sort());
    if (subscription) await expect(page.locator("#filters")).toContainText("Subscription price");
    else await expect(page.locator("#filters")).not.toContainText("Subscription price");
    // Other filters are untouched.
    expect(facets).toContain("make");
  });
}

test("a filter the site does not offer still shows when the address refines by it, so it can be undone", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/search/new-used-and-demo-cars?dealership=Harbour%20Toyota`);
  await expect(page.locator('#filters [data-facet="dealership"]')).toHaveCount(1);
});
