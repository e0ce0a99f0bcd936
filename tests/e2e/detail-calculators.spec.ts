// The finance, fuel and delivery calculators: live with JavaScript, and as
// GET forms the server works out without it.
import { expect, test, type Page } from "@playwright/test";
import { firstCar, openCar, PRICED_IN_STOCK, siteOrigin } from "./detail-helpers.ts";

// A detail page does more than most (photos drawn on a cold image cache, PDFs): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const repayment = (page: Page) => page.getByTestId("finance-repayment");

test.describe("the finance calculator", () => {
  test("recalculates as the shopper types, clamps out-of-range values, and says 'Enquire for Finance' at $25 or less", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
    const calculator = page.locator("#finance-calculator");
    await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue("30000");
    await expect(calculator.getByLabel("Loan term (years)")).toHaveValue("5");
    await expect(repayment(page)).toContainText("/wk");
    const weekly = await repayment(page).textContent();

    await calculator.getByLabel("Vehicle price ($)").fill("40000");
    await expect(repayment(page)).not.toHaveText(weekly!);
    await calculator.getByLabel("Repayments").selectOption("month");
    await expect(repayment(page)).toContainText("/mth");
    await expect(page.getByTestId("finance-total")).toHaveText(/^\$[\d,]+(\.\d\d)?$/);

    // Out of range: clamped when the shopper leaves the field.
    await calculator.getByLabel("Loan term (years)").fill("12");
    await calculator.getByLabel("Loan term (years)").blur();
    await expect(calculator.getByLabel("Loan term (years)")).toHaveValue("7");
    await calculator.getByLabel("Interest rate (% p.a.)").fill("40");
    await calculator.getByLabel("Interest rate (% p.a.)").blur();
    await expect(calculator.getByLabel("Interest rate (% p.a.)")).toHaveValue("15");

    await calculator.getByLabel("Vehicle price ($)").fill("1000");
    await calculator.getByLabel("Repayments").selectOption("week");
    await expect(repayment(page)).toHaveText("Enquire for Finance");
    await expect(page.getByTestId("finance-total")).toHaveText("");
  });

  test("shows the comparison rate beside the interest rate, no less prominently", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug);
    const rates = page.locator("#finance-calculator .calc-result__rates");
    await expect(rates).toContainText("Interest rate");
    await expect(rates).toContainText("Comparison rate");
    const sizes = await rates.locator("strong").evaluateAll((nodes) => nodes.map((node) => [getComputedStyle(node).fontSize, getComputedStyle(node).fontWeight]));
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toEqual(sizes[1]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a form the server works out", async ({ page, request }) => {
      const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
      await page.goto(`${siteOrigin("harbour-motor-group")}/cars/${car.slug}`, { waitUntil: "domcontentloaded" });
      const calculator = page.locator("#finance-calculator");
      await calculator.getByLabel("Vehicle price ($)").fill("1000");
      await calculator.getByLabel("Loan term (years)").fill("7");
      await calculator.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/amount=1000.*#finance-calculator$/);
      await expect(repayment(page)).toHaveText("Enquire for Finance");
      await calculator.getByLabel("Vehicle price ($)").fill("999999");
      await calculator.getByRole("button", { name: "Calculate" }).click();
      await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue("100000");
      await expect(repayment(page)).toContainText("/wk");
    });
  });
});

test.describe("the fuel calculator", () => {
  test("works out the cost from the fuel price and weekly distance", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND simple_fuel:Petrol`);
    await openCar(page, "harbour-motor-group", car.slug);
    const fuel = page.locator("#fuel-calculator");
    const cost = fuel.getByTestId("fuel-cost");
    await expect(cost).toContainText("a week");
    const before = await cost.textContent();
    await fuel.getByLabel("Fuel price ($ per litre)").fill("$2.10");
    await expect(cost).not.toHaveText(before!);
    await fuel.getByLabel("Distance (kms per week)").fill("1,000 kms");
    await expect(cost).toContainText("a year");
  });

  test("is hidden for an electric car", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", "status:in_stock AND simple_fuel:Electric");
    await openCar(page, "harbour-motor-group", car.slug);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
    await expect(page.locator("#fuel-calculator")).toHaveCount(0);
  });
});

test.describe("the delivery calculator", () => {
  test("goes idle, loading, then a result or the spec's messages", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    await openCar(page, "harbour-toyota", car.slug);
    const delivery = page.locator("#delivery-calculator");
    const answer = delivery.locator("#delivery-answer");
    await expect(answer).toHaveAttribute("data-state", "idle");

    await delivery.getByRole("button", { name: "Get Estimate" }).click();
    await expect(answer).toHaveText("Please enter a postcode.");

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/delivery?*", async (route) => {
      await held;
      await route.continue();
    });
    await delivery.getByLabel("Postcode").fill("2000");
    await delivery.getByRole("button", { name: "Get Estimate" }).click();
    await expect(answer).toHaveAttribute("data-state", "loading");
    await expect(delivery.getByRole("button", { name: "Calculating…" })).toBeDisabled();
    release();
    await expect(answer).toHaveText("Delivery to Sydney Metro: $395");

    await delivery.getByLabel("Postcode").fill("0800");
    await delivery.getByRole("button", { name: "Get Estimate" }).click();
    await expect(answer).toHaveText(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers the postcode form", async ({ page, request }) => {
      const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
      await page.goto(`${siteOrigin("harbour-toyota")}/cars/${car.slug}`, { waitUntil: "domcontentloaded" });
      await page.locator("#delivery-calculator").getByLabel("Postcode").fill("2250");
      await page.locator("#delivery-calculator").getByRole("button", { name: "Get Estimate" }).click();
      await expect(page).toHaveURL(/postcode=2250#delivery-calculator$/);
      await expect(page.locator("#delivery-answer")).toHaveText("Delivery to Central Coast: $595");
    });
  });
});
