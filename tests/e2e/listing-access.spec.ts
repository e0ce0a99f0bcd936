// The listing pages with JavaScript off, on a phone, by keyboard, and under
// axe: every control works from server-rendered links and one GET form.
import { expect, test } from "@playwright/test";
import { siteOrigin } from "./support/stock-api.ts";
import { followLinkBelowCards } from "./support/links.ts";
import { expectNoSeriousA11yViolations, facetBox as box, resultCards as cards, searchParam as param } from "./support/listing.ts";

const group = siteOrigin("harbour-motor-group");
const toyota = siteOrigin("harbour-toyota");
const used = siteOrigin("harbour-used");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ticking values and Apply filters gives the canonical address", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?page=2`);
    await box(page, "Toyota").check();
    await box(page, "Mazda").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?make=Toyota&make=Mazda`);
    await expect(box(page, "Mazda")).toBeChecked();
    await box(page, "Mazda").uncheck();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`${group}/search/toyota`);
    // Unticking a value the path says (Toyota) leaves the make page.
    await box(page, "Toyota").uncheck();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars`);
  });

  test("the range fields, sort and search box work through the form", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await expect(page.getByRole("slider")).toHaveCount(0);
    await page.getByLabel("Min price").fill("20000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    expect(param(page, "range[price]")).toBe("20000:");
    await expect(page.getByLabel("Min price")).toHaveValue("20000");

    await page.getByLabel("Sort by").selectOption("Car_production_price_asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    expect(param(page, "sortBy")).toBe("Car_production_price_asc");
    expect(param(page, "range[price]")).toBe("20000:");

    await page.getByRole("searchbox", { name: "Search vehicles" }).fill("hilux");
    await page.getByRole("searchbox", { name: "Search vehicles" }).press("Enter");
    expect(param(page, "query")).toBe("hilux");
    expect(param(page, "sortBy")).toBe("Car_production_price_asc");
    // The address changes when the new page starts arriving: read its cards once it has loaded.
    await page.waitForLoadState("load");
    for (const title of await cards(page).locator(".vehicle-card__title").allTextContents()) expect(title).toMatch(/hilux/i);
  });

  test("filter chips and pagination are plain links", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?colour=Glacier%20White&page=2`);
    await page.getByRole("link", { name: /Colour: Glacier White/ }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars`);
    // The address changes when the new page starts arriving: follow its link once it has loaded.
    await page.waitForLoadState("load");
    await followLinkBelowCards(page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Next" }));
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?page=2`);
  });

  test("on a phone the Filters link opens the drawer and Show Me N cars applies it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${toyota}/search/new-used-and-demo-cars`);
    const drawer = page.locator("#filters");
    await expect(drawer).toBeHidden();
    await page.getByRole("link", { name: /^Filters/ }).click();
    await expect(drawer).toBeVisible();
    await box(drawer, "Used").check();
    await drawer.getByRole("button", { name: /^Show Me [\d,]+ cars?$/ }).click();
    await expect(page).toHaveURL(`${toyota}/search/used-cars`);
    await expect(drawer).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filter drawer counts up Show Me N cars and closes on the results", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await expect(page.getByRole("link", { name: /^Filters/ })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("link", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Close/ })).toBeFocused();
    const show = drawer.getByRole("button", { name: /^Show Me/ });
    const before = Number((await show.textContent())!.replace(/\D/g, ""));
    await box(drawer, "Demo").check();
    await expect(page).toHaveURL(`${group}/search/demo-cars`);
    await expect.poll(async () => Number((await show.textContent())!.replace(/\D/g, ""))).toBeLessThan(before);
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await show.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("#filters")).toBeHidden();
    await expect(page).toHaveURL(`${group}/search/demo-cars#results`);
    await expect(cards(page).first()).toBeInViewport();
  });

  test("a drawer opened by the Filters link before the page was live closes with Close once it is", async ({ page }) => {
    // A tap on Filters before the page is live follows the link: the drawer shows through the address's #filters.
    await page.goto(`${toyota}/search/new-used-and-demo-cars#filters`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const drawer = page.locator("#filters");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: /Close/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${toyota}/search/new-used-and-demo-cars#results`);
  });

  test("Escape closes the drawer and returns focus to the Filters button", async ({ page }) => {
    await page.goto(`${used}/used-car/used-cars`);
    const toggle = page.getByRole("link", { name: /^Filters/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test.describe("keyboard and axe", () => {
  test("every filter control is reachable by Tab and shows focus", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await expect(page.getByRole("slider", { name: "Minimum price" })).toBeVisible();
    const seen = new Set<string>();
    const wanted = ["input:search", "select", "slider", "input:number", "summary"];
    // The header's menus come first (the group site's is long); stop once every kind of filter control has had focus.
    for (let i = 0; i < 150 && !wanted.every((kind) => seen.has(kind)); i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return null;
        const style = getComputedStyle(el);
        return { role: el.getAttribute("role") ?? el.tagName.toLowerCase(), type: el.getAttribute("type"), outline: style.outlineStyle };
      });
      if (!focused) continue;
      seen.add(focused.role === "input" ? `input:${focused.type}` : focused.role);
      if (focused.role === "slider") expect(focused.outline).not.toBe("none");
    }
    for (const kind of wanted) expect([...seen]).toContain(kind);
  });

  for (const [name, url] of [
    ["group listing", `${group}/search/new-used-and-demo-cars?make=Toyota&range[price]=10000:60000`],
    ["franchise model listing", `${toyota}/search/toyota/corolla`],
    ["used listing", `${used}/used-car/used-cars`],
    ["no results", `${group}/search/lamborghini`],
    ["special offers", `${toyota}/special-offers`],
  ] as const) {
    test(`axe finds no serious or critical problem: ${name}`, async ({ page }) => {
      test.setTimeout(90_000); // axe walks every node of a long filter panel
      await page.goto(url);
      await expect(page.locator("#results")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
