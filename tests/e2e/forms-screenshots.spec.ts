// The form pages on desktop and mobile (360 px): what a shopper sees on each
// (headings, labelled fields, messages, the buttons), that nothing sticks out
// sideways on a phone, and that the fields stack there and sit in pairs on a
// desktop. Each also leaves a screenshot for a person to look at: enquiry
// (with its messages), multi-step, trade-in, checkout and finance.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { REQUIRED_MESSAGES } from "../../domain/forms/messages.ts";
import { TRADE_IN_FAQ } from "../../domain/trade-in.ts";
import { searchSite, siteOrigin, type SiteSlug } from "./detail-helpers.ts";
import { EMPTY_ENQUIRY_MESSAGES, errorList, field, fieldMessage } from "./forms-helpers.ts";

const DIR = resolve(process.env.FORMS_SCREENSHOT_DIR ?? ".test-data/forms-screens");
mkdirSync(DIR, { recursive: true });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 360, height: 780 },
] as const;

// Priced, unreserved, in stock and for sale (a 'Test Drive Only' car has no checkout).
const IN_STOCK = 'status:in_stock AND reserved:false AND price > 1000 AND NOT tag:"Test Drive Only"';

/** Opens a form page and waits until React has hydrated it (the quick picks and the lookup need JavaScript). */
async function open(page: Page, site: SiteSlug, path: string) {
  await page.goto(`${siteOrigin(site)}${path}`);
  await page.locator("html[data-hydrated]").waitFor();
}

/** No sideways scrolling, and every control of the form (the hidden honeypot aside) inside the window. */
async function expectFitsWidth(page: Page, form: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const outside = await form.evaluate((element) =>
    [...element.querySelectorAll("input:not([type=hidden]), select, textarea, button, label, .form-errors, .form-banner")]
      .filter((control) => !control.closest("[aria-hidden=true]"))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
      })
      .map((control) => control.outerHTML.slice(0, 80)),
  );
  expect(outside).toEqual([]);
}

