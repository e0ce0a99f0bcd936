// The foundation, seen from a browser: each demo site's home page in its own
// template and colours with its own stock, unknown hosts, and /healthz.
import { expect, test } from "@playwright/test";
import { E2E_PORT, publicOrigin, siteOrigin, stockPaths, vehicleLinks } from "./support/stock-api.ts";

const SITES = [
  { slug: "harbour-motor-group", name: "Harbour Motor Group", template: "group" },
  { slug: "harbour-toyota", name: "Harbour Toyota", template: "franchise" },
  { slug: "harbour-used", name: "Harbour Certified Used", template: "used" },
] as const;

for (const site of SITES) {
  test(`${site.slug}: the home page renders in the ${site.template} template`, async ({ page }) => {
    const response = await page.goto(`${siteOrigin(site.slug)}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(new RegExp(`\\btemplate-${site.template}\\b`));
    await expect(page.locator(`header.site-header--${site.template}`)).toBeVisible();
    await expect(page.getByRole("link", { name: `${site.name} home` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(site.name));
    await expect(page.locator("h1")).toHaveCount(1);
    // The home page names its public address, as every other public page does.
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicOrigin(site.slug)}/`);
  });
}

test("the three templates differ in their colours and header", async ({ page }) => {
  const looks: string[] = [];
  for (const site of SITES) {
    await page.goto(`${siteOrigin(site.slug)}/`);
    looks.push(
      await page.evaluate(() => {
        const header = getComputedStyle(document.querySelector(".site-header")!);
        const primary = getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim();
        return `${header.backgroundColor}|${primary}`;
      }),
    );
  }
  expect(new Set(looks).size).toBe(SITES.length);
  // The used-car site carries a search field in its header; the others a stock button.
  await expect(page.getByRole("search").getByLabel("Search used cars")).toBeVisible();
});

test("harbour-motor-group shows featured stock from its dealerships", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-motor-group")}/`);
  const featured = await vehicleLinks(page, "section[aria-labelledby='featured-title']");
  expect(featured.length).toBeGreaterThan(0);
  const groupStock = await stockPaths(page, "status:in_stock");
  for (const href of featured) expect(groupStock, href).toContain(href);
});

test("harbour-toyota's featured cars are all Toyotas from Harbour Toyota", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-motor-group")}/`);
  const toyotaDealerStock = await stockPaths(page, 'dealership_slug:"harbour-toyota" AND make:"Toyota"');
  expect(toyotaDealerStock.size).toBeGreaterThan(0);
  await page.goto(`${siteOrigin("harbour-toyota")}/`);
  const featured = await vehicleLinks(page, "section[aria-labelledby='featured-title']");
  expect(featured.length).toBeGreaterThan(0);
  for (const href of featured) expect(toyotaDealerStock, `${href} is a Harbour Toyota Toyota`).toContain(href);
});

test("harbour-used's featured cars are all certified used cars", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-motor-group")}/`);
  const certifiedUsed = await stockPaths(page, "car_type:used AND certified:true");
  expect(certifiedUsed.size).toBeGreaterThan(0);
  await page.goto(`${siteOrigin("harbour-used")}/`);
  const featured = await vehicleLinks(page, "section[aria-labelledby='featured-title']");
  expect(featured.length).toBeGreaterThan(0);
  for (const href of featured) expect(certifiedUsed, `${href} is certified used`).toContain(href);
});

test("a site's search API never returns another site's stock", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/`);
  const otherDealers = await stockPaths(page, 'NOT dealership_slug:"harbour-toyota"');
  expect(otherDealers.size).toBe(0);
});

test("an unknown host is a plain 404 that names no site", async ({ page }) => {
  const response = await page.goto(`http://nobody.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(404);
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/harbour/i);
  expect(await page.locator("header.site-header").count()).toBe(0);
});

test("/healthz reports the database and the search index as JSON", async ({ page }) => {
  const response = await page.goto(`${siteOrigin("harbour-motor-group")}/healthz`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("application/json");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  const health = (await response!.json()) as { ok: boolean; database: { ok: boolean; cars: number }; index: { documents: number } };
  expect(health.ok).toBe(true);
  expect(health.database).toMatchObject({ ok: true });
  expect(health.database.cars).toBe(2000);
  // The index is a read model of the cars table: it holds every car.
  expect(health.index.documents).toBe(health.database.cars);
});
