// The trade-in page: the FAQ, the lead form with the trade-in fields and
// their messages, the automated valuation where it qualifies, saving it and
// accepting the offer — with JavaScript on and off.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { INVALID_MESSAGES, REQUIRED_MESSAGES } from "../../domain/forms/messages.ts";
import { TRADE_IN_FAQ } from "../../domain/trade-in.ts";
import { searchSite, siteOrigin } from "./detail-helpers.ts";
import { errorList, field, fillContact } from "./forms-helpers.ts";
import { uniqueShopper, waitForMails } from "./support/lead-mail.ts";

/** A make, model and year the platform has enough recent stock of for an online estimate. */
async function commonModel(page: Page): Promise<{ make: string; model: string; year: number }> {
  const since = new Date().getFullYear() - 5;
  const hits = await searchSite(page.request, "harbour-motor-group", { filters: `year >= ${since} AND price > 1000`, hitsPerPage: 1000 });
  const groups = new Map<string, number[]>();
  for (const hit of hits as unknown as { make: string; model: string; year: number }[]) {
    const key = `${hit.make}|${hit.model}`;
    groups.set(key, [...(groups.get(key) ?? []), hit.year]);
  }
  const [key, years] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const [make, model] = key.split("|");
  years.sort((a, b) => a - b);
  return { make, model, year: years[Math.floor(years.length / 2)] };
}

async function fillTradeIn(form: Locator, shopper: ReturnType<typeof uniqueShopper>) {
  await field(form, "rego").fill("abc 123");
  await field(form, "kms").fill("45000");
  await fillContact(form, shopper);
  await form.getByRole("radio", { name: "Phone" }).check();
  // Sites with more than one sales location ask which one.
  const location = form.locator('[name="location_id"]');
  if ((await location.count()) > 0 && (await location.inputValue()) === "") await location.selectOption({ index: 1 });
}

test("the FAQ answers 5 questions, each opening and closing from the keyboard", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/sell-my-car`);
  const questions = page.locator(".faq summary");
  await expect(questions).toHaveText(TRADE_IN_FAQ.map((q) => q.question));
  const first = page.locator(".faq details").first();
  await questions.first().focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator(".faq__answer")).toContainText(TRADE_IN_FAQ[0].answer.slice(0, 40));
  await page.keyboard.press("Enter");
  await expect(first).not.toHaveAttribute("open");
});

for (const path of ["/trade-in", "/sell-my-car", "/sell-your-car", "/cars/trade-in"]) {
  test(`${path} is open to everyone (not gated)`, async ({ page }) => {
    const response = await page.goto(`${siteOrigin("harbour-motor-group")}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("form#trade-in-form")).toBeVisible();
  });
}

test("the trade-in fields' messages, kms formatting and the default state", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/trade-in`);
  const form = page.locator("form#trade-in-form");
  await expect(form.locator('[name="regoState"]')).toHaveValue("qld");
  await field(form, "kms").fill("86500");
  await field(form, "rego").focus();
  await expect(field(form, "kms")).toHaveValue("86,500 kms");
  await field(form, "kms").fill("");
  await form.getByRole("button", { name: "Value My Car" }).click();
  // In the order the fields show: the car first, then the shopper.
  expect(await errorList(form)).toEqual([
    REQUIRED_MESSAGES.rego,
    REQUIRED_MESSAGES.kms,
    REQUIRED_MESSAGES.name,
    REQUIRED_MESSAGES.last_name,
    REQUIRED_MESSAGES.email,
    REQUIRED_MESSAGES.phone,
    REQUIRED_MESSAGES.postcode,
    REQUIRED_MESSAGES.PreferredContactMethod,
    REQUIRED_MESSAGES.location,
  ]);
  await field(form, "kms").fill("4,50");
  await field(form, "rego").fill("AB#12");
  await form.getByRole("button", { name: "Value My Car" }).click();
  const messages = await errorList(form);
  expect(messages).toContain(INVALID_MESSAGES.kms);
  expect(messages).toContain(INVALID_MESSAGES.rego);
});

test("harbour-toyota values the car online, saves the valuation and takes the accepted offer", async ({ page }) => {
  const vehicle = await commonModel(page);
  const shopper = uniqueShopper("tradein");
  await page.goto(`${siteOrigin("harbour-toyota")}/sell-my-car`);
  const form = page.locator("form#trade-in-form");
  await fillTradeIn(form, shopper);
  await form.getByRole("button", { name: "Value My Car" }).click();

  const estimate = page.locator("form#estimate-form");
  await expect(estimate.getByRole("heading", { name: "Get your online estimate" })).toBeFocused();
  await estimate.getByRole("button", { name: "Get My Estimate" }).click();
  expect(await errorList(estimate)).toHaveLength(3);
  await estimate.locator('[name="year"]').selectOption(String(vehicle.year));
  await field(estimate, "make").fill(vehicle.make.toLowerCase());
  await field(estimate, "model").fill(vehicle.model);
  await estimate.getByRole("button", { name: "Get My Estimate" }).click();

  const offer = page.locator(".valuation");
  await expect(offer.getByRole("heading", { name: "Your online estimate" })).toBeVisible();
  await expect(offer.locator(".valuation__offer dd")).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await offer.getByRole("button", { name: "Accept Offer" }).click();
  await expect(page).toHaveURL(/\/success\?form=trade-in&offer=accepted$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offer accepted");

  const mails = await waitForMails(shopper.email, 2);
  expect(mails).toHaveLength(2);
  expect(mails.some((m) => m.includes("3. Offer Accepted"))).toBe(true);
});

test("a car's Trade-In button (/cars/trade-in?car_id=) shows the car and offers the estimate", async ({ page }) => {
  const [car] = await searchSite(page.request, "harbour-toyota", { filters: "status:in_stock AND reserved:false AND price > 1000", hitsPerPage: 1 });
  const shopper = uniqueShopper("tradein-car");
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/trade-in?car_id=${car.id}`);
  await expect(page.locator(".form-car")).toContainText(car.name);
  const form = page.locator("form#trade-in-form");
  await expect(form.locator('input[type=hidden][name="car_id"]')).toHaveValue(String(car.id));
  await fillTradeIn(form, shopper);
  await form.getByRole("button", { name: "Value My Car" }).click();
  await expect(page.locator("form#estimate-form")).toBeVisible();
  await page.locator("form#estimate-form").getByRole("link", { name: "Skip, just contact me" }).click();
  await expect(page).toHaveURL(/\/success\?form=trade-in$/);
  expect(await waitForMails(shopper.email)).toHaveLength(1);
});

