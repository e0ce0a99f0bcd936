// issue #13: the dealership's own pages in the browser — a location page with
// its hours, holiday-hours dialog, reviews and stock; the service booking (JS
// on and off); a content page and its FAQ accordion.
import { expect, test } from "@playwright/test";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { BOOKING_MESSAGES } from "../../domain/service-booking.ts";
import { siteOrigin } from "./detail-helpers.ts";
import { dataLayer, errorList, field, fillContact } from "./forms-helpers.ts";
import { uniqueShopper, waitForMails } from "./support/lead-mail.ts";
import { get } from "./support/crawl.ts";
import { E2E_PORT } from "./support/stock-api.ts";

// Node does not resolve *.localhost: plain requests name the site in the Host header.
const host = (slug: string) => `${slug}.localhost:${E2E_PORT}`;

const TOYOTA = siteOrigin("harbour-toyota");
const ARTARMON = "/locations/harbour-toyota-artarmon";

test.describe("location page", () => {
  test("shows the address, the phone as 0X XXXX XXXX, the week with today marked and department tabs", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota Artarmon");
    await expect(page.locator(".location-page__address")).toContainText("450 Pacific Highway");
    await expect(page.locator(".location-page__contacts a[href^='tel:']").first()).toHaveText(/^0\d \d{4} \d{4}$/);
    const rows = page.locator(".location-hours > .hours-table tr");
    // Mon - Fri grouped when all five match (Artarmon may stay late on Thursdays: then each weekday shows).
    const labels = (await rows.locator("th").allTextContents()).map((t) => t.replace(/\s*Today$/, ""));
    expect(labels.length === 3 ? labels : labels.slice(0, 1).concat(labels.slice(5))).toEqual([labels.length === 3 ? "Mon - Fri" : "Monday", "Saturday", "Sunday"]);
    await expect(page.locator(".hours-table__today")).toHaveCount(1);
    const tabs = page.getByRole("navigation", { name: "Departments at this address" }).getByRole("link");
    await expect(tabs).toHaveText(["Sales", "Service", "Parts"]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/locations\/harbour-toyota-artarmon-service$/);
    await expect(page.getByRole("link", { name: "Book a Service" }).first()).toBeVisible();
  });

  test("Get Directions searches a map for the address; Contact opens the form with this location chosen", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    await expect(page.locator("main").getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /maps\/search\/\?api=1&query=450%20Pacific%20Highway/);
    await page.locator("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us\/harbour-toyota-artarmon$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harbour Toyota Artarmon");
    await expect(page.locator('form#contact-form input[name="location"]')).toHaveAttribute("value", /^\d+$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/harbour-toyota-artarmon$/);
  });

  test("the holiday-hours dialog lists upcoming special hours and closes with Escape", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    const dialog = page.getByRole("dialog", { name: "Holiday hours" });
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Holiday hours" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("tr").first()).toContainText(/\d{4}/);
    await expect(dialog).toContainText(/Christmas Day\s*Closed/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("reviews: rated 4 or more, at most 12, with the average, stars, count and age", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    const summary = page.getByTestId("review-summary");
    await expect(summary).toContainText(/^\d\.\d/);
    await expect(summary).toContainText(/\d+ reviews?/);
    await expect(summary.getByRole("img")).toHaveAttribute("aria-label", /^Rated \d\.\d out of 5$/);
    const reviews = page.getByTestId("review");
    const count = await reviews.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    for (const label of await reviews.getByRole("img").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))) {
      expect(Number(/Rated (\d\.\d)/.exec(label ?? "")?.[1])).toBeGreaterThanOrEqual(4);
    }
    await expect(reviews.first().locator("time")).toHaveText(/ago|today|yesterday/);
  });

  test("publishes an AutoDealer with opening hours, holiday hours and the aggregate rating", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(json["@type"]).toBe("AutoDealer");
    expect(json.openingHoursSpecification.some((s: { dayOfWeek?: string }) => s.dayOfWeek === "Monday")).toBe(true);
    expect(json.openingHoursSpecification.some((s: { validFrom?: string }) => s.validFrom)).toBe(true);
    expect(json.aggregateRating["@type"]).toBe("AggregateRating");
  });

  test("/our-location/{slug} redirects to the canonical page; another site's or an unknown location is a 404", async () => {
    const redirected = await get(E2E_PORT, host("harbour-toyota"), "/our-location/harbour-toyota-artarmon");
    expect(redirected.status).toBe(301);
    expect(redirected.location).toBe(ARTARMON);
    // Harbour Toyota's site shows only its own dealership's locations.
    const group = await get(E2E_PORT, host("harbour-motor-group"), "/dealer-locator");
    const other = /href="\/locations\/(harbour-(?!toyota)[a-z0-9-]+)"/.exec(group.body)?.[1];
    expect(other).toBeTruthy();
    expect((await get(E2E_PORT, host("harbour-motor-group"), `/locations/${other}`)).status).toBe(200);
    expect((await get(E2E_PORT, host("harbour-toyota"), `/locations/${other}`)).status).toBe(404);
    expect((await get(E2E_PORT, host("harbour-toyota"), "/locations/no-such-place")).status).toBe(404);
  });

  test("the stock at this location links to the listing filtered by location", async ({ page }) => {
    await page.goto(`${TOYOTA}${ARTARMON}`);
    const more = page.getByRole("link", { name: /View all stock at this location/ });
    await expect(more).toHaveAttribute("href", /\?location=Harbour%20Toyota%20Artarmon$/);
    await more.click();
    await expect(page.locator("main")).toContainText("Artarmon");
  });

  test("every car page's View Location Details leads to its location's page", async ({ page }) => {
    await page.goto(`${TOYOTA}/search/new-cars`);
    const car = page.locator('main a[href^="/cars/"]').first();
    await car.click();
    await page.getByRole("link", { name: "View Location Details" }).click();
    await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+$/);
    await expect(page.locator(".location-page")).toBeVisible();
  });
});

