// /spin-to-win and /online-payment in the browser (decision 0041): one spin
// per shopper per campaign (JavaScript on and off), an honest closed page
// outside the dates, a 404 where a site does not run them; online payment's
// happy path with its receipt, and a double submit that pays once.
import { expect, test } from "@playwright/test";
import { siteOrigin } from "./detail-helpers.ts";
import { mailsMentioning, waitForMails } from "./support/lead-mail.ts";
import { signInOnPage } from "./support/sms.ts";

const toyota = siteOrigin("harbour-toyota");
const used = siteOrigin("harbour-used");
const group = siteOrigin("harbour-motor-group");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`spin to win, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, reducedMotion: javaScriptEnabled ? "no-preference" : "reduce" });

    test("a shopper spins once; the outcome is the server's and stays", async ({ page }) => {
      await page.goto(`${toyota}/spin-to-win`);
      await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win/);
      await signInOnPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to win");
      await expect(page.getByText("Free first service: 5%")).toBeVisible();
      await page.getByRole("button", { name: "Spin the wheel" }).click();
      const result = page.locator(".spin-page__result");
      await expect(result).toBeVisible({ timeout: 10_000 });
      const outcome = (await result.locator(".spin-page__prize").textContent())!;
      expect(outcome).toMatch(/^You won: .+!$|^Better luck next time\./);
      if (outcome.startsWith("You won")) {
        const entry = /Your entry number is (\d+)/.exec((await result.textContent())!)![1];
        // The dealer hears of the win as a lead.
        const [lead] = await waitForMails(`entry ${entry})`, 1);
        expect(lead).toContain(outcome.slice("You won: ".length, -1));
      }
      // Once only: the page keeps the outcome and offers no second spin.
      await page.reload();
      await expect(page.locator(".spin-page__prize")).toHaveText(outcome);
      await expect(page.getByText("You've had your spin in this promotion: one per customer.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
    });
  });
}

test("a second spin posted anyway gets the first outcome, not a new draw", async ({ page }) => {
  await page.goto(`${toyota}/spin-to-win`);
  await signInOnPage(page);
  const csrf = await page.locator('input[name="csrf"]').inputValue();
  // Four posts at once from the page (Node does not resolve *.localhost; the browser does).
  const answers = await page.evaluate(
    (csrf) => Promise.all(Array.from({ length: 4 }, () => fetch("/spin-to-win", { method: "POST", body: new URLSearchParams({ csrf }) }).then(async (r) => ({ status: r.status, text: await r.text() })))),
    csrf,
  );
  const outcomes = answers.map((a) => /spin-page__prize">([^<]+)</.exec(a.text)?.[1]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(outcomes[0]).toBeTruthy();
  expect(new Set(outcomes).size).toBe(1);
});

test("outside its dates the promotion says so honestly, and a site without one answers 404", async ({ page }) => {
  await page.goto(`${used}/spin-to-win`);
  await signInOnPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to win");
  await expect(page.getByText(/This promotion closed on 31 October 2026\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
  expect((await page.goto(`${group}/spin-to-win`))?.status()).toBe(404);
  expect((await page.goto(`${toyota}/online-payment`))?.status()).toBe(404);
});

test("online payment: a shopper pays an invoice, gets a receipt, and a double submit pays once", async ({ page }) => {
  const reference = `INV-${Date.now() % 1_000_000_000}`;
  const email = `payer-${Date.now()}@example.com`;
  await page.goto(`${group}/online-payment`);
  await signInOnPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
  await page.getByLabel("Reference (e.g. INV-10482)").fill("no");
  await page.getByLabel(/^Amount in dollars/).fill("12.345");
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText(/3 to 20 letters, numbers and hyphens/)).toBeVisible();
  await expect(page.getByText("Please enter the amount in dollars and cents, e.g. 250 or 250.50.")).toBeVisible();

  await page.getByLabel("Reference (e.g. INV-10482)").fill(reference.toLowerCase());
  await page.getByLabel(/^Amount in dollars/).fill("1,250.50");
  await page.getByLabel("Your name").fill("Pat Payer");
  await page.getByLabel("Email for the receipt").fill(email);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Pat Payer");
  // The form as the browser would post it twice (a double click): the same idempotency key.
  const form = Object.fromEntries(await page.locator("form.form-page__single").evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => [k, String(v)])));
  const twice = await page.evaluate(
    (form) => Promise.all([0, 1].map(() => fetch("/online-payment", { method: "POST", body: new URLSearchParams(form) }).then(async (r) => ({ status: r.status, text: await r.text() })))),
    form,
  );
  expect(twice.map((r) => r.status)).toEqual([200, 200]);
  const receipts = twice.map((r) => /Receipt number<\/dt><dd>(\d+)</.exec(r.text)?.[1]);
  expect(receipts[0]).toBeTruthy();
  expect(receipts[1]).toBe(receipts[0]);

  // The page itself, submitted once more with the same form: still the same payment.
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  await expect(page.getByText(`Thank you. $1,250.50 for invoice ${reference} is paid.`)).toBeVisible();
  await expect(page.locator(".payment-receipt dd").first()).toHaveText(receipts[0]!);

  // One receipt to the shopper, one notice to the dealer.
  const mails = await waitForMails(reference, 2);
  expect(mails.filter((m) => m.includes(`To: ${email}`))).toHaveLength(1);
  expect(mails.filter((m) => m.includes("Paid online: Invoice"))).toHaveLength(1);
  expect(await mailsMentioning(`receipt ${receipts[0]})`)).toHaveLength(1);
});
