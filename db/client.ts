import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema.ts";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle on the system of record, whichever engine is behind it. */
export interface Database {
  kind: "pglite" | "postgres";
  orm: Orm;
  /** Raw SQL with $1.. parameters, rows as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Subscribe to NOTIFY on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** An in-memory PGlite: tests and throwaway tools. */
  | { memory: true };

/** db/migrations, found upwards from this module (db/ from source, build/server/ from the build). */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "db", "migrations"))) return join(dir, "db", "migrations");
    const parent = dirname(dir);
    if (parent === dir) return join(process.cwd(), "db", "migrations");
    dir = parent;
  }
}

export const migrationsFolder = findMigrationsFolder();

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url);
  let target = "memory://";
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    target = join(options.dataDir, "pg");
  }
  return openPglite(target);
}

async function openPglite(target: string): Promise<Database> {
  const client = await PGlite.create(target);
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  return {
    kind: "pglite",
    orm,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query<T>(sql, params);
      return result.rows;
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle client dropped by the server (restart, admin kill) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail fast with the server's own message when the URL is wrong.
  await pool.query("select 1");
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  return {
    kind: "postgres",
    orm,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      };
      client.on("notification", handler);
      await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      return async () => {
        client.off("notification", handler);
        await client.query(`UNLISTEN "${channel.replace(/"/g, "")}"`).catch(() => {});
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

/** Applies the committed SQL migrations (the same files on PGlite and PostgreSQL). */
export async function migrateDatabase(db: Database): Promise<void> {
  if (db.kind === "pglite") {
    await migratePglite(db.orm as never, { migrationsFolder });
  } else {
    await migratePg(db.orm as never, { migrationsFolder });
  }
}
