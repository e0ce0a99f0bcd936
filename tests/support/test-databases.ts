// Database targets for integration tests: PGlite always, and a real PostgreSQL
// server when TEST_DATABASE_URL is set. Each opened database is fresh and
// migrated (on PostgreSQL, a throwaway database created for the test file).
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

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: "pglite",
    async open() {
      const db = await openDatabase({ memory: true });
      await migrateDatabase(db);
      return db;
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
