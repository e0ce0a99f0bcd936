// Figures for the penetration test's load findings (docs/security.md), against a
// production server on loopback, pinned to core 0 while this load generator
// runs on core 1 (taskset, when there are two cores or more):
//   · search: a normal listing query's latency alone, and with 3 worst-case
//     search requests kept in flight (the pen test's 50 × 1000 hits body, and
//     the heaviest body the request budget still admits). The rate limit is
//     lifted (SEARCH_RATE_LIMIT) so the figure shows the event loop, not 429s.
//   · images: a static asset's latency alone, and with 8 unique image renders
//     (AVIF, 1920 wide, a new colour each) kept in flight.
//   · pages: 50 connections sending Cache-Control: no-cache to a listing page.
// Each figure is the median of --runs runs.
//
//   npm run bench:hardening -- [--root DIR] [--build DIR] [--only search,images,pages]
//                              [--runs 3] [--duration 8] [--cars 5000] [--port 3290]
// --root runs another checkout's server (its build in DIR/build), e.g. an
// export of the commit before the fixes, for the "before" figures.
import { execFileSync } from "node:child_process";
import { Agent, request } from "node:http";
import { availableParallelism } from "node:os";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { fromRoot } from "../server/project-root.ts";
import { SERVER_CORE } from "./cores.ts";
import { startServer } from "./server.ts";

const MEASURES = ["search", "images", "pages"] as const;
type Measure = (typeof MEASURES)[number];

interface Options {
  root: string;
  build: string;
  only: Measure[];
  runs: number;
  duration: number;
  cars: number;
  port: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { root: fromRoot(), build: "build", only: [...MEASURES], runs: 3, duration: 8, cars: 5000, port: 3290 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case "--root": options.root = resolve(value); i++; break;
      case "--build": options.build = value; i++; break;
      case "--only": options.only = value.split(",").filter((m): m is Measure => (MEASURES as readonly string[]).includes(m)); i++; break;
      case "--runs": options.runs = Math.max(1, Math.min(9, Number(value))); i++; break;
      case "--duration": options.duration = Math.max(2, Math.min(60, Number(value))); i++; break;
      case "--cars": options.cars = Number(value); i++; break;
      case "--port": options.port = Number(value); i++; break;
      default: throw new Error(`Unknown option ${argv[i]}; see the top of bench/hardening.ts`);
    }
  }
  return options;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const pinned = availableParallelism() >= 2;
const SITE = "harbour-motor-group";

// ---- the server ------------------------------------------------------------------


// ---- requests ------------------------------------------------------------------------

