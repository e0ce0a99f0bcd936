// A throwaway PostgreSQL server of the fault suite's own (initdb + pg_ctl from
// the Debian packages), on a free port, so the suite may stop, start and lock
// it without touching the server CI starts for the other tests. initdb refuses
// to run as root: as root, the commands run as the postgres user (su).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl; null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")) && existsSync(join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], "bin") : null;
}

/** Whether this user can run the server: root (through su postgres) or any other user (directly). */
function asServerUser(): { root: boolean; ok: boolean } {
  const root = process.getuid?.() === 0;
  if (!root) return { root, ok: true };
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
    return { root, ok: true };
  } catch {
    return { root, ok: false };
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/forecourt */
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /**
   * Holds ACCESS EXCLUSIVE locks on every table from a second connection
   * (inside an open transaction), so every query on them waits: a hung
   * database. Resolves to the release.
   */
  lockAllTables(): Promise<() => Promise<void>>;
  /** A plain client for the suite's own checks. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

/** Why the suite cannot run here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  if (!postgresBin()) return "no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb); install the postgresql package to run the fault suite";
  if (!asServerUser().ok) return "running as root without a postgres user to run the server as";
  return null;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found");
  const { root } = asServerUser();
  const dir = mkdtempSync(join(tmpdir(), "forecourt-fault-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
  const run = (command: string) => {
    if (root) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "pipe" });
    else execFileSync("/bin/sh", ["-c", command], { stdio: "pipe" });
  };
  run(`${bin}/initdb -D ${quote(data)} -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off`;
  const start = () => run(`${bin}/pg_ctl -D ${quote(data)} -l ${quote(join(dir, "server.log"))} -w -o ${quote(options)} start >/dev/null`);
  const stop = () => run(`${bin}/pg_ctl -D ${quote(data)} -m fast -w stop >/dev/null`);
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create database forecourt");
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${port}/forecourt`;

  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  return {
    url,
    port,
    stop,
    start,
    query,
    async lockAllTables() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const tables = (await client.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public'")).rows;
      await client.query("begin");
      await client.query(`lock table ${tables.map((t) => t.name).join(", ")} in access exclusive mode`);
      return async () => {
        await client.query("rollback");
        await client.end();
      };
    },
    async remove() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
