// The operator CLI end to end: through a running server's loopback endpoint
// (the embedded database is held), and straight to the database when no
// server runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { lockPath } from "../../db/embedded-lock.ts";
import { fromRoot } from "../../server/project-root.ts";
import { unlimited } from "../security/index.ts";
import { createLeadPipeline, submitLead, createOutboxWorker, type Transports } from "../leads/index.ts";
import { enquiryForm, insertCar, insertDealership, insertGroup, testSite } from "../leads/testing/fixtures.ts";
import { databaseLeadAdmin } from "./lead-admin.ts";
import { createOpsHandler } from "./ops-handler.ts";
import { httpLeadAdmin } from "./ops-client.ts";
import { opsTokenPath, readOpsToken, writeOpsToken } from "./ops-token.ts";
import { formatLeadDetail } from "./format-leads.ts";

const run = promisify(execFile);

function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", fromRoot("server", "cli", "leads.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    cwd: fromRoot(),
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
}

/** Two leads: one delivered, one dead-lettered (its webhook answers 410). */
async function seedLeads(db: Database) {
  const group = await insertGroup(db);
  const dealer = await insertDealership(db, group, {
    name: "Harbour Toyota",
    leadDestinations: [
      { kind: "email", to: "sales@example.com" },
      { kind: "webhook", url: "https://crm.example/hook?token=abc", secret: "top-secret-value" },
    ],
  });
  const car = await insertCar(db, group, dealer.id);
  const site = testSite({ slug: "cli-site", dealerGroupId: group, dealershipIds: [dealer.id] });
  const pipeline = createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited });
  const ids: number[] = [];
  for (const message of ["first", "second"]) {
    const result = await submitLead(pipeline, { site, kind: "enquiry", values: enquiryForm({ car_id: String(car), message }), client: "t", pageUrl: "https://t/", userAgent: "t" });
    if (!result.ok || result.leadId === null) throw new Error("lead not stored");
    ids.push(result.leadId);
  }
  const worker = createOutboxWorker({
    db,
    transports: {
      email: { deliver: async () => ({ kind: "delivered" }) },
      webhook: { deliver: async () => ({ kind: "failed", error: "HTTP 410" }) },
    } as Transports,
  });
  const warn = console.warn;
  console.warn = () => {};
  await worker.runOnce();
  console.warn = warn;
  return ids;
}

describe("leads CLI through the running server (embedded database held)", () => {
  let db: Database;
  let server: Server;
  let dataDir: string;
  let ids: number[];
  let port: number;

  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrateDatabase(db);
    ids = await seedLeads(db);
    dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-"));
    const token = writeOpsToken(dataDir);
    const handle = createOpsHandler({ admin: databaseLeadAdmin(db), token });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res))) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    // What `npm start` leaves in DATA_DIR: the lock naming its pid and port.
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, purpose: "npm start", port, startedAt: new Date().toISOString() }));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the operator token readable by its owner only", () => {
    expect(statSync(opsTokenPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("lists, shows and retries through the server, and answers a missing lead clearly", async () => {
    const [table, shown, retried, missing] = await Promise.all([
      cli(dataDir, "list"),
      cli(dataDir, "show", String(ids[0])),
      cli(dataDir, "retry", String(ids[1])),
      cli(dataDir, "show", "999999") as Promise<{ stdout: string; stderr: string; code?: number }>,
    ]);
    expect(table.stderr).toBe("");
    expect(table.stdout).toMatch(/^ID\s+RECEIVED \(UTC\)\s+SITE\s+CATEGORY\s+CUSTOMER\s+CAR\s+DELIVERY/);
    expect(table.stdout).toContain("1 delivered, 1 dead");
    expect(shown.stdout).toContain(`Lead ${ids[0]} — Vehicle Enquiry (Used Car Enquiry), revision 1`);
    expect(retried.stdout.trim()).toBe(`Queued 1 delivery of lead ${ids[1]} for another attempt now (retried for up to 72 hours).`);
    expect(missing.stderr.trim()).toBe("No lead 999999.");
    expect(missing.code).toBe(1);
  });

  it("gives the same data over the endpoint as the database has (what --json prints)", async () => {
    const remote = httpLeadAdmin({ port, token: readOpsToken(dataDir)! });
    const local = databaseLeadAdmin(db);
    expect(await remote.list({ siteSlug: "cli-site" })).toEqual(await local.list({ siteSlug: "cli-site" }));
    expect(await remote.list({ siteSlug: "nowhere" })).toEqual([]);
    expect(await remote.show(ids[0])).toEqual(await local.show(ids[0]));
    expect(await remote.show(999999)).toBeNull();
    expect(await remote.retry(999999)).toEqual({ found: false, queued: 0 });
  });

  it("shows deliveries without the webhook secret or query", async () => {
    const text = formatLeadDetail((await databaseLeadAdmin(db).show(ids[0]))!);
    expect(text).toContain("webhook https://crm.example/hook");
    expect(text).toContain("DEAD after 1 attempt: HTTP 410");
    expect(text).toContain(`retry with: npm run leads -- retry ${ids[0]}`);
    expect(text).not.toContain("top-secret-value");
    expect(text).not.toContain("token=abc");
  });

  it("refuses a wrong token and requests that came through a proxy", async () => {
    await expect(httpLeadAdmin({ port, token: "0".repeat(64) }).list({})).rejects.toThrow("The server answered 401");
    const proxied = await fetch(`http://127.0.0.1:${port}/_ops/leads`, { headers: { "X-Forwarded-For": "203.0.113.1" } });
    expect(proxied.status).toBe(404);
  });
});

describe("leads CLI with no server running (opens the embedded database itself)", () => {
  let dataDir: string;
  let ids: number[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-direct-"));
    const db = await openDatabase({ dataDir });
    await migrateDatabase(db);
    ids = await seedLeads(db);
    await db.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("lists the leads as JSON, taking and releasing the lock", async () => {
    const json = JSON.parse((await cli(dataDir, "list", "--json")).stdout);
    expect(json.map((l: { id: number }) => l.id)).toEqual([...ids].reverse());
    expect(existsSync(lockPath(dataDir))).toBe(false);
  }, 60_000);
});
