// Search engine benchmark (npm run bench:search [-- --sizes 10000,100000]).
//
// For each size, cars come from the demo-data generator (demo/data) and become
// search records through the same mapper the server uses. It measures:
//   · index build time and memory per car beyond the stored records;
//   · p50/p99 latency of a listing-page query mix (a site's scope, 0–3 facet
//     refinements, a price/km/year range, 25 facets, one of the four sort
//     options, a page of 21; one query in ten also has text);
//   · the same mix on @orama/orama and as SQL on PostgreSQL (PGlite; a real
//     server too when DATABASE_URL is set), each as a ratio to ours;
//   · autocannon (50 connections) against /1/indexes/*/queries with a
//     listing-shaped multi-query (main query + two disjunctive-facet queries).
// Results are printed as a table. The machine is shared: the load average is
// printed with the figures.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { getHeapStatistics } from "node:v8";
import autocannon from "autocannon";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import pg from "pg";
import { openDatabase, migrateDatabase } from "../db/client.ts";
import type { Database } from "../db/client.ts";
import { generateCars, generateReference } from "../demo/data/generate.ts";
import type { DemoReference } from "../demo/data/generate.ts";
import { seedDemoData } from "../demo/data/insert.ts";
import { visibilityFilter } from "../domain/visibility.ts";
import { carDocumentFrom } from "../services/stock/index.ts";
import type { CarDocument } from "../domain/car-document.ts";
import { CarSearchEngine } from "../search/cars/index.ts";
import { createAlgoliaHandler } from "../search/core/http/algolia-handler.ts";
import type { SearchParams } from "../search/cars/index.ts";
import { referenceLoopMs } from "./machine-speed.ts";
import { serverNodeFlags } from "./server-flags.ts";

const SEED = 42;
const NOW = new Date("2026-11-21T03:00:00Z");
const DAY = 86_400;
/** Records kept aside from the stream for the query mix and the changes. */
const SAMPLE = 20_000;
/** Changed cars in the change measurement. */
const CHANGED = 10_000;

interface Options {
  sizes: number[];
  queries: number;
  /** Queries per size for Orama and SQL (they are much slower). */
  slowQueries: number;
  seconds: number;
  oramaMax: number;
  sqlMax: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { sizes: [10_000, 100_000, 1_000_000], queries: 2000, slowQueries: 200, seconds: 10, oramaMax: 100_000, sqlMax: 100_000 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=");
    const value = () => inline ?? argv[++i];
    if (flag === "--sizes") options.sizes = value().split(",").map((s) => Number(s.replace(/_/g, "")));
    else if (flag === "--queries") options.queries = Number(value());
    else if (flag === "--slow-queries") options.slowQueries = Number(value());
    else if (flag === "--seconds") options.seconds = Number(value());
    else if (flag === "--orama-max") options.oramaMax = Number(value());
    else if (flag === "--sql-max") options.sqlMax = Number(value());
    else if (flag === "--help") {
      console.log("npm run bench:search -- [--sizes 10000,100000,1000000] [--queries 2000] [--slow-queries 200] [--seconds 10] [--orama-max 100000] [--sql-max 100000]");
      process.exit(0);
    } else throw new Error(`Unknown option ${argv[i]} (try --help)`);
  }
  if (options.sizes.some((n) => !Number.isInteger(n) || n < 100)) throw new Error("--sizes: whole numbers of at least 100, e.g. --sizes 10000,100000");
  return options;
}

/**
 * A million records need a bigger heap, and memory figures need gc(); the
 * engine is built and its HTTP surface served with the flags npm start gives
 * the server (decision 0081). Runs again with all of them.
 */
