import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { cars } from "../../db/schema.ts";
import { generateCars, generateReference } from "../../demo/data/generate.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { loadCarDocuments } from "./car-documents.ts";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { startIndexSync } from "./sync.ts";
import type { IndexSync } from "./sync.ts";

const now = new Date("2026-11-21T03:00:00Z");
const CARS = 60;

async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseTargets)("index sync on $name", (target) => {
  let db: Database;
  let engine: CarSearchEngine;
  let sync: IndexSync;
  const byId = (id: number) => engine.search("Car_production", { filters: `id = ${id}` }).hits[0];

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: CARS, seed: 7, now });
    engine = new CarSearchEngine(await loadCarDocuments(db));
    sync = await startIndexSync(db, engine, { intervalMs: 60_000, debounceMs: 10 });
  });
  afterAll(async () => {
    await sync?.();
    await db?.close();
  });

  it("picks up an update made through the database", async () => {
    await db.orm.update(cars).set({ price: 4321, make: "Zzyzx" }).where(eq(cars.id, 5));
    await eventually(() => byId(5)?.price === 4321, "the new price");
    expect(engine.search("Car_production", { query: "zzyzx" }).hits.map((hit) => hit.id)).toEqual([5]);
    expect(engine.status().lastSyncAt).not.toBeNull();
  });

  it("adds an inserted car and drops a deleted one", async () => {
    const ref = generateReference(7, { now });
    const extra = [...generateCars(ref, { count: CARS + 1, seed: 7, now, firstId: CARS + 1 })][0];
    await db.orm.insert(cars).values(extra);
    await eventually(() => byId(CARS + 1) !== undefined, "the inserted car");
    await db.orm.delete(cars).where(eq(cars.id, 9));
    await eventually(() => byId(9) === undefined, "the deleted car to go");
    expect(engine.size).toBe(CARS);
  });

  it("catches up on demand and removes cars whose delete notice never came", async () => {
    engine.upsert({ ...byId(10)!, objectID: "99999", id: 99999 }); // a car the table does not have
    // The timer path: a catch-up with reconciliation due.
    await sync.catchUp();
    expect(byId(99999)).toBeDefined(); // not reconciled by a plain catch-up
    const quick = await startIndexSync(db, engine, { intervalMs: 60_000, reconcileMs: 20 });
    await eventually(() => byId(99999) === undefined, "the stray car to be reconciled away");
    await quick();
  });

  it("stops listening when stopped", async () => {
    const other = new CarSearchEngine(await loadCarDocuments(db));
    const stop = await startIndexSync(db, other, { intervalMs: 60_000, debounceMs: 5 });
    await stop();
    await db.orm.update(cars).set({ price: 999 }).where(eq(cars.id, 6));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.search("Car_production", { filters: "id = 6" }).hits[0].price).not.toBe(999);
  });

  it("reloads in full after a truncate: the cars that went leave, the ones put back arrive", async () => {
    const ref = generateReference(7, { now });
    const replacements = [...generateCars(ref, { count: 502, seed: 11, now, firstId: 500 })];
    await db.query("truncate cars cascade");
    await db.orm.insert(cars).values(replacements);
    await eventually(() => engine.size === 3, "the index to hold the three cars put back");
    expect(engine.objectIDs().sort()).toEqual(["500", "501", "502"]);
    expect(byId(500)?.price).toBe(replacements[0].price);
  });
});
