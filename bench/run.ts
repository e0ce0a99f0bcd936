// `npm run bench`: builds the app, starts it on its own port with its own
// seeded database, and measures each page kind of bench/pages.ts per template:
// first-load JavaScript, SSR throughput and p99 latency, Lighthouse mobile
// scores (median and spread of --runs runs) and, from a Chrome trace at 4× CPU
// slowdown, the longest hydration task (a task spent mostly in script), total
// blocking time and the longest task of any kind (median and spread). The server runs on core 0, everything that measures it on core 1.
// Prints one table of figures against goals. See --help.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fromRoot } from "../server/project-root.ts";
import { parseBenchArgs, USAGE, UsageError, type BenchOptions, type Measure } from "./args.ts";
import { chromiumPath } from "./chromium.ts";
import { allowedCores, CLIENT_CORE, freePort, pinningProblem, pinProcess, SERVER_CORE } from "./cores.ts";
import { firstLoadScriptUrls, measureScripts } from "./first-load-js.ts";
import { httpGet, siteHost } from "./http.ts";
import { paintedAfterLoad, runLighthouse, type LighthouseRun } from "./lighthouse.ts";
import type { MainThreadFigures } from "./main-thread.ts";
import { BENCH_PAGES, TEMPLATE_SITES, type BenchContext, type BenchPage, type BenchTarget } from "./pages.ts";
import { atLeast, atMost, formatTable, summary, type Row } from "./report.ts";
import { lighthouseRows, traceRows, type Runs } from "./rows.ts";
import { buildApp, startServer } from "./server.ts";
import { measureSsr } from "./ssr.ts";
import { summarise } from "./stats.ts";
import { CPU_SLOWDOWN, QUIET_MS, traceLoad } from "./trace.ts";

const log = (line: string) => process.stderr.write(`${line}\n`);
const kb = (bytes: number) => bytes / 1024;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

interface Measured {
  page: BenchPage;
  target: BenchTarget;
  base: Pick<Row, "page" | "target" | "note">;
  /** Rows of the measures taken once (first-load JS, SSR). */
  once: Row[];
  lighthouse: Runs<LighthouseRun>;
  trace: Runs<MainThreadFigures>;
}

function contextFor(port: number): BenchContext {
  return {
    async fetchPage(site, path) {
      const response = await httpGet(port, site, path);
      return { status: response.status, html: response.body.toString("utf8") };
    },
  };
}

