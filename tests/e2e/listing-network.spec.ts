// listing §4 / §8: on a network failure the previous results stay, no message
// is shown, and the controls return to the state those results belong to;
// while a new result set loads the page says so (dimmed results, a progress
// line, announced to screen readers).
import { expect, test } from "@playwright/test";
import { siteOrigin } from "./detail-helpers.ts";
import { facetBox, resultCards } from "./support/listing.ts";

const group = siteOrigin("harbour-motor-group");
const listing = `${group}/search/new-used-and-demo-cars`;

test("a failed search keeps the previous results and controls, with no error message", async ({ page }) => {
  await page.goto(listing);
  await expect(page.locator("html[data-hydrated]")).toBeVisible();
  const before = await resultCards(page).locator(".vehicle-card__title").allTextContents();
  const count = await page.locator("#results-count").textContent();

  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  const mazda = facetBox(page, "Mazda");
  await mazda.check();
  await expect(mazda).not.toBeChecked();
  await expect(page).toHaveURL(listing);
  await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
  expect(await resultCards(page).locator(".vehicle-card__title").allTextContents()).toEqual(before);
  await expect(page.locator("#results-count")).toHaveText(count!);

  // Back online: the same control works.
  await page.unroute("**/*.data*");
  await mazda.check();
  await expect(page).toHaveURL(`${group}/search/mazda`);
});

test("shows a loading state while the next results load", async ({ page }) => {
  await page.goto(listing);
  await expect(page.locator("html[data-hydrated]")).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  await facetBox(page, "Toyota").check();
  const results = page.locator("#results");
  await expect(results).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("progressbar", { name: "Loading results" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading results" })).toBeAttached();
  release();
  await expect(page).toHaveURL(`${group}/search/toyota`);
  await expect(results).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("progressbar", { name: "Loading results" })).toHaveCount(0);
});

test("Back with the search box focused shows the earlier query and does not search the later one again", async ({ page }) => {
  await page.goto(listing);
  await expect(page.locator("html[data-hydrated]")).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Search vehicles" });
  await box.pressSequentially("corolla", { delay: 30 });
  await expect(page).toHaveURL(`${listing}?query=corolla`);
  await box.focus();
  await page.goBack();
  await expect(page).toHaveURL(listing);
  await expect(box).toHaveValue("");
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(listing);
});
