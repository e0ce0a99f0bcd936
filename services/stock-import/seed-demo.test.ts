// The demo stock through the feed import gives the same cars as the
// generator made: same ids, same search records, the columns the records
// leave out too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { generateCars, generateReference } from "../../demo/data/generate.ts";
import { carDocumentFrom, loadCarDocuments } from "../stock/index.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { seedDemoStock } from "./index.ts";

const now = new Date("2026-11-21T03:00:00Z");
const CARS = 250;

describe.each(testDatabaseTargets)("the demo stock through the import on $name", (target) => {
  let db: Database;
  const ref = generateReference(42, { now });
  const generated = [...generateCars(ref, { count: CARS, seed: 42, now })];

  beforeAll(async () => {
    db = await target.open();
    const progress: number[] = [];
    const summary = await seedDemoStock(db, { cars: CARS, seed: 42, now, batchSize: 64, onProgress: (done) => progress.push(done) });
    expect(summary.cars).toBe(CARS);
    expect(progress.at(-1)).toBe(CARS);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("reads every car back as the search record the generator's row makes", async () => {
    const dealerships = new Map(ref.dealerships.map((d) => [d.id, d]));
    const locations = new Map(ref.locations.map((l) => [l.id, l]));
    const expected = generated.map((car) => {
      const d = dealerships.get(car.dealershipId)!;
      const l = car.locationId ? locations.get(car.locationId)! : null;
      return carDocumentFrom(car, { id: d.id, name: d.name, slug: d.slug }, l && { ...l, id: l.id });
    });
    expect(await loadCarDocuments(db)).toEqual(expected);
  });

  it("keeps what the records leave out: comments, equipment, hotspots, dates and plates", async () => {
    const rows = await db.query<Record<string, unknown>>(
      "select id, dealercomments, standard_equipment, hotspots, rego_expiry::text as rego_expiry, regplate, nvic, specifications, variant, finance_lenders from cars order by id",
    );
    expect(rows.map((row) => ({ ...row, id: Number(row.id) }))).toEqual(
      generated.map((car) => ({
        id: car.id,
        // An empty text is no value in a feed.
        dealercomments: car.dealercomments || null,
        standard_equipment: car.standardEquipment,
        hotspots: car.hotspots,
        rego_expiry: car.regoExpiry ?? null,
        regplate: car.regplate ?? null,
        nvic: car.nvic ?? null,
        specifications: car.specifications ?? null,
        variant: car.variant ?? null,
        finance_lenders: car.financeLenders,
      })),
    );
    const [{ next }] = await db.query<{ next: string }>("select nextval(pg_get_serial_sequence('cars', 'id'))::text as next");
    expect(Number(next)).toBe(CARS + 1);
  });
});
