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
import { unavailableReason } from "./availability.ts";
import { DEFAULT_RECONNECT, NotificationListener, type ListenerLog, type ReconnectPolicy } from "./notification-listener.ts";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle on the system of record, whichever engine is behind it. */
export interface Database {
  kind: "pglite" | "postgres";
  orm: Orm;
  /** Raw SQL with $1.. parameters, rows as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Subscribe to NOTIFY on a channel; returns an unsubscribe function. On a
   * real server the subscription outlives a lost connection: `onReconnect`
   * runs once it is back, since notifications sent meanwhile are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Whether the LISTEN connection is up (always true on PGlite, which runs in this process). */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Bounds on waiting for a real PostgreSQL server, so a page that needs it
 * gives up in seconds when it is stopped or hung (docs/security.md "Database
 * outages"). The server reads them from the environment (services/config.ts);
 * tools and tests that open a database themselves wait as long as it takes.
 */
export interface DatabaseTimeouts {
  /** statement_timeout: the server cancels a statement (lock waits included) after this; 0 = none. */
  statementMs: number;
  /** connectionTimeoutMillis: waiting for a pooled connection, or for a new one to connect. */
  connectMs: number;
  /** idle_in_transaction_session_timeout: a transaction left idle this long is ended by the server; 0 = none. */
  idleInTransactionMs: number;
  /** Connections in the pool. */
  poolSize: number;
  /** The LISTEN connection's reconnect backoff. */
  reconnect: ReconnectPolicy;
}

/** Tools, tests and set-up (migrations, seeding): no statement timeout, a patient connect. */
const PATIENT_TIMEOUTS: DatabaseTimeouts = { statementMs: 0, connectMs: 10_000, idleInTransactionMs: 0, poolSize: 10, reconnect: DEFAULT_RECONNECT };

export type DatabaseOptions =
  | { url: string; timeouts?: Partial<DatabaseTimeouts>; log?: ListenerLog }
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
  if ("url" in options) return openPostgres(options.url, { ...PATIENT_TIMEOUTS, ...options.timeouts }, options.log ?? console);
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
    listening: () => true,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, timeouts: DatabaseTimeouts, log: ListenerLog): Promise<Database> {
  const connection: pg.ClientConfig = {
    connectionString: url,
    // Sent when each connection starts: the server enforces them.
    ...(timeouts.statementMs > 0 ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.idleInTransactionMs > 0 ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {}),
    // A server that stops answering altogether (frozen, or the network gone) cannot cancel anything itself.
    ...(timeouts.statementMs > 0 ? { query_timeout: timeouts.statementMs + 2_000 } : {}),
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...connection, max: timeouts.poolSize });
  // One line per outage, not one per connection: the pool replaces broken connections as it needs them.
  let lostSince: number | null = null;
  const lost = (error: Error) => {
    if (lostSince !== null) return;
    lostSince = Date.now();
    log.warn(`PostgreSQL connection lost: ${unavailableReason(error)}`);
  };
  // An idle connection dropped by the server (restart, admin kill) must not crash the process.
  pool.on("error", lost);
  // Nor one in use (checked out for a transaction): node-postgres emits 'error' on it with no listener of the pool's.
  pool.on("connect", (client) => {
    client.on("error", lost);
    lostSince = null;
  });
  // Fail fast with the server's own message when the URL is wrong.
  await pool.query("select 1");
  const listener = new NotificationListener(connection, timeouts.reconnect, log);
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  return {
    kind: "postgres",
    orm,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    listening: () => listener.connected,
    async close() {
      await listener.close();
      await pool.end();
    },
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