function relaunchIfNeeded(options: Options): boolean {
  const wantHeapMb = Math.max(...options.sizes) >= 500_000 ? 14_000 : 6_000;
  const haveMb = getHeapStatistics().heap_size_limit / 1024 / 1024;
  const serverFlags = serverNodeFlags();
  if (typeof globalThis.gc === "function" && haveMb >= wantHeapMb * 0.9 && serverFlags.every((flag) => process.execArgv.includes(flag))) return false;
  const child = spawn(process.execPath, [...process.execArgv, ...serverFlags, "--expose-gc", `--max-old-space-size=${wantHeapMb}`, ...process.argv.slice(1)], { stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 1));
  return true;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heapBytes = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

// ---- data --------------------------------------------------------------------

function* streamDocuments(ref: DemoReference, count: number): Generator<CarDocument> {
  const dealerships = new Map(ref.dealerships.map((d) => [d.id, d]));
  const locations = new Map(ref.locations.map((l) => [l.id, l]));
  for (const car of generateCars(ref, { count, seed: SEED, now: NOW })) {
    const d = dealerships.get(car.dealershipId)!;
    yield carDocumentFrom(car, { id: d.id, name: d.name, slug: d.slug }, car.locationId ? locations.get(car.locationId)! : null);
  }
}

function generateDocuments(ref: DemoReference, count: number): CarDocument[] {
  return [...streamDocuments(ref, count)];
}

/** Every k-th record of a stream kept aside (the query mix and the changes are drawn from them). */
function* sampled(docs: Iterable<CarDocument>, every: number, into: CarDocument[]): Generator<CarDocument> {
  let i = 0;
  for (const doc of docs) {
    if (i++ % every === 0) into.push(doc);
    yield doc;
  }
}

// ---- the query mix -----------------------------------------------------------

const FACETS = [
  "make", "model", "make_model", "badge", "body", "simple_body", "fuel", "simple_fuel", "transmission", "simple_transmission",
  "drive", "colour", "seats", "car_type", "status", "item_type", "certified", "categories", "filtered_features",
  "location_name", "dealership_name", "price", "km", "year", "price_range",
];
const NUMERIC_FACETS = ["seats", "price", "km", "year"];
const REFINABLE = ["make", "car_type", "simple_body", "simple_fuel", "simple_transmission", "colour"] as const;
const SORTS = { relevance: "Car_production", latest: "Car_production_latest", price_desc: "Car_production_price_desc", price_asc: "Car_production_price_asc" } as const;
type Sort = keyof typeof SORTS;

interface Site {
  name: string;
  dealershipIds: number[];
  usedOnly: boolean;
  scope: string;
}

interface ListingQuery {
  site: Site;
  refinements: { attribute: (typeof REFINABLE)[number]; value: string }[];
  range: { attribute: "price" | "km" | "year"; low: number; high: number };
  sort: Sort;
  page: number;
  text: string;
}

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sitesOf(ref: DemoReference): Site[] {
  const all = ref.dealerships.map((d) => d.id);
  const used = ref.dealerships.filter((d) => /used|toyota|mazda/.test(d.slug)).map((d) => d.id);
  const scope = (level: number, ids: number[]) => visibilityFilter({ level, dealershipIds: ids }, NOW);
  return [
    ...ref.dealerships.map((d) => ({ name: d.slug, dealershipIds: [d.id], usedOnly: false, scope: scope(0, [d.id]) })),
    { name: "group (all dealerships)", dealershipIds: all, usedOnly: false, scope: scope(0, all) },
    { name: "used-car site", dealershipIds: used, usedOnly: true, scope: scope(3, used) },
  ];
}

/** Listing-page queries: refinements drawn from a car the site actually has, so results are rarely empty. */
function listingMix(docs: CarDocument[], sites: Site[], count: number): ListingQuery[] {
  const rand = random(SEED);
  const pick = <T>(values: readonly T[]) => values[Math.floor(rand() * values.length)];
  const byDealership = new Map<number, CarDocument[]>();
  for (const doc of docs) {
    const list = byDealership.get(doc.dealership_id) ?? [];
    list.push(doc);
    byDealership.set(doc.dealership_id, list);
  }
  const queries: ListingQuery[] = [];
  while (queries.length < count) {
    const site = pick(sites);
    const stock = byDealership.get(pick(site.dealershipIds));
    if (!stock) continue;
    const car = pick(stock);
    const refinements: ListingQuery["refinements"] = [];
    const wanted = Math.floor(rand() * 4);
    for (const attribute of [...REFINABLE].sort(() => rand() - 0.5)) {
      if (refinements.length >= wanted) break;
      const value = car[attribute];
      if (typeof value === "string" && !(site.usedOnly && attribute === "car_type")) refinements.push({ attribute, value });
    }
    const kind = pick(["price", "price", "km", "year"] as const);
    const range =
      kind === "price"
        ? { attribute: kind, low: Math.floor(rand() * 40) * 1000, high: 40_000 + Math.floor(rand() * 80) * 1000 }
        : kind === "km"
          ? { attribute: kind, low: 0, high: 20_000 + Math.floor(rand() * 200) * 1000 }
          : { attribute: kind, low: 2010 + Math.floor(rand() * 10), high: 2027 };
    const text = rand() < 0.1 ? pick([car.make, car.model, car.model.slice(0, 4), `${car.make} ${car.model}`]).toLowerCase() : "";
    queries.push({ site, refinements, range, sort: pick(Object.keys(SORTS) as Sort[]), page: rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 2), text });
  }
  return queries;
}

