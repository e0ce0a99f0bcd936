// The shopper's local lists (issue 12): favourites on their own toggle (the
// heart is the watchlist), moved into the watchlist at sign-in, compare (add, the limit, remove, the shared
// address with JavaScript on and off, a phone), the "Recently viewed" strip
// and "Continue your search"; corrupt storage never breaks a page. Screenshots
// of compare on a desktop and a phone go to SHORTLIST_SCREENSHOT_DIR (default
// .test-data/shortlist-screens) for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { COMPARE_FULL_MESSAGE, SHORTLIST_MESSAGES } from "../../domain/shortlist.ts";
import { WATCHLIST_MESSAGES } from "../../domain/accounts/messages.ts";
import { getFromSite, openCar, searchSite, siteOrigin, PRICED_IN_STOCK, type Hit } from "./detail-helpers.ts";
import { signInOnPage } from "./support/sms.ts";

const DIR = resolve(process.env.SHORTLIST_SCREENSHOT_DIR ?? ".test-data/shortlist-screens");
mkdirSync(DIR, { recursive: true });

const toyota = siteOrigin("harbour-toyota");
const group = siteOrigin("harbour-motor-group");

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
}

async function cars(page: Page, count: number, offset: number): Promise<Hit[]> {
  const hits = await searchSite(page.request, "harbour-toyota", { filters: PRICED_IN_STOCK, hitsPerPage: 60 });
  return hits.slice(offset, offset + count);
}

