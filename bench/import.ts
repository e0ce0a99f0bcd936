// Feed import throughput (issue #15, goal ≥ 20,000 rows/s into PostgreSQL):
// a CSV of generated cars, no images, into one dealership of a fresh
// database, through the same path as `npm run import` (read, parse, check,
// upsert in one transaction). Three runs: the first load (every row new), the
// same feed again (every row unchanged), and a full feed with a tenth of the
// prices changed and a twentieth of the cars gone (marked sold).
//
//   npm run bench:import -- [--rows 100000]      DATABASE_URL set: a scratch database on that server; else in-memory PGlite
import { parseArgs } from "node:util";
import pg from "pg";
import { stringify } from "csv-stringify/sync";
import { migrateDatabase, openDatabase, type Database } from "../db/client.ts";
import { generateCars, generateReference } from "../demo/data/generate.ts";
import { insertDemoReference } from "../demo/data/insert.ts";
import { findDealershipBySlug, importFeedText, type ImportSummary } from "../services/stock-import/index.ts";

const COLUMNS = ["stock_number", "vin", "year", "make", "model", "badge", "series", "car_type", "status", "price", "km", "colour", "body", "fuel", "transmission", "drive", "seats", "doors", "engine_size_litres", "description"];

async function scratchDatabase(url: string | undefined): Promise<{ db: Database; where: string; drop(): Promise<void> }> {
  if (!url) {
    const db = await openDatabase({ memory: true });
    await migrateDatabase(db);
    return { db, where: "PGlite (in memory)", drop: () => db.close() };
  }
  const name = `forecourt_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const [{ version }] = (await admin.query("show server_version")).rows as { server_version: string }[] as unknown as { version: string }[];
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  await migrateDatabase(db);
  return {
    db,
    where: `PostgreSQL ${version ?? ""}`.trim(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function feedCsv(rows: number, now: Date, change: (i: number, row: unknown[]) => unknown[] | null): string {
  const ref = generateReference(42, { now });
  const records: unknown[][] = [];
  let i = 0;
  for (const car of generateCars(ref, { count: rows, seed: 42, now })) {
    const row = [
      `B${String(car.id).padStart(8, "0")}`, car.vin, car.year, car.make, car.model, car.badge, car.series, car.carType, car.status === "sold" ? "in_stock" : car.status,
      car.price, car.km, car.colour, car.body, car.fuel, car.transmission, car.drive, car.seats, car.doors, car.engineSizeLitres, car.dealercomments,
    ];
    const changed = change(i++, row);
    if (changed) records.push(changed);
  }
  return stringify(records, { header: true, columns: COLUMNS });
}

const rate = (summary: ImportSummary) => Math.round(summary.rows / summary.seconds);

async function main() {
  const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" } } });
  const rows = Number(values.rows);
  const now = new Date();
  const first = feedCsv(rows, now, (_, row) => row);
  const full = feedCsv(rows, now, (i, row) => (i % 20 === 19 ? null : i % 10 === 0 ? row.map((v, c) => (c === 9 && typeof v === "number" ? v + 500 : v)) : row));
  const scratch = await scratchDatabase(process.env.DATABASE_URL);
  try {
    const { db } = scratch;
    await insertDemoReference(db, generateReference(42, { now }));
    const dealership = (await findDealershipBySlug(db, "harbour-toyota"))!;
    console.log(`Feed import into ${scratch.where}: ${rows.toLocaleString("en-AU")} rows, ${(Buffer.byteLength(first) / 1e6).toFixed(1)} MB of CSV, no images`);
    const limits = { maxBytes: 1024 * 1024 * 1024, maxRows: 2_000_000 };
    for (const [label, text, mode] of [["first load (all new)", first, "delta"], ["same feed again (all unchanged)", first, "delta"], ["full feed: 10% repriced, 5% gone", full, "full"]] as const) {
      const summary = await importFeedText(db, { dealership }, text, "csv", { mode, limits });
      console.log(
        `  ${label.padEnd(34)} ${summary.seconds.toFixed(2).padStart(6)} s  ${rate(summary).toLocaleString("en-AU").padStart(7)} rows/s  ` +
          `(added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, marked sold ${summary.markedSold}, rejected ${summary.rejected})`,
      );
    }
  } finally {
    await scratch.drop();
  }
}

await main();
