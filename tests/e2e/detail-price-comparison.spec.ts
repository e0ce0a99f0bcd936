// The price comparison panel's hide rules on real demo cars, and similar cars.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { getFromSite, openCar, PRICED_IN_STOCK, searchSite, type Hit } from "./detail-helpers.ts";

// A detail page does more than most (photos drawn on a cold image cache, PDFs): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

interface Answer {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string;
}

type Kind = "shown" | "low-confidence" | "no-comparables" | "market-below-price";

function kindOf(answer: Answer): Kind {
  if (answer.fill === null || answer.market_range_max === null) return "no-comparables";
  if ((answer.confidence ?? 0) <= 0.2) return "low-confidence";
  if (answer.market_range_max < (answer.listing_price ?? 0)) return "market-below-price";
  return "shown";
}

/** One demo car of each kind, found by asking the autogauge of the site's priced cars. */
async function carsByKind(request: APIRequestContext): Promise<Map<Kind, { car: Hit; answer: Answer }>> {
  const found = new Map<Kind, { car: Hit; answer: Answer }>();
  for (const carType of ["used", "new", "demo"]) {
    const cars = await searchSite(request, "harbour-motor-group", { filters: `${PRICED_IN_STOCK} AND car_type:${carType}`, hitsPerPage: 300 });
    for (const car of cars) {
      const answer = (await (await getFromSite(request, "harbour-motor-group", `/cars/${car.slug}/autogauge`)).json()) as Answer;
      const kind = kindOf(answer);
      if (!found.has(kind)) found.set(kind, { car, answer });
      if (found.size === 4) return found;
    }
  }
  return found;
}

test.describe("the price comparison panel", () => {
  let byKind: Map<Kind, { car: Hit; answer: Answer }>;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    byKind = await carsByKind(request);
    await request.dispose();
  });

  test("answers GET /cars/{slug}/autogauge with the price comparison fields", async ({ request }) => {
    const { car, answer } = byKind.get("shown")!;
    expect(Object.keys(answer).sort()).toEqual(["confidence", "description", "fill", "listing_price", "market_range_max", "market_range_min"]);
    expect(answer.listing_price).toBe(car.price);
    expect(answer.fill).toBeGreaterThanOrEqual(0);
    expect(answer.fill).toBeLessThanOrEqual(1);
    const response = await getFromSite(request, "harbour-motor-group", `/cars/${car.slug}/autogauge`);
    expect(response.headers()["cache-control"]).toContain("s-maxage");
  });

  test("shows Good Deal or Great Deal and marks the price on the market range over 2.5 s", async ({ page }) => {
    const { car, answer } = byKind.get("shown")!;
    await openCar(page, "harbour-motor-group", car.slug);
    const panel = page.getByTestId("price-comparison");
    await expect(panel).toBeVisible();
    await expect(panel.locator(".deal-label")).toHaveText(answer.fill! < 0.65 ? "Good Deal" : "Great Deal");
    const level = answer.fill! < 0.3 ? "low" : answer.fill! < 0.6 ? "medium" : "high";
    await expect(panel).toHaveAttribute("data-level", level);
    const marker = panel.getByTestId("price-marker");
    expect(await marker.evaluate((node) => getComputedStyle(node).animationDuration)).toBe("2.5s");
    // The marker sits where the price is in the market range.
    const position = Math.round(((answer.listing_price! - answer.market_range_min!) / (answer.market_range_max! - answer.market_range_min!)) * 100);
    await expect(marker).toHaveAttribute("style", new RegExp(`left:\\s*${Math.min(100, Math.max(0, position))}%`));
  });

  for (const kind of ["low-confidence", "no-comparables", "market-below-price"] as const) {
    test(`is hidden for a car with ${kind.replace(/-/g, " ")}`, async ({ page }) => {
      const entry = byKind.get(kind);
      expect(entry, `the demo data has a car with ${kind} among the first cars checked`).toBeDefined();
      await openCar(page, "harbour-motor-group", entry!.car.slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry!.car.name);
      await expect(page.locator(".similar-cars__grid").first()).toBeVisible();
      await expect(page.getByTestId("price-comparison")).toHaveCount(0);
    });
  }
});

test.describe("similar cars", () => {
  test("shows up to 6 other cars from the site, the same model first", async ({ page, request }) => {
    const cars = await searchSite(request, "harbour-toyota", { filters: PRICED_IN_STOCK, hitsPerPage: 50 });
    const car = cars.find((c) => cars.filter((o) => o.model === c.model).length > 2) ?? cars[0];
    await openCar(page, "harbour-toyota", car.slug);
    const cards = page.locator("#similar-cars .vehicle-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    const hrefs = await cards.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain(`/cars/${car.slug}`);
    const titles = await cards.locator(".vehicle-card__title").allTextContents();
    const sameModel = titles.map((title) => title.includes(car.model));
    // Same model first: no same-model card after a card of another model.
    expect(sameModel.indexOf(false) === -1 || !sameModel.slice(sameModel.indexOf(false)).includes(true)).toBe(true);
    // Every similar car is one this site shows.
    for (const href of hrefs.slice(0, 3)) expect((await getFromSite(request, "harbour-toyota", href!)).status()).toBe(200);
  });
});
