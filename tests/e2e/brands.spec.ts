// The brand grid, brand overview pages, the SEO files and the content pages
// linked from menus, on the demo sites.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publicOrigin, siteOrigin, stockPaths, vehicleLinks } from "./support/stock-api.ts";
import { followLinkBelowCards } from "./support/links.ts";

const group = siteOrigin("harbour-motor-group");
const toyota = siteOrigin("harbour-toyota");
const publicGroup = publicOrigin("harbour-motor-group");
const publicToyota = publicOrigin("harbour-toyota");

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("brand grid", () => {
  test("shows car, motorcycle, truck and own-brand tiles with the group stats banner", async ({ page }) => {
    test.slow(); // an axe scan of a long page
    const response = await page.goto(`${group}/brands`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("s-maxage");
    await expect(page.getByRole("heading", { level: 1, name: "Our brands" })).toBeVisible();
    for (const name of ["Cars", "Motorcycles", "Trucks", "Our own brands"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: /^Toyota/ })).toHaveAttribute("href", "/toyota/overview");
    await expect(page.getByRole("link", { name: /^Honda Motorcycles/ })).toHaveAttribute("href", "/honda/overview");
    await expect(page.getByRole("link", { name: /^Isuzu Trucks/ })).toHaveAttribute("href", "/isuzu/overview");
    // Own brands skip their page and link to their own slug.
    await expect(page.getByRole("link", { name: /^Neotek/ })).toHaveAttribute("href", "/neotek");
    await expect(page.getByRole("link", { name: /^4x4 Outdoor/ })).toHaveAttribute("href", "/4x4-outdoor");
    await expect(page.getByRole("link", { name: /^Finance and Insurance/ })).toHaveAttribute("href", "/finance-and-insurance");

    const stats = page.getByRole("region", { name: "About the group" });
    // Counted from data (decision 0043): the brand count is the grid's own brands, not its own-brand tiles.
    await expect(stats.getByRole("link", { name: /^\d+\s*Locations/ })).toHaveAttribute("href", "/dealer-locator");
    const brandCount = await page.locator(".brand-grid__group").filter({ hasNot: page.getByRole("heading", { name: "Our own brands" }) }).locator("a.brand-tile").count();
    await expect(stats.getByRole("link", { name: new RegExp(`^${brandCount}\\s*Brands`) })).toHaveAttribute("href", "/brands");
    await expect(stats.getByRole("link", { name: /^\d+\s*Years/ })).toHaveAttribute("href", "/about-us");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicGroup}/brands`);
    await expectNoSeriousA11yViolations(page);
  });

  test("a tile opens by keyboard", async ({ page }) => {
    await page.goto(`${group}/brands`);
    const tile = page.getByRole("link", { name: /^Mazda/ });
    await page.keyboard.press("Tab");
    await tile.focus();
    await expect(tile).toBeFocused();
    const outline = await tile.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${group}/mazda/overview`);
    await expect(page.getByRole("heading", { level: 1, name: "Mazda" })).toBeVisible();
  });

  test("a site without configured tiles shows the makes in its own stock", async ({ page }) => {
    await page.goto(`${toyota}/brands`);
    await expect(page.getByRole("heading", { level: 1, name: "Our brands" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Toyota", exact: true })).toHaveAttribute("href", "/toyota/overview");
    await expect(page.getByRole("link", { name: /Harley-Davidson/ })).toHaveCount(0);
  });
});

test.describe("brand overview", () => {
  test("lists the brand's stock, 21 a page, with title, description and canonical", async ({ page }) => {
    test.slow(); // two pages, the whole brand's stock through the API, and an axe scan
    const toyotaCars = await (async () => {
      await page.goto(`${group}/`);
      return stockPaths(page, 'make:"Toyota" AND item_type:car');
    })();
    expect(toyotaCars.size).toBeGreaterThan(21);

    const response = await page.goto(`${group}/toyota/overview`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("stale-while-revalidate");
    await expect(page).toHaveTitle("Toyota for sale | Harbour Motor Group");
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", new RegExp(`Browse ${toyotaCars.size.toLocaleString("en-AU")} new, demo and used Toyota vehicles`));
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicGroup}/toyota/overview`);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota" })).toBeVisible();
    await expect(page.getByText(`Showing 1–21 of ${toyotaCars.size.toLocaleString("en-AU")}`)).toBeVisible();

    const first = await vehicleLinks(page);
    // 21 cars; on this site a run of sold cars shows as one card.
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThanOrEqual(21);
    for (const href of first) expect(toyotaCars, href).toContain(href);

    await page.getByRole("navigation", { name: "Toyota result pages" }).getByRole("link", { name: "Next ›" }).click();
    await expect(page).toHaveURL(`${group}/toyota/overview?page=2`);
    await expect(page).toHaveTitle("Toyota for sale (page 2) | Harbour Motor Group");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicGroup}/toyota/overview?page=2`);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await vehicleLinks(page);
    expect(second.length).toBeGreaterThan(0);
    for (const href of second) {
      expect(toyotaCars, href).toContain(href);
      expect(first).not.toContain(href);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a tile limited to one kind of vehicle lists only that kind", async ({ page }) => {
    await page.goto(`${group}/`);
    const hondaBikes = await stockPaths(page, 'make:"Honda" AND item_type:motorcycle');
    await page.goto(`${group}/honda/overview`);
    await expect(page.getByRole("heading", { level: 1, name: "Honda Motorcycles" })).toBeVisible();
    const listed = await vehicleLinks(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(21);
    for (const href of listed) expect(hondaBikes, href).toContain(href);
  });

  test("lists only the site's own stock", async ({ page }) => {
    await page.goto(`${toyota}/`);
    const ownToyotas = await stockPaths(page, 'make:"Toyota"');
    await page.goto(`${toyota}/toyota/overview?page=2`);
    const listed = await vehicleLinks(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const href of listed) expect(ownToyotas, href).toContain(href);
  });

  test("an unknown brand, a brand that skips its page, or a make the site does not sell is a 404", async ({ page }) => {
    for (const url of [`${group}/lada/overview`, `${group}/neotek/overview`, `${toyota}/harley-davidson/overview`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  });

  test("a page past the end shows the last page; a bad page number shows the first", async ({ page }) => {
    const response = await page.goto(`${group}/toyota/overview?page=9999`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/^Showing \d/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Next ›" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Toyota result pages" }).locator("[aria-current=page]")).toBeVisible();
    await page.goto(`${group}/toyota/overview?page=abc`);
    await expect(page.getByText(/^Showing 1–21 of/)).toBeVisible();
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicGroup}/toyota/overview`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("pages through the brand's stock with plain links", async ({ page }) => {
      await page.goto(`${group}/brands`);
      await page.getByRole("link", { name: /^Kia/ }).click();
      await expect(page).toHaveURL(`${group}/kia/overview`);
      // The address changes when the new page starts arriving: follow its link once it has loaded.
      await page.waitForLoadState("load");
      await followLinkBelowCards(page.getByRole("link", { name: "Page 2" }));
      await expect(page).toHaveURL(`${group}/kia/overview?page=2`);
      await expect(page.getByText(/^Showing 22–/)).toBeVisible();
    });
  });
});

test.describe("SEO files", () => {
  test("robots.txt allows crawling, keeps out the API and print views, and names the sitemap", async ({ page }) => {
    const response = await page.goto(`${toyota}/robots.txt`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("text/plain");
    expect(response?.headers()["cache-control"]).toContain("max-age");
    const lines = (await response!.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /print", `Sitemap: ${publicToyota}/sitemap.xml`]));
  });

  test("sitemap.xml lists the site's pages and every vehicle it shows, and no other site's", async ({ page }) => {
    await page.goto(`${toyota}/`);
    const visible = await stockPaths(page, "");
    const response = await page.goto(`${toyota}/sitemap.xml`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("application/xml");
    expect(response?.headers()["cache-control"]).toContain("s-maxage");
    const xml = await response!.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(expect.arrayContaining([`${publicToyota}/`, `${publicToyota}/search/new-used-and-demo-cars`, `${publicToyota}/brands`, `${publicToyota}/toyota/overview`]));
    const carLocs = locs.filter((l) => l.startsWith(`${publicToyota}/cars/`)).map((l) => l.slice(publicToyota.length));
    expect(new Set(carLocs)).toEqual(visible);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("the used-car site's sitemap uses its /used-car/ prefix", async ({ page }) => {
    const used = siteOrigin("harbour-used");
    const xml = await (await page.goto(`${used}/sitemap.xml`))!.text();
    expect(xml).toContain(`<loc>${publicOrigin("harbour-used")}/used-car/used-cars</loc>`);
    expect(xml).not.toContain(`${publicOrigin("harbour-used")}/search/`);
  });
});

test.describe("content pages", () => {
  test("the dealer locator lists the site's own locations by state, with directions", async ({ page }) => {
    const response = await page.goto(`${toyota}/dealer-locator`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Find a dealer" })).toBeVisible();
    const cards = page.locator("article.location-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.locator(".location-card__meta").allInnerTexts()) expect(text).toContain("Harbour Toyota");
    await expect(cards.first().getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\d+%20/);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${group}/dealer-locator`);
    expect(await page.locator("section.locator-state").count()).toBeGreaterThanOrEqual(4);
  });

  for (const [path, heading] of [
    ["/about-us", "About Harbour Motor Group"],
    ["/privacy-policy", "Privacy policy"],
    ["/terms-and-conditions", "Terms and conditions"],
  ] as const) {
    test(`${path} is a real page`, async ({ page }) => {
      const response = await page.goto(`${group}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicGroup}${path}`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
