// Loads the demo data into PostgreSQL (PGlite or a server): reference data,
// then cars streamed from the generator in multi-row batches, all in one
// transaction, so an interrupted run leaves the database as it was and the
// next start simply seeds again.
import type { PGlite } from "@electric-sql/pglite";
import { getTableColumns, getTableName, sql, type SQL, type Table } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { cars, dealerGroups, dealerships, locations, manufacturers, models, reviews } from "../../db/schema.ts";
import { generateCars, generateReference, type DemoReference } from "./generate.ts";

export interface SeedOptions {
  cars: number;
  seed: number;
  /** Dates in the data are relative to this (default: the current time). */
  now?: Date;
  /** Empty the tenant tables first instead of refusing when data exists. */
  replace?: boolean;
  /** Cars per statement (default 1000). */
  batchSize?: number;
  onProgress?(done: number, total: number): void;
}

export interface SeedSummary {
  manufacturers: number;
  models: number;
  dealerships: number;
  locations: number;
  reviews: number;
  cars: number;
  seconds: number;
}

export class DemoDataPresentError extends Error {
  constructor() {
    super("The database already holds dealer data. Seeding again would mix two data sets: pass replace: true (npm run seed -- --replace) to empty the tenant tables and load fresh demo data.");
    this.name = "DemoDataPresentError";
  }
}

/** Tables the demo data fills, children first. TRUNCATE ... CASCADE also empties tables that point at them (leads, reservations). */
const TENANT_TABLES = [cars, reviews, locations, dealerships, models, manufacturers, dealerGroups];
const DEFAULT_BATCH = 1000;

/** True when a dealer group or any car is present. */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    "select exists(select 1 from dealer_groups) or exists(select 1 from cars) as present",
  );
  return row?.present === true;
}

/** Statements inside one transaction; `insert` writes many rows of one table. */
interface BulkSession {
  insert(table: Table, rows: readonly Record<string, unknown>[]): Promise<void>;
  execute(statement: SQL): Promise<void>;
}

/** The table's columns that at least one row sets; the others keep their defaults. */
function usedColumns(table: Table, rows: readonly Record<string, unknown>[]) {
  return Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
}

const quotedNames = (columns: ReturnType<typeof usedColumns>) => columns.map(([, column]) => `"${column.name}"`).join(", ");

/** One value in COPY's text format. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

/**
 * PGlite: COPY FROM a blob, the fastest way in (about twice the rate of a
 * multi-row INSERT, measured here). The raw client is reached through
 * drizzle's $client because the Database handle keeps it private.
 */
async function withPgliteSession<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const client = (db.orm as unknown as { $client: PGlite }).$client;
  const dialect = new PgDialect();
  return client.transaction(async (tx) => {
    return work({
      async insert(table, rows) {
        if (rows.length === 0) return;
        const columns = usedColumns(table, rows);
        let text = "";
        for (const row of rows) text += columns.map(([key]) => copyText(row[key])).join("\t") + "\n";
        await tx.query(`copy "${getTableName(table)}" (${quotedNames(columns)}) from '/dev/blob'`, [], { blob: new Blob([text]) });
      },
      async execute(statement) {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        await tx.query(text, params);
      },
    });
  });
}

/**
 * PostgreSQL server: one statement and one parameter per batch, the rows as a
 * JSON array expanded by json_populate_recordset. It never reaches the
 * protocol's 65,535-parameter cap, whatever the batch size.
 */
async function withServerSession<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    return work({
      async insert(table, rows) {
        if (rows.length === 0) return;
        const columns = usedColumns(table, rows);
        const json = JSON.stringify(
          rows.map((row) => {
            const record: Record<string, unknown> = {};
            for (const [key, column] of columns) {
              const value = row[key];
              record[column.name] = value instanceof Date ? value.toISOString() : value;
            }
            return record;
          }),
        );
        const names = sql.raw(quotedNames(columns));
        await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`);
      },
      async execute(statement) {
        await tx.execute(statement);
      },
    });
  });
}

function withBulkSession<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  return db.kind === "pglite" ? withPgliteSession(db, work) : withServerSession(db, work);
}

/** Moves each serial sequence past the explicit ids, so a later plain insert gets a fresh id. */
async function advanceSequences(session: BulkSession): Promise<void> {
  for (const table of TENANT_TABLES) {
    await session.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

async function insertReference(session: BulkSession, ref: DemoReference): Promise<void> {
  await session.insert(dealerGroups, [ref.group]);
  await session.insert(manufacturers, ref.manufacturers);
  await session.insert(models, ref.models);
  await session.insert(dealerships, ref.dealerships);
  await session.insert(locations, ref.locations);
  await session.insert(reviews, ref.reviews);
}

/**
 * The reference data alone (group, makes, models, dealerships, locations,
 * reviews), in one transaction; the cars then come through the stock import
 * (services/stock-import seedDemoStock). `replace` empties the tenant tables first.
 */
export async function insertDemoReference(db: Database, ref: DemoReference, options: { replace?: boolean } = {}): Promise<void> {
  await withBulkSession(db, async (session) => {
    if (options.replace) {
      await session.execute(sql.raw(`truncate table ${TENANT_TABLES.map((t) => `"${getTableName(t)}"`).join(", ")} restart identity cascade`));
    }
    await insertReference(session, ref);
    await advanceSequences(session);
  });
}

/** Empties the tenant tables (a first car import that failed leaves none of its reference data behind). */
export async function removeDemoData(db: Database): Promise<void> {
  await db.query(`truncate table ${TENANT_TABLES.map((t) => `"${getTableName(t)}"`).join(", ")} restart identity cascade`);
}

/** Moves the cars id sequence past the explicit ids the demo cars carry. */
export async function advanceCarIds(db: Database): Promise<void> {
  await db.query("select setval(pg_get_serial_sequence('cars', 'id'), coalesce((select max(id) from cars), 0) + 1, false)");
}

/**
 * The raw loader: reference and cars by COPY (PGlite) or one JSON parameter
 * per batch (a server), in one transaction. Tests use it as a fast fixture;
 * `npm start` and `npm run seed` load the cars through the stock import
 * instead (services/stock-import seedDemoStock), so that path runs on every first start.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.cars));
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  if (!options.replace && (await hasDemoData(db))) throw new DemoDataPresentError();

  const ref = generateReference(options.seed, { now });
  await withBulkSession(db, async (session) => {
    if (options.replace) {
      await session.execute(sql.raw(`truncate table ${TENANT_TABLES.map((t) => `"${getTableName(t)}"`).join(", ")} restart identity cascade`));
    }
    await insertReference(session, ref);
    options.onProgress?.(0, total);
    let batch: Record<string, unknown>[] = [];
    let done = 0;
    for (const car of generateCars(ref, { count: total, seed: options.seed, now })) {
      batch.push(car);
      if (batch.length === batchSize) {
        await session.insert(cars, batch);
        done += batch.length;
        batch = [];
        options.onProgress?.(done, total);
      }
    }
    if (batch.length) {
      await session.insert(cars, batch);
      done += batch.length;
      options.onProgress?.(done, total);
    }
    await advanceSequences(session);
  });

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