/** The fields sit in pairs on a desktop and one under the other on a phone. */
async function expectFieldLayout(form: Locator, viewport: (typeof VIEWPORTS)[number], first: string, second: string) {
  const [a, b] = [await field(form, first).boundingBox(), await field(form, second).boundingBox()];
  expect(a && b).toBeTruthy();
  if (viewport.name === "desktop") expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  else expect(b!.y).toBeGreaterThan(a!.y + a!.height);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}-${viewport.name}.png`), fullPage: true });
    const car = async (request: Parameters<typeof searchSite>[0], site: SiteSlug, index = 10) =>
      (await searchSite(request, site, { filters: IN_STOCK, hitsPerPage: index + 1 }))[index];

    test("enquiry, with and without messages", async ({ page }) => {
      const hit = await car(page.request, "harbour-toyota");
      await open(page, "harbour-toyota", `/cars/${hit.slug}/enquire`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquire about the ${hit.name}`);
      await expect(page.locator(".form-car")).toContainText(hit.name);
      const form = page.locator("form#enquire");
      for (const name of ["First Name", "Last Name", "Email", "Phone", "Postcode", "Comments"]) await expect(form.getByRole("textbox", { name, exact: true })).toBeVisible();
      await expect(form.getByRole("checkbox", { name: "Keep me updated with news and offers" })).toBeChecked();
      await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeVisible();
      await expectFieldLayout(form, viewport, "name", "last_name");
      await expectFitsWidth(page, form);
      await shot(page, "enquiry-toyota");

      await field(form, "message").fill("");
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      expect(await errorList(form)).toEqual(EMPTY_ENQUIRY_MESSAGES);
      await expect(form.locator(".form-errors")).toBeFocused();
      await expect(form.locator(".form-errors")).toBeInViewport();
      expect(await fieldMessage(form, "name")).toBe(REQUIRED_MESSAGES.name);
      expect(await fieldMessage(form, "message")).toBe(REQUIRED_MESSAGES.message);
      await expect(form.locator(".form-field__error")).toHaveCount(6);
      await expectFitsWidth(page, form);
      await shot(page, "enquiry-toyota-errors");

      const group = await car(page.request, "harbour-motor-group");
      await open(page, "harbour-motor-group", `/cars/${group.slug}/enquire`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquire about the ${group.name}`);
      await expect(page.locator("form#enquire").getByRole("checkbox", { name: "I agree to the terms of use" })).not.toBeChecked();
      await expectFitsWidth(page, page.locator("form#enquire"));
      await shot(page, "enquiry-group");
    });

    test("multi-step enquiry", async ({ page }) => {
      const hit = await car(page.request, "harbour-used", 5);
      await open(page, "harbour-used", `/cars/${hit.slug}/enquire`);
      const form = page.locator("form#enquire");
      await expect(form.locator(".form-steps li")).toHaveText([/Your enquiry/, /Your details/, /Your preferences/]);
      await expect(form.locator('[aria-current="step"]')).toHaveText(/Your enquiry/);
      await expect(form.getByRole("heading", { name: "Step 1 of 3: Your enquiry" })).toBeVisible();
      await expect(field(form, "message")).toBeVisible();
      await expect(form.getByRole("checkbox", { name: "Finance" })).toBeVisible();
      // The later steps wait their turn.
      await expect(field(form, "name")).toBeHidden();
      await expect(form.getByRole("button", { name: "Next" })).toBeVisible();
      await expect(form.getByRole("button", { name: "Back" })).toHaveCount(0);
      await expectFitsWidth(page, form);
      await shot(page, "multi-step-used");
    });

    test("trade-in", async ({ page }) => {
      await open(page, "harbour-motor-group", "/sell-your-car");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell Your Car");
      await page.locator(".faq summary").first().click();
      await expect(page.locator(".faq details").first().locator(".faq__answer")).toBeVisible();
      await expect(page.locator(".faq summary")).toHaveCount(TRADE_IN_FAQ.length);
      const form = page.locator("form#trade-in-form");
      await expect(form.getByRole("heading", { name: "Your car" })).toBeVisible();
      await expect(form.getByRole("heading", { name: "Your details" })).toBeVisible();
      await expect(form.locator('[name="regoState"]')).toHaveValue("qld");
      await expect(form.getByRole("combobox", { name: "Location", exact: true })).toBeVisible();
      await expect(form.getByRole("group", { name: "Preferred Contact Method" }).getByRole("radio")).toHaveCount(3);
      await expect(form.getByRole("button", { name: "Value My Car" })).toBeVisible();
      await expectFieldLayout(form, viewport, "name", "last_name");
      await expectFitsWidth(page, form);
      await shot(page, "trade-in-group");

      await open(page, "harbour-used", "/sell-your-car");
      await expect(page.locator("form#trade-in-form")).toBeVisible();
      await expectFitsWidth(page, page.locator("form#trade-in-form"));
      await shot(page, "trade-in-used");
    });

    test("checkout and finance", async ({ page }) => {
      const hit = await car(page.request, "harbour-toyota", 12);
      await open(page, "harbour-toyota", `/cars/${hit.slug}/checkout`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve Car Now");
      const form = page.locator("form#checkout-form");
      await expect(form.locator(".checkout-terms")).toContainText("48 hours");
      await expect(form.locator(".checkout-test-cards")).toContainText("4242 4242 4242 4242");
      for (const name of ["Name on card", "Card number", "Expiry (MM/YY)", "Security code (CVC)"]) await expect(form.getByRole("textbox", { name, exact: true })).toBeVisible();
      await expect(form.getByRole("button", { name: /^Reserve Car Now/ })).toBeVisible();
      await expectFitsWidth(page, form);
      await shot(page, "checkout-toyota");

      await open(page, "harbour-motor-group", "/finance?vehiclePriceBudget=25000#finance-form");
      const finance = page.locator("form#finance-form");
      await expect(field(finance, "vehiclePriceBudget")).toHaveValue("25,000");
      await expect(finance.getByRole("group", { name: "Vehicle Price Budget quick picks" }).getByRole("button")).toHaveCount(8);
      await expect(finance.getByRole("combobox", { name: "Preferred Dealership", exact: true })).toBeVisible();
      await expect(finance.getByRole("button", { name: "Apply for Finance" })).toBeVisible();
      await expectFieldLayout(finance, viewport, "email", "phone");
      await expectFitsWidth(page, finance);
      await shot(page, "finance-group");
    });
  });
}
