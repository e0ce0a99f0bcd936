// `npm run leads -- list [--site S] [--limit N] [--json]`, `show ID [--json]`, `retry ID`.
// Works while `npm start` runs, on the embedded database too: PGlite allows
// one process, so the CLI then goes through the running server's loopback
// operator endpoint (port from DATA_DIR/forecourt.lock, token from
// DATA_DIR/ops-token). With no server running it takes the lock and opens the
// database itself; with DATABASE_URL it always opens the database directly.
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { acquireLock, EmbeddedDatabaseBusyError, readLock } from "../../db/embedded-lock.ts";
import { ConfigError, loadConfig } from "../../services/config.ts";
import { databaseLeadAdmin, type LeadAdmin, httpLeadAdmin, OpsRequestError, readOpsToken, formatLeadDetail, formatLeadList, formatRetry } from "../../services/ops/index.ts";

const USAGE = `Usage:
  npm run leads -- list [--site SLUG] [--limit N] [--json]   the latest leads (50 by default)
  npm run leads -- show ID [--json]                          one lead with its deliveries
  npm run leads -- retry ID                                  send undelivered deliveries again now`;

class UsageError extends Error {}

interface Connection {
  admin: LeadAdmin;
  via: string;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const db = await openDatabase({ url: config.DATABASE_URL });
    return { admin: databaseLeadAdmin(db), via: "PostgreSQL (DATABASE_URL)", close: () => db.close() };
  }
  const dataDir = resolve(config.DATA_DIR);
  const holder = readLock(dataDir);
  if (holder) {
    const token = readOpsToken(dataDir);
    if (!holder.port || !token) throw new EmbeddedDatabaseBusyError(holder, dataDir);
    return { admin: httpLeadAdmin({ port: holder.port, token }), via: `the running server (pid ${holder.pid}, port ${holder.port})`, close: async () => {} };
  }
  if (!existsSync(join(dataDir, "pg"))) {
    throw new UsageError(`There is no database in ${dataDir} yet: start the server once with npm start.`);
  }
  const release = acquireLock(dataDir, "npm run leads");
  let db: Database | null = null;
  try {
    db = await openDatabase({ dataDir });
    await migrateDatabase(db);
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  const opened = db;
  return {
    admin: databaseLeadAdmin(opened),
    via: `the embedded database in ${dataDir}`,
    async close() {
      await opened.close();
      release();
    },
  };
}

function leadId(text: string | undefined): number {
  const id = Number(text);
  if (!text || !Number.isSafeInteger(id) || id <= 0) throw new UsageError(`A lead id is a whole number, e.g. 42; got "${text ?? ""}".`);
  return id;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { site: { type: "string" }, limit: { type: "string" }, json: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
  });
  const [command, arg] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  if (!["list", "show", "retry"].includes(command)) throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 1000)) throw new UsageError("--limit is a whole number from 1 to 1000.");
  const id = command === "list" ? 0 : leadId(arg);

  const connection = await connect();
  try {
    if (command === "list") {
      const rows = await connection.admin.list({ siteSlug: values.site, limit });
      console.log(values.json ? JSON.stringify(rows, null, 2) : formatLeadList(rows));
      return 0;
    }
    if (command === "show") {
      const lead = await connection.admin.show(id);
      if (!lead) {
        console.error(`No lead ${id}.`);
        return 1;
      }
      console.log(values.json ? JSON.stringify(lead, null, 2) : formatLeadDetail(lead));
      return 0;
    }
    const outcome = await connection.admin.retry(id);
    console.log(formatRetry(id, outcome));
    return outcome.found ? 0 : 1;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof UsageError || error instanceof EmbeddedDatabaseBusyError || error instanceof OpsRequestError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exit(known && error instanceof UsageError ? 2 : 1);
  },
);
