// The search and listing pages on the demo sites, with JavaScript on: the
// address as the only state, facets, sliders, the search box's debounce, card
// tags on real demo cars, both no-results cards, the used-car prefix.
import { expect, test, type Page } from "@playwright/test";
import { cardTag, type CardTagCar } from "../../domain/card-tag.ts";
import { siteSchema } from "../../sites/schema.ts";
import { readFileSync } from "node:fs";
import { publicOrigin, siteOrigin, stockPaths } from "./support/stock-api.ts";
import { followLinkBelowCards } from "./support/links.ts";
import { cardLinks, facetBox, recordNavigations, resultCards, searchParam } from "./support/listing.ts";

const group = siteOrigin("harbour-motor-group");
const toyota = siteOrigin("harbour-toyota");
const used = siteOrigin("harbour-used");

const results = (page: Page) => page.locator("#results");
const cards = resultCards;
const param = searchParam;
const box = facetBox;
/** The listing marks itself once every filter group and the cards have hydrated. */
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toBeVisible();

test.describe("listing pages", () => {
  test("the default stock search shows 21 cards a page with pagination, a title, description, canonical and CDN cache headers", async ({ page }) => {
    const response = await page.goto(`${group}/search/new-used-and-demo-cars`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(response?.headers()["vary"]).toMatch(/host/i);
    await expect(page).toHaveTitle("New, Used and Demo Cars for Sale | Harbour Motor Group");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Browse [\d,]+ new, used and demo cars for sale at Harbour Motor Group/);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${publicOrigin("harbour-motor-group")}/search/new-used-and-demo-cars`);
    await expect(cards(page)).toHaveCount(21);
    // listing §2: the first two images load first.
    await expect(cards(page).nth(0).locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(cards(page).nth(2).locator("img")).toHaveAttribute("loading", "lazy");

    // The site's promo card sits at its configured position (the fifth slot).
    await expect(results(page).locator(".card-grid > li").nth(4).locator(".promo-card")).toContainText("Pre-approved finance in minutes");

    await followLinkBelowCards(page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2" }));
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?page=2`);
    await expect(page).toHaveTitle(/Page 2 \| Harbour Motor Group/);
    await expect(cards(page)).toHaveCount(21);
  });

  test("on a phone nothing shifts as the page hydrates (controls for no-JavaScript browsers take no space)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await expect(page.locator(".listing__filters-toggle")).toHaveAttribute("aria-expanded", "false"); // hydrated
    await expect(page.getByRole("button", { name: "Sort" })).toHaveCount(0);
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(total).toBeLessThan(0.02);
  });

  test("opened from the home page, the listing shows its filters and page links with its cards, not after them", async ({ page }) => {
    await page.goto(`${group}/`);
    await hydrated(page); // the menu's click is then a client navigation
    // In each frame from the click on, once the cards are there: how many filter groups and page-link bars there are.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        if (document.querySelector("#results .card-grid")) seen.push(`${document.querySelectorAll("[data-facet]").length} ${document.querySelectorAll("nav.page-links").length}`);
        if (seen.length < 30) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Stock" }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars`);
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await expect.poll(async () => (await seen()).length).toBe(30);
    // Before, the first frames showed the cards with no filters and no page links (their code still on its way).
    expect(new Set(await seen())).toEqual(new Set([`${await page.locator("[data-facet]").count()} 1`]));
  });

  test("the make list shows 7 makes, then Show all makes; counts sit beside values", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    const makes = page.locator('[data-facet="make"]');
    await expect(makes.locator("> fieldset > ul > li")).toHaveCount(7);
    await expect(makes.getByText("Show all makes")).toBeVisible();
    await expect(makes.locator(".facet-value__count").first()).toHaveText(/^[\d,]+ vehicles?$/);
  });

  test("every state survives a reload and back/forward: facets, ranges, sort and query", async ({ page }) => {
    const address = `${group}/search/toyota?body=SUV&range[price]=20000:60000&sortBy=Car_production_price_desc`;
    await page.goto(address);
    await hydrated(page);
    const check = async () => {
      await expect(box(page, "Toyota")).toBeChecked();
      await expect(box(page, "SUV")).toBeChecked();
      await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", "20000");
      await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveAttribute("aria-valuenow", "60000");
      await expect(page.getByLabel("Sort by")).toHaveValue("Car_production_price_desc");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota SUVs for Sale");
    };
    await check();
    const prices = await cards(page).locator(".vehicle-card__price > span:not(.vehicle-card__price-type)").allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, "")));
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const amount of amounts) expect(amount >= 20000 && amount <= 60000).toBe(true);

    await page.reload();
    await hydrated(page);
    await check();

    await box(page, "Mazda").check();
    await expect(page).toHaveURL(/make=Toyota&make=Mazda|make=Mazda&make=Toyota/);
    await page.goBack();
    await expect(page).toHaveURL(address);
    await check();
  });

  test("pages past the 1,000th car: the last page is reachable and has cars", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    const perPage = await cards(page).count();
    const found = Number((await page.locator("#results-count").textContent())!.replace(/\D/g, ""));
    expect(found).toBeGreaterThan(1_000);
    const lastPage = Math.ceil(found / perPage);
    expect(lastPage * perPage).toBeGreaterThan(1_000);
    await page.goto(`${group}/search/new-used-and-demo-cars?page=${lastPage}`);
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?page=${lastPage}`);
    await expect(page.getByRole("link", { name: `Page ${lastPage}`, exact: true })).toHaveAttribute("aria-current", "page");
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  test("the search box finds body, fuel, transmission and drive words on the franchise site", async ({ page }) => {
    for (const query of ["suv", "diesel", "automatic", "4x4"]) {
      await page.goto(`${toyota}/search/new-used-and-demo-cars?query=${encodeURIComponent(query)}`);
      const count = Number((await page.locator("#results-count").textContent())!.replace(/\D/g, ""));
      expect(count, query).toBeGreaterThan(0);
      // An SUV search lists no utes or vans.
      if (query === "suv") for (const title of await cards(page).locator(".vehicle-card__title").allTextContents()) expect(title).not.toMatch(/hilux|hiace/i);
    }
  });

  test("ticking a value drops the page and counts other facets with it (disjunctive faceting)", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?page=3`);
    await hydrated(page);
    const toyotaBox = box(page, "Toyota");
    const countText = await page.locator('[data-facet="make"] label', { has: toyotaBox }).locator(".facet-value__count").textContent();
    const toyotaCount = Number(countText?.replace(/\D/g, ""));
    await toyotaBox.check();
    await expect(page).toHaveURL(`${group}/search/toyota`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Cars for Sale");
    // The make list still offers the other makes (its own refinement is left out of its counts) …
    await expect(box(page, "Mazda")).toBeVisible();
    // … and the model list appears for the chosen make.
    await expect(page.locator('[data-facet="model"]')).toBeVisible();
    await expect(page.locator("#results-count")).toHaveText(new RegExp(`^${toyotaCount.toLocaleString("en-AU")} vehicles found$`));
  });

  test("the search box waits for a 300 ms pause: typing fast makes one navigation, and drops the page", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?page=2`);
    await hydrated(page);
    const navigations = recordNavigations(page);
    await page.getByRole("searchbox", { name: "Search vehicles" }).pressSequentially("corolla", { delay: 40 });
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars?query=corolla`);
    // The new results are drawn (the address changes before they arrive), then no second navigation follows.
    await expect(cards(page).first().locator(".vehicle-card__title")).toHaveText(/corolla/i, { timeout: 15_000 });
    await page.waitForTimeout(800);
    expect([...navigations]).toHaveLength(1);
    for (const title of await cards(page).locator(".vehicle-card__title").allTextContents()) expect(title).toMatch(/corolla/i);
  });

  test("the price slider moves by keyboard with ARIA values, waits 400 ms, sets range[price]=min:max and drops the page", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?page=2`);
    await hydrated(page);
    const min = page.getByRole("slider", { name: "Minimum price" });
    const max = page.getByRole("slider", { name: "Maximum price" });
    const low = Number(await min.getAttribute("aria-valuemin"));
    const high = Number(await max.getAttribute("aria-valuemax"));
    expect(high).toBeGreaterThan(low);
    await expect(min).toHaveAttribute("aria-valuetext", /^\$[\d,]+$/);
    const navigations = recordNavigations(page);
    await min.focus();
    await page.keyboard.press("PageUp");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const chosen = Number(await min.getAttribute("aria-valuenow"));
    expect(chosen).toBeGreaterThan(low);
    expect(chosen % 1000).toBe(0); // price rounds to the nearest 1000
    await expect(max).toHaveAttribute("aria-valuemin", String(chosen));
    await expect.poll(() => param(page, "range[price]")).toBe(`${chosen}:`);
    expect(param(page, "page")).toBeNull();
    await page.waitForTimeout(600);
    expect([...navigations]).toHaveLength(1);

    await max.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    // The max handle cannot pass the min handle: Home stops it there.
    await expect(max).toHaveAttribute("aria-valuenow", String(chosen));
    await expect.poll(() => param(page, "range[price]")).toBe(`${chosen}:${chosen}`);
  });

  test("the year slider drags with the pointer", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await hydrated(page);
    const max = page.getByRole("slider", { name: "Maximum year" });
    const top = Number(await max.getAttribute("aria-valuemax"));
    const track = page.locator('[data-range="year"] .range-slider__track');
    const area = (await track.boundingBox())!;
    const handle = (await max.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.5, handle.y + handle.height / 2, { steps: 8 });
    await page.mouse.up();
    const dropped = Number(await max.getAttribute("aria-valuenow"));
    expect(dropped).toBeLessThan(top);
    await expect.poll(() => param(page, "range[year]")).toBe(`:${dropped}`);
    // The cards follow once the new results are in.
    const newestShown = async () => {
      const years = (await cards(page).locator(".vehicle-card__title").allTextContents()).map((title) => Number(title.slice(0, 4)));
      return years.length ? Math.max(...years) : Number.POSITIVE_INFINITY; // no cards is not a pass
    };
    // On a loaded machine the new results can take longer than the default 5 s (as for client navigation).
    await expect.poll(newestShown, { timeout: 15_000 }).toBeLessThanOrEqual(dropped);
  });

  test("a typed slider value outside the range is logged and ignored", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await hydrated(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.locator('[data-range="km"] summary').click();
    const field = page.getByLabel("Max kilometres");
    await field.fill("999999999");
    await field.press("Enter");
    await expect.poll(() => warnings.join("\n")).toContain("outside");
    await page.waitForTimeout(600);
    expect(param(page, "range[km]")).toBeNull();
    await expect(field).toHaveValue("");
  });

  test("malformed parameters are ignored or clamped, never an error", async ({ page }) => {
    for (const query of ["page=abc", "range[price]=x:y", "page=99999999999999", "page=2&page=x&sortBy=evil&seats=many", "range[km]=-5:1e99&make=%25"]) {
      const response = await page.goto(`${group}/search/new-used-and-demo-cars?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(cards(page).first(), query).toBeVisible();
    }
    // A NUL is refused at the door with the reason (docs/security.md, "Request handling"), not ignored.
    const nul = await page.goto(`${group}/search/new-used-and-demo-cars?make=%00`);
    expect(nul?.status()).toBe(400);
    expect(await nul?.text()).toContain("control character");
  });

  test("the price range starts at the cheapest priced car, not $0", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    await hydrated(page);
    const low = Number(await page.getByRole("slider", { name: "Minimum price" }).getAttribute("aria-valuemin"));
    expect(low).toBeGreaterThan(0);
    await page.goto(`${group}/search/new-used-and-demo-cars?sortBy=Car_production_price_asc`);
    const cheapest = Number((await cards(page).first().locator(".vehicle-card__price").textContent())!.replace(/[^\d]/g, "").slice(0, 7));
    expect(low).toBeLessThanOrEqual(cheapest);
  });

  test("a used-only site has no new-car listing: /used-car/new-cars is a 404", async ({ page }) => {
    expect((await page.goto(`${used}/used-car/new-cars`))?.status()).toBe(404);
    expect((await page.goto(`${used}/used-car/used-cars`))?.status()).toBe(200);
  });

  test("sorts by year and by kilometres from the sort menu", async ({ page }) => {
    await page.goto(`${used}/used-car/used-cars`);
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption({ label: "Newest year" });
    await expect(page).toHaveURL(/sortBy=Car_production_year_desc/);
    // The address changes as the new results are asked for; the cards follow when they arrive.
    const years = async () => (await cards(page).locator(".vehicle-card__title").allTextContents()).map((title) => Number(title.trim().slice(0, 4)));
    await expect.poll(async () => { const y = await years(); return y.length > 1 && y.every((year) => year > 1900) && y.every((year, i) => i === 0 || y[i - 1] >= year); }, { timeout: 15_000 }).toBe(true);
    await page.getByLabel("Sort by").selectOption({ label: "Lowest kilometres" });
    await expect(page).toHaveURL(/sortBy=Car_production_km_asc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("Car_production_km_asc");
  });

  test("lowest price first leaves out unpriced cars on a site that asks for it", async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars?sortBy=Car_production_price_asc`);
    await expect(cards(page).first().locator(".vehicle-card__price")).toHaveText(/^\$[\d,]+/);
  });

  test("/search/{make}/{model}, /search/{body} and /search/{dealership_slug} list what they say, within the site", async ({ page }) => {
    await page.goto(`${toyota}/search/toyota/corolla`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Corolla Cars for Sale");
    const corollas = await stockPaths(page, 'make:Toyota AND model:Corolla');
    for (const href of await cardLinks(page)) expect(corollas).toContain(href);

    await page.goto(`${group}/search/suv`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUVs for Sale");
    await expect(box(page, "SUV")).toBeChecked();

    await page.goto(`${group}/search/harbour-kia`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars for Sale at Harbour Kia");
    const kia = await stockPaths(page, "dealership_slug:harbour-kia");
    for (const href of await cardLinks(page)) expect(kia).toContain(href);
    // A dealership that sells trucks is named by them, not "Cars".
    await page.goto(`${group}/search/harbour-trucks`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trucks for Sale at Harbour Trucks");

    // Another site's dealership is not found from the Toyota site.
    await page.goto(`${toyota}/search/harbour-kia`);
    await expect(page.getByText("No results found for your search at this time.")).toBeVisible();
  });

  test("an unknown make gives the search no-results card, whose Clear Filters shows the stock", async ({ page }) => {
    const response = await page.goto(`${group}/search/lamborghini/aventador`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No results found for your search at this time. Please try adjusting the filters for more results.", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // The latest arrivals still offer something to look at; their carousel hydrates as a part of its own.
    await expect(page.getByRole("heading", { name: "Latest arrivals" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars`);
    await expect(cards(page)).toHaveCount(21);
  });

  test("special offers: the default no-results card refreshes to /special-offers", async ({ page }) => {
    await page.goto(`${group}/special-offers`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special Offers");
    await expect(cards(page).first()).toBeVisible();
    await page.goto(`${group}/special-offers?make=Lamborghini`);
    const card = page.locator(".no-results");
    await expect(card.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(card.getByText("There appears to be no offers currently available that meet the conditions of your search.", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/special-offers");
    await card.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(`${group}/special-offers`);
    await expect(cards(page).first()).toBeVisible();
  });

  test("used-only sites list under /used-car/; /search/ there redirects, and the certified filter has no false value", async ({ page }) => {
    const response = await page.goto(`${used}/search/used-cars?page=2`);
    expect(response?.url()).toBe(`${used}/used-car/used-cars?page=2`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${used}/search/used-cars?page=2`);
    await page.goto(`${used}/used-car/used-cars`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Cars for Sale");
    const certifiedUsed = await stockPaths(page, "car_type:used AND certified:true");
    const shown = await cardLinks(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const href of shown) expect(certifiedUsed).toContain(href);
    await expect(page.getByRole("checkbox", { name: /^Not certified/ })).toHaveCount(0);
    await expect(page.locator('[data-facet="car_type"]')).toHaveCount(0);
    // A make page keeps the prefix.
    await box(page, "Toyota").check();
    await expect(page).toHaveURL(`${used}/used-car/toyota`);
    // And a site with /search/ sends /used-car/ addresses there.
    await page.goto(`${group}/used-car/toyota`);
    await expect(page).toHaveURL(`${group}/search/toyota`);
  });
  // The failure and loading states: tests/e2e/listing-network.spec.ts.
});

test.describe("card tags on real demo cars", () => {
  interface Car extends CardTagCar {
    path: string;
    stocknum: string;
    name: string;
  }

  test("each card shows the tag of the first matching rule, and sold cars show Just Sold with Find Me Something Similar", async ({ page }) => {
    test.setTimeout(90_000);
    const site = siteSchema.parse(JSON.parse(readFileSync(new URL("../../sites/harbour-toyota.json", import.meta.url), "utf8")));
    await page.goto(`${toyota}/search/new-used-and-demo-cars`);
    const stock = await page.evaluate(async () => {
      const config = (await (await fetch("/api/search-config")).json()) as { appId: string; apiKey: string };
      const headers = { "x-algolia-application-id": config.appId, "x-algolia-api-key": config.apiKey, "content-type": "application/json" };
      const fields = ["path", "stocknum", "name", "status", "reserved", "certified", "make", "car_type", "tag", "simple_fuel", "created_at_timestamp"];
      const found: unknown[] = [];
      let cursor: string | undefined;
      do {
        const response = await fetch("/1/indexes/Car_production/browse", {
          method: "POST",
          headers,
          body: JSON.stringify(cursor ? { cursor } : { attributesToRetrieve: fields }),
        });
        const batch = (await response.json()) as { hits: unknown[]; cursor?: string };
        found.push(...batch.hits);
        cursor = batch.cursor;
      } while (cursor);
      return found;
    });
    const options = {
      fuelTypeTag: site.features.fuelTypeTag,
      certifiedBadgeMake: site.features.certifiedBadgeMake,
      greenTag: site.features.greenTag,
      justArrivedDays: site.justArrivedDays,
      labels: { newArrival: site.labels.newArrival, justSold: site.labels.justSold },
    };
    const now = new Date();
    const nearWindowEdge = (car: Car) => Math.abs(now.getTime() / 1000 - car.created_at_timestamp - site.justArrivedDays * 86_400) < 3600;
    const examples = new Map<string, { car: Car; label: string | null; tone: string | null }>();
    for (const car of stock as Car[]) {
      if (nearWindowEdge(car)) continue;
      const tag = cardTag(car, options, now);
      const key = tag ? `${tag.kind}:${tag.tone}` : "none";
      if (!examples.has(key)) examples.set(key, { car, label: tag?.label ?? null, tone: tag?.tone ?? null });
    }
    const kinds = [...examples.keys()];
    for (const required of ["fuel:accent", "certified:accent", "tag:success", "tag:danger", "just_sold:danger", "none"]) {
      expect(kinds, `the demo data has a ${required} car`).toContain(required);
    }

    for (const [key, { car, label, tone }] of examples) {
      await page.goto(`${toyota}/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`);
      const card = cards(page).filter({ has: page.locator(`a[href="${car.path}"]`) });
      await expect(card, `${key}: ${car.name} is listed`).toHaveCount(1);
      const tagEl = card.locator(".card-tag");
      if (label === null) {
        await expect(tagEl, `${key}: no tag`).toHaveCount(0);
      } else {
        await expect(tagEl, key).toHaveText(label);
        await expect(tagEl, key).toHaveClass(new RegExp(`card-tag--${tone}`));
      }
      if (key.startsWith("just_sold")) {
        await expect(card.getByRole("link", { name: /^Find Me Something Similar/ })).toBeVisible();
        await expect(card.locator(".vehicle-card__price")).toHaveCount(0);
        await expect(card.getByRole("link", { name: /^Reserve/ })).toHaveCount(0);
      } else {
        await expect(card.getByRole("link", { name: /^Find Me Something Similar/ })).toHaveCount(0);
      }
    }
  });

  test("the reserve button shows where checkout is enabled, and its label leaves out a $0 or missing amount", async ({ page }) => {
    await page.goto(`${toyota}/search/new-used-and-demo-cars?status=in_stock`);
    const reserve = cards(page).getByRole("link", { name: /^Reserve Car Now/ });
    await expect(reserve.first()).toBeVisible();
    for (const label of await reserve.allTextContents()) expect(label).toMatch(/^Reserve Car Now( for \$[1-9][\d,]*)?:/);
    await expect(reserve.first()).toHaveAttribute("href", /^\/cars\/[^/]+\/checkout$/);
  });

  test("the home page's featured carousel pages with its arrows, disabled when it cannot scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${group}/`);
    const section = page.locator("section[aria-labelledby='featured-title']");
    const previous = section.getByRole("button", { name: "Previous vehicles" });
    const next = section.getByRole("button", { name: "Next vehicles" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await next.focus();
    for (let i = 0; i < 6; i++) if (await next.isEnabled()) await page.keyboard.press("Enter");
    await expect(next).toBeDisabled();
  });
});