async function measureJs(port: number, { page, target, base }: Measured): Promise<Row> {
  const html = (await httpGet(port, target.site, target.path)).body.toString("utf8");
  const urls = firstLoadScriptUrls(html);
  const sizes = await measureScripts(urls, async (url) => {
    const response = await httpGet(port, target.site, url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return response.body;
  });
  const gzip = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  const raw = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const largest = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return atMost({ ...base, measure: "first-load JS (gzip)", note: `${sizes.length} scripts, ${kb(raw).toFixed(0)} KB before gzip${largest ? `; largest ${largest.url} ${kb(largest.gzipBytes).toFixed(1)} KB` : ""}` }, kb(gzip), page.goals.jsKb, " KB", 1);
}

/** The figures measured once per page: first-load JS and SSR under load. */
async function measureOnce(options: BenchOptions, port: number, measured: Measured): Promise<void> {
  const { page, target, base, once } = measured;
  const attempt = async (measure: string, work: () => Promise<Row[]>) => {
    try {
      once.push(...(await work()));
    } catch (error) {
      once.push({ ...base, measure, figure: null, goal: "", met: null, note: message(error) });
    }
  };
  log(`\n${page.name} · ${target.site} · ${target.path}${target.note ? ` (${target.note})` : ""}`);

  if (options.measures.includes("js")) {
    await attempt("first-load JS (gzip)", async () => [await measureJs(port, measured)]);
  }
  if (options.measures.includes("ssr")) {
    // As shoppers see it (the page cache answers repeat visits), then with every request rendered.
    for (const rendered of [false, true]) {
      const label = rendered ? "SSR, every request rendered" : "SSR";
      log(`  ${label}: ${options.connections} connections for ${options.duration} s…`);
      await attempt(`${label} req/s`, async () => {
        const ssr = await measureSsr({ port, site: target.site, path: target.path, connections: options.connections, duration: options.duration, rendered });
        const failures = ssr.non2xx + ssr.errors + (ssr.requests === 0 ? 1 : 0);
        const note = [target.note, `p50 ${ssr.p50Ms} ms, ${ssr.requests} requests`, failures ? `${ssr.non2xx} non-2xx, ${ssr.errors} errors or timeouts` : ""]
          .filter(Boolean)
          .join("; ");
        const rps = atLeast({ ...base, measure: `${label} req/s`, note }, ssr.requestsPerSecond, page.goals.ssrRps);
        const p99 = atMost({ ...base, measure: `${label} p99 latency` }, ssr.p99Ms, page.goals.ssrP99Ms, " ms");
        // Errors, error pages or no answer at all make the figures meaningless.
        if (failures) rps.met = p99.met = false;
        await settle(port, target.site);
        return [rps, p99];
      });
    }
  }
}

/**
 * Lighthouse and the trace, run after run: each run visits every page once,
 * so a burst of other work on the machine lands on one run of many pages
 * rather than on every run of one page.
 */
async function measureRuns(options: BenchOptions, port: number, all: Measured[]): Promise<void> {
  if (!options.measures.includes("lighthouse") && !options.measures.includes("trace")) return;
  const outDir = fromRoot("bench", "results");
  const record = async <T>(runs: Runs<T>, work: () => Promise<T>) => {
    try {
      runs.results.push(await work());
    } catch (error) {
      runs.errors.push(message(error));
      log(`    failed: ${message(error)}`);
    }
  };
  for (let run = 1; run <= options.runs; run++) {
    log(`\nRun ${run} of ${options.runs}`);
    for (const { page, target, lighthouse, trace } of all) {
      const url = `http://${siteHost(target.site, port)}${target.path}`;
      const name = `${page.name}-${target.site}`;
      if (options.measures.includes("lighthouse")) {
        log(`  Lighthouse (mobile) · ${page.name} · ${target.site}…`);
        await settle(port, target.site);
        await record(lighthouse, () => runLighthouse(url, `${outDir}/lighthouse-${name}-run${run}.json`));
      }
      if (options.measures.includes("trace")) {
        log(`  Trace (${CPU_SLOWDOWN}× CPU) · ${page.name} · ${target.site}…`);
        await settle(port, target.site);
        await record(trace, () => traceLoad(url, `${outDir}/trace-${name}.json.gz`));
      }
    }
  }
}

/** Waits until the server answers promptly again, so one target's backlog does not count against the next. */
async function settle(port: number, site: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await httpGet(port, site, "/healthz", 5000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Other work on the machine skews every figure: say so in the results. */
function machineNote(): string {
  const [load] = loadavg();
  // The machine's cores, not the one this process is pinned to.
  const cores = cpus().length;
  const busy = load > cores * 0.75 ? ` — WARNING: the machine was busy (load ${load.toFixed(1)} on ${cores} cores); figures are worse than on a quiet machine` : "";
  return `load average ${load.toFixed(1)} on ${cores} cores${busy}`;
}

/** The commit the build came from, and whether the working tree differed from it. */
function buildSource(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: fromRoot(), encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: fromRoot(), encoding: "utf8" }).trim();
    return `${commit}${dirty ? " with uncommitted changes" : ""}`;
  } catch {
    return "unknown commit";
  }
}

