// The vehicle detail page on the demo sites: what it shows, the 404s, the
// fallback, view counting, sold cars, sanitised comments, toggles with and
// without JavaScript, sticky bars, the announcement and the phone reveal.
import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { firstCar, getFromSite, hostHeader, openCar, PORT, PRICED_IN_STOCK, searchSite, siteOrigin } from "./detail-helpers.ts";

// A detail page does more than most (photos drawn on a cold image cache, PDFs): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("a car's page", () => {
  test("shows the car with its breadcrumb, price, sections, structured data and cache headers", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND car_type:used`);
    const response = await openCar(page, "harbour-motor-group", car.slug);
    expect(response?.status()).toBe(200);
    const cacheControl = response?.headers()["cache-control"] ?? "";
    expect(cacheControl).toContain("s-maxage=60");
    expect(cacheControl).toContain("stale-while-revalidate=300");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
    await expect(page).toHaveTitle(`${car.name} | Harbour Motor Group`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs.first()).toHaveText("Home");
    await expect(crumbs.nth(1)).toHaveText("Used Cars");
    await expect(crumbs.nth(2)).toHaveText(car.make);
    await expect(crumbs.last()).toHaveText(car.name);
    await expect(page.locator(".price-block__now")).toContainText("$");
    for (const heading of ["Key Information", "Dealer Comments", "What's Included", "Why Buy From Us?", "Protect Your Car", "Car Summary", "Car Details", "Finance Calculator"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/cars/${car.slug}$`));

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const [carLd, breadcrumbLd] = jsonLd.map((text) => JSON.parse(text));
    expect(carLd["@type"]).toBe("Car");
    expect(carLd.offers).toMatchObject({ "@type": "Offer", priceCurrency: "AUD", price: car.price });
    expect(carLd.itemCondition).toBe("https://schema.org/UsedCondition");
    expect(carLd.mileageFromOdometer.unitCode).toBe("KMT");
    expect(carLd.offers.seller["@type"]).toBe("AutoDealer");
    expect(breadcrumbLd["@type"]).toBe("BreadcrumbList");
  });

  test("opened from a listing, the page shows whole: its sidebar's location link never moves once it is there", async ({ page }) => {
    await page.goto(`${siteOrigin("harbour-toyota")}/search/new-cars`);
    await expect(page.locator("html[data-hydrated]")).toBeVisible(); // the card's click is then a client navigation
    // Where the link sits in the page, frame after frame, from the click on (the document stays: a client navigation).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const look = () => {
        const link = [...document.querySelectorAll("a")].find((a) => a.textContent === "View Location Details");
        if (link) seen.push(Math.round(link.getBoundingClientRect().top + window.scrollY));
        if (seen.length < 60) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.locator('main a[href^="/cars/"]').first().click();
    await expect(page).toHaveURL(/\/cars\//);
    const seen = () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    await expect.poll(async () => (await seen()).length).toBe(60);
    // Before, the compare toggle's part rendered empty until its code came, then pushed the sidebar down by 20-55 px.
    expect(new Set(await seen()).size).toBe(1);
  });

  test("a car without photos shows a 'Photos coming soon' tile on its page", async ({ page, request }) => {
    const hits = await searchSite(request, "harbour-motor-group", { filters: "status:in_stock", hitsPerPage: 400, attributesToRetrieve: ["slug", "name", "photos_count"] });
    const car = hits.find((hit) => hit.photos_count === 0);
    expect(car, "about 4% of demo cars have no photos").toBeDefined();
    await openCar(page, "harbour-motor-group", car!.slug);
    await expect(page.locator(".media-slide").getByRole("img", { name: `${car!.name}: photos coming soon` })).toBeVisible();
  });

  test("'See more from this dealer' lists the car's dealership's stock", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND dealership_slug:harbour-kia`);
    await openCar(page, "harbour-motor-group", car.slug);
    await page.getByRole("link", { name: "See more from this dealer" }).click();
    await expect(page).toHaveURL(`${siteOrigin("harbour-motor-group")}/search/harbour-kia`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harbour Kia");
  });

  test("counts a view through view.json, not in the cached page", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    const viewCall = page.waitForResponse((r) => r.url().includes(`/cars/${car.slug}/view.json`));
    await openCar(page, "harbour-motor-group", car.slug);
    const answer = await (await viewCall).json();
    expect(answer.views).toBeGreaterThan(0);
    expect(answer.car_fields).toMatchObject({ status: car.status, photos_count: expect.any(Number) });
    await expect(page.getByTestId("view-count")).toHaveText(`${answer.views.toLocaleString("en-AU")} views`);
    // The same shopper reloading is not a new view; another visitor (their own visitor cookie) is (decision 0032).
    const cookie = (await page.context().cookies()).find((c) => c.name === "forecourt_visitor");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const reload = page.waitForResponse((r) => r.url().includes(`/cars/${car.slug}/view.json`));
    await page.reload();
    expect((await (await reload).json()).views).toBe(answer.views);
    const other = await request.get(`http://localhost:${PORT}/cars/${car.slug}/view.json`, {
      headers: { ...hostHeader("harbour-motor-group"), Cookie: "forecourt_visitor=another-visitor-000001" },
    });
    expect((await other.json()).views).toBe(answer.views + 1);
  });

  test("is a 404 for another site's car and for a car no site shows", async ({ page, request }) => {
    const mazda = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND dealership_slug:harbour-mazda`);
    const elsewhere = await page.goto(`${siteOrigin("harbour-toyota")}/cars/${mazda.slug}`, { waitUntil: "domcontentloaded" });
    expect(elsewhere?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    expect((await getFromSite(request, "harbour-toyota", `/cars/${mazda.slug}/view.json`)).status()).toBe(404);
    expect((await getFromSite(request, "harbour-toyota", `/cars/${mazda.slug}/autogauge`)).status()).toBe(404);
    expect((await getFromSite(request, "harbour-toyota", `/cars/${mazda.slug}/pdf`)).status()).toBe(404);
    expect((await getFromSite(request, "harbour-toyota", `/print?car_id=${mazda.slug}`)).status()).toBe(404);
    expect((await getFromSite(request, "harbour-motor-group", "/cars/no-such-car-anywhere")).status()).toBe(404);
  });

  test("/cars/ falls back to the site's default search", async ({ request }) => {
    const group = await getFromSite(request, "harbour-motor-group", "/cars/", { maxRedirects: 0 });
    expect(group.status()).toBe(301);
    expect(group.headers().location).toBe("/search/new-used-and-demo-cars");
    const used = await getFromSite(request, "harbour-used", "/cars", { maxRedirects: 0 });
    expect(used.headers().location).toBe("/used-car/used-cars");
  });

  test("a sold car shows SOLD with a find-similar prompt and no price, enquiry, reserve or finance", async ({ page, request }) => {
    const sold = await firstCar(request, "harbour-motor-group", "status:sold");
    await openCar(page, "harbour-motor-group", sold.slug);
    await expect(page.getByText("SOLD", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute("href", /^\/search\//);
    await expect(page.locator(".price-block")).toHaveCount(0);
    await expect(page.locator(".action-buttons")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Finance Calculator" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Reserve Car Now/ })).toHaveCount(0);
  });

  test("never runs a script from dealer comments", async ({ page, request }) => {
    // demo/data/scenarios.ts forces a <script> comment and an <img onerror> comment onto cars 103 and 106.
    const hits = await searchSite(request, "harbour-motor-group", { filters: "id = 103 OR id = 106", hitsPerPage: 2 });
    expect(hits.length).toBeGreaterThan(0);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const hit of hits) {
      await openCar(page, "harbour-motor-group", hit.slug);
      const comments = page.locator("#dealer-comments");
      await expect(comments).toBeVisible();
      expect(await comments.locator("script, img, [onerror]").count()).toBe(0);
    }
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test("key information shows 4 specs, then Show More / Show Less; features 8, then Show All / Hide", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND item_type:car`);
    await openCar(page, "harbour-motor-group", car.slug);
    const keyInfo = page.locator("#key-information-grid .spec-grid__item");
    await expect(keyInfo).toHaveCount(4);
    const more = page.locator("#key-information").getByRole("button", { name: "Show More" });
    await more.click();
    await expect.poll(() => keyInfo.count()).toBeGreaterThan(4);
    await page.locator("#key-information").getByRole("button", { name: "Show Less" }).click();
    await expect(keyInfo).toHaveCount(4);

    const features = page.locator("#features-list li");
    if ((await page.locator("#features").count()) > 0 && (await page.locator("#features").getByRole("button").count()) > 0) {
      await expect(features).toHaveCount(8);
      await page.locator("#features").getByRole("button", { name: /Show All/ }).click();
      await expect.poll(() => features.count()).toBeGreaterThan(8);
      await page.locator("#features").getByRole("button", { name: "Hide" }).click();
      await expect(features).toHaveCount(8);
    }
  });

  test("the sticky header appears after 500 px, the bottom bar after 900 px, and the announcement can be dismissed", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug);
    const header = page.getByTestId("sticky-header");
    const bar = page.getByTestId("sticky-bottom-bar");
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(200);
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(header).toBeVisible();
    await expect(header).toContainText(car.name);
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeHidden();

    const announcement = page.getByRole("region", { name: "Announcement" });
    await expect(announcement).toContainText("Spring sale");
    await page.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(announcement).toHaveCount(0);
  });

  test("phones get a bar with Call Now and Enquire Now", async ({ browser, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openCar(page, "harbour-toyota", car.slug);
    const bar = page.getByTestId("mobile-action-bar");
    await expect(bar.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:0\d{9}$/);
    await expect(bar.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", `/cars/${car.slug}/enquire`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});

test.describe("the dealer's phone number", () => {
  test("is masked after 5 characters until clicked, and the click logs a reveal", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    await openCar(page, "harbour-toyota", car.slug);
    const phone = page.locator(".detail-sidebar .dealer-phone");
    await expect(phone.locator(".dealer-phone__number")).toHaveText(/^0\d \d\d\*\* \*\*\*\*$/);
    const reveal = page.waitForRequest((r) => r.url().endsWith("/api/phone-reveal") && r.method() === "POST");
    const logged = page.waitForResponse((r) => r.url().endsWith("/api/phone-reveal"));
    await phone.click();
    expect((await reveal).postDataJSON()).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id: "harbour-toyota" });
    expect((await logged).status()).toBe(204);
    await expect(phone.locator(".dealer-phone__number")).toHaveText(/^0\d \d{4} \d{4}$/);
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
  });

  test("shows straight away where the site does not mask it", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-used", PRICED_IN_STOCK);
    await openCar(page, "harbour-used", car.slug);
    await expect(page.locator(".detail-sidebar .dealer-phone__number")).toHaveText(/^0\d \d{4} \d{4}$/);
  });

  test("still reveals when the reveal log fails, which is only logged", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
      if (message.type() === "error" && !message.text().includes("Failed to load resource")) errors.push(message.text());
    });
    await page.route("**/api/phone-reveal", (route) => route.abort());
    await openCar(page, "harbour-toyota", car.slug);
    await page.locator(".detail-sidebar .dealer-phone").click();
    await expect(page.locator(".detail-sidebar .dealer-phone__number")).toHaveText(/^0\d \d{4} \d{4}$/);
    await expect.poll(() => warnings.some((w) => w.includes("Phone reveal was not logged"))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page, its Show More links and the similar cars work", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await page.goto(`${siteOrigin("harbour-motor-group")}/cars/${car.slug}`, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
    await expect(page.locator("#key-information-grid .spec-grid__item")).toHaveCount(4);
    await page.locator("#key-information").getByRole("button", { name: "Show More" }).click();
    await expect(page).toHaveURL(/expand=keyinfo#key-information$/);
    // The address changes when the new page commits; its grid is there once the page has loaded.
    await expect.poll(() => page.locator("#key-information-grid .spec-grid__item").count()).toBeGreaterThan(4);
    await expect(page.locator(".vehicle-media img").first()).toBeVisible();
    await expect(page.locator("#similar-cars .vehicle-card").first()).toBeVisible();
  });
});

