// Database targets for integration tests: PGlite always, and a real PostgreSQL
// server when TEST_DATABASE_URL is set. Each opened database is fresh and
// migrated (on PostgreSQL, a throwaway database created for the test file).
//
// Starting PGlite takes seconds (its WASM Postgres boots) and migrating it a
// tenth of that, so a test worker keeps one PGlite and hands it out again
// with a fresh schema (the `db` Vitest project shares modules between the files
// of a worker). A second database wanted while the first is still open gets an
// instance of its own.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";

export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const name = `forecourt_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  await migrateDatabase(db);
  const close = db.close;
  db.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return db;
}

interface SharedPglite {
  db: Database;
  inUse: boolean;
}
let sharedPglite: Promise<SharedPglite> | undefined;

async function openFreshPglite(): Promise<Database> {
  sharedPglite ??= openDatabase({ memory: true }).then((db) => ({ db, inUse: false }));
  const shared = await sharedPglite;
  if (shared.inUse) {
    const own = await openDatabase({ memory: true });
    await migrateDatabase(own);
    return own;
  }
  shared.inUse = true;
  await shared.db.query("unlisten *");
  await shared.db.query("drop schema if exists public cascade");
  await shared.db.query("drop schema if exists drizzle cascade");
  await shared.db.query("create schema public");
  await migrateDatabase(shared.db);
  return {
    ...shared.db,
    // Closing hands the instance back for the next test file.
    close: async () => {
      shared.inUse = false;
    },
  };
}

export const testDatabaseTargets: TestDatabaseTarget[] = [
  { name: "pglite", open: openFreshPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
