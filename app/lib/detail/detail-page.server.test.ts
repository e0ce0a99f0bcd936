import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { resolveTenancy } from "../../../db/repositories/tenancy.ts";
import { cars, dealerships } from "../../../db/schema.ts";
import { seedDemoData } from "../../../demo/data/insert.ts";
import { SCENARIO_SPACING, SCENARIOS } from "../../../demo/data/scenarios.ts";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import { fromRoot } from "../../../server/project-root.ts";
import { loadSiteFiles } from "../../../sites/load.ts";
import type { Site } from "../../../sites/registry.ts";
import { testDatabaseTargets } from "../../../tests/support/test-databases.ts";
import { financeResult } from "./calculator-input.ts";
import { buildDetailPage, deferredPanels } from "./detail-page.server.ts";
import { findVisibleCar } from "./visible-car.server.ts";

const NOW = new Date("2026-03-02T01:00:00Z");
/** The seeded car that carries a scenario (demo/data/scenarios.ts). */
const scenarioId = (match: (wish: (typeof SCENARIOS)[number]) => boolean) => SCENARIOS.findIndex(match) * SCENARIO_SPACING + 1;

describe.each(testDatabaseTargets)("the detail page's data on $name", (target) => {
  let db: Database;
  const sites = new Map<string, Site>();
  const request = (path = "/cars/x", host = "harbour-toyota.localhost") => new Request(`http://${host}${path}`);

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: SCENARIOS.length * SCENARIO_SPACING, seed: 42, now: NOW });
    for (const file of loadSiteFiles(fromRoot("sites"))) {
      const tenancy = await resolveTenancy(db, file.slug, file.group, file.dealerships);
      sites.set(file.slug, { ...file, ...tenancy, searchPrefix: file.usedOnly ? "/used-car" : "/search" });
    }
  });

  afterAll(async () => {
    await db.close();
  });

  const site = (slug: string) => sites.get(slug)!;
  const car = async (id: number) => (await db.orm.select().from(cars).where(eq(cars.id, id)))[0];
  const visible = async (siteSlug: string, id: number) => findVisibleCar({ db }, site(siteSlug), { slug: (await car(id)).slug }, NOW);

  /** The first car that is in stock (or sold within days), shown on dealer websites, and not at these dealerships. */
  const shownCar = async (status: "in_stock" | "sold", excludeDealerships: number[] = []) => {
    const rows = await db.orm.select().from(cars).where(and(eq(cars.status, status), eq(cars.showOnDealerWebsite, true)));
    const soldRecently = (row: (typeof rows)[number]) => status !== "sold" || (row.soldAt !== null && NOW.getTime() - row.soldAt.getTime() < 2 * 86_400_000);
    return rows.find((row) => !excludeDealerships.includes(row.dealershipId) && soldRecently(row))!.id;
  };

  it("shows a site's own car, and 404s another dealership's car on a single-dealership site", async () => {
    const other = await shownCar("in_stock", site("harbour-toyota").dealershipIds);
    expect(await visible("harbour-motor-group", other)).not.toBeNull();
    expect(await visible("harbour-toyota", other)).toBeNull();
  });

  it("404s a car hidden from the dealer's website, and one sold before the site's window", async () => {
    expect(await visible("harbour-motor-group", scenarioId((w) => w.hidden === true))).toBeNull();
    expect(await visible("harbour-motor-group", scenarioId((w) => w.sold === "old"))).toBeNull();
  });

  it("404s a new car on the used-only, certified-only site", async () => {
    const newCar = scenarioId((w) => w.tag === "Test Drive Only");
    expect(await visible("harbour-motor-group", newCar)).not.toBeNull();
    expect(await visible("harbour-used", newCar)).toBeNull();
  });

  it("never lets the seeded <script> comment through", async () => {
    const id = scenarioId((w) => w.comments === "script");
    const found = await visible("harbour-motor-group", id);
    const page = buildDetailPage(found!, site("harbour-motor-group"), request(), NOW);
    expect(page.comments.kind).toBe("comments");
    if (page.comments.kind === "comments") expect(page.comments.html).not.toMatch(/<script/i);
  });

  it("masks the dealer's phone after 5 characters where the site masks it", async () => {
    const id = scenarioId((w) => w.dealership === "harbour-toyota" && w.tag === "Test Drive Only");
    const page = buildDetailPage((await visible("harbour-toyota", id))!, site("harbour-toyota"), request(), NOW);
    // harbour-toyota's number for new cars (demo/data/reference/dealerships.ts).
    expect(page.phone).toEqual({ display: "02 9412 5500", masked: "02 94** ****", tel: "tel:0294125500" });
    expect(page.tag).toMatchObject({ label: "Test Drive Only", tone: "danger" });
  });

  it("gives a sold car no price actions and a find-similar prompt", async () => {
    const id = await shownCar("sold");
    const page = buildDetailPage((await visible("harbour-motor-group", id))!, site("harbour-motor-group"), request(), NOW);
    expect(page.inStock).toBe(false);
    expect(page.actions.enquire).toBeNull();
    expect(page.actions.finance).toBeNull();
    expect(page.findSimilarHref).toMatch(/^\/search\//);
    expect(page.delivery).toBeNull();
  });

  it("shows caravan specifications and no engine rows", async () => {
    const id = scenarioId((w) => w.dealership === "harbour-caravans" && w.carType === "used");
    const page = buildDetailPage((await visible("harbour-motor-group", id))!, site("harbour-motor-group"), request(), NOW);
    const labels = [...page.keyInformation, ...page.specifications].map((row) => row.label);
    expect(labels).toEqual(expect.arrayContaining(["Body Length", "Body Width", "Tare", "ATM", "Axle Type", "Sleeps"]));
    expect(labels).not.toContain("Kilometres");
    expect(labels).not.toContain("Cylinders");
  });

  it("recomputes the calculators and the delivery estimate from the address (no JavaScript)", async () => {
    const id = scenarioId((w) => w.dealership === "harbour-toyota" && w.tag === "Test Drive Only");
    const found = (await visible("harbour-toyota", id))!;
    const [dealership] = await db.orm.select().from(dealerships).where(eq(dealerships.id, found.dealership.id));
    const inTable = dealership.deliveryPrices[0];
    const page = buildDetailPage(
      found,
      site("harbour-toyota"),
      request(`/cars/x?amount=25000&term=3&frequency=month&postcode=${inTable.postcodeFrom}&fuel_price=2.10&expand=comments,features`),
      NOW,
    );
    expect(page.calculator.input).toMatchObject({ amount: 25000, term: 3, frequency: "month" });
    expect(page.delivery?.result).toMatchObject({ kind: "result", name: inTable.region, price: inTable.price });
    expect(page.fuel?.input.pricePerLitre).toBe("2.10");
    expect(page.expanded).toEqual(["comments", "features"]);
    const empty = buildDetailPage(found, site("harbour-toyota"), request("/cars/x?postcode="), NOW);
    expect(empty.delivery?.result).toEqual({ kind: "error", message: "Please enter a postcode." });
  });

  it("hides the fuel calculator for an electric car", async () => {
    const id = scenarioId((w) => w.fuel === "Electric");
    const page = buildDetailPage((await visible("harbour-motor-group", id))!, site("harbour-motor-group"), request(), NOW);
    expect(page.fuel).toBeNull();
  });

  it("describes the car for search engines as a schema.org Car with an AUD offer and its dealer", async () => {
    const id = scenarioId((w) => w.dealership === "harbour-toyota" && w.tag === "Test Drive Only");
    const page = buildDetailPage((await visible("harbour-toyota", id))!, site("harbour-toyota"), request(), NOW);
    const carLd = JSON.parse(page.jsonLd[0]);
    expect(carLd).toMatchObject({
      "@type": "Car",
      itemCondition: "https://schema.org/NewCondition",
      mileageFromOdometer: { "@type": "QuantitativeValue", unitCode: "KMT" },
      offers: { "@type": "Offer", priceCurrency: "AUD", availability: "https://schema.org/InStock", seller: { "@type": "AutoDealer" } },
    });
    expect(JSON.parse(page.jsonLd[1])["@type"]).toBe("BreadcrumbList");
    // The canonical address is the site's configured one, whatever host the page was asked for on.
    expect(page.canonical).toMatch(/^https:\/\/harbourtoyota\.example\.com\.au\/cars\//);
    expect(page.shareUrl).toMatch(/^https:\/\/harbourtoyota\.example\.com\.au\/cars\//);
  });

  it("streams similar cars from the site's scope and a quote only where the site quotes", async () => {
    const id = scenarioId((w) => w.dealership === "harbour-toyota" && w.tag === "Test Drive Only");
    const found = (await visible("harbour-toyota", id))!;
    const page = buildDetailPage(found, site("harbour-toyota"), request(), NOW);
    const toyotaId = site("harbour-toyota").dealershipIds[0];
    const engine = new CarSearchEngine([
      makeCar(900, { make: page.car.make, model: page.car.model, price: page.price.amount, car_type: "new", dealership_id: toyotaId, sold_at_timestamp: 0 }),
      makeCar(901, { make: page.car.make, model: page.car.model, price: page.price.amount, car_type: "new", dealership_id: toyotaId + 1000 }),
    ]);
    const panels = deferredPanels({ search: engine }, site("harbour-toyota"), page);
    expect((await panels.similar).map((hit) => hit.id)).toEqual([900]);
    expect(await panels.comparison).toMatchObject({ fill: null });
    const quote = await panels.quote;
    expect(quote?.weeklyRepaymentAmount).toBeGreaterThan(0);
    const groupPanels = deferredPanels({ search: engine }, site("harbour-motor-group"), buildDetailPage(found, site("harbour-motor-group"), request(), NOW));
    expect(await groupPanels.quote).toBeNull();
  });

  it("reads each car's dealership's lender: estimates on every dealership with a provider rule, the same on every site", async () => {
    const rows = await db.orm
      .select({ id: cars.id, dealershipId: cars.dealershipId, provider: dealerships.financeProvider })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(and(eq(cars.status, "in_stock"), eq(cars.showOnDealerWebsite, true)));
    const estimatesByProvider = new Map<string, number>();
    for (const row of rows) {
      const weeklyBySite = new Map<string, number | null>();
      for (const slug of ["harbour-motor-group", "harbour-toyota", "harbour-used"]) {
        const found = await visible(slug, row.id);
        if (!found) continue;
        const page = buildDetailPage(found, site(slug), request(), NOW);
        weeklyBySite.set(slug, page.finance?.weekly ?? null);
        if (page.finance) {
          expect(page.finance.provider).toBe(row.provider);
          estimatesByProvider.set(page.finance.provider, (estimatesByProvider.get(page.finance.provider) ?? 0) + 1);
        }
      }
      // One car, one figure: whichever demo site shows it.
      expect(new Set(weeklyBySite.values()).size).toBeLessThanOrEqual(1);
    }
    // Car Clarity has no estimate rule (detail §5); every other demo provider shows estimates.
    expect([...estimatesByProvider.keys()].sort()).toEqual(["360 Finance", "Angle", "AusLoans", "Manual", "Nissan Finance", "Powertorque", "Taurus"]);
  });

  it("opens the calculator on the headline estimate's price, deposit, term and balloon, so both give one figure", async () => {
    const rows = await db.orm.select({ id: cars.id }).from(cars).where(and(eq(cars.status, "in_stock"), eq(cars.showOnDealerWebsite, true)));
    let compared = 0;
    for (const { id } of rows) {
      const found = await visible("harbour-motor-group", id);
      if (!found) continue;
      const page = buildDetailPage(found, site("harbour-motor-group"), request(), NOW);
      if (!page.finance || page.price.amount !== found.car.price || page.price.amount! > 100_000) continue;
      const { input } = page.calculator;
      expect(input).toMatchObject({ amount: found.car.price, deposit: page.finance.deposit, residual: page.finance.finalPayment, term: page.finance.termYears });
      const monthly = financeResult({ ...input, frequency: "month" }, page.calculator.setup);
      expect(monthly.kind === "repayment" && Math.abs(monthly.repayment - page.finance.monthly)).toBeLessThanOrEqual(1);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("prices a cheap motorcycle's loan at its own price, not $30,000", async () => {
    const rows = await db.orm
      .select({ id: cars.id, price: cars.price })
      .from(cars)
      .where(and(eq(cars.status, "in_stock"), eq(cars.itemType, "motorcycle"), eq(cars.showOnDealerWebsite, true)));
    const cheap = rows.filter((row) => row.price !== null && row.price > 1000 && row.price < 20_000);
    expect(cheap.length).toBeGreaterThan(0);
    for (const row of cheap) {
      const found = await visible("harbour-motor-group", row.id);
      if (!found) continue;
      const page = buildDetailPage(found, site("harbour-motor-group"), request(), NOW);
      expect(page.calculator.input.amount).toBe(page.price.amount);
    }
  });
  it("shows a subscription car's weekly subscription figure first, and prices its finance, budget and JSON-LD at the car's own price", async () => {
    const id = scenarioId((w) => w.subscription === true);
    const row = await car(id);
    expect(row.subscriptionPrice).toBeGreaterThan(0);
    const found = (await visible("harbour-toyota", id))!;
    const page = buildDetailPage(found, site("harbour-toyota"), request(), NOW);
    const own = row.offerPrice && row.offerPrice < row.price! ? row.offerPrice : row.price!;
    expect(page.price).toMatchObject({ kind: "subscription", amount: row.subscriptionPrice, carPrice: own, period: "week" });
    // The calculator opens on the car's price, and the finance link's budget is the car's price.
    expect(page.calculator.input.amount).toBe(Math.min(own, 100_000));
    expect(page.calculator.input.amount).not.toBe(row.subscriptionPrice);
    expect(new URL(page.actions.finance!.href, "http://x").searchParams.get("vehiclePriceBudget")).toBe(String(own));
    expect(page.summary).toContain(`for $${own.toLocaleString("en-AU")}`);
    expect(page.jsonLd[0]).toContain(`"price":${own}`);
    // The group site has no subscription offer: the same car shows its price there.
    const group = buildDetailPage((await visible("harbour-motor-group", id))!, site("harbour-motor-group"), request(), NOW);
    expect(group.price).toMatchObject({ kind: "price", amount: own, carPrice: own });
  });
  it("shows the odometer of every demo vehicle type as it is: none on a caravan, never '0 km'", async () => {
    const rows = await db.orm.select({ id: cars.id }).from(cars).where(and(eq(cars.status, "in_stock"), eq(cars.showOnDealerWebsite, true)));
    const seen = new Set<string>();
    for (const { id } of rows) {
      const found = await visible("harbour-motor-group", id);
      if (!found) continue;
      const page = buildDetailPage(found, site("harbour-motor-group"), request(), NOW);
      const { item_type: itemType, km } = page.car;
      seen.add(`${itemType}/${page.car.car_type}/${km > 0 ? "km" : "0"}`);
      const kmRow = page.keyInformation.find((row) => row.key === "km");
      expect(page.summary).not.toMatch(/\b0 km\b/);
      if (itemType === "caravan" || km <= 0) {
        expect(kmRow).toBeUndefined();
        expect(page.summary).not.toMatch(/\bkm\b/);
      } else {
        expect(kmRow?.value).toBe(`${km.toLocaleString("en-AU")} km`);
        expect(page.summary).toContain(`with ${km.toLocaleString("en-AU")} km`);
      }
    }
    // Every demo vehicle type was looked at, new ones too.
    for (const type of ["car", "motorcycle", "truck", "caravan"]) expect([...seen].some((key) => key.startsWith(`${type}/`))).toBe(true);
    expect([...seen].some((key) => key.startsWith("car/new/"))).toBe(true);
  });
  it("offers the modal calculator on the group site's car pages, on the car's price at 8.5% up to $250,000; not on harbour-toyota", async () => {
    const trucks = (await db.orm.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, "harbour-trucks"))).map((row) => row.id);
    const id = await shownCar("in_stock", [...site("harbour-toyota").dealershipIds, ...trucks]);
    const found = (await visible("harbour-motor-group", id))!;
    const page = buildDetailPage(found, site("harbour-motor-group"), request(), NOW);
    expect(page.requestQuote).toBe(false);
    expect(page.price.carPrice).not.toBeNull();
    if (page.price.carPrice === null) return;
    expect(page.modalCalculator).toMatchObject({ open: false, input: { amount: Math.min(page.price.carPrice, 250_000), interest: 8.5, term: 5 } });
    expect(page.modalCalculator!.setup.fields.bounds.amount.max).toBe(250_000);
    const opened = buildDetailPage(found, site("harbour-motor-group"), request("/cars/x?calculator=open&amount=60000"), NOW);
    expect(opened.modalCalculator).toMatchObject({ open: true, input: { amount: 60_000 } });
    const toyota = await shownCar("in_stock");
    const onToyota = await visible("harbour-toyota", toyota);
    if (onToyota) expect(buildDetailPage(onToyota, site("harbour-toyota"), request(), NOW).modalCalculator).toBeNull();
  });
});
