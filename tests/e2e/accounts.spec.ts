// Shopper accounts in the browser: sign-in by SMS code (the code read from
// DATA_DIR/sms/, as a shopper reads their phone) for every reason, with
// JavaScript on and off; the watchlist button with its toasts, rollback and
// the sold-car rule; My Garage; the gated pages; and the group site's checkout
// finished after signing in.
import { expect, test, type Page } from "@playwright/test";
import { signInCopy } from "../../domain/accounts/sign-in-reasons.ts";
import { SIGN_IN_MESSAGES, WATCHLIST_MESSAGES } from "../../domain/accounts/messages.ts";
import { SIGN_IN_REASONS } from "../../domain/gating.ts";
import { openCar, searchSite, siteOrigin, PRICED_IN_STOCK, type Hit } from "./detail-helpers.ts";
import { dataLayer, field } from "./forms-helpers.ts";
import { codeSentTo, signInOnPage, uniqueMobile } from "./support/sms.ts";
import { uniqueShopper } from "./support/lead-mail.ts";

const group = siteOrigin("harbour-motor-group");
const toyota = siteOrigin("harbour-toyota");

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
}

/** Signs a fresh shopper in through /my-garage on a site; returns their number. */
async function signInFresh(page: Page, origin = toyota): Promise<string> {
  await page.goto(`${origin}/my-garage`);
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
  const phone = await signInOnPage(page);
  await expect(page).toHaveURL(new RegExp(`${origin.replace(/[.]/g, "\\.")}/my-garage$`));
  return phone;
}