test("a location whose dealer has no automated valuation goes straight to /success", async ({ page }) => {
  const shopper = uniqueShopper("tradein-mazda");
  await page.goto(`${siteOrigin("harbour-motor-group")}/sell-your-car`);
  const form = page.locator("form#trade-in-form");
  await fillTradeIn(form, shopper);
  const mazda = await form.locator('[name="location_id"] option', { hasText: "Harbour Mazda" }).first().getAttribute("value");
  await form.locator('[name="location_id"]').selectOption(mazda!);
  await form.locator('[name="terms_conditions"]').check();
  await form.getByRole("button", { name: "Value My Car" }).click();
  await expect(page).toHaveURL(/\/success\?form=trade-in$/);
  expect(await waitForMails(shopper.email)).toHaveLength(1);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("lead, estimate and accepting the offer all work as plain forms", async ({ page }) => {
    const shopper = uniqueShopper("tradein-nojs");
    await page.goto(`${siteOrigin("harbour-toyota")}/trade-in`);
    await page.locator("form#trade-in-form").getByRole("button", { name: "Value My Car" }).click();
    expect((await errorList(page.locator("form#trade-in-form"))).length).toBeGreaterThan(5);
    const form = page.locator("form#trade-in-form");
    await fillTradeIn(form, shopper);
    await form.getByRole("button", { name: "Value My Car" }).click();
    const estimate = page.locator("form#estimate-form");
    await expect(estimate).toBeVisible();
    const vehicle = { make: "Toyota", model: "Corolla", year: new Date().getFullYear() - 3 };
    await estimate.locator('[name="year"]').selectOption(String(vehicle.year));
    await field(estimate, "make").fill(vehicle.make);
    await estimate.getByRole("button", { name: "Get My Estimate" }).click();
    // The model was missing: the same step again, with what was typed.
    await expect(page.locator("form#estimate-form")).toBeVisible();
    expect(await errorList(page.locator("form#estimate-form"))).toEqual(["Please enter the model of your car, e.g. Corolla."]);
    await expect(field(page.locator("form#estimate-form"), "make")).toHaveValue("Toyota");
    await field(page.locator("form#estimate-form"), "model").fill(vehicle.model);
    await page.locator("form#estimate-form").getByRole("button", { name: "Get My Estimate" }).click();
    const panel = page.locator(".valuation");
    await expect(panel).toBeVisible();
    const accept = panel.getByRole("button", { name: "Accept Offer" });
    if ((await accept.count()) > 0) {
      await accept.click();
      await expect(page).toHaveURL(/\/success\?form=trade-in&offer=accepted$/);
    } else {
      await panel.getByRole("link", { name: "Finish" }).click();
      await expect(page).toHaveURL(/\/success\?form=trade-in$/);
    }
    expect((await waitForMails(shopper.email)).length).toBeGreaterThanOrEqual(1);
  });
});
