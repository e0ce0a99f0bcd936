// Site content and chrome (issue #13): content pages, the blog and its page
// links, the team, the model range leading to stock, the FAQ accordion's
// 300 ms, the announcement's remembered dismissal (hidden before hydration),
// the Toyota disclaimer and the terms on a phone, the brand mega-menu by
// keyboard, and the assistant chat ending as a lead in the pipeline. Leaves
// screenshots of the blog, the team and the chat on desktop and phone.
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { hostHeader, PORT, siteOrigin, type SiteSlug } from "./detail-helpers.ts";
import { storedLead, uniqueShopper, waitForMails } from "./support/lead-mail.ts";

const DIR = resolve(process.env.CONTENT_SCREENSHOT_DIR ?? ".test-data/content-screens");
mkdirSync(DIR, { recursive: true });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 360, height: 780 },
] as const;

async function open(page: Page, site: SiteSlug, path: string) {
  const response = await page.goto(`${siteOrigin(site)}${path}`, { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated]").waitFor();
  return response;
}

test.describe.configure({ timeout: 60_000 });

test("the Customer Reviews page of each site shows its customers' reviews, each linked to its location", async ({ page }) => {
  // It pointed elsewhere ("read them on each location page") and showed none.
  for (const site of ["harbour-motor-group", "harbour-toyota", "harbour-used"] as const) {
    expect((await open(page, site, "/pages/reviews"))?.status(), site).toBe(200);
    const section = page.locator("section.home-reviews");
    await expect(section.getByRole("heading", { name: "What our customers say" })).toBeAttached();
    const reviews = section.locator(".review");
    expect(await reviews.count(), site).toBeGreaterThan(6);
    const location = reviews.first().locator(".review__location a");
    await expect(location).toHaveAttribute("href", /^\/locations\/[a-z0-9-]+$/);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, "harbour-used", "/pages/reviews");
  await page.screenshot({ path: join(DIR, "reviews-phone.png"), fullPage: true });
});

test("a content page: its title, text and buttons, and a path the site does not enable is a plain 404", async ({ page, request }) => {
  const response = await open(page, "harbour-toyota", "/eofy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("End of Financial Year Sale");
  await expect(page.locator(".site-content")).toContainText("Why buy before 30 June");
  await page.getByRole("link", { name: "See the runout deals" }).click();
  await expect(page).toHaveURL(/\/pages\/eofy-runout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EOFY runout deals");
  for (const [site, path] of [
    ["harbour-toyota", "/ultratek"],
    ["harbour-used", "/eofy"],
    ["harbour-used", "/models"],
    ["harbour-motor-group", "/autopact-handback-guarantee"],
  ] as const) {
    expect((await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeader(site) })).status(), `${site} ${path}`).toBe(404);
  }
});

test("the blog: cards with an excerpt of 80 characters at most, page links, the reviews list and a post", async ({ page }) => {
  await open(page, "harbour-toyota", "/blog");
  const cards = page.locator(".blog-card");
  await expect(cards).toHaveCount(6);
  for (const excerpt of await page.locator(".blog-card__excerpt").allTextContents()) expect(excerpt.length).toBeLessThanOrEqual(80);
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards).toHaveCount(2);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Blog sections" }).getByRole("link", { name: "Vehicle Reviews" }).click();
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle Reviews");
  await expect(cards).toHaveCount(3);
  await cards.getByRole("link", { name: "Review: a week with the RAV4 Hybrid" }).click();
  await expect(page).toHaveURL(/\/blog\/rav4-hybrid-review$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review: a week with the RAV4 Hybrid");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Review: a week with the RAV4 Hybrid", datePublished: "2026-10-28" });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, "harbour-toyota", "/blog");
    await page.screenshot({ path: join(DIR, `blog-${viewport.name}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
});

test("the team page shows a card per person with role and direct contact", async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, "harbour-toyota", "/teams");
    const team = page.getByRole("list", { name: "Our team" });
    await expect(team.getByRole("listitem")).toHaveCount(7);
    const sarah = team.getByRole("listitem").filter({ hasText: "Sarah Nguyen" });
    await expect(sarah).toContainText("Dealer Principal");
    await expect(team.getByRole("listitem").filter({ hasText: "Michael Rossi" }).getByRole("link", { name: "02 9411 2200" })).toHaveAttribute("href", "tel:0294112200");
    await page.screenshot({ path: join(DIR, `teams-${viewport.name}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
});

test("the model range: body chips filter the tiles, and a tile leads to that model's stock", async ({ page, request }) => {
  await open(page, "harbour-toyota", "/models");
  const tiles = page.locator(".model-tile");
  const all = await tiles.count();
  expect(all).toBeGreaterThan(3);
  await page.getByRole("navigation", { name: "Body types" }).getByRole("link", { name: "SUV" }).click();
  await expect(page).toHaveURL(/\/models\?body=suv$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota SUV range");
  await expect.poll(() => tiles.count()).toBeLessThan(all);
  for (const body of await page.locator(".model-tile__body").allTextContents()) expect(body).toBe("SUV");
  const rav4 = tiles.getByRole("link", { name: /RAV4/ }).first();
  await expect(rav4).toHaveAttribute("href", "/search/toyota/rav4");
  await rav4.click();
  await expect(page).toHaveURL(/\/search\/toyota\/rav4/);
  await expect(page.locator("h1")).toContainText("RAV4");
  const bad = await request.get(`http://127.0.0.1:${PORT}/models?body=%3Cscript%3E`, { headers: hostHeader("harbour-toyota") });
  expect(bad.status()).toBe(400);
  const unknown = await request.get(`http://127.0.0.1:${PORT}/models?body=spaceship`, { headers: hostHeader("harbour-toyota") });
  expect(unknown.status()).toBe(404);
});

test("the FAQ accordion opens and closes over 300 ms", async ({ page }) => {
  await open(page, "harbour-toyota", "/faqs");
  const first = page.locator(".faq__item").first();
  expect(await first.evaluate((el) => getComputedStyle(el, "::details-content").transitionDuration)).toMatch(/^0\.3s/);
  // Heights of the item, frame by frame, while it opens: it grows through values in between.
  const heights = await first.evaluate(async (el) => {
    const seen: number[] = [];
    (el.querySelector("summary") as HTMLElement).click();
    const start = performance.now();
    while (performance.now() - start < 600) {
      seen.push(el.getBoundingClientRect().height);
      await new Promise((r) => requestAnimationFrame(r));
    }
    return seen;
  });
  const [closed, opened] = [heights[0]!, heights.at(-1)!];
  expect(opened).toBeGreaterThan(closed + 10);
  expect(heights.some((h) => h > closed + 1 && h < opened - 1)).toBe(true);
  await first.locator("summary").click();
  await expect(first).not.toHaveAttribute("open");
});

test("the announcement: dismissed once, it stays hidden on later pages, even before the page's JavaScript runs", async ({ page }) => {
  await open(page, "harbour-motor-group", "/teams");
  const bar = page.getByRole("region", { name: "Announcement" });
  await expect(bar).toContainText("Spring sale");
  await page.getByRole("button", { name: "Dismiss announcement" }).click();
  await expect(bar).toHaveCount(0);
  // Another page with the app's scripts blocked: only the head script runs, and the bar is never shown.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${siteOrigin("harbour-motor-group")}/blog`);
  await expect(page.locator(".announcement-bar")).toHaveCount(1);
  await expect(page.locator(".announcement-bar")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the Toyota disclaimer toggles, and on a phone the terms expand and collapse", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, "harbour-toyota", "/fleet");
  const disclaimer = page.getByTestId("toyota-disclaimer");
  const text = disclaimer.getByText(/Manufacturer's recommended driveaway prices/);
  await expect(text).toBeHidden();
  await disclaimer.getByText("Toyota disclaimer").click();
  await expect(text).toBeVisible();
  await disclaimer.getByText("Toyota disclaimer").click();
  await expect(text).toBeHidden();

  const terms = page.getByText(/Drive-away prices include registration/);
  await expect(terms).toBeHidden();
  await page.getByText("Terms of this website").click();
  await expect(terms).toBeVisible();
  await page.getByText("Terms of this website").click();
  await expect(terms).toBeHidden();
  // Wider screens always show the terms; only the franchise site has the disclaimer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(terms).toBeVisible();
  await open(page, "harbour-used", "/teams");
  await expect(page.getByTestId("toyota-disclaimer")).toHaveCount(0);
});

test("the brand mega-menu opens from the keyboard and its links lead to the brands", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "harbour-motor-group", "/teams");
  const nav = page.locator(".site-nav--desktop");
  const mega = nav.locator(".site-nav__mega");
  await expect(mega).toBeHidden();
  await nav.getByRole("link", { name: "Brands", exact: true }).focus();
  await expect(mega).toBeVisible();
  await expect(mega.getByText("Motorcycles", { exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(mega.getByRole("link", { name: "Toyota" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/toyota\/overview$/);
  // Sales counter: the group's "sold today" figure.
  await expect(page.getByTestId("sales-counter")).toContainText(/^\d+ vehicles sold today$/);
});

test("the assistant chat: hidden until the page runs, shown, opened, and its answers arrive as an enquiry lead", async ({ page }) => {
  const shopper = uniqueShopper("chat");
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, "harbour-motor-group", "/blog");
    const bubble = page.getByRole("button", { name: "Chat with us" });
    await expect(bubble).toBeVisible();
    await bubble.click();
    const chat = page.getByRole("dialog", { name: "Chat with Harbour Motor Group" });
    await expect(chat).toContainText("What's your name?");
    if (viewport.name === "phone") {
      await page.screenshot({ path: join(DIR, `chat-${viewport.name}.png`) });
      await chat.getByRole("button", { name: "Close the chat" }).click();
      await expect(bubble).toBeVisible();
      continue;
    }
    const answer = chat.getByRole("textbox");
    const say = async (text: string) => {
      await answer.fill(text);
      await answer.press("Enter");
    };
    await say(`${shopper.name} ${shopper.last_name}`);
    await expect(chat).toContainText("best phone number");
    await say(shopper.phone);
    await say("not-an-email@");
    await expect(chat).toContainText("doesn't look like an email");
    await say(shopper.email);
    await say(shopper.postcode);
    await say("Do you have a white HiLux SR5 in stock?");
    await expect(chat).toContainText("agree to them");
    await page.screenshot({ path: join(DIR, `chat-${viewport.name}.png`) });
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
    await chat.getByRole("button", { name: "I agree" }).click();
    const body = (await (await sent).json()) as { ok: boolean; lead_id: number };
    expect(body.ok).toBe(true);
    await expect(chat).toContainText("someone will be in touch soon");

    // In the leads table, as a vehicle enquiry with the shopper's answers, and delivered by the outbox.
    const lead = await storedLead(body.lead_id);
    expect(lead.payload.userData).toMatchObject({ name: shopper.name, last_name: shopper.last_name, email: shopper.email, category: "Vehicle Enquiry" });
    expect(String(lead.payload.userData.message)).toContain("white HiLux SR5");
    expect(await waitForMails(shopper.last_name)).toHaveLength(1);
  }
});

test("where the chat replaces the enquiry, the car's Enquire button opens the chat about that car", async ({ page, request }) => {
  const search = await request.get(`http://127.0.0.1:${PORT}/`, { headers: hostHeader("harbour-motor-group") });
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(await search.text())?.[1];
  expect(slug).toBeTruthy();
  await open(page, "harbour-motor-group", `/cars/${slug}`);
  const actions = page.locator(".action-buttons");
  await expect(actions.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
  const chatButton = actions.getByRole("link", { name: "Chat with us" });
  // Without JavaScript it is still the enquiry page.
  await expect(chatButton).toHaveAttribute("href", `/cars/${slug}/enquire`);
  await chatButton.click();
  await expect(page.getByRole("dialog", { name: "Chat with Harbour Motor Group" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cars/${slug}$`));
});

test("the chat's endpoint: 404 where the site has no chat, 403 without its token, 400 for a body no form sends, and never cached", async ({ request }) => {
  const url = `http://127.0.0.1:${PORT}/api/chat`;
  const json = { "Content-Type": "application/json" };
  for (const site of ["harbour-toyota", "harbour-used"] as const) {
    expect((await request.get(url, { headers: hostHeader(site) })).status(), site).toBe(404);
    expect((await request.post(url, { headers: { ...hostHeader(site), ...json }, data: { name: "Jo" } })).status(), site).toBe(404);
  }
  const session = await request.get(url, { headers: hostHeader("harbour-motor-group") });
  expect(session.status()).toBe(200);
  expect(session.headers()["cache-control"]).toContain("no-store");
  const noToken = await request.post(url, {
    headers: { ...hostHeader("harbour-motor-group"), ...json },
    data: { name: "Jo", last_name: "Citizen", phone: "0412345678", email: "jo@example.com", postcode: "2000", message: "Hi", terms_conditions: true },
  });
  expect(noToken.status()).toBe(403);
  const { csrf } = (await session.json()) as { csrf: string };
  const nested = await request.post(url, { headers: { ...hostHeader("harbour-motor-group"), ...json }, data: { csrf, name: { first: "Jo" } } });
  expect(nested.status()).toBe(400);
  const refused = await request.post(url, { headers: { ...hostHeader("harbour-motor-group"), ...json }, data: { csrf, name: "Jo", terms_conditions: true } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty("email");
});