test("every sign-in reason has its own heading and sentence", async ({ page }) => {
  for (const reason of SIGN_IN_REASONS) {
    await page.goto(`${toyota}/sign-in?type=${reason}&redirect=%2F&back=%2F`);
    const copy = signInCopy(reason, { siteName: "Harbour Toyota", garageTitle: "My Garage" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByText(copy.sentence)).toBeVisible();
  }
  await page.goto(`${toyota}/sign-in`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("sign in with the code from the SMS, land on the redirect, and sign out from the header", async ({ page }) => {
  await page.goto(`${toyota}/my-garage`);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/sign-in");
  expect(url.searchParams.get("redirect")).toBe("/my-garage");
  await hydrated(page);
  // The form's own messages (Conform), before anything is sent.
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(SIGN_IN_MESSAGES.phoneRequired)).toBeVisible();
  await page.getByLabel("Mobile number").fill("02 9876 5432");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(SIGN_IN_MESSAGES.phoneInvalid)).toBeVisible();
  // A wrong code says how many tries are left.
  const phone = uniqueMobile();
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(/We've sent a 6-digit code to 0412 \d{3} \d{3}\. It expires in 10 minutes\./)).toBeFocused();
  const code = await codeSentTo(phone);
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("That code isn't right. You have 4 tries left.")).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${toyota}/my-garage`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  await expect(page.getByText(/Signed in as 0412 \d{3} \d{3}/)).toBeVisible();

  // The header knows, on a page cached for everyone.
  await page.goto(`${toyota}/`);
  const menu = page.locator("header .account-menu");
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${toyota}/`);
  await expect(menu.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`${toyota}/my-garage`);
  await expect(page).toHaveURL(/\/sign-in\?/);
});

test("Send another code works after 30 seconds, and Back goes to `back`", async ({ page }) => {
  await page.goto(`${toyota}/sign-in?type=finance&redirect=%2Ffinance&back=%2Fabout-us`);
  await hydrated(page);
  const phone = uniqueMobile();
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await codeSentTo(phone);
  await page.getByRole("button", { name: "Send another code" }).click();
  await expect(page.getByText(/We've just sent a code\. You can ask for another in \d+ seconds\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/about-us");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("both steps work as plain forms and the shopper lands on the redirect", async ({ page }) => {
    await page.goto(`${toyota}/spin-to-win`);
    await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText(SIGN_IN_MESSAGES.phoneRequired)).toBeVisible();
    await signInOnPage(page);
    await expect(page).toHaveURL(`${toyota}/spin-to-win`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to win");
    // My Garage and signing out from it work without JavaScript too.
    await page.getByRole("link", { name: "Go to My Garage" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(`${toyota}/`);
  });
});

test.describe("gated pages", () => {
  // /spin-to-win runs where the site has a campaign (harbour-toyota); elsewhere it is a 404 (tests/e2e/promotions.spec.ts).
  for (const [path, reason, origin] of [["/spin-to-win", "spin-to-win", toyota], ["/online-payment", "online-payment", group], ["/my-garage", "my-garage", group], ["/mymotorama", "my-garage", group], ["/myservco", "my-garage", group]] as const) {
    test(`${path} sends an anonymous visitor to sign in and back`, async ({ page }) => {
      await page.goto(`${origin}${path}`);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/sign-in");
      expect(url.searchParams.get("type")).toBe(reason);
      expect(url.searchParams.get("redirect")).toBe(path);
    });
  }

  test("signed in, each opens; a branded garage path leads to the site's garage", async ({ page }) => {
    await signInFresh(page, group);
    await page.goto(`${group}/online-payment`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
    await page.goto(`${group}/mybigboxcars`);
    await expect(page).toHaveURL(`${group}/my-garage`);
    // Trade-in and sell-my-car are never gated.
    for (const open of ["/trade-in", "/sell-my-car"]) {
      await page.context().clearCookies();
      await page.goto(`${group}${open}`);
      await expect(page).toHaveURL(`${group}${open}`);
    }
  });
});

test.describe("the watchlist", () => {
  async function carOn(page: Page, index: number): Promise<Hit> {
    const hits = await searchSite(page.request, "harbour-toyota", { filters: PRICED_IN_STOCK, hitsPerPage: 30 });
    return hits[10 + index];
  }

  test("anonymous Save goes to sign in and the save completes on return, with the toast and event 39; Remove undoes it", async ({ page }) => {
    const car = await carOn(page, 0);
    await openCar(page, "harbour-toyota", car.slug);
    await hydrated(page);
    const button = page.locator(".detail-sidebar").getByRole("button", { name: /Save/ });
    await expect(button).toBeEnabled();
    await button.click();
    // detail §6: "Saving to the watchlist needs a signed-in user with a phone number; otherwise redirect to /sign-in with type=watchlist."
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/cars/${car.slug}`);
    expect(new URL(page.url()).searchParams.get("back")).toBe(`/cars/${car.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save this car");
    // The heart kept no favourite on the way (favourites have their own toggle).
    expect(await page.evaluate(() => localStorage.getItem("forecourt.favourites"))).toBeNull();
    await signInOnPage(page);
    await expect(page).toHaveURL(`${toyota}/cars/${car.slug}`);
    const toast = page.getByRole("status").filter({ hasText: WATCHLIST_MESSAGES.saved });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("link", { name: "View List" })).toHaveAttribute("href", "/my-garage#watchlist");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const saved = page.locator(".detail-sidebar").getByRole("button", { name: /Saved/ });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    expect((await dataLayer(page)).some((e) => e.event_id === 39 && e.car_id === car.id)).toBe(true);

    // The garage lists it; removing from the detail page says so.
    await toast.getByRole("link", { name: "View List" }).click();
    await expect(page.locator(`#watchlist [data-car-id="${car.id}"]`)).toBeVisible();
    await openCar(page, "harbour-toyota", car.slug);
    await page.locator(".detail-sidebar").getByRole("button", { name: /Saved/ }).click();
    await expect(page.getByRole("status").filter({ hasText: WATCHLIST_MESSAGES.removed })).toBeVisible();
    await expect(page.locator(".detail-sidebar").getByRole("button", { name: /Save/ })).toHaveAttribute("aria-pressed", "false");
  });

  test("with JavaScript off the heart is the watchlist's sign-in, with the way back to the listing", async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`${toyota}/search/used-cars?page=2`);
    const heart = page.locator(".vehicle-card").getByRole("button", { name: /Save/ }).first();
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
    const url = new URL(page.url());
    expect(url.searchParams.get("redirect")).toBe("/search/used-cars?page=2");
    expect(url.searchParams.get("back")).toBe("/search/used-cars?page=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save this car");
    await noJs.close();
  });

  test("on listing cards: saved at once, then kept; a failing call rolls back and shows the message", async ({ page }) => {
    await signInFresh(page);
    await page.goto(`${toyota}/search/used-cars`);
    await hydrated(page);
    const card = page.locator(".vehicle-card").filter({ has: page.getByRole("button", { name: /Save/ }) }).first();
    const button = card.getByRole("button", { name: /Save/ });
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: WATCHLIST_MESSAGES.saved })).toBeVisible();
    await expect(card.locator(".watchlist-button")).toHaveAttribute("aria-pressed", "true");
    // The saved state comes from the account, not the (cached) page.
    await page.reload();
    await expect(card.locator(".watchlist-button")).toHaveAttribute("aria-pressed", "true");

    // The next call fails: the button goes back and the shopper reads why.
    await page.route("**/api/watchlist/remove-car", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, message: "The watchlist is resting." }) }));
    await card.locator(".watchlist-button").click();
    await expect(page.getByRole("alert").filter({ hasText: "The watchlist is resting." })).toBeVisible();
    await expect(card.locator(".watchlist-button")).toHaveAttribute("aria-pressed", "true");
  });

  test("the button is disabled while loading: a press before the account is known waits for it, then for the save call", async ({ page }) => {
    await signInFresh(page);
    // Hold the account's answer, then the save call, to see the button while each is loading.
    const held = (url: string) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      void page.route(url, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    };
    const releaseAccount = held("**/api/account");
    await page.goto(`${toyota}/search/used-cars`);
    await hydrated(page);
    const button = page.locator(".vehicle-card .watchlist-button").first();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    const releaseSave = held("**/api/watchlist/save-car");
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    releaseAccount();
    // The account is known (signed in): the save is under way, optimistically shown, and the button still waits.
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toBeDisabled();
    releaseSave();
    await expect(page.getByRole("status").filter({ hasText: WATCHLIST_MESSAGES.saved })).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(button).toHaveAttribute("aria-pressed", "true");
  });

  test("a sold car has no Save button and cannot be saved", async ({ page }) => {
    const [sold] = await searchSite(page.request, "harbour-toyota", { filters: "status:sold", hitsPerPage: 1 });
    test.skip(!sold, "no recently sold car in the demo data");
    await signInFresh(page);
    await openCar(page, "harbour-toyota", sold.slug);
    await expect(page.locator(".detail-sidebar .watchlist-button")).toHaveCount(0);
    // The call itself refuses it, from the shopper's own browser.
    const answer = await page.evaluate(async (carId) => {
      const account = await (await fetch("/api/account")).json();
      const response = await fetch("/api/watchlist/save-car", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": account.csrf },
        body: JSON.stringify({ phone_number: account.phone, car_id: carId }),
      });
      return { status: response.status, body: await response.json() };
    }, sold.id);
    expect(answer).toEqual({ status: 409, body: { success: false, message: WATCHLIST_MESSAGES.sold } });
  });
});

