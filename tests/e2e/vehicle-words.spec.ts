// Words that fit the vehicle (issue #14 §2): a motorcycle and a caravan detail
// page say "Bike" and "Caravan", carry their own body icon, and never promise
// what does not fit; one guarantee per page.
import { expect, test, type Page } from "@playwright/test";
import { WORDS_THAT_DO_NOT_FIT } from "../../domain/vehicle-words.ts";
import { firstCar, openCar, PRICED_IN_STOCK } from "./detail-helpers.ts";

test.describe.configure({ timeout: 60_000 });

/** The page's own words (not the dealer's free-text comments, which come from the feed). */
async function ownWords(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("#dealer-comments, #features, #similar-cars, .similar-cars").forEach((el) => el.remove());
    return copy.innerText;
  });
}

test("a used motorcycle: Bike Summary and Bike Details, the bike icon, no wipers or emergency braking", async ({ page, request }) => {
  const bike = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND item_type:motorcycle AND car_type:used`);
  await openCar(page, "harbour-motor-group", bike.slug);
  await expect(page.getByRole("heading", { name: "Bike Summary" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bike Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Protect Your Bike" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Car Summary" })).toHaveCount(0);
  await expect(page.locator(".car-icons [data-icon='motorcycle']")).toHaveCount(1);
  await expect(page.locator(".car-icons [data-icon='car']")).toHaveCount(0);
  const words = await ownWords(page);
  const rule = WORDS_THAT_DO_NOT_FIT.find((r) => r.itemType === "motorcycle")!;
  expect(words.match(rule.words)).toBeNull();
  expect(words).toMatch(/chain and sprockets/);
  // Buttons in the bike's words: a test ride, and (where checkout is on) "Reserve Bike Now".
  await expect(page.getByRole("link", { name: "Book a Test Ride" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Reserve Car Now/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Book a Test Ride" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Book a test ride");
  await expect(page.getByRole("button", { name: "Book Test Ride" })).toBeVisible();
});

test("a caravan: Caravan Details, the caravan icon, no fuel calculator, no kilometres, no test drive", async ({ page, request }) => {
  const caravan = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND item_type:caravan`);
  await openCar(page, "harbour-motor-group", caravan.slug);
  await expect(page.getByRole("heading", { name: "Caravan Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Caravan Summary" })).toBeVisible();
  await expect(page.locator(".car-icons [data-icon='caravan']")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Fuel Calculator" })).toHaveCount(0);
  const words = await ownWords(page);
  const rule = WORDS_THAT_DO_NOT_FIT.find((r) => r.itemType === "caravan")!;
  expect(words.match(rule.words)).toBeNull();
});

test("a new car promises no service history or history check; a used one no runout pricing", async ({ page, request }) => {
  const fresh = await firstCar(request, "harbour-toyota", `${PRICED_IN_STOCK} AND car_type:new`);
  await openCar(page, "harbour-toyota", fresh.slug);
  expect(await ownWords(page)).not.toMatch(/service history|150-point|history check/i);
  const used = await firstCar(request, "harbour-toyota", `${PRICED_IN_STOCK} AND car_type:used`);
  await openCar(page, "harbour-toyota", used.slug);
  expect(await ownWords(page)).not.toMatch(/runout/i);
});

test("one guarantee per page: harbour-used's 48-hour money-back, Harbour Used Cars' 14-day return on the group site", async ({ page, request }) => {
  const onUsed = await firstCar(request, "harbour-used", `${PRICED_IN_STOCK} AND car_type:used AND item_type:car`);
  await openCar(page, "harbour-used", onUsed.slug);
  const why = page.locator("section[aria-labelledby='why-buy-title']");
  await expect(why).toContainText("48 hour money-back guarantee");
  await expect(why).not.toContainText("14 days");

  const dealerCar = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND car_type:used AND dealership_slug:harbour-used-cars`);
  await openCar(page, "harbour-motor-group", dealerCar.slug);
  await expect(why).toContainText("Return it within 14 days");
  await expect(why).not.toContainText("money-back");
});
