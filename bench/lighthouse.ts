// One Lighthouse mobile run (its default: a mid-range phone on a slow 4G
// connection and a 4× slower CPU, simulated), with the project's Lighthouse
// CLI against the system Chromium and the browser tests' flags.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fromRoot } from "../server/project-root.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { median } from "./stats.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** Lighthouse's key timings (ms; CLS unitless), for the notes. */
export const LIGHTHOUSE_METRICS = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift", SI: "speed-index" } as const;
export type LighthouseMetric = keyof typeof LIGHTHOUSE_METRICS;

export interface LighthouseRun {
  scores: Record<LighthouseCategory, number | null>;
  metrics: Record<LighthouseMetric, number | null>;
  /** Audits that lost points (their ids), per category other than performance. */
  failing: Partial<Record<LighthouseCategory, string[]>>;
  /** Lighthouse's measure of the machine's speed (its simulation scales by it). */
  benchmarkIndex: number | null;
  /** What the unthrottled load it simulates from took (ms): first contentful paint and the load event, as observed. */
  observed: { firstContentfulPaint: number | null; load: number | null };
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** The figures of a Lighthouse report (LHR). */
export function lighthouseRun(lhr: LighthouseResult): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (c: LighthouseCategory) => {
    const value = lhr.categories[c]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, score(c)])) as LighthouseRun["scores"];
  const metrics = Object.fromEntries(Object.entries(LIGHTHOUSE_METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null])) as LighthouseRun["metrics"];
  const failing: LighthouseRun["failing"] = {};
  // Performance loses points through its timings (in the notes); the others through audits that fail.
  for (const category of LIGHTHOUSE_CATEGORIES.filter((c) => c !== "performance")) {
    const lost = (lhr.categories[category]?.auditRefs ?? [])
      .map((r) => r.id)
      .filter((id) => {
        const audit = lhr.audits[id];
        return audit && audit.score !== null && audit.score < 1 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
      });
    if (lost.length) failing[category] = lost;
  }
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  return {
    scores,
    metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    observed: { firstContentfulPaint: number(observed.observedFirstContentfulPaint), load: number(observed.observedLoad) },
  };
}

/**
 * Runs whose first contentful paint came after the load event had fired. Our
 * pages draw their content from the server's HTML, so this is usually the
 * renderer not drawing a page that was there (seen with Chromium 156's
 * headless shell pinned to one core); Lighthouse's simulation counts that
 * wait as the page's. (A page that drew its content only after loading would
 * show the same.)
 */
export function paintedAfterLoad(runs: readonly LighthouseRun[]): { count: number; medianLateMs: number | null } {
  const late = runs
    .map((r) => (r.observed.firstContentfulPaint !== null && r.observed.load !== null ? r.observed.firstContentfulPaint - r.observed.load : null))
    .filter((ms): ms is number => ms !== null && ms > 0);
  return { count: late.length, medianLateMs: late.length ? median(late) : null };
}

/** Runs Lighthouse on `url`, keeping its JSON report at `reportPath`. */
export async function runLighthouse(url: string, reportPath: string): Promise<LighthouseRun> {
  await run(
    process.execPath,
    [
      fromRoot("node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--output=json",
      `--output-path=${reportPath}`,
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
      `--chrome-flags=${chromiumArgs().join(" ")}`,
      "--quiet",
    ],
    { ...process.env, CHROME_PATH: chromiumPath() },
  );
  return lighthouseRun(JSON.parse(readFileSync(reportPath, "utf8")) as LighthouseResult);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code}: ${stderr.trim().slice(-800)}`))));
  });
}