test("My Garage: enquiries sent with the number, saved details that fill forms, sessions, and deleting the account", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const phone = await signInFresh(page);
  const firstCodeAt = Date.now();
  // An enquiry sent with the same number (written differently) shows in the garage.
  const shopper = uniqueShopper("garage");
  await page.goto(`${toyota}/contact-us`);
  await hydrated(page);
  const form = page.locator("form.lead-form");
  for (const [name, value] of Object.entries({ name: shopper.name, last_name: shopper.last_name, email: shopper.email, postcode: "2000", message: "Do you open Sundays?" })) {
    await field(form, name).fill(value);
  }
  await field(form, "phone").fill(`+61 ${phone.slice(1)}`);
  const category = form.locator('select[name="category"]');
  if (await category.count()) await category.selectOption({ index: 1 });
  const terms = form.locator('input[name="terms_conditions"]');
  if (await terms.count()) await terms.check();
  await form.getByRole("button", { name: /Send|Submit|Enquire/ }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.goto(`${toyota}/my-garage`);
  await expect(page.locator("#enquiries tbody tr")).toHaveCount(1);
  await expect(page.locator("#enquiries")).toContainText("General Enquiry");

  // Saved details.
  const details = page.locator("#details");
  await details.getByLabel("Email").fill("not an email");
  await details.getByRole("button", { name: "Save my details" }).click();
  await expect(page.locator("#details .form-field__error")).toHaveCount(1);
  await page.locator("#details").getByLabel("First name").fill("Sam");
  await page.locator("#details").getByLabel("Email").fill("sam@example.com");
  await page.locator("#details").getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await expect(page.locator("#details").getByLabel("First name")).toHaveValue("Sam");

  // A second browser signed in with the same number can be signed out from here.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // A second code to the same number only after 30 seconds (the resend rule).
  await otherPage.waitForTimeout(Math.max(0, 31_000 - (Date.now() - firstCodeAt)));
  await otherPage.goto(`${toyota}/my-garage`);
  await signInOnPage(otherPage, phone);
  await expect(otherPage).toHaveURL(`${toyota}/my-garage`);
  await page.reload();
  await expect(page.locator(".garage-session")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out there" }).click();
  await expect(page.getByText("That session has ended")).toBeVisible();
  await otherPage.goto(`${toyota}/my-garage`);
  await expect(otherPage).toHaveURL(/\/sign-in\?/);
  await other.close();

  // Delete, with a confirm step.
  await page.getByRole("link", { name: "Delete my account and data…" }).click();
  await expect(page.getByText("Delete your account for good?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete my account and data" }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1/);
  await expect(page.getByText("Your account and the data we kept with it have been deleted.")).toBeVisible();
  await page.goto(`${toyota}/my-garage`);
  await expect(page).toHaveURL(/\/sign-in\?/);
});

test("on the group site, Reserve sends the shopper to sign in and they finish the reservation they started", async ({ page }) => {
  const hits = await searchSite(page.request, "harbour-motor-group", {
    filters: 'dealership_slug:"harbour-toyota" AND status:in_stock AND reserved:false AND price > 1000 AND (simple_fuel:Petrol OR simple_fuel:Diesel)',
    hitsPerPage: 40,
  });
  const car = hits[25];
  await openCar(page, "harbour-motor-group", car.slug);
  await page.locator(".detail-sidebar").getByRole("link", { name: /^Reserve Car Now/ }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to reserve your car");
  const phone = await signInOnPage(page);
  await expect(page).toHaveURL(`${group}/cars/${car.slug}/buy-online`);
  const form = page.locator("form#checkout-form");
  await hydrated(page);
  // The number signed in with is already filled in.
  await expect(field(form, "phone")).toHaveValue(/^04 \d{4} \d{4}$/);
  const shopper = uniqueShopper("gated-reserve");
  for (const name of ["name", "last_name", "email"] as const) await field(form, name).fill(shopper[name]);
  await field(form, "card_name").fill(`${shopper.name} ${shopper.last_name}`);
  await field(form, "card_number").fill("4242 4242 4242 4242");
  await field(form, "card_expiry").fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await field(form, "card_cvc").fill("123");
  const terms = form.locator('input[name="terms_conditions"]');
  if (await terms.count()) await terms.check();
  await form.getByRole("button", { name: /^Reserve Car Now/ }).click();
  await expect(page.locator(".checkout-confirmed")).toContainText("Visa ending 4242");
  // The garage lists the reservation (matched by the signed-in number).
  await page.goto(`${group}/my-garage`);
  await expect(page.locator("#reservations")).toContainText(car.name);
  await expect(page.locator("#reservations")).toContainText("Held for you until");
  expect(phone).toMatch(/^0412/);
});
