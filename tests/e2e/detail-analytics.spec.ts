// The events a dealer pays for (detail §7): each is pushed to window.dataLayer
// and stored for the site through /api/analytics (or, for a reservation, with
// its lead: services/reservations/reserve-car.test.ts checks event 61).
import { expect, test, type Page, type Request } from "@playwright/test";
import { firstCar, getFromSite, openCar, PRICED_IN_STOCK, searchSite, siteOrigin, type Hit } from "./detail-helpers.ts";
import { dataLayer } from "./forms-helpers.ts";

test.describe.configure({ timeout: 60_000 });

/** Clicks on tel: links stay on the page (a test browser has nothing to dial with); React still sees them. */
async function keepTelLinks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"], a[target="_blank"]')) event.preventDefault();
    }),
  );
}

/** The next event posted to /api/analytics, and whether it was stored (204). */
function storedEvent(page: Page, eventId: number) {
  return page.waitForResponse((response) => {
    const request: Request = response.request();
    return request.url().endsWith("/api/analytics") && request.method() === "POST" && JSON.parse(request.postData() ?? "{}").event_id === eventId;
  });
}

const pushed = async (page: Page, eventId: number) => (await dataLayer(page)).filter((entry) => entry.event_id === eventId);

test("event 25 on a call: the dealer's number where it shows from the start, and the mobile Call Now bar", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-used", PRICED_IN_STOCK);
  await openCar(page, "harbour-used", car.slug);
  await keepTelLinks(page);
  const stored = storedEvent(page, 25);
  await page.locator("a.dealer-phone").first().click();
  expect((await stored).status()).toBe(204);
  expect(await pushed(page, 25)).toEqual([expect.objectContaining({ car_id: car.id })]);

  await page.setViewportSize({ width: 390, height: 800 });
  const storedAgain = storedEvent(page, 25);
  await page.getByTestId("mobile-action-bar").getByRole("link", { name: "Call Now" }).click();
  expect((await storedAgain).status()).toBe(204);
  expect(await pushed(page, 25)).toHaveLength(2);
});

test("event 26 once, on the first use of the finance calculator", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND price < 100000`);
  await openCar(page, "harbour-motor-group", car.slug);
  const stored = storedEvent(page, 26);
  const amount = page.locator("#finance-calculator").getByLabel("Vehicle price ($)");
  await amount.fill("25000");
  expect((await stored).status()).toBe(204);
  await amount.fill("26000");
  await page.locator("#finance-calculator").getByLabel("Loan term (years)").fill("3");
  expect(await pushed(page, 26)).toEqual([expect.objectContaining({ car_id: car.id })]);
});

test("event 49 on the history report, and 60 on print", async ({ page, request }) => {
  // A used car whose dealer attached a history report (about a third of the demo's used cars).
  let car: Hit | undefined;
  for (const hit of await searchSite(request, "harbour-used", { filters: PRICED_IN_STOCK, hitsPerPage: 40 })) {
    if ((await (await getFromSite(request, "harbour-used", `/cars/${hit.slug}`)).text()).includes("Car History Report")) {
      car = hit;
      break;
    }
  }
  if (!car) throw new Error("no demo car on harbour-used with a history report among the first 40");
  await openCar(page, "harbour-used", car.slug);
  const report = page.getByRole("link", { name: "Car History Report" });
  await expect(report).toBeVisible();
  await keepTelLinks(page);
  const storedReport = storedEvent(page, 49);
  await report.click();
  expect((await storedReport).status()).toBe(204);
  expect(await pushed(page, 49)).toHaveLength(1);

  await page.goto(`${siteOrigin("harbour-used")}/print?car_id=${car.slug}`);
  await expect(page.locator("html[data-hydrated]")).toBeVisible();
  await page.evaluate(() => (window.print = () => undefined));
  const stored = storedEvent(page, 60);
  await page.getByRole("button", { name: "Print this page" }).click();
  expect((await stored).status()).toBe(204);
  expect(await pushed(page, 60)).toEqual([expect.objectContaining({ car_id: car.id })]);
});