function engineParams(q: ListingQuery): SearchParams {
  return {
    query: q.text,
    facets: FACETS,
    facetFilters: q.refinements.map((r) => [`${r.attribute}:${r.value}`]),
    numericFilters: [`${q.range.attribute}>=${q.range.low}`, `${q.range.attribute}<=${q.range.high}`],
    hitsPerPage: 21,
    page: q.page,
  };
}

// ---- measuring ---------------------------------------------------------------

interface Latency {
  p50: number;
  p99: number;
  mean: number;
  count: number;
}

/** The value at fraction `p` (0.5: the median) of `values`, sorted in a copy; NaN when there are none. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function measure<T>(queries: T[], run: (query: T) => unknown): Promise<Latency> {
  const warm = Math.min(queries.length, Math.max(20, Math.floor(queries.length / 10)));
  for (let i = 0; i < warm; i++) await run(queries[i]);
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), mean: times.reduce((a, b) => a + b, 0) / times.length, count: times.length };
}

// ---- changes while answering ---------------------------------------------------

/**
 * A feed changes 10,000 cars (prices, kilometres, some sold) while shoppers
 * search: the engine applies the change in slices and answers queries between
 * them. Latency counts from when a query arrives to its answer, waits included.
 */
async function benchChanges(engine: CarSearchEngine, sample: CarDocument[], queries: ListingQuery[]) {
  const rand = random(SEED + 1);
  const soldAt = Math.floor(NOW.getTime() / 1000) - DAY;
  const changed = sample.slice(0, CHANGED).map((doc) => {
    const roll = rand();
    if (roll < 0.1) return { ...doc, status: "sold" as const, sold_at_timestamp: soldAt };
    if (roll < 0.6 && doc.price !== null) return { ...doc, price: Math.round(doc.price * (0.9 + rand() * 0.15)) };
    return { ...doc, km: doc.km + 50 + Math.floor(rand() * 500), views: doc.views + 1 };
  });
  let applying = true;
  const times: number[] = [];
  // Each latency's two parts: the wait for the slice under way, and the query's own run.
  const waits: number[] = [];
  const runs: number[] = [];
  const answering = (async () => {
    for (let i = 0; applying; i++) {
      const arrived = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      if (!applying) break;
      const q = queries[i % queries.length];
      const started = performance.now();
      engine.search(SORTS[q.sort], engineParams(q), { scopeFilters: q.site.scope });
      const answered = performance.now();
      times.push(answered - arrived);
      waits.push(started - arrived);
      runs.push(answered - started);
    }
  })();
  const started = performance.now();
  await engine.applyInSlices(changed);
  const applyMs = performance.now() - started;
  applying = false;
  await answering;
  return {
    count: changed.length,
    applyMs,
    latency: { p50: percentile(times, 0.5), p99: percentile(times, 0.99), mean: NaN, count: times.length },
    waitP99: percentile(waits, 0.99),
    runP99: percentile(runs, 0.99),
  };
}

// ---- Orama -------------------------------------------------------------------

const ORAMA_ENUMS = ["make", "model", "make_model", "badge", "body", "simple_body", "fuel", "simple_fuel", "transmission", "simple_transmission", "drive", "colour", "car_type", "status", "item_type", "location_name", "dealership_name", "price_range"] as const;

function oramaSchema() {
  return {
    name: "string",
    ...Object.fromEntries(ORAMA_ENUMS.map((name) => [name, "enum"])),
    categories: "enum[]",
    filtered_features: "enum[]",
    dealership_id: "enum",
    certified: "boolean",
    show_on_dealer_website: "boolean",
    seats: "number",
    price: "number",
    km: "number",
    year: "number",
    sold_at_timestamp: "number",
    created_at_timestamp: "number",
    custom_rank: "number",
  } as const;
}

