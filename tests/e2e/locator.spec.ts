// issue #13 in the browser: the dealer locator (postcode and suburb search with
// JavaScript off, distance order, filters, one card per address with tabs,
// "near me" with a mocked position), the location carousel's arrows, the
// promotions slider by keyboard, the home page's quick search, the group's
// figures agreeing, and screenshots of the locator and each home page on a
// desktop and a phone (LOCATOR_SCREENSHOT_DIR, default .test-data/locator-screens).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { siteOrigin } from "./support/stock-api.ts";

const GROUP = siteOrigin("harbour-motor-group");
const TOYOTA = siteOrigin("harbour-toyota");
const USED = siteOrigin("harbour-used");
const DIR = resolve(process.env.LOCATOR_SCREENSHOT_DIR ?? ".test-data/locator-screens");
mkdirSync(DIR, { recursive: true });

const km = (text: string) => {
  const [, amount, unit] = /([\d,.]+)\s*(km|m)/.exec(text)!;
  return Number(amount.replace(/,/g, "")) / (unit === "m" ? 1000 : 1);
};
const distances = async (page: Page) => (await page.locator(".location-card__distance").allTextContents()).map(km);

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("dealer locator", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a postcode search lists the nearest first, with the distance shown", async ({ page }) => {
      await page.goto(`${TOYOTA}/dealer-locator`);
      await page.getByLabel("Postcode or suburb").fill("2100");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/dealer-locator\?q=2100/);
      await expect(page.getByRole("heading", { name: /nearest 2100 .*first/ })).toBeVisible();
      const shown = await distances(page);
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      await expect(page.locator("article.location-card").first()).toContainText("Brookvale");
      // Each card shows its reviews' average and count (spec §2), its stars read out.
      const rating = page.locator("article.location-card").first().locator(".location-card__rating");
      await expect(rating).toContainText(/\d\.\d \(\d+ reviews?\)$/);
      await expect(rating.getByRole("img")).toHaveAttribute("aria-label", /^Rated \d\.\d out of 5$/);
      // No map script without tiles: the map is drawn from coordinates.
      await expect(page.locator("svg.pins-map")).toBeVisible();
    });

    test("a suburb search finds the suburb; a name several states share asks which one", async ({ page }) => {
      await page.goto(`${GROUP}/dealer-locator?q=parramatta`);
      await expect(page.getByRole("heading", { name: /nearest Parramatta NSW 2150 first/ })).toBeVisible();
      await page.goto(`${GROUP}/dealer-locator?q=Richmond`);
      const choices = page.getByRole("navigation", { name: "Which suburb?" }).getByRole("link");
      await expect(choices.filter({ hasText: "Richmond VIC 3121" })).toHaveCount(1);
      await choices.filter({ hasText: "Richmond VIC 3121" }).click();
      await expect(page.getByRole("heading", { name: /nearest Richmond VIC 3121 first/ })).toBeVisible();
      await expect(page.locator("article.location-card").first()).toContainText("VIC");
    });

    test("a postcode nobody uses and a malformed one are a 400 with the message, not an error page", async ({ page }) => {
      let response = await page.goto(`${GROUP}/dealer-locator?q=1000`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("alert")).toHaveText("Invalid postcode");
      await expect(page.getByLabel("Postcode or suburb")).toHaveValue("1000");
      response = await page.goto(`${GROUP}/dealer-locator?q=21`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("alert")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
      response = await page.goto(`${GROUP}/dealer-locator?near=51.5,-0.12`);
      expect(response?.status()).toBe(400);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
    });

    test("filters: service-only shows each card's service tab, a brand shows only that brand", async ({ page }) => {
      await page.goto(`${GROUP}/dealer-locator`);
      await page.getByLabel("Department", { exact: true }).selectOption("service-only");
      await page.getByLabel("Brand", { exact: true }).selectOption("mazda");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/department=service-only/);
      const cards = page.locator("article.location-card");
      // The address changes before the new page has drawn its cards: wait for them before counting.
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      for (const meta of await cards.locator(".location-card__meta").allTextContents()) expect(meta).toContain("Mazda");
      for (const card of await cards.all()) {
        const selected = card.locator("[role=tab][aria-selected=true], .location-card__type");
        await expect(selected).toHaveText(/^Service/);
      }
      await page.goto(`${GROUP}/dealer-locator?department=parts`);
      for (const card of await page.locator("article.location-card").all()) {
        await expect(card.locator("[role=tab][aria-selected=true], .location-card__type")).toHaveText(/Parts|parts/);
      }
    });
  });

  test("a shared address is one card with department tabs, switched by click and arrow keys", async ({ page }) => {
    await page.goto(`${TOYOTA}/dealer-locator`);
    await page.locator("html[data-hydrated]").waitFor();
    const artarmon = page.locator("article.location-card").filter({ hasText: "450 Pacific Highway" });
    await expect(artarmon).toHaveCount(1);
    const tabs = artarmon.getByRole("tab");
    await expect(tabs).toHaveText(["Sales", "Service", "Parts"]);
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/dealer-locator$/);
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(artarmon.getByRole("tabpanel")).toContainText("View Location Details");
    await expect(artarmon.getByRole("tabpanel").getByRole("link", { name: /View Location Details/ })).toHaveAttribute("href", "/locations/harbour-toyota-artarmon-service");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousA11yViolations(page);
  });

  test("near me asks for the position only when pressed, then sorts by distance from it", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["geolocation"], geolocation: { latitude: -33.761, longitude: 151.271 } });
    const page = await context.newPage();
    let asked = false;
    await page.exposeFunction("__askedForPosition", () => (asked = true));
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
        (window as unknown as { __askedForPosition: () => void }).__askedForPosition();
        return original(ok, fail, options);
      };
    });
    await page.goto(`${TOYOTA}/dealer-locator`);
    await page.locator("html[data-hydrated]").waitFor();
    expect(asked).toBe(false);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/near=-33\.76%2C151\.27|near=-33\.76,151\.27/);
    expect(asked).toBe(true);
    await expect(page.getByRole("heading", { name: /nearest your location first/ })).toBeVisible();
    await expect(page.locator("article.location-card").first()).toContainText("Brookvale");
    const shown = await distances(page);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await context.close();
  });

  test("near me, refused: a clear message and the postcode search still there", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "denied" } as GeolocationPositionError);
    });
    await page.goto(`${GROUP}/dealer-locator`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Location access was denied" })).toBeVisible();
    await expect(page).toHaveURL(/\/dealer-locator$/);
    await context.close();
  });
});

