// Every lead form in the browser, on the demo sites: the happy path (a lead
// the dealer receives), each validation message, JavaScript off, a refused
// submission that keeps the input, and a double submission that makes one lead.
import { expect, test, type Page } from "@playwright/test";
import {
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_FAILED,
  INVALID_MESSAGES,
  INVALID_POSTCODE,
  POSTCODE_NOT_FOUND,
  REQUIRED_MESSAGES,
  TERMS_REQUIRED_SHORT,
} from "../../domain/forms/messages.ts";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { ENHANCED_FIELD } from "../../app/lib/forms/form-answer.ts";
import { CSRF_COOKIE, CSRF_FAILED_MESSAGE } from "../../services/security/index.ts";
import { firstCar, hostHeader, PORT, searchSite, siteOrigin, type Hit, type SiteSlug } from "./detail-helpers.ts";
import { actionAnswer, dataLayer, EMPTY_ENQUIRY_MESSAGES, errorList, field, fieldMessage, fillContact, formFields, savedDetails } from "./forms-helpers.ts";
import { storedLead, uniqueShopper, waitForMails } from "./support/lead-mail.ts";

/** The page has hydrated (the root sets data-hydrated once every part has). */
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor();

const IN_STOCK = "status:in_stock AND reserved:false AND price > 1000";

async function carOn(page: Page, site: SiteSlug, filters: string, index = 0): Promise<Hit> {
  if (index === 0) return firstCar(page.request, site, filters);
  const hits = await searchSite(page.request, site, { filters, hitsPerPage: index + 1 });
  if (!hits[index]) throw new Error(`fewer than ${index + 1} cars on ${site} match ${filters}`);
  return hits[index];
}

/** A harbour-toyota car's enquiry page, opened, and a shopper nobody else uses. */
async function openEnquiry(page: Page, index: number, tag: string) {
  const car = await carOn(page, "harbour-toyota", IN_STOCK, index);
  const shopper = uniqueShopper(tag);
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
  await hydrated(page);
  return { car, shopper, form: page.locator("form#enquire") };
}

/** harbour-toyota's contact form, filled in by a shopper nobody else uses. */
async function filledContactForm(page: Page, tag: string, category: string, message: string) {
  const shopper = uniqueShopper(tag);
  await page.goto(`${siteOrigin("harbour-toyota")}/contact-us`);
  const form = page.locator("form#contact-form");
  await form.locator('[name="category"]').selectOption(category);
  await fillContact(form, shopper);
  await field(form, "message").fill(message);
  return { shopper, form };
}

