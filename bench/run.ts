// `npm run bench`: builds the app, starts it on its own port with its own
// seeded database, and measures each page kind of bench/pages.ts per template:
// SSR throughput and p99 latency, Lighthouse mobile scores, and first-load
// JavaScript. Prints a table of figures against goals. See --help.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fromRoot } from "../server/project-root.ts";
import { parseBenchArgs, USAGE, UsageError, type BenchOptions } from "./args.ts";
import { firstLoadScriptUrls, measureScripts } from "./first-load-js.ts";
import { httpGet, siteHost } from "./http.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { BENCH_PAGES, type BenchContext, type BenchPage, type BenchTarget } from "./pages.ts";
import { atLeast, atMost, formatTable, summary, type Row } from "./report.ts";
import { buildApp, startServer } from "./server.ts";
import { measureSsr } from "./ssr.ts";

const log = (line: string) => process.stderr.write(`${line}\n`);
const kb = (bytes: number) => bytes / 1024;

function contextFor(port: number): BenchContext {
  return {
    async fetchPage(site, path) {
      const response = await httpGet(port, site, path);
      return { status: response.status, html: response.body.toString("utf8") };
    },
  };
}

async function measureJs(port: number, target: BenchTarget, page: BenchPage, base: Omit<Row, "measure" | "figure" | "goal" | "met">): Promise<Row> {
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

async function measureTarget(options: BenchOptions, port: number, page: BenchPage, target: BenchTarget): Promise<Row[]> {
  const base = { page: page.name, target: `${target.site} (${target.template})`, note: target.note };
  const rows: Row[] = [];
  const attempt = async (measure: string, work: () => Promise<Row[]>) => {
    try {
      rows.push(...(await work()));
    } catch (error) {
      rows.push({ ...base, measure, figure: null, goal: "", met: null, note: (error as Error).message.split("\n")[0] });
    }
  };
  log(`\n${page.name} · ${target.site} · ${target.path}${target.note ? ` (${target.note})` : ""}`);

  if (options.measures.includes("js")) {
    await attempt("first-load JS (gzip)", async () => [await measureJs(port, target, page, base)]);
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
  if (options.measures.includes("lighthouse")) {
    log("  Lighthouse (mobile)…");
    await attempt("Lighthouse", async () => {
      const url = `http://${siteHost(target.site, port)}${target.path}`;
      const lh = await measureLighthouse(url, `${page.name}-${target.site}`);
      const timings = Object.entries(lh.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(", ");
      const lost = (category: keyof typeof lh.failing) => (lh.failing[category] ? `failed: ${lh.failing[category].join(", ")}` : undefined);
      return [
        atLeast({ ...base, measure: "Lighthouse performance", note: timings }, lh.scores.performance, page.goals.performance),
        atLeast({ ...base, measure: "Lighthouse accessibility", note: lost("accessibility") }, lh.scores.accessibility, page.goals.otherScores),
        atLeast({ ...base, measure: "Lighthouse best practices", note: lost("best-practices") }, lh.scores["best-practices"], page.goals.otherScores),
        atLeast({ ...base, measure: "Lighthouse SEO", note: lost("seo") }, lh.scores.seo, page.goals.otherScores),
      ];
    });
  }
  return rows;
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
  const cores = availableParallelism();
  const busy = load > cores * 0.75 ? ` — WARNING: the machine was busy (load ${load.toFixed(1)} on ${cores} cores); figures are low` : "";
  return `load average ${load.toFixed(1)} on ${cores} cores${busy}`;
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
  const options = parseBenchArgs(process.argv.slice(2), BENCH_PAGES.map((p) => p.name));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const pages = BENCH_PAGES.filter((p) => options.pages.length === 0 || options.pages.includes(p.name));
  const before = machineNote();
  await buildApp(options.skipBuild);
  const server = await startServer({ port: options.port, cars: options.cars, reuseData: options.reuseData });
  const rows: Row[] = [];
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  try {
    const ctx = contextFor(server.port);
    for (const page of pages) {
      const targets = await page.targets(ctx);
      if (targets.length === 0) {
        rows.push({ page: page.name, target: "—", measure: "—", figure: null, goal: "", met: null, note: "no page of this kind answers yet" });
        continue;
      }
      for (const target of targets) rows.push(...(await measureTarget(options, server.port, page, target)));
    }
  } finally {
    await server.stop();
  }

  const heading = [
    `Forecourt bench — ${new Date().toISOString()} — ${options.cars} demo vehicles, ${options.connections} connections × ${options.duration} s`,
    `Machine: before ${before}; after ${machineNote()}`,
  ].join("\n");
  console.log(`\n${heading}\n\n${formatTable(rows)}`);
  const { met, missed, unmeasured } = summary(rows);
  console.log(`\nGoals met: ${met}, missed: ${missed}${unmeasured ? `, not measured: ${unmeasured}` : ""}.`);
  mkdirSync(fromRoot("bench", "results"), { recursive: true });
  writeFileSync(fromRoot("bench", "results", "latest.json"), JSON.stringify({ heading, options, rows }, null, 2));

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
