// Hydration in the production build: React renders the page on the server and
// hydrates it in the browser, part by part (decision 0025). After hydration the document must be the
// server's document: one <html>, the same head (title, description, canonical,
// styles), the same content, no errors; and client navigation keeps the head
// up to date.
import { expect, test, type Page } from "@playwright/test";
import { firstCar, PRICED_IN_STOCK, siteOrigin, type SiteSlug } from "./detail-helpers.ts";

interface HeadFacts {
  htmlElements: number;
  headElements: number;
  bodyElements: number;
  title: string;
  description: string | null;
  canonical: string | null;
  styleText: number;
  h1: string | null;
}

const headFacts = (page: Page): Promise<HeadFacts> =>
  page.evaluate(() => ({
    htmlElements: document.querySelectorAll("html").length,
    headElements: document.querySelectorAll("head").length,
    bodyElements: document.querySelectorAll("body").length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    styleText: [...document.head.querySelectorAll("style")].reduce((sum, style) => sum + (style.textContent ?? "").length, 0),
    h1: document.querySelector("h1")?.textContent ?? null,
  }));

/** The page as the server sent it, read without running any script. */
async function serverFacts(page: Page, url: string): Promise<HeadFacts> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(url);
  const facts = await headFacts(plain);
  await context.close();
  return facts;
}

/**
 * Id references (aria-controls, aria-labelledby, aria-describedby, label for) that name no element of the page.
 * Parts that appear only after hydration (carousel arrows, tabs) take their ids from useId: if the browser's
 * tree differs from the server's, their ids no longer match the ones the server wrote.
 */
