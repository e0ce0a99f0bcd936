// Finding 14's figure (docs/security.md "Lead delivery"): how long a lead waits
// between its acknowledgement and its delivery while shoppers keep sending them.
// A production server on loopback (pinned to core 0; this process on core 1,
// with taskset, when there are two cores) with the local mail transport: each
// e-mail is written to DATA_DIR/mail as an .eml file. Leads are posted through
// the contact form's real action, as an enhanced form posts it (React Router's
// `.data` request with the page's CSRF cookie and token), at --rate a second
// for --duration seconds across the demo sites, open loop (a slow answer does
// not slow the senders). A lead is acknowledged when the action answers `ok`
// with its id; it is delivered when an .eml naming it (X-Forecourt-Lead-Id)
// is written, timed by the file's own mtime. The demo dealerships also send
// each lead to a webhook on 127.0.0.1:4010 (demo/data/build-reference.ts):
// the bench answers it there, after --webhook-ms, and times those too. Each
// run starts from a fresh database, so no retries are left over from the last.
//
//   npm run bench:outbox -- [--rate 20] [--duration 60] [--cars 2000] [--webhook-ms 50] [--port 3291] [--build build] [--root DIR]
import { execFileSync } from "node:child_process";
import { Agent, createServer, request } from "node:http";
import { availableParallelism, cpus, loadavg } from "node:os";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fromRoot } from "../server/project-root.ts";
import { SERVER_CORE } from "./cores.ts";
import { startServer } from "./server.ts";

interface Options {
  root: string;
  build: string;
  rate: number;
  duration: number;
  cars: number;
  port: number;
  webhookMs: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { root: fromRoot(), build: "build", rate: 20, duration: 60, cars: 2000, port: 3291, webhookMs: 50 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case "--root": options.root = resolve(value); i++; break;
      case "--build": options.build = value; i++; break;
      case "--rate": options.rate = Math.max(1, Math.min(500, Number(value))); i++; break;
      case "--duration": options.duration = Math.max(1, Math.min(600, Number(value))); i++; break;
      case "--cars": options.cars = Number(value); i++; break;
      case "--port": options.port = Number(value); i++; break;
      case "--webhook-ms": options.webhookMs = Math.max(0, Number(value)); i++; break;
      default: throw new Error(`Unknown option ${argv[i]}; see the top of bench/outbox.ts`);
    }
  }
  return options;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pinned = availableParallelism() >= 2;
const SITES = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let port = 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(site: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", agent, timeout: 60_000, headers: { host: `${site}.localhost:${port}`, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${path} timed out`)));
    req.on("error", fail);
    req.end(options.body);
  });
}


interface Session {
  site: string;
  cookie: string;
  csrf: string;
  dealership: string | null;
}

async function openContactForm(site: string): Promise<Session> {
  const page = await send(site, "/contact");
  if (page.status !== 200) throw new Error(`${site} /contact: ${page.status}`);
  const cookie = ([] as string[]).concat(page.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.includes("forecourt_csrf"));
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!cookie || !csrf) throw new Error(`${site} /contact: no CSRF cookie or token`);
  const dealership = /name="dealership_slug"[\s\S]*?<option value="([^"]+)"/.exec(page.body)?.[1] ?? null;
  return { site, cookie, csrf, dealership };
}