test.describe("home pages", () => {
  test("the location carousel's arrows are disabled when it cannot scroll that way", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${GROUP}/`);
    await page.locator("html[data-hydrated]").waitFor();
    const carousel = page.getByRole("region", { name: "Our locations" }).last();
    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(carousel.locator(".carousel__hint")).toBeVisible();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(carousel.locator(".carousel__hint")).toHaveCount(0);
    // Harbour Toyota's three cards fit: nothing to scroll either way.
    await page.goto(`${TOYOTA}/`);
    await page.locator("html[data-hydrated]").waitFor();
    const toyota = page.getByRole("region", { name: "Our locations" }).last();
    await expect(toyota.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(toyota.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("the promotions slider moves by keyboard and keeps its 1920:540 shape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${TOYOTA}/`);
    await page.locator("html[data-hydrated]").waitFor();
    const slider = page.getByRole("region", { name: "Promotions" });
    const box = (await slider.locator(".promotion").first().boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1920 / 540, 1);
    const dots = slider.getByRole("button", { name: /Show slide/ });
    await expect(dots).toHaveCount(3);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await slider.locator(".carousel__track").focus();
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(slider.getByRole("link", { name: /Book your Toyota service/ })).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the quick search (make, model, price) lands on the listing with them chosen", async ({ page }) => {
      await page.goto(`${TOYOTA}/`);
      const search = page.getByRole("search", { name: "Quick search" });
      await search.getByLabel("Make").selectOption("Toyota");
      await search.getByLabel("Model").selectOption("Corolla");
      await search.getByLabel("Max price").selectOption("50000");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/corolla/i);
      await expect(page).toHaveURL(/price/);
      // The address changes when the new page commits; its cards are there once it has loaded.
      await expect(page.locator("main .vehicle-card__price").first()).toBeVisible();
      const prices = await page.locator("main .vehicle-card__price").allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(Number(/\$([\d,]+)/.exec(price)![1].replace(/,/g, ""))).toBeLessThanOrEqual(50_000);
      await expect(page.locator("main")).toContainText("Corolla");
    });
  });

  test("the group's figures agree: hero, stats banner and About page", async ({ page }) => {
    await page.goto(`${GROUP}/about-us`);
    const facts = await page.locator(".content-page__facts").innerText();
    const [, locations, states] = /(\d+)\s+locations in\s+(\d+)\s+states/.exec(facts)!;
    const [, brands] = /(\d+)\s+brands/.exec(facts)!;
    const banner = page.getByRole("region", { name: "About the group" });
    await expect(banner.getByRole("link", { name: new RegExp(`^${locations}\\s*Locations`) })).toBeVisible();
    await page.goto(`${GROUP}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${brands} brands. ${locations} locations. One place to find your next vehicle.`);
    await expect(page.getByRole("region", { name: "About the group" }).getByRole("link", { name: new RegExp(`^${brands}\\s*Brands`) })).toBeVisible();
    await page.goto(`${GROUP}/dealer-locator`);
    await expect(page.locator(".content-page__lead")).toHaveText(`${locations} locations across ${states} states.`);
  });

  test("every home page shows locations with today's hours, reviews and featured cars with photos", async ({ page }) => {
    for (const origin of [GROUP, TOYOTA, USED]) {
      await page.goto(`${origin}/`);
      const cards = page.locator(".location-carousel article.location-card");
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.first().locator(".location-card__panel:not([hidden]) .location-card__today")).toContainText(/Today\s+(\d|Closed|By appointment)/);
      await expect(page.getByRole("heading", { name: "What our customers say" })).toBeVisible();
      const featured = page.locator("section[aria-labelledby='featured-title'] li");
      expect(await featured.count()).toBeGreaterThan(0);
      await expect(featured.locator(".photos-coming-soon")).toHaveCount(0);
    }
    await page.goto(`${TOYOTA}/`);
    await expect(page.getByRole("heading", { name: "Our Toyota range" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Current offers" })).toBeVisible();
    await page.goto(`${GROUP}/`);
    await expect(page.getByRole("heading", { name: "Our brands" })).toBeVisible();
  });
});

test.describe("screenshots", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "phone", width: 390, height: 844 },
  ] as const) {
    test(`the locator and each home page on a ${viewport.name}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shots = [
        ["locator-group", `${GROUP}/dealer-locator?q=2150`],
        ["home-group", `${GROUP}/`],
        ["home-toyota", `${TOYOTA}/`],
        ["home-used", `${USED}/`],
      ] as const;
      for (const [name, url] of shots) {
        await page.goto(url);
        await page.locator("html[data-hydrated]").waitFor();
        // Nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(DIR, `${name}-${viewport.name}.png`), fullPage: true });
      }
    });
  }
});
