// The finance, fuel and delivery calculators: live with JavaScript, and as
// GET forms the server works out without it.
import { expect, test, type Page } from "@playwright/test";
import { firstCar, openCar, PRICED_IN_STOCK, siteOrigin } from "./detail-helpers.ts";

// A detail page does more than most (photos drawn on a cold image cache, PDFs): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const repayment = (page: Page) => page.getByTestId("finance-repayment");
// The group site asks for a quote instead of finance on Harbour Trucks' vehicles (site option financeRequestQuoteDealerships).
const FINANCED = `${PRICED_IN_STOCK} AND NOT dealership_slug:harbour-trucks`;

test.describe("the finance calculator", () => {
  test("recalculates as the shopper types, clamps out-of-range values, and says 'Enquire for Finance' at $25 or less", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${FINANCED} AND price < 100000`);
    await openCar(page, "harbour-motor-group", car.slug, "#finance-calculator");
    const calculator = page.locator("#finance-calculator");
    // The demo sites open the calculator on the car's own price.
    await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue(String(car.price));
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
    const interest = calculator.getByLabel("Interest rate (% p.a.)");
    await interest.fill("40");
    await interest.blur();
    await expect(interest).toHaveValue((await interest.getAttribute("max"))!);

    await calculator.getByLabel("Deposit or trade-in ($)").fill("0");
    await calculator.getByLabel("Balloon / residual ($)").fill("0");
    await calculator.getByLabel("Vehicle price ($)").fill("1000");
    await calculator.getByLabel("Repayments").selectOption("week");
    await expect(repayment(page)).toHaveText("Enquire for Finance");
    await expect(page.getByTestId("finance-total")).toHaveCount(0);
    await expect(page.getByTestId("finance-enquire-reason")).toHaveText(/Repayments of \$25 or less are not offered/);

    // A balloon as large as the loan: the page says why there is no repayment.
    await calculator.getByLabel("Vehicle price ($)").fill("20000");
    await calculator.getByLabel("Balloon / residual ($)").fill("60000");
    await expect(repayment(page)).toHaveText("Enquire for Finance");
    await expect(page.getByTestId("finance-enquire-reason")).toHaveText(
      "The balloon is as large as the amount borrowed, so nothing is left to repay in instalments.",
    );
  });

  test("agrees with the headline estimate on a non-Toyota group car, and each figure says what it assumes", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND price < 100000 AND dealership_slug:harbour-mazda`);
    await openCar(page, "harbour-motor-group", car.slug);
    const panel = page.locator(".finance-panel__estimate");
    await expect(panel).toContainText("Finance from");
    const terms = (await panel.locator(".finance-panel__terms").textContent())!;
    // "$1,145 monthly over 5 years with a $6,500 deposit and a $16,248 final payment."
    const [, monthly, years, deposit, finalPayment] = /\$([\d,]+) monthly over ([\d.]+) years with a \$([\d,]+) deposit and a \$([\d,]+) final payment/.exec(terms)!;
    const calculator = page.locator("#finance-calculator");
    await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue(String(car.price));
    await expect(calculator.getByLabel("Deposit or trade-in ($)")).toHaveValue(deposit.replace(/,/g, ""));
    await expect(calculator.getByLabel("Loan term (years)")).toHaveValue(years);
    await expect(calculator.getByLabel("Balloon / residual ($)")).toHaveValue(finalPayment.replace(/,/g, ""));
    await calculator.getByLabel("Repayments").selectOption("month");
    const calculated = Number((await repayment(page).textContent())!.replace(/[^\d.]/g, ""));
    expect(Math.abs(calculated - Number(monthly.replace(/,/g, "")))).toBeLessThanOrEqual(1);
    // Powertorque's establishment fee is financed, and the total says so.
    await expect(page.getByTestId("finance-fees")).toContainText("$1,360.50 in fees financed with the loan");
  });

  test("shows the comparison rate beside the interest rate, no less prominently", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", FINANCED);
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
      const car = await firstCar(request, "harbour-motor-group", FINANCED);
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
