import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { bucketLabel, carDocumentBatches, carDocumentCount, carDocumentFrom, loadCarDocuments, loadCarDocumentsByIds } from "./car-documents.ts";
import { generateCars, generateReference } from "../../demo/data/generate.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import type { CarDocument } from "../../domain/car-document.ts";

const now = new Date("2026-11-21T03:00:00Z");
const CARS = 250;

/** The records the mapper makes straight from the generated rows. */
function expectedDocuments(): CarDocument[] {
  const ref = generateReference(42, { now });
  const dealerships = new Map(ref.dealerships.map((d) => [d.id, d]));
  const locations = new Map(ref.locations.map((l) => [l.id, l]));
  return [...generateCars(ref, { count: CARS, seed: 42, now })].map((car) => {
    const d = dealerships.get(car.dealershipId)!;
    const l = car.locationId ? locations.get(car.locationId)! : null;
    return carDocumentFrom(car, { id: d.id, name: d.name, slug: d.slug }, l && { ...l, id: l.id });
  });
}

describe("carDocumentFrom", () => {
  const [doc] = expectedDocuments().filter((d) => d.status === "sold" && d.photos_count > 3);

  it("shapes the record the listing reads", () => {
    expect(doc.objectID).toBe(String(doc.id));
    expect(doc.path).toBe(`/cars/${doc.slug}`);
    expect(doc.make_model).toBe(`${doc.make} > ${doc.model}`);
    expect(doc.images).toHaveLength(3);
    expect(doc.sold_at_timestamp).toBeGreaterThan(0);
    expect(doc.manufacturer).toEqual({ name: doc.make });
  });

  it("keeps sold_at_timestamp at 0 for unsold cars", () => {
    for (const unsold of expectedDocuments().filter((d) => d.status !== "sold")) expect(unsold.sold_at_timestamp).toBe(0);
  });

  it("buckets prices and weekly repayments", () => {
    const prices = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
    expect(bucketLabel(25_990, prices)).toBe("$20,000 - $30,000");
    expect(bucketLabel(9_999, prices)).toBe("Under $10,000");
    expect(bucketLabel(100_000, prices)).toBe("$100,000+");
    expect(bucketLabel(0, prices)).toBeNull();
    expect(bucketLabel(null, prices)).toBeNull();
  });

  it("labels every value by the bounds either side of it, as the same string each time (property)", () => {
    const prices = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
    const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
    const plain = (value: number) => {
      const above = prices.findIndex((bound) => value < bound);
      if (above === 0) return `Under ${dollars(prices[0])}`;
      if (above < 0) return `${dollars(prices[prices.length - 1])}+`;
      return `${dollars(prices[above - 1])} - ${dollars(prices[above])}`;
    };
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0.01, max: 250_000, noNaN: true }), fc.constantFrom(...prices)), (value) => {
        expect(bucketLabel(value, prices)).toBe(plain(value));
        expect(bucketLabel(value, prices)).toBe(bucketLabel(value, prices));
      }),
      { numRuns: 2000 },
    );
    expect(bucketLabel(-5, prices)).toBeNull();
    expect(bucketLabel(Number.NaN, prices)).toBeNull();
  });
});

describe.each(testDatabaseTargets)("loadCarDocuments on $name", (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: CARS, seed: 42, now });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("reads every car as the mapper makes it from the same rows", async () => {
    const loaded = await loadCarDocuments(db, { batchSize: 64 });
    expect(loaded.map((d) => d.id)).toEqual(Array.from({ length: CARS }, (_, i) => i + 1));
    expect(loaded).toEqual(expectedDocuments());
  });

  it("counts as many cars as the batches for the search index bring", async () => {
    let read = 0;
    for await (const batch of carDocumentBatches(db, { batchSize: 100 })) read += batch.length;
    expect(read).toBe(CARS);
    expect(await carDocumentCount(db)).toBe(read);
  });

  it("shares one location object between the cars of a yard", async () => {
    const loaded = await loadCarDocuments(db);
    const atOne = loaded.filter((d) => d.location_id === loaded[0].location_id);
    expect(atOne.length).toBeGreaterThan(1);
    expect(new Set(atOne.map((d) => d.location)).size).toBe(1);
  });

  it("reads only the cars changed since a time, or the cars asked for", async () => {
    const changedAt = new Date(Date.now() + 60_000);
    await db.query("update cars set price = 12345, updated_at = $1 where id in (3, 7)", [changedAt.toISOString()]);
    const changed = await loadCarDocuments(db, { since: changedAt });
    expect(changed.map((d) => [d.id, d.price, d.price_range])).toEqual([
      [3, 12345, "$10,000 - $20,000"],
      [7, 12345, "$10,000 - $20,000"],
    ]);
    expect((await loadCarDocumentsByIds(db, [7, 9])).map((d) => d.id)).toEqual([7, 9]);
  });
});
