// Finding real demo cars for the detail page's browser tests: through each
// site's own Algolia-compatible search API (so a car found for a site is one
// the site shows), never by hard-coded slugs.
import type { APIRequestContext, Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export type SiteSlug = "harbour-motor-group" | "harbour-toyota" | "harbour-used";

/** The site's own address; Chromium resolves *.localhost to this machine. */
export const siteOrigin = (site: SiteSlug) => `http://${site}.localhost:${PORT}`;

/** Requests from the test process go to the loopback address with the site's Host header (Node may not resolve *.localhost). */
const server = `http://127.0.0.1:${PORT}`;
export const hostHeader = (site: SiteSlug) => ({ Host: `${site}.localhost:${PORT}` });

export interface Hit {
  objectID: string;
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  price: number | null;
  status: string;
  car_type: string;
  item_type: string;
  dealership_id: number;
  dealership_slug: string;
  simple_fuel: string | null;
  photos_count: number;
  views: number;
}

const keys = new Map<SiteSlug, { appId: string; apiKey: string }>();

/** Hits of a query inside the site's scope (the site's public search key). */
export async function searchSite(request: APIRequestContext, site: SiteSlug, params: Record<string, unknown>): Promise<Hit[]> {
  let key = keys.get(site);
  if (!key) {
    const config = await (await request.get(`${server}/api/search-config`, { headers: hostHeader(site) })).json();
    key = { appId: config.appId, apiKey: config.apiKey };
    keys.set(site, key);
  }
  const response = await request.post(`${server}/1/indexes/Car_production/query`, {
    headers: { ...hostHeader(site), "x-algolia-application-id": key.appId, "x-algolia-api-key": key.apiKey },
    data: { hitsPerPage: 100, ...params },
  });
  if (!response.ok()) throw new Error(`search failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).hits as Hit[];
}

export async function firstCar(request: APIRequestContext, site: SiteSlug, filters: string): Promise<Hit> {
  const [hit] = await searchSite(request, site, { filters, hitsPerPage: 1 });
  if (!hit) throw new Error(`no demo car on ${site} matches ${filters}`);
  return hit;
}

/** A GET from the test process to a site (JSON or not). */
export function getFromSite(request: APIRequestContext, site: SiteSlug, path: string, options: { maxRedirects?: number } = {}) {
  return request.get(`${server}${path}`, { headers: hostHeader(site), maxRedirects: options.maxRedirects });
}

/** A plain in-stock, priced, unreserved car: the page shows every section. */
export const PRICED_IN_STOCK = "status:in_stock AND price > 1000 AND reserved:false";

/** Opens a car's page and waits until React has hydrated it (clicks before that do nothing). */
export async function openCar(page: Page, site: SiteSlug, slug: string, suffix = "") {
  // Not "load": generating a car's photos on a cold image cache is not what these tests measure.
  const response = await page.goto(`${siteOrigin(site)}/cars/${slug}${suffix}`, { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated]").waitFor();
  return response;
}