test.describe("vehicle enquiry (harbour-toyota)", () => {
  test("the detail page's Enquire button opens the car's enquiry form", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK);
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}`);
    const enquire = page.locator(`main a[href="/cars/${car.slug}/enquire"]`).filter({ visible: true }).first();
    await expect(enquire).toBeVisible();
    await enquire.click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/enquire$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(car.name);
  });

  test("a used car's enquiry reaches the dealer, fires event 15 and keeps the shopper's details", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", `${IN_STOCK} AND car_type:used`);
    const shopper = uniqueShopper("enquiry");
    await page.goto(`${siteOrigin("harbour-toyota")}/search/used-cars`);
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await expect(field(form, "message")).toHaveValue(new RegExp(car.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=enquiry&car_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your enquiry");
    await expect(page.locator(".success-page__car")).toContainText(car.name);

    const events = await dataLayer(page);
    const lead = events.find((e) => e.event_id === ANALYTICS_EVENTS.enquiryUsed);
    expect(lead, JSON.stringify(events)).toBeTruthy();
    expect(lead!.lead_id).toEqual(expect.any(Number));
    expect(await savedDetails(page)).toEqual({ ...shopper, phone: shopper.phone });

    const [mail, ...others] = await waitForMails(shopper.email);
    expect(others).toHaveLength(0);
    expect(mail).toContain(car.name);
    expect(mail).toContain(shopper.last_name);
  });

  test("a message typed before the page's script has run is still there once it has", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK);
    // The browser entry is held back until the shopper has typed: the textarea is the server's HTML alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`, { waitUntil: "commit" });
    const message = field(page.locator("form#enquire"), "message");
    await expect(message).toHaveValue(new RegExp(car.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await message.fill("Is it still available on Saturday?");
    release();
    await hydrated(page);
    await expect(message).toHaveValue("Is it still available on Saturday?");
  });

  test("every validation message shows, in the list and beside its field, and nothing is sent", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK);
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    // Hydration puts a textarea's server text back (React does), so the field is emptied after it.
    await hydrated(page);
    const form = page.locator("form#enquire");
    await field(form, "message").fill("");
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await errorList(form)).toEqual(EMPTY_ENQUIRY_MESSAGES);
    await expect(form.locator(".form-errors")).toBeFocused();
    expect(await fieldMessage(form, "postcode")).toBe(REQUIRED_MESSAGES.postcode);

    await field(form, "name").fill("Ada");
    await field(form, "last_name").fill("Lovelace");
    await field(form, "email").fill("ada@");
    await field(form, "phone").fill("12345");
    await field(form, "postcode").fill("40a0");
    await field(form, "message").fill("Is it still available?");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await errorList(form)).toEqual([INVALID_MESSAGES.email, INVALID_MESSAGES.phone, INVALID_POSTCODE]);
    expect(await fieldMessage(form, "postcode")).toBe(INVALID_POSTCODE);
    // The field takes no more than 4 characters.
    await field(form, "postcode").fill("400000");
    await expect(field(form, "postcode")).toHaveValue("4000");
    // Messages follow the corrections as the shopper moves on.
    await field(form, "email").fill("ada@example.com");
    await field(form, "phone").fill("0412 345 678");
    await field(form, "message").focus();
    await expect(form.locator(".form-errors")).toHaveCount(0);
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/enquire$/);
  });

  test("the postcode lookup says 'Invalid postcode' for a number no Australian address has", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK);
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await field(form, "postcode").fill("0100");
    await field(form, "name").focus();
    await expect(form.locator(".form-field__notice")).toHaveText(POSTCODE_NOT_FOUND);
    await field(form, "postcode").fill("4000");
    await field(form, "name").focus();
    await expect(form.locator(".form-field__notice")).toHaveCount(0);
  });

  test("saved details fill the next form", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK, 1);
    const shopper = uniqueShopper("saved");
    await page.goto(`${siteOrigin("harbour-toyota")}/contact-us`);
    await page.evaluate((details) => localStorage.setItem("forecourt.user-details", JSON.stringify(details)), shopper);
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/request-photos`);
    const form = page.locator("form").filter({ has: page.locator('[name="email"]') });
    for (const name of ["name", "last_name", "email", "phone", "postcode"] as const) await expect(field(form, name)).toHaveValue(shopper[name]);
  });

  test("a refused submission (a session that lost its CSRF cookie) keeps everything typed", async ({ page, context }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK);
    const shopper = uniqueShopper("csrf");
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await fillContact(form, shopper);
    await field(form, "message").fill("Can I see it on Saturday?");
    await context.clearCookies();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.locator(".form-banner")).toHaveText(CSRF_FAILED_MESSAGE);
    await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
    for (const name of ["name", "last_name", "email", "phone", "postcode"] as const) await expect(field(form, name)).toHaveValue(shopper[name]);
    await expect(field(form, "message")).toHaveValue("Can I see it on Saturday?");
    expect(await waitForMails(shopper.email, 1, { timeoutMs: 2_000, settleMs: 0 })).toHaveLength(0);
  });

  test("the same form sent twice at once makes one lead", async ({ page }) => {
    const { shopper, form } = await openEnquiry(page, 2, "twice");
    await fillContact(form, shopper);
    // Both posts as React Router sends the enhanced form: to the page's action (`.data`), with the same idempotency key.
    const bodies = await page.evaluate(async (enhanced) => {
      const data = new FormData(document.querySelector<HTMLFormElement>("form#enquire")!);
      data.set(enhanced, "1");
      const send = () => fetch(`${location.pathname}.data`, { method: "POST", body: data }).then((r) => r.text());
      return Promise.all([send(), send()]);
    }, ENHANCED_FIELD);
    const answers = (await Promise.all(bodies.map(actionAnswer))) as { ok: boolean; lead: { leadId: number } }[];
    expect(answers[0].ok).toBe(true);
    expect(answers[1].ok).toBe(true);
    expect(answers[1].lead.leadId).toBe(answers[0].lead.leadId);
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });

  test("a send whose answer is lost says so in the form, keeps everything typed, and sending again is the same lead", async ({ page }) => {
    const { car, shopper, form } = await openEnquiry(page, 6, "offline");
    await fillContact(form, shopper);
    await field(form, "message").fill("Is it still available?");
    // The post reaches the server (the lead is stored), then the connection drops before the answer arrives.
    const action = (url: URL) => url.pathname.endsWith("/enquire.data");
    await page.route(action, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const { pathname } = new URL(route.request().url());
      await route.fetch({ url: `http://127.0.0.1:${PORT}${pathname}`, headers: { ...route.request().headers(), ...hostHeader("harbour-toyota") } });
      await route.abort("internetdisconnected");
    });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.locator(".form-banner")).toHaveText(FORM_SUBMIT_FAILED);
    await expect(form.locator(".form-banner")).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquire about the ${car.name}`);
    await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
    for (const name of ["name", "last_name", "email", "phone", "postcode"] as const) await expect(field(form, name)).toHaveValue(shopper[name]);
    await expect(field(form, "message")).toHaveValue("Is it still available?");

    await page.unroute(action);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(new RegExp(`/success\\?form=enquiry&car_id=${car.id}$`));
    const events = (await dataLayer(page)).filter((e) => e.event_id === ANALYTICS_EVENTS.enquiryUsed || e.event_id === ANALYTICS_EVENTS.enquiryNew);
    expect(events).toHaveLength(1);
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });

  test("a post from another site is refused, however it is sent", async ({ page, context }) => {
    const { shopper, form } = await filledContactForm(page, "cross-site", "Sales", "Sent from somewhere else");
    // This visitor's own form, token and cookie: only where the post comes from differs.
    const fields = await formFields(form);
    const cookie = (await context.cookies()).find((c) => c.name === CSRF_COOKIE)!;
    const post = (headers: Record<string, string>) =>
      page.request.post(`http://127.0.0.1:${PORT}/contact-us`, {
        form: fields,
        headers: { ...hostHeader("harbour-toyota"), Cookie: `${CSRF_COOKIE}=${cookie.value}`, ...headers },
        maxRedirects: 0,
      });
    const fromElsewhere = await post({ Origin: "https://evil.example" });
    expect(fromElsewhere.status()).toBeGreaterThanOrEqual(400);
    expect(fromElsewhere.status()).toBeLessThan(500);
    const crossSite = await post({ "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain(CSRF_FAILED_MESSAGE);
    const originNull = await post({ Origin: "null" });
    expect(originNull.status()).toBeGreaterThanOrEqual(400);
    expect(await waitForMails(shopper.email, 1, { timeoutMs: 2_000, settleMs: 0 })).toHaveLength(0);
    // The same post from the site's own page goes through.
    const own = await post({ Origin: siteOrigin("harbour-toyota"), "Sec-Fetch-Site": "same-origin" });
    expect(own.status()).toBe(303);
    expect(own.headers()["location"]).toBe("/success?form=general");
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry is validated on the server, keeps the typed values, then goes to /success", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK, 3);
    const shopper = uniqueShopper("nojs");
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    let form = page.locator("form#enquire");
    await field(form, "name").fill(shopper.name);
    await field(form, "email").fill("not-an-email");
    await field(form, "postcode").fill("12");
    await field(form, "message").fill("");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    form = page.locator("form#enquire");
    expect(await errorList(form)).toEqual([
      REQUIRED_MESSAGES.last_name,
      INVALID_MESSAGES.email,
      REQUIRED_MESSAGES.phone,
      INVALID_POSTCODE,
      REQUIRED_MESSAGES.message,
    ]);
    await expect(field(form, "name")).toHaveValue(shopper.name);
    await expect(field(form, "email")).toHaveValue("not-an-email");
    await expect(field(form, "postcode")).toHaveValue("12");

    await fillContact(form, shopper);
    await field(form, "message").fill("Please call me.");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(new RegExp(`/success\\?form=enquiry&car_id=${car.id}$`));
    await expect(page.locator(".success-page__car")).toContainText(car.name);
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });

  test("a double click on Send makes one lead", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK, 4);
    const shopper = uniqueShopper("dblclick");
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Send Enquiry" }).dblclick();
    await expect(page).toHaveURL(/\/success/);
    expect(await waitForMails(shopper.email, 1, { settleMs: 3_000 })).toHaveLength(1);
  });

  test("a refused submission shows the server's message and keeps the input", async ({ page, context }) => {
    const { shopper, form } = await filledContactForm(page, "nojs-csrf", "Service", "Logbook service please");
    await context.clearCookies();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    const again = page.locator("form#contact-form");
    await expect(again.locator(".form-banner")).toHaveText(CSRF_FAILED_MESSAGE);
    await expect(again.locator('[name="category"]')).toHaveValue("Service");
    await expect(field(again, "email")).toHaveValue(shopper.email);
    await expect(field(again, "message")).toHaveValue("Logbook service please");
    // The page set a new cookie with the answer: sending again now works.
    await again.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=general$/);
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });

  test("the multi-step enquiry moves between steps on the server", async ({ page }) => {
    const car = await carOn(page, "harbour-used", "status:in_stock AND reserved:false");
    const shopper = uniqueShopper("steps-nojs");
    await page.goto(`${siteOrigin("harbour-used")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await expect(form.getByRole("heading", { name: /Step 1 of 3/ })).toBeVisible();
    await field(form, "message").fill("");
    await form.getByRole("button", { name: "Next" }).click();
    expect(await errorList(page.locator("form#enquire"))).toEqual([REQUIRED_MESSAGES.message]);
    await field(page.locator("form#enquire"), "message").fill("Does it have service history?");
    await page.locator("form#enquire").getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: /Step 2 of 3/ })).toBeVisible();
    await fillContact(page.locator("form#enquire"), shopper);
    await page.locator("form#enquire").getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: /Step 3 of 3/ })).toBeVisible();
    await page.locator("form#enquire").getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=multi-step-enquiry/);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Does it have service history?");
  });
});

test.describe("multi-step enquiry (harbour-used)", () => {
  test("each step checks its own fields, Back keeps them, the last sends and fires the event", async ({ page }) => {
    const car = await carOn(page, "harbour-used", "status:in_stock AND reserved:false", 1);
    const shopper = uniqueShopper("steps");
    await page.goto(`${siteOrigin("harbour-used")}/cars/${car.slug}/enquire`);
    const form = page.locator("form#enquire");
    await expect(form.locator('[aria-current="step"]')).toHaveText(/Your enquiry/);
    await form.getByLabel("Finance").check();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.locator('[aria-current="step"]')).toHaveText(/Your details/);
    await expect(form.getByRole("heading", { name: /Step 2 of 3/ })).toBeFocused();
    await form.getByRole("button", { name: "Next" }).click();
    expect(await errorList(form)).toEqual([
      REQUIRED_MESSAGES.name,
      REQUIRED_MESSAGES.last_name,
      REQUIRED_MESSAGES.email,
      REQUIRED_MESSAGES.phone,
      REQUIRED_MESSAGES.postcode,
    ]);
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Finance")).toBeChecked();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(field(form, "email")).toHaveValue(shopper.email);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.locator('[aria-current="step"]')).toHaveText(/Your preferences/);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=multi-step-enquiry/);
    await expect(page.locator(".success-page__car")).toContainText(car.name);
    const events = await dataLayer(page);
    expect(events.some((e) => e.event_id === ANALYTICS_EVENTS.enquiryUsed && typeof e.lead_id === "number")).toBe(true);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Finance");
  });
});

test.describe("test drive, request photos, contact, careers and finance", () => {
  test("booking a test drive of a car (message and date optional) fires the test drive event", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", `${IN_STOCK} AND car_type:new`);
    const shopper = uniqueShopper("testdrive");
    await page.goto(`${siteOrigin("harbour-toyota")}/book-test-drive/?car_id=${car.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(car.name);
    const form = page.locator("form#testDrive-form");
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Book Test Drive" }).click();
    await expect(page).toHaveURL(/\/success\?form=test-drive&car_id=/);
    const events = await dataLayer(page);
    expect(events.some((e) => e.event_id === ANALYTICS_EVENTS.testDriveNew)).toBe(true);
    expect(await waitForMails(shopper.email)).toHaveLength(1);
  });

  test("a test drive booked without a car on the group site asks which dealership, and goes to the one chosen", async ({ page }) => {
    // Before, the form asked nothing and every such booking went to the site's first dealership.
    const shopper = uniqueShopper("drive-nocar");
    await page.goto(`${siteOrigin("harbour-motor-group")}/book-test-drive/`);
    await hydrated(page);
    const form = page.locator("form#testDrive-form");
    await fillContact(form, shopper);
    await field(form, "message").fill("A Sportage, this weekend");
    await form.locator('[name="terms_conditions"]').check();
    await form.getByRole("button", { name: "Book Test Drive" }).click();
    expect(await errorList(form)).toEqual([REQUIRED_MESSAGES.dealership_slug]);
    await form.locator('[name="dealership_slug"]').selectOption("harbour-kia");
    await form.getByRole("button", { name: "Book Test Drive" }).click();
    await expect(page).toHaveURL(/\/success\?form=test-drive/);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("leads@harbourkia.com.au");
    expect(mail).toContain("A Sportage, this weekend");
  });

  test("request photos sends the hidden request text", async ({ page }) => {
    const car = await carOn(page, "harbour-toyota", IN_STOCK, 5);
    const shopper = uniqueShopper("photos");
    await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}/request-photos`);
    const form = page.locator("form#requestPhotos-form");
    await expect(form.locator("textarea")).toHaveCount(0);
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Request Photos" }).click();
    await expect(page).toHaveURL(/\/success\?form=request-photos/);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Please send me more photos of the");
  });

  test("contact us on the group site needs a category, a dealership and the terms", async ({ page }) => {
    const shopper = uniqueShopper("contact");
    await page.goto(`${siteOrigin("harbour-motor-group")}/contact-us`);
    const form = page.locator("form#contact-form");
    await fillContact(form, shopper);
    await field(form, "message").fill("Do you service motorcycles?");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await errorList(form)).toEqual([REQUIRED_MESSAGES.category, REQUIRED_MESSAGES.dealership_slug, TERMS_REQUIRED_SHORT]);
    expect(await fieldMessage(form, "terms_conditions")).toBe(TERMS_REQUIRED_SHORT);
    await form.locator('[name="category"]').selectOption("Service");
    const dealerships = await form.locator('[name="dealership_slug"] option').allTextContents();
    expect(dealerships.length).toBeGreaterThan(3);
    await form.locator('[name="dealership_slug"]').selectOption("harbour-motorcycles");
    await form.locator('[name="terms_conditions"]').check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=general$/);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Do you service motorcycles?");
  });

  test("/contact is the same general enquiry", async ({ page }) => {
    await page.goto(`${siteOrigin("harbour-used")}/contact`);
    await expect(page.locator('form#contact-form [name="category"]')).toBeVisible();
  });

  test("a career enquiry goes as a General Enquiry, subcategory Career Enquiry, event 51", async ({ page }) => {
    const shopper = uniqueShopper("careers");
    await page.goto(`${siteOrigin("harbour-toyota")}/careers`);
    const form = page.locator("form#careers-form");
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/success\?form=careers$/);
    expect((await dataLayer(page)).some((e) => e.event_id === ANALYTICS_EVENTS.careerEnquiry)).toBe(true);
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("General Enquiry");
    expect(mail).toContain("Career Enquiry");
  });

  test("the lead carries the pages visited in the tab and the landing link's query parameters", async ({ page }) => {
    const shopper = uniqueShopper("trail");
    // A page counts once its scripts have run (the trail is kept in the browser).
    const visit = async (path: string, query = "") => {
      await page.goto(`${siteOrigin("harbour-toyota")}${path}${query}`);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem("forecourt.visited-pages"))).toContain(`"${path}"`);
    };
    await visit("/", "?utm_source=google&gclid=abc123");
    await visit("/search/used-cars");
    await visit("/careers");
    const form = page.locator("form#careers-form");
    await fillContact(form, shopper);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/success/);
    const leadId = (await dataLayer(page)).find((e) => e.event_id === ANALYTICS_EVENTS.careerEnquiry)?.lead_id as number;
    const lead = await storedLead(leadId);
    expect(lead.payload.userData).toMatchObject({
      source: "Website",
      category: "General Enquiry",
      subcategory: "Career Enquiry",
      email: shopper.email,
      lead_attributes: {
        visited_pages: ["/", "/search/used-cars", "/careers"],
        linked_query_params: { utm_source: "google", gclid: "abc123" },
      },
    });
  });

  test("the finance enquiry takes the detail page's query and the money quick picks", async ({ page }) => {
    const car = await carOn(page, "harbour-motor-group", `${IN_STOCK} AND dealership_slug:harbour-hyundai`);
    const shopper = uniqueShopper("finance");
    const query = new URLSearchParams({
      preferredDealership: "harbour-hyundai",
      vehiclePriceBudget: "25000",
      car_id: String(car.id),
      car_type: car.car_type,
      vin: "",
    });
    await page.goto(`${siteOrigin("harbour-motor-group")}/finance?${query}#finance-form`);
    const form = page.locator("form#finance-form");
    await expect(form.locator('[name="dealership_slug"]')).toHaveValue("harbour-hyundai");
    await expect(field(form, "vehiclePriceBudget")).toHaveValue("25,000");
    await form.getByRole("button", { name: "$30,000" }).click();
    await expect(field(form, "vehiclePriceBudget")).toHaveValue("30,000");
    await expect(form.getByRole("button", { name: "$30,000" })).toHaveAttribute("aria-pressed", "true");
    await fillContact(form, shopper);
    await form.locator('[name="terms_conditions"]').check();
    await form.getByRole("button", { name: "Apply for Finance" }).click();
    await expect(page).toHaveURL(new RegExp(`/success\\?form=finance&car_id=${car.id}$`));
    const [mail] = await waitForMails(shopper.email);
    expect(mail).toContain("Vehicle Price Budget: $30,000");
  });

  test("the finance links of other dealers open the same form; the personalised flow asks to sign in", async ({ page }) => {
    for (const path of ["/finance-enquiry", "/apply-for-finance"]) {
      await page.goto(`${siteOrigin("harbour-toyota")}${path}`);
      await expect(page.locator("form#finance-form")).toBeVisible();
    }
  });
});

test.describe("analytics", () => {
  test("click events are stored per site, unknown ids refused, other origins refused", async ({ page }) => {
    await page.goto(`${siteOrigin("harbour-toyota")}/contact-us`);
    const statuses = await page.evaluate(async () => {
      const post = (body: unknown) =>
        fetch("/api/analytics", { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }).then((r) => r.status);
      return [await post({ event_id: 25, path: "/contact-us" }), await post({ event_id: 12345 })];
    });
    expect(statuses).toEqual([204, 400]);
    // From the test process: loopback with the site's Host (Node does not resolve *.localhost).
    const crossSite = await page.request.post(`http://127.0.0.1:${PORT}/api/analytics`, {
      data: { event_id: 25 },
      headers: { ...hostHeader("harbour-toyota"), Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
  });
});

test("the form pages are never kept by a shared cache", async ({ page }) => {
  const response = await page.goto(`${siteOrigin("harbour-toyota")}/contact-us`);
  expect(response?.headers()["cache-control"]).toContain("private");
  expect(await page.locator("form#contact-form").getAttribute("method")).toBe("post");
  expect(FORM_ERRORS_HEADING).toBe("Please fix the following errors:");
});