let port = 0;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        agent: options.from ? undefined : agent,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 60_000,
        headers: { host: `${SITE}.localhost:${port}`, ...options.headers },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => done({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
        res.on("error", fail);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${path} timed out`)));
    req.on("error", fail);
    req.end(options.body);
  });
}

const get = (path: string) => send(path, { timeoutMs: 2000 });

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const median = (values: number[]) => percentile(values, 50);

/** Sends `probe` one after another for `seconds` (at most 100,000 times) and returns the latencies. */
async function probeFor(seconds: number, probe: (i: number) => Promise<Answer>): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  for (let i = 0; i < 100_000 && performance.now() < until; i++) latencies.push((await probe(i)).ms);
  return latencies;
}

/** Keeps `count` loops sending `load` until stopped; returns how they were answered. */
function keepInFlight(count: number, load: (loop: number, i: number) => Promise<Answer>) {
  let running = true;
  const statuses = new Map<number, number>();
  let bytes = 0;
  const loops = Array.from({ length: count }, async (_, loop) => {
    for (let i = 0; running && i < 100_000; i++) {
      const answer = await load(loop, i).catch(() => ({ status: 0, bytes: 0, ms: 0 }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      bytes += answer.bytes;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { statuses: Object.fromEntries(statuses), bytes };
    },
  };
}

// ---- search ----------------------------------------------------------------------------

const multiQuery = (params: string[]) => JSON.stringify({ requests: params.map((p) => ({ indexName: "Car_production", params: p })) });
const FACETS = JSON.stringify(["make", "model", "body", "price", "year", "km", "car_type", "simple_fuel", "transmission", "colour"]);
/** What InstantSearch sends for a listing with a make refined: the hits query and one per disjunctive facet (a new page each time). */
const listingBody = (i: number) =>
  multiQuery([
    new URLSearchParams({ facets: FACETS, facetFilters: JSON.stringify([["make:Toyota"]]), hitsPerPage: "21", page: String(i % 10) }).toString(),
    new URLSearchParams({ facets: "make", hitsPerPage: "0", page: String(i % 10) }).toString(),
  ]);
const WORDS = ["toyota", "corola", "hilux", "ranger", "mazda", "cx5", "kia", "sportage", "sedan", "diesel"];
const ATTACKS: Record<string, (i: number) => string> = {
  // The penetration test's body: 5 KB asking for 50 × 1000 hits and every facet.
  "pen-test body (50 × 1000 hits, every facet)": () => multiQuery(Array.from({ length: 50 }, () => 'hitsPerPage=1000&facets=["*"]')),
  // The most the budget admits: 1,000 hits, 100 facet counts (two queries with every facet (38 each), 24 with one),
  // 50 text queries that miss the response cache.
  "heaviest admitted (50 × 20 hits, 100 facets)": (i) =>
    multiQuery(
      Array.from({ length: 50 }, (_, q) => {
        const facets = q < 2 ? 'facets=["*"]&maxValuesPerFacet=100&' : q < 26 ? "facets=price&maxValuesPerFacet=100&" : "";
        return `${facets}hitsPerPage=20&query=${WORDS[(i + q) % WORDS.length]}&page=${(i * 50 + q) % 40}`;
      }),
    ),
};

async function credentials(): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  await new Promise<void>((done, fail) => {
    request({ host: "127.0.0.1", port, path: "/api/search-config", headers: { host: `${SITE}.localhost:${port}` } }, (res) => {
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", done);
    })
      .on("error", fail)
      .end();
  });
  const config = JSON.parse(Buffer.concat(chunks).toString()) as { appId: string; apiKey: string };
  return { "x-algolia-application-id": config.appId, "x-algolia-api-key": config.apiKey, "content-type": "application/json" };
}

async function measureSearch(options: Options): Promise<Record<string, string>> {
  const headers = await credentials();
  const listing = (i: number) => send("/1/indexes/*/queries", { method: "POST", headers, body: listingBody(i) });
  await probeFor(2, listing); // warm-up
  const figures: Record<string, string> = {};
  const quiet: number[][] = [];
  for (let run = 0; run < options.runs; run++) quiet.push(await probeFor(options.duration, listing));
  figures["listing query alone: p50 / p99 ms"] = `${fmt(median(quiet.map((l) => percentile(l, 50))))} / ${fmt(median(quiet.map((l) => percentile(l, 99))))}`;
  for (const [name, body] of Object.entries(ATTACKS)) {
    const p99s: number[] = [];
    const p50s: number[] = [];
    let answered = "";
    for (let run = 0; run < options.runs; run++) {
      // Each attacker from its own loopback address, as three clients would.
      const attack = keepInFlight(3, (loop, i) => send("/1/indexes/*/queries", { method: "POST", headers, body: body(i), from: `127.0.0.${21 + loop}`, timeoutMs: 120_000 }));
      await sleep(200);
      const latencies = await probeFor(options.duration, listing);
      const result = await attack.stop();
      p50s.push(percentile(latencies, 50));
      p99s.push(percentile(latencies, 99));
      answered = `${JSON.stringify(result.statuses)}, ${fmt(result.bytes / 1e6)} MB`;
    }
    figures[`listing query with 3 × ${name} in flight: p50 / p99 ms`] = `${fmt(median(p50s))} / ${fmt(median(p99s))}  (attacks answered ${answered})`;
  }
  return figures;
}

// ---- images ----------------------------------------------------------------------------

async function measureImages(options: Options): Promise<Record<string, string>> {
  const assets = readdirSync(join(options.root, options.build, "client", "assets")).filter((name) => name.endsWith(".js"));
  const asset = `/assets/${assets[0]}`;
  const fetchAsset = () => send(asset, { headers: { "accept-encoding": "gzip" } });
  await probeFor(1, fetchAsset);
  const figures: Record<string, string> = {};
  const quiet: number[][] = [];
  for (let run = 0; run < options.runs; run++) quiet.push(await probeFor(Math.min(3, options.duration), fetchAsset));
  figures["static asset alone: p50 / p99 ms"] = `${fmt(median(quiet.map((l) => percentile(l, 50))))} / ${fmt(median(quiet.map((l) => percentile(l, 99))))}`;
  const p50s: number[] = [];
  const p99s: number[] = [];
  const counts: number[] = [];
  let answered = "";
  const salt = Math.floor(Math.random() * 0xffff);
  for (let run = 0; run < options.runs; run++) {
    // A new colour every time: nothing comes from the disk cache.
    const renders = keepInFlight(8, (loop, i) => {
      const hex = ((salt * 4096 + run * 100_000 + loop * 10_000 + i) % 0xffffff).toString(16).padStart(6, "0");
      return send(`/img/car/suv/${hex}/1.jpg?w=1920`, { headers: { accept: "image/avif,image/webp,*/*" }, timeoutMs: 120_000 });
    });
    await sleep(300);
    const latencies = await probeFor(options.duration, () => send(asset, { headers: { "accept-encoding": "gzip" }, timeoutMs: 120_000 }));
    const result = await renders.stop();
    p50s.push(percentile(latencies, 50));
    p99s.push(percentile(latencies, 99));
    counts.push(latencies.length);
    answered = JSON.stringify(result.statuses);
  }
  figures["static asset with 8 unique image renders in flight: p50 / p99 ms"] = `${fmt(median(p50s))} / ${fmt(median(p99s))}  (${median(counts)} requests in ${options.duration} s; renders answered ${answered})`;
  return figures;
}

// ---- pages -----------------------------------------------------------------------------

async function measurePages(options: Options): Promise<Record<string, string>> {
  const path = "/search/new-used-and-demo-cars";
  await get(path);
  const rps: number[] = [];
  const p99s: number[] = [];
  let other = "";
  for (let run = 0; run < options.runs; run++) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 50,
      duration: options.duration,
      headers: { host: `${SITE}.localhost:${port}`, "accept-encoding": "gzip", "cache-control": "no-cache", pragma: "no-cache" },
    });
    rps.push(result.requests.average);
    p99s.push(result.latency.p99);
    other = `non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`;
  }
  return { "listing page, 50 connections with Cache-Control: no-cache: req/s, p99 ms": `${fmt(median(rps))}, ${fmt(median(p99s))}  (${other})` };
}

// ---- running ---------------------------------------------------------------------------

const fmt = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : "n/a");

async function main() {
  const options = parseOptions(process.argv.slice(2));
  port = options.port;
  if (pinned) execFileSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
  log(`Starting ${options.root} (build ${options.build}, ${options.cars} vehicles) on port ${port}${pinned ? ", server on core 0, load on core 1" : ""}…`);
  const server = await startServer({
    port: options.port,
    cars: options.cars,
    reuseData: false,
    core: pinned ? SERVER_CORE : null,
    root: options.root,
    buildDir: options.build,
    dataDir: resolve(options.root, `.test-data/hardening-${options.cars}`),
    logName: "hardening-server.log",
    env: { SEARCH_RATE_LIMIT: "1000000" },
  });
  const figures: Record<string, string> = {};
  try {
    const measures: Record<Measure, (o: Options) => Promise<Record<string, string>>> = { search: measureSearch, images: measureImages, pages: measurePages };
    for (const measure of options.only) {
      log(`Measuring ${measure} (${options.runs} runs of ${options.duration} s)…`);
      Object.assign(figures, await measures[measure](options));
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  process.stdout.write(`\nHardening figures (medians of ${options.runs} runs; ${options.root})\n`);
  for (const [name, value] of Object.entries(figures)) process.stdout.write(`  ${name}: ${value}\n`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