function oramaDocument(doc: CarDocument): Record<string, unknown> {
  // Orama has no null: absent values are left out.
  const out: Record<string, unknown> = { id: doc.objectID };
  for (const key of Object.keys(oramaSchema())) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

const RANGE_BUCKETS = {
  price: [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 1e9],
  km: [0, 10_000, 50_000, 100_000, 150_000, 1e9],
  year: [1990, 2010, 2015, 2020, 2023, 2030],
  seats: [0, 2, 4, 5, 7, 100],
};

function oramaQuery(q: ListingQuery) {
  const cutoff = Math.floor(NOW.getTime() / 60_000) * 60 - 3 * DAY;
  const and: Record<string, unknown>[] = [
    { dealership_id: { in: q.site.dealershipIds } },
    { show_on_dealer_website: true },
    { status: { in: ["in_stock", "coming_soon", "sold"] } },
    { or: [{ sold_at_timestamp: { eq: 0 } }, { sold_at_timestamp: { gte: cutoff } }] },
    ...(q.site.usedOnly ? [{ car_type: { eq: "used" } }] : []),
    ...q.refinements.map((r) => ({ [r.attribute]: { eq: r.value } })),
    { [q.range.attribute]: { between: [q.range.low, q.range.high] } },
  ];
  const facets: Record<string, unknown> = {};
  for (const name of FACETS) {
    const buckets = RANGE_BUCKETS[name as keyof typeof RANGE_BUCKETS];
    if (buckets) facets[name] = { ranges: buckets.slice(1).map((to, i) => ({ from: buckets[i], to })) };
    else if (name === "certified") facets[name] = { true: true, false: true };
    else facets[name] = { limit: 100 };
  }
  const sortBy =
    q.sort === "latest"
      ? { property: "created_at_timestamp", order: "DESC" }
      : q.sort === "price_desc"
        ? { property: "price", order: "DESC" }
        : q.sort === "price_asc"
          ? { property: "price", order: "ASC" }
          : q.text
            ? undefined
            : { property: "custom_rank", order: "DESC" };
  return {
    term: q.text || undefined,
    properties: q.text ? ["name"] : undefined, // Orama searches string properties only; the name holds make, model and badge
    tolerance: q.text ? 1 : undefined,
    where: { and },
    facets,
    sortBy,
    limit: 21,
    offset: q.page * 21,
  };
}

async function benchOrama(docs: CarDocument[], queries: ListingQuery[]) {
  const db = create({ schema: oramaSchema() as never });
  const started = performance.now();
  await insertMultiple(db, docs.map(oramaDocument) as never, 1000);
  const buildMs = performance.now() - started;
  const plain = queries.filter((q) => !q.text).slice(0, 20);
  const counts = await Promise.all(plain.map(async (q) => (await oramaSearch(db, oramaQuery(q) as never)).count));
  const latency = await measure(queries, (q) => oramaSearch(db, oramaQuery(q) as never));
  return { buildMs, latency, counts: plain.map((q, i) => ({ q, count: counts[i] })) };
}

// ---- SQL ---------------------------------------------------------------------

const SQL_FACETS = FACETS.filter((f) => !["categories", "filtered_features", ...NUMERIC_FACETS].includes(f));
const PRICE_RANGE_SQL = `CASE WHEN c.price IS NULL OR c.price <= 0 THEN NULL WHEN c.price < 10000 THEN 'Under $10,000'
  WHEN c.price < 20000 THEN '$10,000 - $20,000' WHEN c.price < 30000 THEN '$20,000 - $30,000' WHEN c.price < 40000 THEN '$30,000 - $40,000'
  WHEN c.price < 50000 THEN '$40,000 - $50,000' WHEN c.price < 75000 THEN '$50,000 - $75,000' WHEN c.price < 100000 THEN '$75,000 - $100,000'
  ELSE '$100,000+' END`;
const COLUMN: Record<string, string> = { location_name: "l.name", dealership_name: "d.name", make_model: "(c.make || ' > ' || c.model)", price_range: `(${PRICE_RANGE_SQL})` };
const column = (name: string) => COLUMN[name] ?? `c.${name}`;

function sqlQuery(q: ListingQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const cutoff = new Date((Math.floor(NOW.getTime() / 60_000) * 60 - 3 * DAY) * 1000).toISOString();
  const where = [
    `c.dealership_id = ANY(${param(q.site.dealershipIds)}::int[])`,
    "c.show_on_dealer_website",
    "c.status IN ('in_stock', 'coming_soon', 'sold')",
    `(c.sold_at IS NULL OR c.sold_at >= ${param(cutoff)}::timestamptz)`,
    ...(q.site.usedOnly ? ["c.car_type = 'used'"] : []),
    ...q.refinements.map((r) => `lower(${column(r.attribute)}) = lower(${param(r.value)})`),
    `${column(q.range.attribute)} BETWEEN ${param(q.range.low)} AND ${param(q.range.high)}`,
    ...(q.text ? q.text.split(/\s+/).map((word) => `(c.name ILIKE ${param(`%${word}%`)} OR c.stocknum ILIKE ${param(`${word}%`)})`) : []),
  ];
  const order = { relevance: "c.custom_rank DESC, c.id", latest: "c.created_at DESC, c.custom_rank DESC, c.id", price_desc: "c.price DESC NULLS LAST, c.custom_rank DESC, c.id", price_asc: "c.price ASC NULLS LAST, c.custom_rank DESC, c.id" }[q.sort];
  const groupSelect = SQL_FACETS.map((f) => `${column(f)}::text AS ${f}`).join(", ");
  const text = `
    WITH m AS MATERIALIZED (
      SELECT c.id, c.custom_rank, c.created_at, c.price, c.km, c.year, c.seats, c.categories, c.filtered_features, ${groupSelect}
      FROM cars c JOIN dealerships d ON d.id = c.dealership_id LEFT JOIN locations l ON l.id = c.location_id
      WHERE ${where.join(" AND ")}
    )
    SELECT
      (SELECT json_agg(id) FROM (SELECT c.id FROM m c ORDER BY ${order} LIMIT 21 OFFSET ${param(q.page * 21)}) h) AS hits,
      (SELECT row_to_json(s) FROM (SELECT count(*)::int AS n,
         ${NUMERIC_FACETS.map((f) => `min(${f}) AS ${f}_min, max(${f}) AS ${f}_max, avg(${f})::float8 AS ${f}_avg, sum(${f})::float8 AS ${f}_sum`).join(", ")} FROM m) s) AS stats,
      (SELECT json_agg(g) FROM (
         SELECT ${SQL_FACETS.map((f) => f).join(", ")}, count(*)::int AS n FROM m
         GROUP BY GROUPING SETS (${SQL_FACETS.map((f) => `(${f})`).join(", ")})) g) AS facets,
      (SELECT json_agg(g) FROM (
         SELECT ${NUMERIC_FACETS.join(", ")}, count(*)::int AS n FROM m
         GROUP BY GROUPING SETS (${NUMERIC_FACETS.map((f) => `(${f})`).join(", ")})) g) AS numeric_facets,
      (SELECT json_agg(g) FROM (
         SELECT 'categories' AS f, v, count(*)::int AS n FROM m, jsonb_array_elements_text(m.categories) v GROUP BY v
         UNION ALL
         SELECT 'filtered_features', v, count(*)::int FROM m, jsonb_array_elements_text(m.filtered_features) v GROUP BY v) g) AS list_facets`;
  return { text, values };
}

const SQL_INDEXES = [
  "CREATE INDEX IF NOT EXISTS bench_cars_scope ON cars (dealership_id, status, show_on_dealer_website)",
  "CREATE INDEX IF NOT EXISTS bench_cars_price ON cars (price)",
  "CREATE INDEX IF NOT EXISTS bench_cars_km ON cars (km)",
  "CREATE INDEX IF NOT EXISTS bench_cars_year ON cars (year)",
  "CREATE INDEX IF NOT EXISTS bench_cars_rank ON cars (custom_rank DESC, id)",
  "CREATE INDEX IF NOT EXISTS bench_cars_created ON cars (created_at DESC)",
  "CREATE INDEX IF NOT EXISTS bench_cars_type ON cars (car_type)",
  "CREATE INDEX IF NOT EXISTS bench_cars_body ON cars (simple_body)",
];

async function benchSql(db: Database, n: number, queries: ListingQuery[]) {
  const started = performance.now();
  await seedDemoData(db, { cars: n, seed: SEED, now: NOW, replace: true });
  for (const sql of SQL_INDEXES) await db.query(sql);
  await db.query("ANALYZE");
  const loadMs = performance.now() - started;
  const plain = queries.filter((q) => !q.text).slice(0, 20);
  const counts: { q: ListingQuery; count: number }[] = [];
  for (const q of plain) {
    const { text, values } = sqlQuery(q);
    const [row] = await db.query<{ stats: { n: number } }>(text, values);
    counts.push({ q, count: row.stats.n });
  }
  const latency = await measure(queries, (q) => {
    const { text, values } = sqlQuery(q);
    return db.query(text, values);
  });
  return { loadMs, latency, counts };
}

/** A throwaway database on the DATABASE_URL server (dropped afterwards). */
async function openScratchPostgres(url: string): Promise<{ db: Database; drop(): Promise<void> }> {
  const name = `forecourt_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  await migrateDatabase(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

// ---- HTTP ----------------------------------------------------------------------

async function benchHttp(engine: CarSearchEngine, site: Site, seconds: number) {
  const handler = createAlgoliaHandler({ engine, resolveKey: () => ({ scopeFilters: site.scope }) });
  const server = createServer((req, res) => {
    void handler(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // What InstantSearch sends for a listing with a make refined and a price range:
  // the hits query plus one query per disjunctive facet.
  const range = ["price>=10000", "price<=60000"];
  const body = JSON.stringify({
    requests: [
      { indexName: "Car_production", params: new URLSearchParams({ facets: JSON.stringify(FACETS), facetFilters: JSON.stringify([["make:Toyota"]]), numericFilters: JSON.stringify(range), hitsPerPage: "21", page: "0" }).toString() },
      { indexName: "Car_production", params: new URLSearchParams({ facets: "make", numericFilters: JSON.stringify(range), hitsPerPage: "0", analytics: "false" }).toString() },
      { indexName: "Car_production", params: new URLSearchParams({ facets: "price", facetFilters: JSON.stringify([["make:Toyota"]]), hitsPerPage: "0", analytics: "false" }).toString() },
    ],
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/1/indexes/*/queries`,
    method: "POST",
    connections: 50,
    duration: seconds,
    workers: 1,
    headers: { "content-type": "text/plain", "x-algolia-application-id": "BENCH", "x-algolia-api-key": "bench" },
    body,
  } as never);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// ---- running ---------------------------------------------------------------------