const danglingIdReferences = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("[aria-controls], [aria-labelledby], [aria-describedby], label[for]")].flatMap((element) =>
      ["aria-controls", "aria-labelledby", "aria-describedby", "for"].flatMap((name) =>
        // A collapsed control may name what it would show (aria-expanded="false"), as axe allows.
        (name === "aria-controls" && element.getAttribute("aria-expanded") === "false" ? "" : (element.getAttribute(name) ?? ""))
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${element.tagName.toLowerCase()}.${element.className} ${name}="${id}"`),
      ),
    ),
  );

async function expectHydratedLikeServer(page: Page, url: string, hydrated: () => Promise<void>) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const server = await serverFacts(page, url);
  await page.goto(url);
  await hydrated();
  const browser = await headFacts(page);
  expect(browser).toEqual(server);
  expect(browser).toMatchObject({ htmlElements: 1, headElements: 1, bodyElements: 1 });
  expect(server.canonical).toBeTruthy();
  expect(server.styleText).toBeGreaterThan(10_000);
  expect(await danglingIdReferences(page)).toEqual([]);
  expect(errors).toEqual([]);
}

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];

test.describe("hydration keeps the server's document", () => {
  for (const site of SITES) {
    test(`listing page on ${site}`, async ({ page }) => {
      const path = site === "harbour-used" ? "/used-car/used-cars" : "/search/new-used-and-demo-cars";
      await expectHydratedLikeServer(page, `${siteOrigin(site)}${path}`, () => expect(page.locator("html[data-hydrated]")).toBeVisible());
    });

    test(`detail page on ${site}`, async ({ page, request }) => {
      const car = await firstCar(request, site, PRICED_IN_STOCK);
      await expectHydratedLikeServer(page, `${siteOrigin(site)}/cars/${car.slug}`, () => expect(page.locator("html[data-hydrated]")).toBeVisible());
    });
  }

  test("home page on harbour-toyota, with its carousels", async ({ page }) => {
    await expectHydratedLikeServer(page, `${siteOrigin("harbour-toyota")}/`, () => expect(page.locator("html[data-hydrated]")).toBeVisible());
  });

  test("a location page with its stock carousel", async ({ page }) => {
    await expectHydratedLikeServer(page, `${siteOrigin("harbour-toyota")}/locations/harbour-toyota-artarmon`, async () => {
      await expect(page.locator("html[data-hydrated]")).toBeVisible();
      // The carousel's arrow buttons are drawn by the browser once it has hydrated.
      await expect(page.locator(".vehicle-carousel__arrow").first()).toBeVisible();
    });
  });

  test("a client navigation replaces the title, description and canonical", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    // Every route comes with the first page (decision 0060): neither the load nor the navigation asks for more.
    const manifestRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/__manifest")) manifestRequests.push(r.url());
    });
    await page.goto(`${siteOrigin("harbour-toyota")}/search/new-used-and-demo-cars`);
    await expect(page.locator("html[data-hydrated]")).toBeVisible();
    const before = await headFacts(page);
    await page.locator(`a[href="/cars/${car.slug}"]`).first().click();
    // A client navigation: the detail page's data and code arrive first (slow on a loaded machine).
    await expect(page.locator(".detail-page")).toBeVisible({ timeout: 15_000 });
    const after = await headFacts(page);
    expect(after.title).not.toBe(before.title);
    expect(after.title).toContain(car.name.split(" ").slice(1, 3).join(" "));
    expect(after.canonical).toMatch(new RegExp(`/cars/${car.slug}$`));
    expect(after.description).not.toBe(before.description);
    expect(after).toMatchObject({ htmlElements: 1, headElements: 1, bodyElements: 1 });
    expect(after.styleText).toBe(before.styleText);
    expect(manifestRequests).toEqual([]);
  });
});

test.describe("the Content Security Policy", () => {
  // Chromium reports each refused eval, script or style as an issue (Lighthouse: best practices) and fires
  // securitypolicyviolation, even when the script that tried catches the refusal.
  for (const site of SITES) {
    test(`the detail page on ${site} breaks none of its rules, loaded parts included`, async ({ page, request }) => {
      const car = await firstCar(request, site, PRICED_IN_STOCK);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
      });
      await page.goto(`${siteOrigin(site)}/cars/${car.slug}`);
      await expect(page.locator("html[data-hydrated]")).toBeVisible();
      // The favourite toggle reads this device's lists (parsed with zod) once its code has loaded.
      await expect(page.locator(".favourite-toggle").first()).toBeEnabled();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});

test.describe("the page's scripts", () => {
  test("come compressed as the build wrote them: brotli, with their length, not compressed again per response", async ({ page }) => {
    const scripts: { url: string; encoding: string | undefined; length: string | undefined }[] = [];
    page.on("response", async (response) => {
      // React Router writes its route manifest after the bundle is compressed: that one is compressed per response.
      if (response.request().resourceType() !== "script" || !response.url().includes("/assets/") || response.url().includes("/assets/manifest-")) return;
      const headers = await response.allHeaders();
      scripts.push({ url: response.url(), encoding: headers["content-encoding"], length: headers["content-length"] });
    });
    await page.goto(`${siteOrigin("harbour-toyota")}/search/new-used-and-demo-cars`);
    await expect(page.locator("html[data-hydrated]")).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Every script of a kilobyte or more has a .br copy beside it (sent with its length); a smaller one goes out as it is.
    expect(scripts.filter((script) => script.encoding === "br").length).toBeGreaterThan(5);
    for (const { url, encoding, length } of scripts) {
      if (encoding === undefined) expect([url, Number(length) < 1024]).toEqual([url, true]);
      else expect([url, encoding, Number(length) > 0]).toEqual([url, "br", true]);
    }
  });

  test("load at low priority, while the first card's photo keeps its high priority (decision 0073)", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      const { pathname, search } = new URL(request.url);
      if (!priorities.has(pathname + search)) priorities.set(pathname + search, request.initialPriority);
    });
    const response = await page.goto(`${siteOrigin("harbour-toyota")}/search/new-used-and-demo-cars`);
    await expect(page.locator("html[data-hydrated]")).toBeVisible();
    // The scripts the server's page names (parts loaded later, on use, add their own): every one asked for at low priority.
    const html = (await response?.text()) ?? "";
    const preloaded = [...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]))];
    expect(preloaded.length).toBeGreaterThan(5);
    expect(preloaded.map((path) => [path, priorities.get(path)])).toEqual(preloaded.map((path) => [path, "Low"]));
    // The first card's photo, which is the largest paint on a phone, keeps its high priority.
    const photo = await page
      .locator(".listing-results__grid img")
      .first()
      .evaluate((img) => {
        const { pathname, search } = new URL((img as HTMLImageElement).currentSrc);
        return pathname + search;
      });
    expect([photo, priorities.get(photo)]).toEqual([photo, "High"]);
  });

  test("loaded on use add preload links only for scripts the server's page did not preload (decision 0090)", async ({ page }) => {
    const response = await page.goto(`${siteOrigin("harbour-toyota")}/search/new-used-and-demo-cars`);
    await expect(page.locator("html[data-hydrated]")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const html = (await response?.text()) ?? "";
    const inHtml = new Map<string, number>();
    for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) inHtml.set(href!, (inHtml.get(href!) ?? 0) + 1);
    const inDocument = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const counts = new Map<string, number>();
    for (const href of inDocument) counts.set(href, (counts.get(href) ?? 0) + 1);
    // The parts that load after hydration (the account menu, the shortlist) brought scripts of their own...
    expect([...counts.keys()].filter((href) => !inHtml.has(href)).length).toBeGreaterThan(0);
    // ...and no second link for a script the page had already named.
    expect([...inHtml].map(([href]) => [href, counts.get(href)])).toEqual([...inHtml]);
  });
});
