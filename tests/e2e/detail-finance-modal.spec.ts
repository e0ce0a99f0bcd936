// The modal calculator (detail §5, §9: amount up to $250,000, 8.5%, its form
// sends event 9) opens from a car's page beside the estimate on the site that
// has it (the group site), starting on the car's price, and is usable by
// keyboard: focus moves in and stays in, Escape closes, focus returns.
import { expect, test, type Page } from "@playwright/test";
import { firstCar, openCar, PRICED_IN_STOCK } from "./detail-helpers.ts";

test.describe.configure({ timeout: 60_000 });

const focusInside = (page: Page) => page.evaluate(() => document.activeElement?.closest("#finance-modal") !== null);

test("the group site's car page opens the modal calculator on the car's price; the keyboard stays in it and Escape closes it", async ({ page, request }) => {
  const hit = (await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND price < 200000 AND NOT dealership_slug:harbour-trucks`)) as Awaited<
    ReturnType<typeof firstCar>
  > & { offer_price?: number | null };
  const price = hit.offer_price && hit.offer_price > 10 && hit.offer_price < hit.price! ? hit.offer_price : hit.price!;
  await openCar(page, "harbour-motor-group", hit.slug);

  const opener = page.locator(".detail-sidebar").getByRole("link", { name: "Finance calculator" });
  const dialog = page.getByRole("dialog", { name: "Finance calculator" });
  await expect(dialog).toBeHidden();
  // Reached by keyboard: focus the button, press Enter.
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  expect(await focusInside(page)).toBe(true);
  await expect(dialog.getByLabel("Vehicle price ($)")).toHaveValue(String(Math.round(price)));
  await expect(dialog.getByLabel("Interest rate (% p.a.)")).toHaveValue("8.5");
  await expect(dialog.getByLabel("Loan term (years)")).toHaveValue("5");
  await expect(dialog.locator(".calc-field__help").first()).toContainText("$250,000");

  // Focus is trapped: twenty Tabs forward and back never leave the dialog.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(page)).toBe(true);
  }
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(page)).toBe(true);
  }

  // Escape closes it, and focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // "Get Finance Now" takes the amount to the finance modal form (event 9), with the car's dealership and id.
  await opener.click();
  const amount = dialog.getByLabel("Vehicle price ($)");
  await amount.fill("45000");
  await amount.blur();
  await dialog.getByRole("link", { name: "Get Finance Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/finance\\?.*car_id=${hit.id}.*from=calculator&vehiclePriceBudget=45000#finance-form$`));
});

test("the close button also closes it and returns focus", async ({ page, request }) => {
  const hit = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND price < 200000 AND NOT dealership_slug:harbour-trucks`);
  await openCar(page, "harbour-motor-group", hit.slug);
  const opener = page.locator(".detail-sidebar").getByRole("link", { name: "Finance calculator" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Finance calculator" });
  await dialog.getByRole("link", { name: "Close the calculator" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a site without the modal calculator has no button for it", async ({ page, request }) => {
  const hit = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
  await openCar(page, "harbour-toyota", hit.slug);
  await expect(page.getByRole("link", { name: "Finance calculator" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button is a link that opens the calculator drawn by the server", async ({ page, request }) => {
    const hit = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND price < 200000 AND NOT dealership_slug:harbour-trucks`);
    await page.goto(`${(await import("./detail-helpers.ts")).siteOrigin("harbour-motor-group")}/cars/${hit.slug}`);
    await page.locator(".detail-sidebar").getByRole("link", { name: "Finance calculator" }).click();
    await expect(page).toHaveURL(/calculator=open/);
    await expect(page.locator("#finance-modal")).toBeVisible();
    await expect(page.locator("#finance-modal").getByTestId("finance-repayment")).toHaveText(/^\$[\d,]+\.\d\d\/wk$/);
  });
});
