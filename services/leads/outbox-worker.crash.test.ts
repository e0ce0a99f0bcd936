// A worker killed with SIGKILL in the middle of a delivery: after a restart
// every lead reaches the receiver, and no idempotency key is accepted twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { leadDeliveries } from "../../db/schema.ts";
import { fromRoot } from "../../server/project-root.ts";
import { unlimited } from "../security/index.ts";
import { createLeadPipeline } from "./pipeline.ts";
import { submitLead } from "./submit-lead.ts";
import { enquiryForm, insertDealership, insertGroup, testSite } from "./testing/fixtures.ts";
import { startReceiver, waitFor, type WebhookReceiver } from "./testing/receiver.ts";

const SECRET = "crash-secret";
const LEADS = 8;

interface CrashTarget {
  name: string;
  /** A database location a child process can open, and a cleanup. */
  prepare(): Promise<{ location: string; open(): Promise<Database>; cleanup(): Promise<void> }>;
}

const targets: CrashTarget[] = [
  {
    name: "pglite data folder",
    async prepare() {
      const dir = mkdtempSync(join(tmpdir(), "forecourt-crash-"));
      return { location: dir, open: () => openDatabase({ dataDir: dir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          async prepare() {
            const admin = process.env.TEST_DATABASE_URL!;
            const name = `forecourt_crash_${randomBytes(4).toString("hex")}`;
            const client = new pg.Client({ connectionString: admin });
            await client.connect();
            await client.query(`create database ${name}`);
            await client.end();
            const url = new URL(admin);
            url.pathname = `/${name}`;
            return {
              location: url.toString(),
              open: () => openDatabase({ url: url.toString() }),
              async cleanup() {
                const c = new pg.Client({ connectionString: admin });
                await c.connect();
                await c.query(`drop database if exists ${name} with (force)`);
                await c.end();
              },
            };
          },
        },
      ]
    : []),
];

function startWorker(location: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", fromRoot("services", "leads", "testing", "worker-child.ts")], {
    env: { ...process.env, WORKER_DB: location, WORKER_LEASE_MS: "1000", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("ready") && resolve(child));
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready: ${errors}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));

describe.each(targets)("a worker killed mid-delivery ($name)", (target) => {
  let receiver: WebhookReceiver;
  let prepared: Awaited<ReturnType<CrashTarget["prepare"]>>;

  beforeAll(async () => {
    receiver = await startReceiver(SECRET);
    prepared = await target.prepare();
    const db = await prepared.open();
    await migrateDatabase(db);
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "webhook", url: receiver.url, secret: SECRET }] });
    const site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    const pipeline = createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited });
    for (let i = 0; i < LEADS; i++) {
      const result = await submitLead(pipeline, { site, kind: "general", values: enquiryForm({ category: "Sales", message: `crash ${i}` }), client: "t", pageUrl: "https://t/", userAgent: "t" });
      expect(result.ok).toBe(true);
    }
    await db.close();
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await prepared?.cleanup();
  });

  it("delivers every lead after a restart, each idempotency key accepted once", async () => {
    // 1. The first worker sends; the receiver holds the first request open and the worker is killed.
    // Requests the first worker had in flight when it was killed are held too:
    // nothing is accepted until the second worker runs.
    let killed = false;
    let secondRunning = false;
    const first = await startWorker(prepared.location);
    receiver.onRequest = () => {
      if (secondRunning) return true;
      if (!killed) {
        killed = true;
        first.kill("SIGKILL");
      }
      return false;
    };
    await waitFor(() => killed, 20_000, "the first delivery");
    await exited(first);
    expect(first.signalCode).toBe("SIGKILL");
    const keysBeforeCrash = new Set(receiver.requests.map((r) => r.key));
    expect(keysBeforeCrash.size).toBeGreaterThan(0);
    expect(receiver.accepted.size).toBe(0);

    // 2. A new worker picks the leased rows up once the lease has run out and delivers everything.
    secondRunning = true;
    const second = await startWorker(prepared.location);
    try {
      await waitFor(() => receiver.accepted.size === LEADS, 30_000, "every lead accepted");
    } finally {
      second.kill("SIGTERM");
      await exited(second);
    }
    expect([...receiver.accepted.values()].every((n) => n === 1)).toBe(true);
    for (const key of keysBeforeCrash) expect(receiver.accepted.get(key)).toBe(1); // re-sent with the same key

    // 3. The database agrees: every delivery is recorded as delivered.
    const db = await prepared.open();
    try {
      const rows = await db.orm.select({ status: leadDeliveries.status, n: sql<number>`count(*)::int` }).from(leadDeliveries).groupBy(leadDeliveries.status);
      expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([["delivered", LEADS]]);
    } finally {
      await db.close();
    }
  }, 90_000);
});
