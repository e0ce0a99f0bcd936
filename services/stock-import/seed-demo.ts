// The demo dealer group's first stock, through the dealer feed import: the
// reference data (group, dealerships, locations…) goes in directly, then the
// generated cars as feed rows of the group's dealerships (each row names its
// dealership), in chunks, through the same row parser, checks and upsert a
// dealer's feed takes. So the import runs on every first start.
import type { Database } from "../../db/client.ts";
import { dealershipsOfGroup } from "../../db/repositories/stock-feed.ts";
import { demoFeedRows } from "../../demo/data/feed-records.ts";
import { generateCars, generateReference } from "../../demo/data/generate.ts";
import { advanceCarIds, DemoDataPresentError, hasDemoData, insertDemoReference, removeDemoData, type SeedOptions, type SeedSummary } from "../../demo/data/insert.ts";
import { formatRowError, importStock } from "./import-stock.ts";
import type { FeedRecord } from "./read-feed.ts";

/** Rows per import call: bounds memory on a million-car seed. */
const CHUNK = 20_000;

export async function seedDemoStock(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.cars));
  if (!options.replace && (await hasDemoData(db))) throw new DemoDataPresentError();
  const ref = generateReference(options.seed, { now });
  await insertDemoReference(db, ref, { replace: options.replace });
  try {
    const dealerships = await dealershipsOfGroup(db, ref.group.id);
    const toRow = demoFeedRows(ref);
    options.onProgress?.(0, total);
    let done = 0;
    let records: FeedRecord[] = [];
    let system = new Map<number, Record<string, unknown>>();
    const flush = async () => {
      if (records.length === 0) return;
      const chunkSystem = system;
      const summary = await importStock(db, { dealerships }, records, {
        mode: "delta",
        now,
        batchSize: options.batchSize,
        systemFields: (line) => chunkSystem.get(line),
        onProgress: (chunkDone) => options.onProgress?.(done + chunkDone, total),
      });
      if (summary.rejected > 0) throw new Error(`The demo feed had refused rows: ${summary.errors.slice(0, 3).map(formatRowError).join("; ")}`);
      done += records.length;
      options.onProgress?.(done, total);
      records = [];
      system = new Map();
    };
    for (const car of generateCars(ref, { count: total, seed: options.seed, now })) {
      const row = toRow(car);
      // The car id stands in for the line number: unique, and it names the car in a message.
      records.push({ line: car.id, record: row.record });
      system.set(car.id, row.system);
      if (records.length >= CHUNK) await flush();
    }
    await flush();
    await advanceCarIds(db);
  } catch (error) {
    await removeDemoData(db).catch(() => {});
    throw error;
  }
  return {
    manufacturers: ref.manufacturers.length,
    models: ref.models.length,
    dealerships: ref.dealerships.length,
    locations: ref.locations.length,
    reviews: ref.reviews.length,
    cars: total,
    seconds: (performance.now() - started) / 1000,
  };
}