/** How the figures of this run were taken, for the heading: only the measures that ran. */
function protocol(options: BenchOptions, cores: string): string {
  const has = (m: Measure) => options.measures.includes(m);
  const runs = `${options.runs} run${options.runs > 1 ? "s" : ""} per page`;
  const repeated = [
    has("lighthouse") ? "Lighthouse 12 mobile (simulated throttling)" : "",
    has("trace") ? `a Chrome trace at ${CPU_SLOWDOWN}× CPU (Emulation.setCPUThrottlingRate, network not throttled, ${QUIET_MS / 1000} s after network quiet)` : "",
  ].filter(Boolean);
  const browser = has("lighthouse") || has("trace") ? `browser ${chromiumPath()}` : "";
  return [
    cores,
    browser,
    has("ssr") ? `SSR ${options.connections} connections × ${options.duration} s after a 2 s warm-up` : "",
    repeated.length ? `${repeated.join(" and ")}: ${runs}, round-robin over the pages; goals judge the median, spread is min–max` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/**
 * Puts this process (and so autocannon, Lighthouse and Chromium, which it
 * starts) on the client core; returns the server's core, or why there is none.
 */
function pinClientSide(options: BenchOptions): { serverCore: number } | { unpinned: string } {
  const problem = options.pin ? pinningProblem() : "--no-pin";
  if (problem) return { unpinned: problem };
  pinProcess(process.pid, CLIENT_CORE);
  return { serverCore: SERVER_CORE };
}

function runSearchBench(): Promise<void> {
  log("\nSearch engine benchmark (bench/search.ts)…");
  return new Promise((resolve, reject) => {
    const child = spawn(fromRoot("node_modules", ".bin", "tsx"), [fromRoot("bench", "search.ts")], { cwd: fromRoot(), stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bench/search.ts exited with ${code}`))));
  });
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2), { pages: BENCH_PAGES.map((p) => p.name), templates: TEMPLATE_SITES.map((t) => t.template) });
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const pages = BENCH_PAGES.filter((p) => options.pages.length === 0 || options.pages.includes(p.name));
  const before = machineNote();
  // The build uses both cores; pinning starts after it.
  const built = await buildApp(options.skipBuild, buildSource());
  const port = await freePort(options.port);
  const pinning = pinClientSide(options);
  const server = await startServer({ port, cars: options.cars, reuseData: options.reuseData, core: "serverCore" in pinning ? pinning.serverCore : null });
  // What the kernel reports, not what was asked for.
  const cores =
    "unpinned" in pinning
      ? `NOT pinned (${pinning.unpinned}): server and browser share the cores`
      : `server on core ${allowedCores(server.pid) ?? "?"}; bench, autocannon, Lighthouse and Chromium on core ${allowedCores() ?? "?"} (taskset)`;
  const rows: Row[] = [];
  const benchmarkIndexes: (number | null)[] = [];
  const lighthouseRuns: LighthouseRun[] = [];
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  try {
    const ctx = contextFor(server.port);
    const all: Measured[] = [];
    for (const page of pages) {
      const targets = (await page.targets(ctx)).filter((t) => options.templates.length === 0 || options.templates.includes(t.template));
      if (targets.length === 0) rows.push({ page: page.name, target: "—", measure: "—", figure: null, goal: "", met: null, note: "no page of this kind answers yet" });
      for (const target of targets) {
        const base = { page: page.name, target: `${target.site} (${target.template})`, note: target.note };
        all.push({ page, target, base, once: [], lighthouse: { results: [], errors: [] }, trace: { results: [], errors: [] } });
      }
    }
    // Every page is rendered and in the page cache before anything is timed.
    for (const { target } of all) await httpGet(server.port, target.site, target.path);
    for (const measured of all) await measureOnce(options, server.port, measured);
    await measureRuns(options, server.port, all);
    for (const { page, base, once, lighthouse, trace } of all) {
      rows.push(...once);
      if (options.measures.includes("lighthouse")) rows.push(...lighthouseRows(base, page.goals, lighthouse));
      if (options.measures.includes("trace")) rows.push(...traceRows(base, page.goals, trace, CPU_SLOWDOWN));
      benchmarkIndexes.push(...lighthouse.results.map((r) => r.benchmarkIndex));
      lighthouseRuns.push(...lighthouse.results);
    }
  } finally {
    await server.stop();
  }

  const benchmarkIndex = summarise(benchmarkIndexes);
  const late = paintedAfterLoad(lighthouseRuns);
  const heading = [
    `Forecourt bench — ${new Date().toISOString()} — build of ${built} — ${options.cars} demo vehicles`,
    `Protocol: ${protocol(options, cores)}`,
    `Machine: before ${before}; after ${machineNote()}${benchmarkIndex ? `; Lighthouse CPU benchmark index ${benchmarkIndex.median.toFixed(0)} (median; ${benchmarkIndex.min.toFixed(0)}–${benchmarkIndex.max.toFixed(0)})` : ""}`,
    ...(late.count > 0
      ? [
          `WARNING: in ${late.count} of ${lighthouseRuns.length} Lighthouse runs the first contentful paint came only after the load event (median ${late.medianLateMs!.toFixed(0)} ms after it). Our pages draw from the server's HTML, so the renderer probably did not draw a page that was there, and Lighthouse's simulation counts the wait as the page's.${"serverCore" in pinning ? " Try --no-pin to compare." : ""}`,
        ]
      : []),
  ].join("\n");
  console.log(`\n${heading}\n\n${formatTable(rows)}`);
  const { met, missed, unmeasured } = summary(rows);
  console.log(`\nGoals met: ${met}, missed: ${missed}${unmeasured ? `, not measured: ${unmeasured}` : ""}.`);
  mkdirSync(fromRoot("bench", "results"), { recursive: true });
  writeFileSync(fromRoot("bench", "results", "latest.json"), JSON.stringify({ heading, options, rows }, null, 2));
  writeFileSync(fromRoot("bench", "results", "latest.md"), `${heading}\n\n${formatTable(rows)}\n\nGoals met: ${met}, missed: ${missed}${unmeasured ? `, not measured: ${unmeasured}` : ""}.\n`);

  if (options.search) await runSearchBench();
  return options.strict && missed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