test.describe("the page's calls", () => {
  const server = `http://127.0.0.1:${PORT}`;

  test("POST /api/youx/quote answers the spec's quote, and names a bad field", async ({ request }) => {
    const headers = hostHeader("harbour-toyota");
    const quote = await request.post(`${server}/api/youx/quote`, {
      headers,
      data: { selfAssessedCreditScore: "GREAT", purchasePrice: 32990, loanTerm: 5, year: 2024, vin: "JT123", nvic: "N1", whoIsHelping: "" },
    });
    expect(quote.status()).toBe(200);
    expect(await quote.json()).toEqual({ weeklyRepaymentAmount: expect.any(Number), advertisedRate: expect.any(Number), comparisonRate: expect.any(Number) });
    const bad = await request.post(`${server}/api/youx/quote`, { headers, data: { selfAssessedCreditScore: "GREAT", purchasePrice: -1, loanTerm: 5, year: 2024 } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toMatch(/^purchasePrice: /);
    expect((await request.get(`${server}/api/youx/quote`, { headers })).status()).toBe(405);
  });

  test("the phone reveal log refuses other sites' pages and other sites' cars", async ({ request }) => {
    const toyota = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    const payload = { car_id: toyota.id, dealership_id: toyota.dealership_id, website_id: "harbour-toyota" };
    const crossSite = await request.post(`${server}/api/phone-reveal`, { headers: { ...hostHeader("harbour-toyota"), Origin: "https://elsewhere.example" }, data: payload });
    expect(crossSite.status()).toBe(403);
    const mazda = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND dealership_slug:harbour-mazda`);
    const otherCar = await request.post(`${server}/api/phone-reveal`, {
      headers: hostHeader("harbour-toyota"),
      data: { car_id: mazda.id, dealership_id: mazda.dealership_id, website_id: "harbour-toyota" },
    });
    expect(otherCar.status()).toBe(404);
  });

  test("the delivery lookup answers for the site's cars only", async ({ request }) => {
    const toyota = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    const found = await getFromSite(request, "harbour-toyota", `/api/delivery?car_id=${toyota.id}&postcode=2000`);
    expect(await found.json()).toEqual({ name: "Sydney Metro", price: 395 });
    const empty = await getFromSite(request, "harbour-toyota", `/api/delivery?car_id=${toyota.id}&postcode=`);
    expect(empty.status()).toBe(422);
    expect((await empty.json()).message).toBe("Please enter a postcode.");
    const mazda = await firstCar(request, "harbour-motor-group", `${PRICED_IN_STOCK} AND dealership_slug:harbour-mazda`);
    expect((await getFromSite(request, "harbour-toyota", `/api/delivery?car_id=${mazda.id}&postcode=2000`)).status()).toBe(404);
  });
});

test.describe("accessibility", () => {
  for (const site of ["harbour-motor-group", "harbour-toyota", "harbour-used"] as const) {
    test(`${site}: no serious or critical axe violations`, async ({ page, request }) => {
      const car = await firstCar(request, site, PRICED_IN_STOCK);
      await openCar(page, site, car.slug);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).include(".detail-page")
        // The vehicle cards in Similar cars belong to the listing's own checks.
        .exclude("#similar-cars .vehicle-card")
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
    });
  }

  test("harbour-toyota on a phone: Similar cars stay inside their section, and the footer's text has its contrast", async ({ browser, request }) => {
    // Lighthouse's mobile screen, read before anything is scrolled into view (content-visibility skips what is off it).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    await openCar(page, "harbour-toyota", car.slug);
    const { section, cards, footerTop } = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      return {
        section: box(document.querySelector("#similar-cars")!).bottom,
        cards: [...document.querySelectorAll("#similar-cars .vehicle-card")].map((c) => box(c).bottom),
        footerTop: box(document.querySelector(".site-footer")!).top,
      };
    });
    expect(cards.length).toBeGreaterThan(1);
    for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(Math.min(section, footerTop) + 1);
    const contrast = await new AxeBuilder({ page }).include(".site-footer").withRules(["color-contrast"]).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`))).toEqual([]);
    await context.close();
  });
});
