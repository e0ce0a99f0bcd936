// issue #13: the location page and the dealer locator pass axe with no serious
// or critical violation — among them "nested-interactive", which the static
// map had when its neighbour pins were links inside its role=img picture.
import { expect, test } from "@playwright/test";
import { siteOrigin } from "./detail-helpers.ts";
import { expectNoSeriousA11yViolations } from "./support/listing.ts";

const GROUP = siteOrigin("harbour-motor-group");
const TOYOTA = siteOrigin("harbour-toyota");

test("a location page with neighbours on its static map: no serious axe violation, each neighbour a link beside the map", async ({ page }) => {
  await page.goto(`${GROUP}/locations/harbour-toyota-artarmon`);
  await page.locator("html[data-hydrated]").waitFor();
  const map = page.locator(".static-map svg[role='img']");
  await expect(map).toBeVisible();
  await expect(map.locator("a")).toHaveCount(0);
  const nearby = page.getByRole("navigation", { name: "Our other locations on the map" }).getByRole("link");
  expect(await nearby.count()).toBeGreaterThan(0);
  await expect(nearby.first()).toHaveAttribute("href", /^\/locations\/[a-z0-9-]+$/);
  await expectNoSeriousA11yViolations(page);
});

test("the franchise site's location page: no serious axe violation", async ({ page }) => {
  await page.goto(`${TOYOTA}/locations/harbour-toyota-artarmon`);
  await page.locator("html[data-hydrated]").waitFor();
  await expectNoSeriousA11yViolations(page);
});

for (const path of ["/dealer-locator", "/dealer-locator?q=2150", "/dealer-locator?q=Richmond", "/dealer-locator?q=1000"]) {
  test(`the dealer locator ${path}: no serious axe violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${GROUP}${path}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expectNoSeriousA11yViolations(page);
  });
}
