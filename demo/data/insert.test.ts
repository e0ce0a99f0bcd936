import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cars, dealerGroups, dealerships, locations, manufacturers, models, reviews } from "../../db/schema.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { generateCars, generateReference } from "./generate.ts";
import { DemoDataPresentError, hasDemoData, seedDemoData, type SeedSummary } from "./insert.ts";

const now = new Date("2026-11-21T03:00:00Z");
const CARS = 300;

describe.each(testDatabaseTargets)("seedDemoData on $name", (target) => {
  let db: Database;
  let summary: SeedSummary;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    db = await target.open();
    expect(await hasDemoData(db)).toBe(false);
    summary = await seedDemoData(db, { cars: CARS, seed: 42, now, batchSize: 128, onProgress: (done, total) => progress.push([done, total]) });
  });
  afterAll(async () => {
    await db?.close();
  });

  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  it("inserts every generated row", async () => {
    const ref = generateReference(42, { now });
    expect(await count("dealer_groups")).toBe(1);
    expect(await count("manufacturers")).toBe(ref.manufacturers.length);
    expect(await count("models")).toBe(ref.models.length);
    expect(await count("dealerships")).toBe(ref.dealerships.length);
    expect(await count("locations")).toBe(ref.locations.length);
    expect(await count("reviews")).toBe(ref.reviews.length);
    expect(await count("cars")).toBe(CARS);
    expect(summary).toMatchObject({ cars: CARS, dealerships: 13, locations: ref.locations.length });
  });

  it("reports progress batch by batch up to the total", () => {
    expect(progress[0]).toEqual([0, CARS]);
    expect(progress.at(-1)).toEqual([CARS, CARS]);
    expect(progress.map(([done]) => done)).toEqual([0, 128, 256, 300]);
  });

  it("reads cars back exactly as generated: JSON, dates, prices and nulls", async () => {
    const ref = generateReference(42, { now });
    const generated = [...generateCars(ref, { count: CARS, seed: 42, now })];
    const stored = await db.orm.select().from(cars).orderBy(cars.id);
    expect(stored).toHaveLength(CARS);
    for (const [index, row] of stored.entries()) {
      const expected = generated[index];
      for (const [key, value] of Object.entries(expected)) {
        expect([row.id, key, row[key as keyof typeof row]]).toEqual([expected.id, key, value]);
      }
    }
  });

  it("keeps hostile dealer comments byte for byte (escaping is the page's job)", async () => {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from cars where dealercomments like '%<script>alert(1)</script>%'");
    expect(row.n).toBeGreaterThan(0);
  });

  it("reads nested reference data back", async () => {
    const [toyota] = await db.orm.select().from(dealerships).where(eq(dealerships.slug, "harbour-toyota"));
    expect(toyota.checkoutEnabled).toBe(true);
    expect(toyota.leadDestinations.some((d) => d.kind === "webhook")).toBe(true);
    const [first] = await db.orm.select().from(locations).where(eq(locations.id, 1));
    expect(first.openingHours).toHaveLength(7);
  });

  it("advances every sequence, so a later plain insert gets a new id", async () => {
    const [group] = await db.orm.insert(dealerGroups).values({ slug: "later-group", name: "Later" }).returning();
    expect(group.id).toBe(2);
    const [make] = await db.orm.insert(manufacturers).values({ name: "Later Make", slug: "later-make" }).returning();
    expect(make.id).toBeGreaterThan(140);
    const [model] = await db.orm.insert(models).values({ manufacturerId: make.id, name: "Later", slug: "later" }).returning();
    expect(model.id).toBeGreaterThan(100);
    const [dealership] = await db.orm.insert(dealerships).values({ dealerGroupId: group.id, slug: "later-dealer", name: "Later" }).returning();
    expect(dealership.id).toBe(14);
    const [location] = await db.orm
      .insert(locations)
      .values({ dealerGroupId: group.id, dealershipId: dealership.id, slug: "later-loc", name: "L", locationType: "sales", street: "1 A St", city: "B", state: "NSW", postcode: "2000", lat: 0, lng: 0 })
      .returning();
    expect(location.id).toBeGreaterThan(30);
    const [review] = await db.orm
      .insert(reviews)
      .values({ dealerGroupId: group.id, locationId: location.id, customerName: "A", text: "B", rating: 5, reviewDate: "2026-01-01" })
      .returning();
    expect(review.id).toBeGreaterThan(1);
    const [car] = await db.orm
      .insert(cars)
      .values({ dealerGroupId: group.id, dealershipId: dealership.id, slug: "later-car", stocknum: "L1", name: "Later", year: 2026, make: "Later Make", model: "Later", carType: "new", status: "in_stock" })
      .returning();
    expect(car.id).toBe(CARS + 1);
  });

  it("refuses to seed over existing data", async () => {
    expect(await hasDemoData(db)).toBe(true);
    await expect(seedDemoData(db, { cars: 10, seed: 1, now })).rejects.toThrow(DemoDataPresentError);
    expect(await count("cars")).toBe(CARS + 1);
  });

  it("replaces the data when asked, restarting the ids", async () => {
    await seedDemoData(db, { cars: 20, seed: 7, now, replace: true });
    expect(await count("cars")).toBe(20);
    expect(await count("dealer_groups")).toBe(1);
    const [car] = await db.orm
      .insert(cars)
      .values({ dealerGroupId: 1, dealershipId: 1, slug: "after-replace", stocknum: "R1", name: "R", year: 2026, make: "Toyota", model: "R", carType: "new", status: "in_stock" })
      .returning();
    expect(car.id).toBe(21);
  });
});
