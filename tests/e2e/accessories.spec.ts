// issue #13: /{model slug}/accessories — a model's genuine accessories from the
// site's content, linked from the model range, the parts page and the parts
// menu, each with an enquiry that is a Parts Enquiry lead naming the model and
// the accessory; a model without accessories, an unknown model, or a site
// without any is a plain 404 that nothing links to.
import { expect, test } from "@playwright/test";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { siteOrigin } from "./detail-helpers.ts";
import { dataLayer, field, fillContact } from "./forms-helpers.ts";
import { uniqueShopper, waitForMails } from "./support/lead-mail.ts";
import { get } from "./support/crawl.ts";
import { E2E_PORT } from "./support/stock-api.ts";
import { expectNoSeriousA11yViolations } from "./support/listing.ts";

const host = (slug: string) => `${slug}.localhost:${E2E_PORT}`;
const TOYOTA = siteOrigin("harbour-toyota");

test("the model range links a model's accessories: cards with picture, price and an enquiry that names model and accessory", async ({ page }) => {
  const shopper = uniqueShopper("accessory");
  await page.goto(`${TOYOTA}/models`);
  await page.getByRole("link", { name: "Corolla accessories", exact: true }).click();
  await expect(page).toHaveURL(/\/corolla\/accessories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corolla accessories");
  const cards = page.locator(".accessory-card");
  await expect(cards).toHaveCount(5);
  const mats = cards.filter({ hasText: "All-weather floor mats" });
  await expect(mats).toContainText("$189 fitted");
  await expect(mats.getByRole("img", { name: "Illustration of all-weather floor mats" })).toBeVisible();
  await expect(mats.locator("figcaption")).toHaveText("Illustration");
  await expectNoSeriousA11yViolations(page);

  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: "Enquire about the roof racks" }).click();
  await expect(page).toHaveURL(/\/corolla\/accessories\?accessory=roof-racks#accessory-enquiry$/);
  await expect(page.getByRole("heading", { name: "Enquire about the roof racks" })).toBeVisible();
  const form = page.locator("form#parts-enquiry-form");
  await expect(field(form, "part")).toHaveValue("Toyota Corolla accessory: Roof racks, $499 fitted");
  const location = field(form, "location");
  if (await location.isVisible()) await location.selectOption({ index: 1 });
  await fillContact(form, shopper);
  await form.getByRole("button", { name: "Send Parts Enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?form=parts-enquiry$/, { timeout: 20_000 });
  expect((await dataLayer(page)).some((e) => e.event_id === ANALYTICS_EVENTS.partsEnquirySubmit)).toBe(true);
  const [mail] = await waitForMails(shopper.email);
  expect(mail).toContain("Parts Enquiry");
  expect(mail).toContain("Toyota Corolla accessory: Roof racks, $499 fitted");
});

test("the parts page and the Service and Parts menu link accessories pages", async ({ page }) => {
  await page.goto(`${TOYOTA}/vehicle-parts-and-accessories`);
  const list = page.getByRole("navigation", { name: "Genuine accessories by model" });
  await expect(list.getByRole("link")).toHaveCount(15);
  await list.getByRole("link", { name: "Toyota HiLux accessories" }).click();
  await expect(page).toHaveURL(/\/hilux\/accessories$/);
  await expect(page.locator(".accessory-card").filter({ hasText: "Hard tonneau cover" })).toBeVisible();
  await expect(page.locator("header a[href='/corolla/accessories']").first()).toHaveText("Corolla Accessories");
});

test("a model without accessories, an unknown model or accessory, and sites without any answer a plain 404 nothing links to", async () => {
  const expectations: [site: string, path: string, status: number][] = [
    ["harbour-toyota", "/corolla/accessories", 200],
    ["harbour-toyota", "/granvia/accessories", 404],
    ["harbour-toyota", "/spaceship/accessories", 404],
    ["harbour-toyota", "/corolla/accessories?accessory=towbar", 404],
    ["harbour-motor-group", "/corolla/accessories", 404],
    ["harbour-used", "/corolla/accessories", 404],
  ];
  for (const [site, path, status] of expectations) expect(`${site} ${path} ${(await get(E2E_PORT, host(site), path)).status}`).toBe(`${site} ${path} ${status}`);
  for (const site of ["harbour-motor-group", "harbour-used"]) {
    for (const path of ["/", "/models", "/vehicle-parts-and-accessories"]) {
      const { body } = await get(E2E_PORT, host(site), path);
      expect(body, `${site}${path} links no accessories page`).not.toMatch(/href="\/[a-z0-9-]+\/accessories"/);
    }
  }
  const models = await get(E2E_PORT, host("harbour-toyota"), "/models");
  expect(models.body).not.toContain('href="/granvia/accessories"');
});

test("a post to a model without accessories is a 404, never a lead", async ({ page }) => {
  await page.goto(`${TOYOTA}/corolla/accessories`);
  const status = await page.evaluate(async () => {
    const body = new URLSearchParams({ part: "Roof racks", name: "Ada" });
    return (await fetch("/granvia/accessories", { method: "POST", body, redirect: "manual" })).status;
  });
  expect(status).toBe(404);
});