test.describe("favourites", () => {
  test("an anonymous shopper keeps favourites on the device; at sign-in they move into the watchlist", async ({ page }) => {
    test.setTimeout(120_000);
    const [first] = await cars(page, 1, 20);
    await openCar(page, "harbour-toyota", first.slug);
    const star = page.locator(".detail-sidebar").getByRole("button", { name: `Favourite the ${first.name}` });
    await expect(star).toBeEnabled();
    await star.click();
    const toast = page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.favouriteSaved });
    await expect(toast).toBeVisible();
    await expect(page.locator(".detail-sidebar .favourite-toggle")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".detail-sidebar .favourite-toggle")).toContainText("Favourited");
    // No sign-in yet: the page stays, and the watchlist heart is untouched.
    await expect(page).toHaveURL(`${toyota}/cars/${first.slug}`);
    await expect(page.locator(".detail-sidebar .watchlist-button")).toHaveAttribute("aria-pressed", "false");
    // On a card too, beside Compare.
    await page.goto(`${toyota}/search/new-used-and-demo-cars`);
    await hydrated(page);
    const card = page
      .locator(".vehicle-card")
      .filter({ has: page.locator(".favourite-toggle") })
      .filter({ hasNot: page.locator(`[data-favourite-id="${first.id}"]`) })
      .first();
    const second = { id: Number(await card.locator(".favourite-toggle").getAttribute("data-favourite-id")), name: ((await card.locator(".vehicle-card__title").textContent()) ?? "").trim() };
    await card.locator(".favourite-toggle").click();
    await expect(card.locator(".favourite-toggle")).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await hydrated(page);
    await expect(page.locator(`.favourite-toggle[data-favourite-id="${second.id}"]`)).toHaveAttribute("aria-pressed", "true");

    // The home page lists them, newest first.
    await page.goto(`${toyota}/`);
    await hydrated(page);
    const strip = page.getByRole("region", { name: "Your favourites" });
    await expect(strip.getByRole("link")).toHaveText([second.name, first.name]);

    // The toast's link signs in for the watchlist and comes back.
    await openCar(page, "harbour-toyota", first.slug);
    await page.locator(".detail-sidebar .favourite-toggle").click(); // off…
    await expect(page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.favouriteRemoved })).toBeVisible();
    await expect(page.locator(".detail-sidebar .favourite-toggle")).toHaveAttribute("aria-pressed", "false");
    await page.locator(".detail-sidebar .favourite-toggle").click(); // …and on again
    await page.getByRole("status").getByRole("link", { name: SHORTLIST_MESSAGES.signInToKeep }).click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save this car");
    await signInOnPage(page);
    await expect(page).toHaveURL(`${toyota}/cars/${first.slug}`);

    // One clear prompt; accepting moves both through the watchlist call.
    const prompt = page.getByRole("dialog", { name: SHORTLIST_MESSAGES.moveHeading(2) });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: SHORTLIST_MESSAGES.moveAccept }).click();
    await expect(page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.moved(2) })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page.locator(".detail-sidebar .watchlist-button")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("forecourt.favourites"))).toBeNull();
    await page.goto(`${toyota}/my-garage`);
    await expect(page.locator(`#watchlist [data-car-id="${first.id}"]`)).toBeVisible();
    await expect(page.locator(`#watchlist [data-car-id="${second.id}"]`)).toBeVisible();
  });

  test("declining keeps them on the device and the prompt does not come back", async ({ page }) => {
    test.setTimeout(90_000);
    const [car] = await cars(page, 1, 24);
    await openCar(page, "harbour-toyota", car.slug);
    await page.locator(".detail-sidebar .favourite-toggle").click();
    await expect(page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.favouriteSaved })).toBeVisible();
    await page.goto(`${toyota}/sign-in?type=my-garage&redirect=%2F&back=%2F`);
    await signInOnPage(page);
    await expect(page).toHaveURL(`${toyota}/`);
    const prompt = page.getByRole("dialog", { name: SHORTLIST_MESSAGES.moveHeading(1) });
    await prompt.getByRole("button", { name: SHORTLIST_MESSAGES.moveDecline }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Your favourites" }).getByRole("link", { name: car.name })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("compare", () => {
  test("choose 4 from the cards, a fifth is refused; the tray links to the side-by-side page; remove one", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${toyota}/search/new-used-and-demo-cars`);
    await hydrated(page);
    const toggles = page.locator(".vehicle-card .compare-toggle");
    const chosen: number[] = [];
    for (let i = 0; i < 4; i++) {
      await toggles.nth(i).click();
      await expect(toggles.nth(i)).toHaveAttribute("aria-pressed", "true");
      chosen.push(Number(await toggles.nth(i).getAttribute("data-compare-id")));
      await expect(page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.compareAdded(i + 1) })).toBeVisible();
    }
    await toggles.nth(4).click();
    await expect(page.getByRole("alert").filter({ hasText: COMPARE_FULL_MESSAGE })).toBeVisible();
    await expect(toggles.nth(4)).toHaveAttribute("aria-pressed", "false");

    const tray = page.getByRole("region", { name: "Cars to compare" });
    await expect(tray).toContainText("Compare 4 cars");
    await tray.getByRole("link").click();
    await expect(page).toHaveURL(`${toyota}/compare?ids=${chosen.join(",")}`);
    await hydrated(page);
    const columns = page.locator("thead th[scope=col]");
    await expect(columns).toHaveCount(4);
    for (const [i, id] of chosen.entries()) await expect(columns.nth(i)).toHaveAttribute("data-car-id", String(id));
    for (const label of ["Price", "Year", "Kilometres", "Body", "Transmission"]) await expect(page.getByRole("rowheader", { name: new RegExp(`^${label}`) })).toBeVisible();
    // Differences are highlighted and said in words.
    await expect(page.locator(".compare-table__row--differs").first()).toBeVisible();
    await expect(page.locator(".compare-table__row--differs th").first()).toContainText("(differs)");
    await expect(tray).toHaveCount(0);
    // Only the differences, as a link (works without JavaScript), and back.
    await page.getByRole("link", { name: "Show only the differences" }).click();
    await expect(page).toHaveURL(/&only=differences$/);
    await expect(page.locator("tr.compare-table__row").first()).toBeVisible();
    await expect(page.locator("tr.compare-table__row:not(.compare-table__row--differs)")).toHaveCount(0);
    await page.getByRole("link", { name: "Show every row" }).click();
    await expect(page).toHaveURL(`${toyota}/compare?ids=${chosen.join(",")}`);

    await columns.nth(1).getByRole("link", { name: /^Remove/ }).click();
    const left = chosen.filter((_, i) => i !== 1);
    await expect(page).toHaveURL(`${toyota}/compare?ids=${left.join(",")}`);
    await expect(columns).toHaveCount(3);
    // The browser's list follows the address.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("forecourt.compare") ?? "[]").map((c: { id: number }) => c.id))).toEqual(left);
  });

  test("from the detail page; the shared address shows the same cars with JavaScript off", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const [a, b] = await cars(page, 2, 30);
    for (const car of [a, b]) {
      await openCar(page, "harbour-toyota", car.slug);
      await page.locator(".detail-sidebar .compare-toggle").click();
      await expect(page.locator(".detail-sidebar .compare-toggle")).toHaveAttribute("aria-pressed", "true");
    }
    await page.getByRole("region", { name: "Cars to compare" }).getByRole("link").click();
    const address = page.url();
    expect(new URL(address).search).toBe(`?ids=${a.id},${b.id}`);

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const other = await noJs.newPage();
    await other.goto(address);
    await expect(other.locator("thead th[scope=col] .compare-table__name")).toHaveText([a.name, b.name]);
    // Remove works as a plain link.
    await other.getByRole("link", { name: `Remove the ${a.name}` }).click();
    await expect(other).toHaveURL(`${toyota}/compare?ids=${b.id}`);
    await expect(other.locator("thead th[scope=col]")).toHaveCount(1);
    await noJs.close();
  });

  test("another site's car and bad ids are left out; nothing breaks", async ({ request }) => {
    const [own] = await searchSite(request, "harbour-toyota", { filters: PRICED_IN_STOCK, hitsPerPage: 1 });
    // A car of the group whose page the Toyota site does not show (another dealership's).
    let other: Hit | undefined;
    for (const hit of await searchSite(request, "harbour-motor-group", { filters: `${PRICED_IN_STOCK} AND NOT make:Toyota`, hitsPerPage: 40 })) {
      if ((await getFromSite(request, "harbour-toyota", `/cars/${hit.slug}`)).status() === 404) {
        other = hit;
        break;
      }
    }
    expect(other, "a group car the Toyota site does not show").toBeDefined();
    const response = await getFromSite(request, "harbour-toyota", `/compare?ids=${other!.id},${own.id},abc,-1,${"9".repeat(40)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.includes(`data-car-id="${own.id}"`)).toBe(true);
    expect(html.includes(`data-car-id="${other!.id}"`)).toBe(false);
    expect(html.includes("One car in this link is no longer on this site.")).toBe(true);
    const empty = await getFromSite(request, "harbour-toyota", "/compare?ids=%3Cscript%3E");
    expect(empty.status()).toBe(200);
    expect((await empty.text()).includes("Choose up to 4 cars")).toBe(true);
  });

  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "phone", width: 360, height: 780 },
  ]) {
    test(`on a ${viewport.name}: the table fits the page, the labels stay while the cars scroll`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const picked = await searchSite(page.request, "harbour-motor-group", { filters: PRICED_IN_STOCK, hitsPerPage: 200 });
      const four = [picked[0], picked.find((h) => h.make !== picked[0].make)!, picked[50], picked[120]];
      await page.goto(`${group}/compare?ids=${four.map((h) => h.id).join(",")}`);
      await hydrated(page);
      await expect(page.locator("thead th[scope=col]")).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(DIR, `compare-${viewport.name}.png`), fullPage: true });
      if (viewport.name === "phone") {
        const label = page.getByRole("rowheader", { name: /^Year/ });
        const before = await label.boundingBox();
        await page.locator(".compare__scroller").evaluate((el) => el.scrollBy({ left: 400 }));
        await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
        await page.screenshot({ path: join(DIR, `compare-phone-scrolled.png`) });
      }
    });
  }
});