/** Posts one enquiry as the enhanced form does; resolves to its lead id when the action acknowledged it. */
async function submitLead(session: Session, n: number, run: string): Promise<{ leadId: number | null; status: number }> {
  const values: Record<string, string> = {
    csrf: session.csrf,
    _enhanced: "1",
    name: "Bench",
    last_name: `Shopper ${n}`,
    email: `bench-${run}-${n}@example.com`,
    phone: "0412 345 678",
    postcode: "2000",
    category: "Sales",
    message: `Outbox bench ${run} lead ${n}: is it still available?`,
    terms_conditions: "on",
    company_website: "",
    ...(session.dealership ? { dealership_slug: session.dealership } : {}),
  };
  const answer = await send(session.site, "/contact.data", {
    method: "POST",
    body: new URLSearchParams(values).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${session.site}.localhost:${port}`, Cookie: session.cookie },
  });
  // The turbo-stream answer carries `"leadId",<n>` in its flat array form; read the number after it.
  const leadId = /"leadId",(\d+)/.exec(answer.body)?.[1] ?? /"leadId":(\d+)/.exec(answer.body)?.[1];
  return { leadId: answer.status === 200 && leadId ? Number(leadId) : null, status: answer.status };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a");

async function main() {
  const options = parseOptions(process.argv.slice(2));
  port = options.port;
  if (pinned) execFileSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
  const dataDir = resolve(options.root, `.test-data/outbox-bench-${options.cars}`);
  const mailDir = join(dataDir, "mail");
  rmSync(dataDir, { recursive: true, force: true });
  const run = Date.now().toString(36);
  // The dealers' CRM: answers each webhook after --webhook-ms and notes when this run's leads reached it.
  const hooked = new Map<number, number>();
  const crm = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const leadId = Number(/"lead_id":\s*(\d+)/.exec(body)?.[1]);
      if (leadId && body.includes(`bench-${run}-`) && !hooked.has(leadId)) hooked.set(leadId, Date.now());
      setTimeout(() => res.writeHead(200).end("ok"), options.webhookMs);
    });
  });
  await new Promise<void>((done, fail) => crm.once("error", fail).listen(4010, "127.0.0.1", done));
  log(`Starting ${options.root} (build ${options.build}, ${options.cars} vehicles) on port ${port}${pinned ? ", server on core 0, load on core 1" : ""}…`);
  const server = await startServer({
    port: options.port,
    cars: options.cars,
    reuseData: false,
    core: pinned ? SERVER_CORE : null,
    root: options.root,
    buildDir: options.build,
    dataDir,
    logName: "outbox-server.log",
    env: {
      SMTP_URL: "",
      // The per-client limit is not what is measured: every lead here comes from 127.0.0.1.
      LEAD_CLIENT_RATE_LIMIT: "100000",
      LOG_LEVEL: "silent",
    },
  });
  const loadBefore = loadavg()[0];
  const acked = new Map<number, number>(); // lead id → acknowledged at (ms since epoch)
  const statuses = new Map<number | string, number>();
  const ackMs: number[] = [];
  const delivered = new Map<string, { leadId: number; at: number }>(); // .eml file → its lead and mtime
  const scanMail = () => {
    let files: string[];
    try {
      files = readdirSync(mailDir);
    } catch {
      return;
    }
    for (const file of files) {
      if (!file.endsWith(".eml") || delivered.has(file)) continue;
      try {
        const path = join(mailDir, file);
        const leadId = Number(/^X-Forecourt-Lead-Id: (\d+)/im.exec(readFileSync(path, "utf8"))?.[1]);
        if (leadId) delivered.set(file, { leadId, at: statSync(path).mtimeMs });
      } catch {
        /* being renamed into place: the next scan reads it */
      }
    }
  };
  try {
    const sessions = await Promise.all(SITES.map(openContactForm));
    log(`Posting ${options.rate} leads a second for ${options.duration} s…`);
    const total = options.rate * options.duration;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    const scanner = setInterval(scanMail, 250);
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const sentAt = performance.now();
      inFlight.push(
        submitLead(sessions[n % sessions.length], n, run).then(
          ({ leadId, status }) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (leadId === null) return;
            acked.set(leadId, Date.now());
            ackMs.push(performance.now() - sentAt);
          },
          (error: unknown) => void statuses.set(String(error), (statuses.get(String(error)) ?? 0) + 1),
        ),
      );
    }
    await Promise.all(inFlight);
    const sendingSeconds = (performance.now() - started) / 1000;
    log(`Sent ${total} in ${sendingSeconds.toFixed(1)} s; waiting for the outbox to drain…`);
    const drainDeadline = Date.now() + 120_000;
    for (;;) {
      scanMail();
      const leadsDone = new Set([...delivered.values()].map((d) => d.leadId).filter((id) => acked.has(id)));
      const hooksDone = [...hooked.keys()].filter((id) => acked.has(id)).length;
      if ((leadsDone.size >= acked.size && hooksDone >= acked.size) || Date.now() > drainDeadline) break;
      await sleep(250);
    }
    clearInterval(scanner);
    const latencies: number[] = [];
    const leadsDelivered = new Set<number>();
    for (const { leadId, at } of delivered.values()) {
      const ackAt = acked.get(leadId);
      if (ackAt === undefined) continue;
      leadsDelivered.add(leadId);
      // A file written before the acknowledgement reached us counts as 0, not negative.
      latencies.push(Math.max(0, at - ackAt));
    }
    const hookLatencies = [...hooked].flatMap(([leadId, at]) => (acked.has(leadId) ? [Math.max(0, at - acked.get(leadId)!)] : []));
    const loadAfter = loadavg()[0];
    process.stdout.write(
      [
        "",
        `Outbox figures (${options.rate} leads/s for ${options.duration} s, ${options.cars} vehicles, local mail transport; ${options.root})`,
        `  submitted: ${total} in ${sendingSeconds.toFixed(1)} s; answers: ${[...statuses].map(([s, c]) => `${s} × ${c}`).join(", ")}`,
        `  acknowledged: ${acked.size}; acknowledgement p50/p95: ${fmt(percentile(ackMs, 50))} / ${fmt(percentile(ackMs, 95))}`,
        `  delivered: ${leadsDelivered.size} of ${acked.size} leads (${latencies.length} e-mails)`,
        `  acknowledgement → e-mail delivered: p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, max ${fmt(Math.max(...latencies))}`,
        `  webhooks (CRM answering in ${options.webhookMs} ms): ${hookLatencies.length} of ${acked.size} leads; acknowledgement → webhook: p50 ${fmt(percentile(hookLatencies, 50))}, p95 ${fmt(percentile(hookLatencies, 95))}, max ${fmt(Math.max(...hookLatencies))}`,
        `  load average (1 min) before/after: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
        "",
      ].join("\n"),
    );
  } finally {
    agent.destroy();
    await server.stop();
    crm.close();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
