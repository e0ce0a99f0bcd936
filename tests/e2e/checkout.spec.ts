// Reserve Car Now and Online Purchase: the sandbox test card reserves the car
// (and the car then shows Reserved), a declined card keeps the shopper's
// input, plain forms work without JavaScript, and gated sites send
// anonymous shoppers to sign in.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { INVALID_MESSAGES, REQUIRED_MESSAGES } from "../../domain/forms/messages.ts";
import { CARD_MESSAGES } from "../../domain/payments/card-details.ts";
import { SANDBOX_DECLINE_MESSAGES } from "../../services/payments/index.ts";
import { getFromSite, searchSite, siteOrigin, type Hit } from "./detail-helpers.ts";
import { errorList, field } from "./forms-helpers.ts";
import { uniqueShopper, waitForMails } from "./support/lead-mail.ts";

/** Harbour Toyota (checkout on, route "checkout", not gated): priced in-stock cars nobody has reserved. */
// Petrol and diesel only: the fuel tag (Hybrid, Electric) outranks Reserved on cards and the detail page (listing §4).
const RESERVABLE = 'dealership_slug:"harbour-toyota" AND status:in_stock AND reserved:false AND price > 1000 AND (simple_fuel:Petrol OR simple_fuel:Diesel)';

/** A different car for each test, so parallel tests never reserve the same one. */
async function reservableCar(page: Page, index: number): Promise<Hit> {
  const hits = await searchSite(page.request, "harbour-toyota", { filters: RESERVABLE, hitsPerPage: 20 });
  if (!hits[index]) throw new Error(`fewer than ${index + 1} reservable cars on harbour-toyota`);
  return hits[index];
}

async function fillReservation(form: Locator, shopper: ReturnType<typeof uniqueShopper>, card: string) {
  for (const name of ["name", "last_name", "email", "phone"] as const) await field(form, name).fill(shopper[name]);
  await field(form, "card_name").fill(`${shopper.name} ${shopper.last_name}`);
  await field(form, "card_number").fill(card);
  const next = new Date().getFullYear() + 2;
  await field(form, "card_expiry").fill(`12/${String(next).slice(2)}`);
  await field(form, "card_cvc").fill("123");
}

test("the sandbox test card reserves the car, and the car then shows Reserved", async ({ page }) => {
  const car = await reservableCar(page, 0);
  const shopper = uniqueShopper("reserve");
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/checkout`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve Car Now");
  await expect(page.locator(".checkout-terms")).toContainText("48 hours");
  const form = page.locator("form#checkout-form");
  const button = form.getByRole("button", { name: /^Reserve Car Now/ });
  await fillReservation(form, shopper, "4242 4242 4242 4242");
  await button.click();
  const confirmed = page.locator(".checkout-confirmed");
  await expect(confirmed.getByRole("heading")).toHaveText(`The ${car.name} is reserved for you`);
  await expect(confirmed.getByRole("heading")).toBeFocused();
  await expect(confirmed).toContainText("Visa ending 4242");

  const [mail] = await waitForMails(shopper.email);
  expect(mail).toContain(car.name);

  // The detail page reads the car from the database: reserved at once.
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}`);
  await expect(page.locator("main")).toContainText(/Reserved/i);
  await expect(page.locator(`main a[href="/cars/${car.slug}/checkout"]`)).toHaveCount(0);
  // A second shopper cannot reserve it.
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/checkout`);
  await expect(page.locator("form#checkout-form")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "This car can't be reserved online" })).toBeVisible();
  // Listings read the search index, which picks the change up from PostgreSQL.
  await expect
    .poll(async () => ((await searchSite(page.request, "harbour-toyota", { filters: `id = ${car.id}` }))[0] as Hit & { reserved?: boolean })?.reserved, {
      timeout: 45_000,
    })
    .toBe(true);
});

test("a declined card shows the provider's message and keeps what was typed", async ({ page }) => {
  const car = await reservableCar(page, 1);
  const shopper = uniqueShopper("decline");
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/checkout`);
  const form = page.locator("form#checkout-form");
  await fillReservation(form, shopper, "4000 0000 0000 0002");
  await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
  await expect(form.locator(".form-banner")).toHaveText(SANDBOX_DECLINE_MESSAGES.card_declined);
  await expect(form.locator(".form-banner")).toBeFocused();
  await expect(form.getByRole("button", { name: /^Reserve Car Now/ })).toBeEnabled();
  for (const name of ["name", "last_name", "email", "phone"] as const) await expect(field(form, name)).toHaveValue(shopper[name]);
  // Still free: another card goes through.
  await field(form, "card_number").fill("4242424242424242");
  await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
  await expect(page.locator(".checkout-confirmed")).toBeVisible();
});