test.describe("recently viewed and continue your search", () => {
  test("viewed cars show on the home and listing pages after hydration, never in the shared HTML", async ({ page, request }) => {
    const [a, b] = await cars(page, 2, 40);
    await page.goto(`${toyota}/`);
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Recently viewed" })).toHaveCount(0);
    await openCar(page, "harbour-toyota", a.slug);
    await openCar(page, "harbour-toyota", b.slug);
    for (const path of ["/", "/search/new-used-and-demo-cars"]) {
      await page.goto(`${toyota}${path}`);
      await hydrated(page);
      const strip = page.getByRole("region", { name: "Recently viewed" });
      await expect(strip.getByRole("link")).toHaveText([b.name, a.name]);
      await expect(strip.getByRole("link").first()).toHaveAttribute("href", `/cars/${b.slug}`);
    }
    const html = await (await getFromSite(request, "harbour-toyota", "/")).text();
    expect(html).not.toContain("Recently viewed");
  });

  test("the last searches are offered as 'Continue your search'; JavaScript off shows none", async ({ page, browser }) => {
    await page.goto(`${toyota}/search/used-cars?make=Toyota`);
    await hydrated(page);
    await page.goto(`${toyota}/search/new-used-and-demo-cars?body=SUV&range[price]=10000:40000`);
    await hydrated(page);
    await page.goto(`${toyota}/`);
    await hydrated(page);
    const section = page.getByRole("region", { name: "Continue your search" });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toContainText("SUV");
    await expect(links.first()).toContainText("Price $10,000–$40,000");
    await expect(links.nth(1)).toContainText("Toyota");
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/search\/.*make=Toyota|\/search\/used-cars\/toyota|toyota/i);

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const other = await noJs.newPage();
    await other.goto(`${toyota}/`);
    await expect(other.getByRole("region", { name: "Continue your search" })).toHaveCount(0);
    await noJs.close();
  });

  test("corrupt storage breaks no page", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      // Once per tab: what a page writes afterwards must stay.
      if (sessionStorage.getItem("junked")) return;
      sessionStorage.setItem("junked", "1");
      for (const key of ["forecourt.favourites", "forecourt.compare", "forecourt.viewed-cars", "forecourt.search-history", "forecourt.favourites-move-declined"]) {
        localStorage.setItem(key, key.endsWith("history") ? '[{"path":"javascript:alert(1)","filters":{}}]' : "{not json");
      }
    });
    const [car] = await cars(page, 1, 3);
    for (const path of ["/", "/search/new-used-and-demo-cars", `/cars/${car.slug}`, `/compare?ids=${car.id}`]) {
      await page.goto(`${toyota}${path}`);
      await hydrated(page);
      await expect(page.locator("h1").first()).toBeVisible();
    }
    // The detail page's view replaced the junk with a good list.
    await page.goto(`${toyota}/`);
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Recently viewed" }).getByRole("link", { name: car.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue your search" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test("a signed-in shopper's heart is the watchlist (no favourite toast); their star keeps a favourite here, without the prompt", async ({ page }) => {
  const [car] = await cars(page, 1, 44);
  await page.goto(`${toyota}/sign-in?type=watchlist&redirect=%2Fcars%2F${car.slug}&back=%2F`);
  await signInOnPage(page);
  await expect(page).toHaveURL(`${toyota}/cars/${car.slug}`);
  await hydrated(page);
  await page.locator(".detail-sidebar .watchlist-button").click();
  await expect(page.getByRole("status").filter({ hasText: WATCHLIST_MESSAGES.saved })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("forecourt.favourites"))).toBeNull();

  await page.locator(".detail-sidebar .favourite-toggle").click();
  const toast = page.getByRole("status").filter({ hasText: SHORTLIST_MESSAGES.favouriteSaved });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: SHORTLIST_MESSAGES.signInToKeep })).toHaveCount(0);
  await expect(page.locator(".detail-sidebar .favourite-toggle")).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("forecourt.favourites") ?? "[]").map((f: { id: number }) => f.id))).toEqual([car.id]);
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".detail-sidebar .favourite-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
