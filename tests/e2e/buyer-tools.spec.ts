// The budget finder (/budget-finder) and the price slider page (/shop-by-price), detail §2, §4, §5, §9.
import { expect, test, type Page } from "@playwright/test";
import { siteOrigin } from "./detail-helpers.ts";
import { followLinkBelowCards } from "./support/links.ts";

const group = siteOrigin("harbour-motor-group");
const used = siteOrigin("harbour-used");
// As the other specs wait for hydration: up to the action timeout, not the 5 s of an assertion (a loaded CI machine).
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor();
const foundCount = async (page: Page) => Number((await page.locator("#results-count").textContent())!.replace(/\D/g, ""));

test.describe("the budget finder", () => {
  test("turns a repayment and deposit into an indicative budget and shows that many cars", async ({ page }) => {
    await page.goto(`${group}/budget-finder`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find cars for your budget");
    // Defaults: $600 a month, $2,000 deposit: 600 × 12 × 5 + 2,000.
    await expect(page.getByTestId("budget-amount")).toHaveText("$38,000");
    await page.getByLabel("Weekly").check();
    await expect(page.getByLabel(/Repayment/)).toHaveValue("200");
    await expect(page.getByTestId("budget-amount")).toHaveText("$54,000");
    await page.getByLabel(/Repayment/).fill("150");
    await page.getByLabel("Deposit ($)").fill("$5,000");
    await expect(page.getByTestId("budget-amount")).toHaveText("$44,000");

    const results = page.getByTestId("budget-results");
    await expect(results).toHaveText(/^Show Me \d+ vehicles?$/);
    const shown = Number((await results.textContent())!.replace(/\D/g, ""));
    await results.click();
    await expect(page).toHaveURL(/range\[price\]=1001:44000/);
    expect(await foundCount(page)).toBe(shown);
  });

  test("body tiles narrow the search, and a budget below every price is '0 cars Found'", async ({ page }) => {
    await page.goto(`${used}/budget-finder`);
    await hydrated(page);
    const tiles = page.locator(".body-tiles__grid").first().locator(".body-tile");
    await expect(tiles).toHaveCount(4);
    const body = (await tiles.first().locator(".body-tile__name").textContent())!;
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`body=${encodeURIComponent(body)}`));
    await page.getByLabel(/Repayment/).fill("1");
    await page.getByLabel("Deposit ($)").fill("abc");
    await expect(page.getByTestId("budget-amount")).toHaveText("$60");
    await expect(page.getByTestId("budget-results")).toHaveText("0 cars Found");
    await expect(page.getByTestId("budget-results")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("status")).toContainText("No cars found for this budget");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is a form the server works out", async ({ page }) => {
      await page.goto(`${group}/budget-finder`);
      await page.getByLabel("Weekly").check();
      await page.getByLabel(/Repayment/).fill("300");
      await page.getByRole("button", { name: "Update my budget" }).click();
      await expect(page.getByTestId("budget-amount")).toHaveText("$80,000");
      await page.getByTestId("budget-results").click();
      await expect(page).toHaveURL(/range\[price\]=1001:80000/);
    });
  });

  test("from a listing, keeps that search and adds the budget to it", async ({ page }) => {
    await page.goto(`${group}/search/toyota`);
    await page.getByRole("link", { name: "Not sure what to spend? Try the budget finder" }).click();
    await expect(page).toHaveURL(/\/budget-finder\?from=/);
    await hydrated(page);
    await page.getByTestId("budget-results").click();
    await expect(page).toHaveURL(/\/search\/toyota\?range\[price\]=1001:38000$/);
  });

  test("is linked from the footer's Buyer Tools", async ({ page }) => {
    await page.goto(`${group}/`);
    await followLinkBelowCards(page.locator("footer").getByRole("link", { name: "Budget Finder" }));
    await expect(page).toHaveURL(`${group}/budget-finder`);
  });
});

test.describe("the price slider page", () => {
  test("two handles that never cross, step 500, then the search dearest first", async ({ page }) => {
    await page.goto(`${group}/shop-by-price`);
    await hydrated(page);
    const min = page.getByRole("slider", { name: "Minimum price" });
    const max = page.getByRole("slider", { name: "Maximum price" });
    await expect(page.getByTestId("price-range")).toHaveText("$5,000 – $100,000");
    await max.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("price-range")).toHaveText("$5,000 – $100,500");
    await max.fill("10000");
    await min.fill("60000");
    // The minimum stops one step below the maximum.
    await expect(page.getByTestId("price-range")).toHaveText("$9,500 – $10,000");
    await max.fill("40000");
    await min.fill("20000");
    await expect(page.getByTestId("price-range")).toHaveText("$20,000 – $40,000");
    await page.getByRole("button", { name: "Show cars in this range" }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?sortBy=Car_production_price_desc&range[price]=20000:40000`);
    expect(await foundCount(page)).toBeGreaterThan(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the button still goes to the search with the range", async ({ page }) => {
      await page.goto(`${used}/shop-by-price`);
      await page.getByRole("button", { name: "Show cars in this range" }).click();
      await expect(page).toHaveURL(`${used}/used-car/used-cars?sortBy=Car_production_price_desc&range[price]=5000:100000`);
    });
  });
});
