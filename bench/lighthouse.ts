// Lighthouse mobile scores (its default: a mid-range phone on a slow 4G
// connection, simulated), run with the project's Lighthouse CLI against the
// system Chromium with the same flags as the browser tests.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import playwrightConfig from "../playwright.config.ts";
import { fromRoot } from "../server/project-root.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseFigures {
  scores: Record<LighthouseCategory, number | null>;
  /** Key timings, for the notes: FCP, LCP, TBT, CLS, Speed Index. */
  metrics: Record<string, string>;
  /** Audits that lost points (their ids), per category other than performance. */
  failing: Partial<Record<LighthouseCategory, string[]>>;
  reportPath: string;
}

const chromeFlags = () => (playwrightConfig.use?.launchOptions?.args ?? []).join(" ");

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; displayValue?: string }>;
  runtimeError?: { code: string; message: string };
}

export async function measureLighthouse(url: string, reportName: string): Promise<LighthouseFigures> {
  const outDir = fromRoot("bench", "results");
  mkdirSync(outDir, { recursive: true });
  const reportPath = join(outDir, `lighthouse-${reportName}.json`);
  await run(
    process.execPath,
    [
      fromRoot("node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--output=json",
      `--output-path=${reportPath}`,
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
      `--chrome-flags=${chromeFlags()}`,
      "--quiet",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  );
  const lhr = JSON.parse(readFileSync(reportPath, "utf8")) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
  ) as Record<LighthouseCategory, number | null>;
  const metricIds = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift", SI: "speed-index" };
  const metrics = Object.fromEntries(Object.entries(metricIds).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? "?"]));
  const failing: LighthouseFigures["failing"] = {};
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
  return { scores, metrics, failing, reportPath };
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