interface SizeResult {
  n: number;
  buildMs: number;
  bytesPerCar: number;
  estimatedBytesPerCar: number;
  ours: Latency;
  oursCpuMs: number;
  orama: Latency | string;
  pglite: Latency | string;
  postgres: Latency | string;
  http: { rps: number; p50: number; p99: number; errors: number };
  uncached: { rps: number; p50: number; p99: number; errors: number };
  changes: { count: number; applyMs: number; latency: Latency; waitP99: number; runP99: number };
  mismatches: string[];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

async function benchSize(n: number, options: Options): Promise<SizeResult> {
  const log = (message: string) => console.log(`[${n.toLocaleString("en-AU")}] ${message}`);
  const ref = generateReference(SEED, { now: NOW });
  // The engine is built from a stream of records, as it would read them from
  // PostgreSQL: a million records never exist as objects at once. Making the
  // records is timed on its own and taken off the build.
  const sample: CarDocument[] = [];
  const every = Math.max(1, Math.floor(n / SAMPLE));
  let started = performance.now();
  for (const _doc of sampled(streamDocuments(ref, n), every, sample));
  const generateMs = performance.now() - started;
  gc();
  const before = heapBytes();
  started = performance.now();
  const engine = new CarSearchEngine(streamDocuments(ref, n), { expectedSize: n });
  const buildMs = performance.now() - started - generateMs;
  gc();
  const bytesPerCar = (heapBytes() - before) / n;
  log(`made the records in ${ms(generateMs)} ms; index built in ${ms(buildMs)} ms beyond that; ${bytesPerCar.toFixed(0)} bytes per car (records and index)`);

  const sites = sitesOf(ref);
  const queries = listingMix(sample, sites, options.queries);
  const cpuBefore = process.cpuUsage();
  const ours = await measure(queries, (q) => engine.search(SORTS[q.sort], engineParams(q), { scopeFilters: q.site.scope }));
  const cpu = process.cpuUsage(cpuBefore);
  const oursCpuMs = (cpu.user + cpu.system) / 1000 / (ours.count + Math.min(queries.length, Math.max(20, Math.floor(queries.length / 10))));
  log(`ours: p50 ${ms(ours.p50)} ms, p99 ${ms(ours.p99)} ms`);


  const docs = n <= Math.max(options.oramaMax, options.sqlMax) ? generateDocuments(ref, n) : [];
  const slow = queries.slice(0, options.slowQueries);
  const mismatches: string[] = [];
  const checkCounts = (who: string, counts: { q: ListingQuery; count: number }[]) => {
    for (const { q, count } of counts) {
      const expected = engine.search(SORTS[q.sort], engineParams(q), { scopeFilters: q.site.scope }).nbHits;
      if (expected !== count) mismatches.push(`${who}: ${count} hits where we found ${expected} (${q.site.name}, ${JSON.stringify(q.refinements)}, ${JSON.stringify(q.range)})`);
    }
  };

  let orama: Latency | string = `skipped above ${options.oramaMax.toLocaleString("en-AU")} cars (insert time and memory)`;
  if (n <= options.oramaMax) {
    const result = await benchOrama(docs, slow);
    orama = result.latency;
    checkCounts("Orama", result.counts);
    log(`Orama: built in ${ms(result.buildMs)} ms, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms`);
  }

  let pglite: Latency | string = `skipped above ${options.sqlMax.toLocaleString("en-AU")} cars (seeding time)`;
  let postgres: Latency | string = "set DATABASE_URL to compare with a PostgreSQL server";
  if (n <= options.sqlMax) {
    const db = await openDatabase({ memory: true });
    try {
      await migrateDatabase(db);
      const result = await benchSql(db, n, slow);
      pglite = result.latency;
      checkCounts("PGlite", result.counts);
      log(`PGlite SQL: loaded in ${ms(result.loadMs)} ms, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms`);
    } finally {
      await db.close();
    }
    if (process.env.DATABASE_URL) {
      const scratch = await openScratchPostgres(process.env.DATABASE_URL);
      try {
        const result = await benchSql(scratch.db, n, slow);
        postgres = result.latency;
        checkCounts("PostgreSQL", result.counts);
        log(`PostgreSQL SQL: loaded in ${ms(result.loadMs)} ms, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms`);
      } finally {
        await scratch.drop();
      }
    }
  } else if (process.env.DATABASE_URL) {
    postgres = pglite;
  }

  const toyota = sites.find((s) => s.name === "harbour-toyota") ?? sites[0];
  // Every request of the run is the same: once with the response cache (what
  // a popular listing gets), once without it (what the engine itself does).
  const http = await benchHttp(engine, toyota, options.seconds);
  log(`HTTP multi-query, response cache on: ${http.rps.toFixed(0)} req/s (p50 ${http.p50} ms, p99 ${http.p99} ms, ${http.errors} errors)`);
  engine.setResponseCacheSize(0);
  const uncached = await benchHttp(engine, toyota, options.seconds);
  engine.setResponseCacheSize(256);
  log(`HTTP multi-query, response cache off: ${uncached.rps.toFixed(0)} req/s (p50 ${uncached.p50} ms, p99 ${uncached.p99} ms, ${uncached.errors} errors)`);
  // Last: the changes alter the index the other measurements (and the count checks against Orama and SQL) read.
  const changes = await benchChanges(engine, sample, queries);
  log(`${changes.count.toLocaleString("en-AU")} changed cars applied in ${ms(changes.applyMs)} ms; ${changes.latency.count} queries meanwhile: p50 ${ms(changes.latency.p50)} ms, p99 ${ms(changes.latency.p99)} ms (of which p99 of the wait for a slice ${ms(changes.waitP99)} ms, of the query's own run ${ms(changes.runP99)} ms)`);
  return { n, buildMs, bytesPerCar, estimatedBytesPerCar: engine.status().indexBytes / n, ours, oursCpuMs, orama, pglite, postgres, http, uncached, changes, mismatches };
}

function table(results: SizeResult[]): string {
  const ratio = (other: Latency | string, ours: Latency) => (typeof other === "string" ? "—" : `${ms(other.p50)} / ${ms(other.p99)} (×${(other.p50 / ours.p50).toFixed(0)})`);
  const header = ["Cars", "Build", "Bytes/car (records + index)", "Ours p50 / p99 ms", "Orama p50 / p99 ms (× ours p50)", "PGlite SQL p50 / p99 ms (×)", "PostgreSQL SQL (×)", "HTTP req/s cached / uncached", "10k changes: apply / query p99"];
  const rows = results.map((r) => [
    r.n.toLocaleString("en-AU"),
    `${(r.buildMs / 1000).toFixed(1)} s`,
    `${r.bytesPerCar.toFixed(0)} (est. index ${r.estimatedBytesPerCar.toFixed(0)})`,
    `${ms(r.ours.p50)} / ${ms(r.ours.p99)} (cpu ${ms(r.oursCpuMs)})`,
    ratio(r.orama, r.ours),
    ratio(r.pglite, r.ours),
    ratio(r.postgres, r.ours),
    `${r.http.rps.toFixed(0)} / ${r.uncached.rps.toFixed(0)}${r.http.errors + r.uncached.errors ? ` (${r.http.errors + r.uncached.errors} errors)` : ""}`,
    `${ms(r.changes.applyMs)} ms / ${ms(r.changes.latency.p99)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/** The goals of issue #15 §4. */
function targets(results: SizeResult[]): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? "ok     " : "MISSED "} ${text}`);
  const at = (n: number) => results.find((r) => r.n === n);
  const r100 = at(100_000);
  if (r100) {
    check(r100.ours.p50 <= 1, `100k p50 ≤ 1 ms: ${ms(r100.ours.p50)} ms`);
    check(r100.ours.p99 <= 5, `100k p99 ≤ 5 ms: ${ms(r100.ours.p99)} ms`);
    check(r100.uncached.rps >= 1000, `100k HTTP multi-query uncached ≥ 1,000 req/s: ${r100.uncached.rps.toFixed(0)}`);
    if (typeof r100.orama !== "string") check(r100.orama.p50 / r100.ours.p50 >= 20, `100k ≥ 20× faster than Orama: ×${(r100.orama.p50 / r100.ours.p50).toFixed(0)}`);
    if (typeof r100.pglite !== "string") check(r100.pglite.p50 / r100.ours.p50 >= 50, `100k ≥ 50× faster than SQL (PGlite): ×${(r100.pglite.p50 / r100.ours.p50).toFixed(0)}`);
    if (typeof r100.postgres !== "string") check(r100.postgres.p50 / r100.ours.p50 >= 50, `100k ≥ 50× faster than SQL (PostgreSQL): ×${(r100.postgres.p50 / r100.ours.p50).toFixed(0)}`);
  }
  const r1m = at(1_000_000);
  if (r1m) {
    check(r1m.buildMs <= 20_000, `1M build ≤ 20 s: ${(r1m.buildMs / 1000).toFixed(1)} s`);
    check(r1m.bytesPerCar <= 1229, `1M memory (records and index) ≤ 1.2 KB per car: ${r1m.bytesPerCar.toFixed(0)} bytes`);
    check(r1m.uncached.rps >= 300, `1M HTTP multi-query uncached ≥ 300 req/s: ${r1m.uncached.rps.toFixed(0)}`);
    check(r1m.changes.applyMs <= 2000, `1M: ${r1m.changes.count.toLocaleString("en-AU")} changed cars applied in ≤ 2 s: ${(r1m.changes.applyMs / 1000).toFixed(2)} s`);
    check(r1m.changes.latency.p99 <= 20, `1M: query p99 ≤ 20 ms while they are applied: ${ms(r1m.changes.latency.p99)} ms`);
  }
  return lines;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (relaunchIfNeeded(options)) return;
  console.log(`Search benchmark — node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const speedBefore = referenceLoopMs();
  console.log(`Machine speed: the reference loop (bench/machine-speed.ts) took ${speedBefore.toFixed(0)} ms`);
  const results: SizeResult[] = [];
  for (const n of options.sizes) results.push(await benchSize(n, options));
  console.log(`\n${table(results)}\n`);
  console.log("Latency: one in-process query of the listing mix (wall clock; cpu = CPU ms per query). Orama and SQL run the first");
  console.log(`${options.slowQueries} queries of the same mix; Orama counts numeric facets by ranges (it has no per-value numeric facets).`);
  for (const r of results) for (const m of r.mismatches) console.log(`  count mismatch at ${r.n}: ${m}`);
  console.log(`\nMachine speed: the reference loop took ${speedBefore.toFixed(0)} ms before the run, ${referenceLoopMs().toFixed(0)} ms after it`);
  console.log(`Targets (load average now ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${cpus().length} cores):`);
  for (const line of targets(results)) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
