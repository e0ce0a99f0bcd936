// The finance calculator's variants (detail §5, §9; listing §2), each on a
// demo site: a dealer's fixed fees, a lender's $5,000 minimum, its fee, its
// rounding and its comparison-rate range, locked interest, 1.05 × the price,
// Request a Quote, the modal calculator (event 9) and the listing calculator.
import { expect, test, type Page } from "@playwright/test";
import { ANALYTICS_EVENTS } from "../../domain/leads/analytics.ts";
import { firstCar, openCar, PRICED_IN_STOCK, siteOrigin } from "./detail-helpers.ts";
import { dataLayer, fillContact } from "./forms-helpers.ts";
import { uniqueShopper } from "./support/lead-mail.ts";

test.describe.configure({ timeout: 60_000 });

const calculatorOf = (page: Page) => page.locator("#finance-calculator");
const groupCar = (request: Parameters<typeof firstCar>[0], dealership: string, extra = "AND price < 100000") =>
  firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} ${extra} AND dealership_slug:${dealership}`);

test("a dealer's fixed fees are itemised and in the total (Harbour Subaru, group site)", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-subaru");
  await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
  const calculator = calculatorOf(page);
  await expect(calculator.getByTestId("finance-fees")).toHaveText("including $1,313.25 in fees financed with the loan and $8 a month");
  await expect(calculator.getByTestId("finance-fee-items")).toContainText("Establishment fee $395");
  await expect(calculator.getByTestId("finance-fee-items")).toContainText("Security registration fee $6");
  await expect(calculator.getByTestId("finance-fee-items")).toContainText("Dealer agency fee $912.25");
  await expect(calculator.getByTestId("finance-fee-items")).toContainText("Account fee $8 a month");
  // Car Clarity's interest bounds: 9.95 to 19.95.
  const interest = calculator.getByLabel("Interest rate (% p.a.)");
  await expect(interest).toHaveAttribute("min", "9.95");
  await expect(interest).toHaveAttribute("max", "19.95");
});

test("Powertorque's $1,360.50 establishment fee is financed and said (Harbour Mazda)", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-mazda");
  await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
  await expect(calculatorOf(page).getByTestId("finance-fees")).toHaveText("including $1,360.50 in fees financed with the loan");
});

test("Angle's amount minimum is $5,000 (Harbour Ford)", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-ford");
  await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
  const calculator = calculatorOf(page);
  await expect(calculator.getByText("Cannot be less than $5,000 or more than $250,000")).toBeVisible();
  const amount = calculator.getByLabel("Vehicle price ($)");
  await amount.fill("1000");
  await amount.blur();
  await expect(amount).toHaveValue("5000");
});

test("AusLoans' comparison-rate range shows beside its rates (Harbour Hyundai)", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-hyundai");
  await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
  await expect(calculatorOf(page).getByTestId("finance-comparison-range")).toHaveText(
    "Comparison rates from 8.38% to 19.42% p.a., depending on your credit profile.",
  );
});

test("Nissan Finance rounds to a whole dollar against the advertised repayment (Harbour Nissan)", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-nissan");
  await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
  const calculator = calculatorOf(page);
  await calculator.getByLabel("Repayments").selectOption("month");
  await expect(calculator.getByTestId("finance-repayment")).toHaveText(/^\$[\d,]+\/mth$/);
  // The headline's monthly figure, to the dollar.
  const terms = (await page.locator(".finance-panel__terms").first().textContent()) ?? "";
  const headlineMonthly = /\$([\d,]+) monthly/.exec(terms)?.[1];
  const shown = (await calculator.getByTestId("finance-repayment").textContent())!.replace(/[$,]|\/mth/g, "");
  expect(Math.abs(Number(shown) - Number(headlineMonthly!.replace(/,/g, "")))).toBeLessThanOrEqual(1);
});

test("harbour-toyota: the interest rate is locked, and the amount goes to 1.05 × a price above $100,000", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-toyota", `${PRICED_IN_STOCK} AND price > 100000`);
  await openCar(page, "harbour-toyota", car.slug, "#finance-calculator");
  const calculator = calculatorOf(page);
  const interest = calculator.getByLabel("Interest rate (% p.a.)");
  await expect(interest).toHaveAttribute("readonly", "");
  await expect(calculator.getByText("Set by our lender")).toBeVisible();
  await expect(calculator.getByLabel("Vehicle price ($)")).toHaveAttribute("max", String(Math.round(car.price! * 1.05)));
});

test("Request a Quote replaces finance for Harbour Trucks on the group site, and the enquiry asks for one", async ({ page, request }) => {
  const car = await groupCar(request, "harbour-trucks", "");
  await openCar(page, "harbour-motor-group", car.slug);
  await expect(page.getByRole("heading", { name: "Request a Quote" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Finance Calculator" })).toHaveCount(0);
  await expect(page.locator(".finance-panel__estimate")).toHaveCount(0);
  await page.locator("#request-quote").getByRole("link", { name: "Request a Quote" }).click();
  await expect(page).toHaveURL(/\/enquire\?quote=1$/);
  await expect(page.locator('[name="message"]').first()).toHaveValue(/^Please send me a quote for the /);
});

test("the modal calculator on the group's finance page: $250,000 at most, 8.5%, and its form sends event 9", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-motor-group")}/finance`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: "Finance calculator" }).click();
  const dialog = page.getByRole("dialog", { name: "Finance calculator" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Interest rate (% p.a.)")).toHaveValue("8.5");
  await expect(dialog.getByLabel("Loan term (years)")).toHaveValue("5");
  const amount = dialog.getByLabel("Vehicle price ($)");
  await amount.fill("400000");
  await amount.blur();
  await expect(amount).toHaveValue("250000");
  await amount.fill("45000");
  await amount.blur();
  await dialog.getByRole("link", { name: "Get Finance Now" }).click();
  await expect(page).toHaveURL(/\/finance\?from=calculator&vehiclePriceBudget=45000#finance-form$/);
  await page.locator("html[data-hydrated]").waitFor();
  const form = page.locator("form#finance-form");
  await expect(form.locator('[name="vehiclePriceBudget"]')).toHaveValue("45,000");
  await fillContact(form, uniqueShopper("finance-modal"));
  await form.locator('[name="dealership_slug"]').selectOption("harbour-ford");
  await form.locator('[name="terms_conditions"]').check();
  await form.getByRole("button", { name: "Apply for Finance" }).click();
  await expect(page).toHaveURL(/\/success\?form=finance-modal/);
  expect((await dataLayer(page)).some((e) => e.event_id === ANALYTICS_EVENTS.financeModalSubmit)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the modal calculator opens from its link and the server works its figures out", async ({ page }) => {
    await page.goto(`${siteOrigin("harbour-motor-group")}/finance`);
    await page.getByRole("link", { name: "Finance calculator" }).click();
    await expect(page).toHaveURL(/calculator=open/);
    const dialog = page.locator("#finance-modal");
    await expect(dialog).toBeVisible();
    await page.goto(`${siteOrigin("harbour-motor-group")}/finance?calculator=open&amount=60000&term=5&interest=8.5&deposit=0&residual=0&frequency=month`);
    await expect(page.locator("#finance-modal").getByTestId("finance-repayment")).toHaveText("$1,230.99/mth");
  });
});

test("the listing calculator on harbour-toyota opens on 6 years", async ({ page }) => {
  await page.goto(`${siteOrigin("harbour-toyota")}/search/used-cars`);
  const calculator = calculatorOf(page);
  await expect(calculator.getByRole("heading", { name: "What would my repayments be?" })).toBeVisible();
  await expect(calculator.getByLabel("Loan term (years)")).toHaveValue("6");
  await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue("30000");
  await expect(calculator.getByTestId("finance-repayment")).toContainText("/wk");
});
