// Feed import throughput (issue #15, goal ≥ 20,000 rows/s into PostgreSQL):
// a CSV of generated cars, no images, into one dealership of a fresh
// database, through the same path as `npm run import`, timed whole (read the
// CSV, parse and check each row, write in one transaction). Three feeds: the
// first load (every row new), the same feed again (every row unchanged), and
// a full feed with a tenth of the prices changed and a twentieth of the cars
// gone (marked sold). Each round on a fresh database; the median of the rounds.
// Into in-memory PGlite always, and into PostgreSQL when DATABASE_URL (or
// TEST_DATABASE_URL) names a server (a scratch database is made on it).
//
//   npm run bench:import -- [--rows 100000] [--rounds 3] [--only pglite|postgres]
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { stringify } from "csv-stringify/sync";
import { migrateDatabase, openDatabase, type Database } from "../db/client.ts";
import { generateCars, generateReference } from "../demo/data/generate.ts";
import { insertDemoReference } from "../demo/data/insert.ts";
import { findDealershipBySlug, importFeedText, type ImportSummary } from "../services/stock-import/index.ts";

const COLUMNS = ["stock_number", "vin", "year", "make", "model", "badge", "series", "car_type", "status", "price", "km", "colour", "body", "fuel", "transmission", "drive", "seats", "doors", "engine_size_litres", "description"];

async function scratchDatabase(url: string | undefined): Promise<{ db: Database; where: string; name: string | null; drop(): Promise<void> }> {
  if (!url) {
    const db = await openDatabase({ memory: true });
    await migrateDatabase(db);
    return { db, where: "PGlite (in memory)", name: null, drop: () => db.close() };
  }
  const name = `forecourt_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const [{ server_version: version }] = (await admin.query("show server_version")).rows as { server_version: string }[];
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  await migrateDatabase(db);
  return {
    db,
    where: `PostgreSQL ${version.split(" ")[0]}`,
    name,
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

const FEEDS = ["first load (all new)", "same feed again (all unchanged)", "full feed: 10% repriced, 5% gone"] as const;

/**
 * Before decision 0054 (json_populate_recordset upserts in batches of 2,000, csv-parse for every file): 100,000 rows
 * into PostgreSQL 15 on this 2-core machine at load average 1.5–3.2, by the bench of then, which timed the import
 * after the CSV was read (so these flatter the old path). Decision 0054 has the old path timed whole as well.
 */
const BEFORE: Partial<Record<"pglite" | "postgres", Record<(typeof FEEDS)[number], number>>> = {
  postgres: { "first load (all new)": 7_477, "same feed again (all unchanged)": 10_346, "full feed: 10% repriced, 5% gone": 10_243 },
};

/** CPU seconds of the PostgreSQL backends serving a database (they run on this machine): user + system time from /proc. */
async function serverCpu(db: Database, name: string | null): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!name) return cpu;
  const rows = await db.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]);
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // Not on this machine, or gone.
    }
  }
  return cpu;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg().map((n) => n.toFixed(1)).join(" ");

async function round(url: string | undefined, rows: number, feeds: readonly string[], now: Date) {
  const scratch = await scratchDatabase(url);
  try {
    const { db } = scratch;
    await insertDemoReference(db, generateReference(42, { now }));
    const dealership = (await findDealershipBySlug(db, "harbour-toyota"))!;
    const limits = { maxBytes: 1024 * 1024 * 1024, maxRows: 2_000_000 };
    const results: { seconds: number; cpu: number; summary: ImportSummary }[] = [];
    for (let i = 0; i < FEEDS.length; i++) {
      const serverBefore = await serverCpu(db, scratch.name);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const summary = await importFeedText(db, { dealership }, feeds[i], "csv", { mode: i === 2 ? "full" : "delta", limits });
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpuBefore);
      let cpu = (used.user + used.system) / 1e6;
      for (const [pid, after] of await serverCpu(db, scratch.name)) cpu += after - (serverBefore.get(pid) ?? 0);
      results.push({ seconds, cpu, summary });
    }
    return { where: scratch.where, results };
  } finally {
    await scratch.drop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" }, rounds: { type: "string", default: "3" }, only: { type: "string" } } });
  const rows = Number(values.rows);
  const rounds = Math.max(1, Number(values.rounds));
  const now = new Date();
  const first = feedCsv(rows, now, (_, row) => row);
  const full = feedCsv(rows, now, (i, row) => (i % 20 === 19 ? null : i % 10 === 0 ? row.map((v, c) => (c === 9 && typeof v === "number" ? v + 500 : v)) : row));
  const feeds = [first, first, full];
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const targets: { kind: "pglite" | "postgres"; url: string | undefined }[] = [{ kind: "pglite", url: undefined }];
  if (url) targets.push({ kind: "postgres", url });
  console.log(`Feed import: ${rows.toLocaleString("en-AU")} rows, ${(Buffer.byteLength(first) / 1e6).toFixed(1)} MB of CSV, no images; read + parse + write timed whole; median of ${rounds} rounds`);
  for (const target of targets.filter((t) => !values.only || t.kind === values.only)) {
    const loadBefore = load();
    const runs: Awaited<ReturnType<typeof round>>[] = [];
    for (let r = 0; r < rounds; r++) runs.push(await round(target.url, rows, feeds, now));
    console.log(`Into ${runs[0].where} (load average before: ${loadBefore}, after: ${load()})`);
    FEEDS.forEach((label, i) => {
      const seconds = median(runs.map((run) => run.results[i].seconds));
      const cpu = median(runs.map((run) => run.results[i].cpu));
      const { summary } = runs[0].results[i];
      const before = rows === 100_000 ? BEFORE[target.kind]?.[label] : undefined;
      console.log(
        `  ${label.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  ${Math.round(rows / seconds).toLocaleString("en-AU").padStart(7)} rows/s` +
          `  ${cpu.toFixed(2).padStart(6)} CPU s  ${Math.round(rows / cpu).toLocaleString("en-AU").padStart(7)} rows per CPU s` +
          `${before ? `  (before: ${before.toLocaleString("en-AU")} rows/s, import only)` : ""}  ` +
          `[${runs.map((run) => Math.round(rows / run.results[i].seconds).toLocaleString("en-AU")).join(", ")}]  ` +
          `(added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, marked sold ${summary.markedSold}, rejected ${summary.rejected})`,
      );
    });
  }
}

await main();
