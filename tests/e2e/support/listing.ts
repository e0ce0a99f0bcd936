// Helpers for the listing page specs (tests/e2e/listing*.spec.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A facet value's checkbox: its name is the value and its count ("Toyota 141 vehicles"). */
export const facetBox = (scope: Page | Locator, value: string) =>
  scope.getByRole("checkbox", { name: new RegExp(`^${escape(value)} [\\d,]+ vehicles?$`) });

export const resultCards = (page: Page) => page.locator("#results .vehicle-card");

/** The vehicle pages the result cards link to. */
export const cardLinks = (page: Page) =>
  page.locator("#results .vehicle-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));

export const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Listing navigations the browser makes (one navigation may fetch its route data in more than one request). */
export function recordNavigations(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(".data")) return;
    url.searchParams.delete("_routes");
    seen.add(url.toString());
  });
  return seen;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const report = await new AxeBuilder({ page }).analyze();
  const serious = report.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
