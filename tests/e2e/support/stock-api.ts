// Reads the seeded stock through the site's public search API, from inside the
// browser (Node does not resolve *.localhost; Chromium does). Tests use it to
// check that a page shows exactly the stock it should.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const siteOrigin = (slug: string) => `http://${slug}.localhost:${E2E_PORT}`;

/** The origin a site's pages name in absolute addresses (canonical, sitemap, robots.txt): its configured siteUrl. */
export const publicOrigin = (slug: string) => new URL((JSON.parse(readFileSync(`sites/${slug}.json`, "utf8")) as { siteUrl: string }).siteUrl).origin;

/** Every record path matching `filters` in the scope of the site the page is on. */
export async function stockPaths(page: Page, filters: string): Promise<Set<string>> {
  const paths = await page.evaluate(async (filters) => {
    const config = (await (await fetch("/api/search-config")).json()) as { appId: string; apiKey: string };
    const headers = { "x-algolia-application-id": config.appId, "x-algolia-api-key": config.apiKey, "content-type": "application/json" };
    const found: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await fetch("/1/indexes/Car_production/browse", {
        method: "POST",
        headers,
        body: JSON.stringify(cursor ? { cursor } : { filters, attributesToRetrieve: ["path"] }),
      });
      if (!response.ok) throw new Error(`browse answered ${response.status}: ${await response.text()}`);
      const batch = (await response.json()) as { hits: { path: string }[]; cursor?: string };
      found.push(...batch.hits.map((h) => h.path));
      cursor = batch.cursor;
    } while (cursor);
    return found;
  }, filters);
  return new Set(paths);
}

/** The links to vehicle pages (/cars/{slug}, not their checkout or enquiry pages) inside a part of the page. */
export async function vehicleLinks(page: Page, container = "main"): Promise<string[]> {
  const hrefs = await page.locator(`${container} a[href^="/cars/"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(hrefs.filter((href) => /^\/cars\/[^/?#]+$/.test(href)))];
}