test.describe("service booking", () => {
  test("offers only the chosen department's open times, refuses a closed slot and sends a Service Booking lead with its event", async ({ page }) => {
    const shopper = uniqueShopper("service");
    await page.goto(`${TOYOTA}/service`);
    const form = page.locator("form#service-booking-form");
    await field(form, "location").selectOption({ label: "Harbour Toyota Artarmon Service" });
    await field(form, "rego").fill("abc 123");
    await field(form, "make").fill("Toyota");
    await field(form, "model").fill("Corolla");
    await field(form, "kms").fill("45000");
    await field(form, "kms").blur();
    await expect(field(form, "kms")).toHaveValue("45,000 kms");
    await field(form, "service_type").selectOption("Logbook service");
    const dates = await field(form, "preferred_date").locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    // Sundays are closed at the service department: none is offered.
    expect(dates.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    const saturday = dates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    await field(form, "preferred_date").selectOption(saturday);
    const times = await field(form, "preferred_time").locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    expect(times).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00"]);
    await field(form, "preferred_time").selectOption("09:00");
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Request Booking" }).click();
    // The lead is stored before the page moves on; give a loaded machine time.
    await expect(page).toHaveURL(/\/success\?form=service-booking$/, { timeout: 20_000 });
    const events = await dataLayer(page);
    expect(events.some((e) => e.event_id === ANALYTICS_EVENTS.serviceBookingSubmit)).toBe(true);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Service Booking");
    expect(mail).toContain("ABC123");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a time outside the department's hours is refused on the server with the hours, keeping what was typed", async ({ page }) => {
      const shopper = uniqueShopper("service-nojs");
      await page.goto(`${TOYOTA}/pages/book-a-service`);
      let form = page.locator("form#service-booking-form");
      await field(form, "location").selectOption({ label: "Harbour Toyota Artarmon Service" });
      for (const [name, value] of [["rego", "XYZ987"], ["make", "Toyota"], ["model", "HiLux"], ["kms", "120000"]]) await field(form, name).fill(value);
      await field(form, "service_type").selectOption("Brakes and tyres");
      const dates = await field(form, "preferred_date").locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      const saturday = dates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
      await field(form, "preferred_date").selectOption(saturday);
      await field(form, "preferred_time").selectOption("15:00");
      await fillContact(form, shopper);
      await form.getByRole("button", { name: "Request Booking" }).click();
      form = page.locator("form#service-booking-form");
      expect(await errorList(form)).toEqual([BOOKING_MESSAGES.time(saturday, ["08:00", "11:00"])]);
      await expect(field(form, "model")).toHaveValue("HiLux");
      await field(form, "preferred_time").selectOption("10:30");
      await form.getByRole("button", { name: "Request Booking" }).click();
      await expect(page).toHaveURL(/\/success\?form=service-booking$/);
      expect(await waitForMails(shopper.email)).toHaveLength(1);
    });
  });
});

test.describe("content pages", () => {
  test("a Markdown page renders with its table; a page the site does not have is a 404", async ({ page }) => {
    await page.goto(`${TOYOTA}/capped-price-servicing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Capped Price Servicing");
    await expect(page.locator(".price-table tbody tr").first()).toContainText("Corolla");
    expect((await get(E2E_PORT, host("harbour-used"), "/capped-price-servicing")).status).toBe(404);
    expect((await get(E2E_PORT, host("harbour-toyota"), "/neotek")).status).toBe(404);
    expect((await get(E2E_PORT, host("harbour-motor-group"), "/neotek")).status).toBe(200);
  });

  test("the FAQ accordion opens and closes, and the page publishes an FAQPage", async ({ page }) => {
    await page.goto(`${siteOrigin("harbour-motor-group")}/faqs`);
    const first = page.locator(".faq__item").first();
    const answer = first.locator(".faq__answer");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity).toHaveLength(await page.locator(".faq__item").count());
  });
});