test("the reservation form's messages", async ({ page }) => {
  const car = await reservableCar(page, 2);
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/checkout`);
  const form = page.locator("form#checkout-form");
  await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
  expect(await errorList(form)).toEqual([
    REQUIRED_MESSAGES.name,
    REQUIRED_MESSAGES.last_name,
    REQUIRED_MESSAGES.email,
    REQUIRED_MESSAGES.phone,
    CARD_MESSAGES.number,
    CARD_MESSAGES.expiry,
    CARD_MESSAGES.cvc,
    CARD_MESSAGES.name,
  ]);
  await field(form, "email").fill("x@");
  await field(form, "card_number").fill("4242 4242 4242 4241");
  await field(form, "card_expiry").fill("01/20");
  await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
  const messages = await errorList(form);
  expect(messages).toContain(INVALID_MESSAGES.email);
  expect(messages).toContain(CARD_MESSAGES.number);
  expect(messages).toContain(CARD_MESSAGES.expired);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a decline re-renders the form without the card number; the test card then reserves", async ({ page }) => {
    const car = await reservableCar(page, 3);
    const shopper = uniqueShopper("reserve-nojs");
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/checkout`);
    await fillReservation(page.locator("form#checkout-form"), shopper, "4000 0000 0000 9995");
    await page.locator("form#checkout-form").getByRole("button", { name: /^Reserve Car Now/ }).click();
    const form = page.locator("form#checkout-form");
    await expect(form.locator(".form-banner")).toHaveText(SANDBOX_DECLINE_MESSAGES.insufficient_funds);
    await expect(field(form, "email")).toHaveValue(shopper.email);
    await expect(field(form, "card_number")).toHaveValue("");
    await fillReservation(form, shopper, "4242 4242 4242 4242");
    await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
    await expect(page.locator(".checkout-confirmed")).toContainText("Visa ending 4242");
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });
});

test("Online Purchase (/checkout-journey?car_id={slug}) takes the deposit the same way", async ({ page }) => {
  const car = await reservableCar(page, 4);
  const shopper = uniqueShopper("purchase");
  await page.goto(`${siteOrigin("harbour-toyota")}/checkout-journey?car_id=${car.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Purchase");
  const form = page.locator("form#checkout-form");
  await fillReservation(form, shopper, "5555 5555 5555 4444");
  await form.getByRole("button", { name: /Deposit$/ }).click();
  await expect(page.locator(".checkout-confirmed")).toContainText("Mastercard ending 4444");
});

test("the site whose checkout route is buy-online and gated sends anonymous shoppers to sign in", async ({ page }) => {
  const [car] = await searchSite(page.request, "harbour-motor-group", {
    filters: 'dealership_slug:"harbour-toyota" AND status:in_stock AND reserved:false AND price > 1000',
    hitsPerPage: 1,
  });
  await page.goto(`${siteOrigin("harbour-motor-group")}/cars/${car.slug}/buy-online`);
  await expect(page).toHaveURL(/\/sign-in\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("type")).toBe("checkout");
  expect(url.searchParams.get("redirect")).toBe(`/cars/${car.slug}/buy-online`);
  expect(url.searchParams.get("back")).toBe(`/cars/${car.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to reserve your car");
  await page.getByRole("link", { name: "Go back" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
});

test("a crafted sign-in link never leads off the site", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/sign-in?type=checkout&redirect=//evil.example&back=https://evil.example/x`);
  await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/");
});

test("a site without online checkout does not offer it, and another site's car is not found", async ({ page }) => {
  const [used] = await searchSite(page.request, "harbour-used", { filters: "status:in_stock AND reserved:false AND price > 1000", hitsPerPage: 1 });
  await page.goto(`${siteOrigin("harbour-used")}/cars/${used.slug}/checkout`);
  await expect(page.locator("form#checkout-form")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "This car can't be reserved online" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send an enquiry" })).toHaveAttribute("href", `/cars/${used.slug}/enquire`);

  const [mazda] = await searchSite(page.request, "harbour-motor-group", {
    filters: 'dealership_slug:"harbour-mazda" AND status:in_stock AND price > 1000',
    hitsPerPage: 1,
  });
  expect((await getFromSite(page.request, "harbour-toyota", `/cars/${mazda.slug}/checkout`)).status()).toBe(404);
});
