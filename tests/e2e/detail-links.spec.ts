// The detail page's links per dealer (issue #14 §4): test drive and photo
// requests as the site allows, sms: and WhatsApp where configured, the
// location block at #vehicle-map, the similar-car enquiry for a car that is
// no longer in stock, and "Get Finance Now" to the finance route.
import { expect, test } from "@playwright/test";
import { firstCar, openCar, PRICED_IN_STOCK, siteOrigin } from "./detail-helpers.ts";

test.describe.configure({ timeout: 60_000 });

test("the group site offers a test drive and photo requests, each opening its form about the car", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND car_type:used`);
  await openCar(page, "harbour-motor-group", car.slug);
  const photos = page.getByRole("link", { name: "Request Photos" });
  await expect(photos).toHaveAttribute("href", `/cars/${car.slug}/request-photos`);
  await page.getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page).toHaveURL(`${siteOrigin("harbour-motor-group")}/book-test-drive?car_id=${car.id}`);
  await expect(page.getByText(car.name).first()).toBeVisible();
  await page.goBack();
  await photos.click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/request-photos$`));
});

test("harbour-toyota: test drives for new cars only, no photo requests", async ({ page, request }) => {
  const used = await firstCar(request, "harbour-toyota", `${PRICED_IN_STOCK} AND car_type:used`);
  await openCar(page, "harbour-toyota", used.slug);
  await expect(page.getByRole("link", { name: "Book a Test Drive" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request Photos" })).toHaveCount(0);
  const fresh = await firstCar(request, "harbour-toyota", `${PRICED_IN_STOCK} AND car_type:new`);
  await openCar(page, "harbour-toyota", fresh.slug);
  await expect(page.getByRole("link", { name: "Book a Test Drive" })).toHaveAttribute("href", `/book-test-drive?car_id=${fresh.id}`);
});

test("harbour-used: sms: and WhatsApp links naming the car; other sites have none", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-used", PRICED_IN_STOCK);
  await openCar(page, "harbour-used", car.slug);
  const sms = page.getByRole("link", { name: "Text us" });
  await expect(sms).toHaveAttribute("href", /^sms:0491570156\?&body=Hi%2C%20I'm%20interested%20in%20the%20/);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/61491570156\?text=Hi%2C/);
  const other = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
  await openCar(page, "harbour-toyota", other.slug);
  await expect(page.getByRole("link", { name: "Text us" })).toHaveCount(0);
});

test("the Car Details location goes to #vehicle-map, and Get Finance Now to the finance route", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND NOT dealership_slug:harbour-trucks`);
  await openCar(page, "harbour-motor-group", car.slug);
  await page.locator(".car-details-box").getByRole("link").first().click();
  await expect(page).toHaveURL(/#vehicle-map$/);
  await expect(page.locator("#vehicle-map")).toBeInViewport();
  const finance = page.locator(".action-buttons").getByRole("link", { name: "Get Finance Now" });
  await expect(finance).toHaveAttribute("href", new RegExp(`^/finance\\?preferredDealership=.*car_id=${car.id}.*#finance-form$`));
});

test("a sold car offers the similar-car enquiry", async ({ page, request }) => {
  const sold = await firstCar(request, "harbour-motor-group", "status:sold");
  await openCar(page, "harbour-motor-group", sold.slug);
  await page.getByRole("link", { name: "Ask us to find one like it" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${sold.slug}/enquire$`));
  await expect(page.locator('[name="message"]').first()).toHaveValue(/I'm looking for a car like the /);
});
