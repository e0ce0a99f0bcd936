// A page load in Chromium at Lighthouse's mobile CPU slowdown (4×, applied
// for real with Emulation.setCPUThrottlingRate, not simulated), traced, and
// read for the longest main-thread task and total blocking time. The screen
// and user agent are Lighthouse's mobile ones; the network is not throttled,
// so the figures are the page's own main-thread work.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from "./main-thread.ts";

export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** After the load event and network quiet, tracing goes on this long, so work the page defers (hydration in parts) is counted. */
export const QUIET_MS = 5000;

// disabled-by-default-v8.compile: V8's parse and compile events, among them its source-position collection (decision 0092).
const CATEGORIES = ["-*", "toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing", "v8.execute", "disabled-by-default-v8.compile"];

/** Loads `url` once in a fresh browser; writes the trace (gzipped, DevTools opens it) to `tracePath`. */
export async function traceLoad(url: string, tracePath: string): Promise<MainThreadFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs() });
  try {
    const mobile = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      viewport: { width: mobile.width, height: mobile.height },
      deviceScaleFactor: mobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const { frameTree } = await cdp.send("Page.getFrameTree");
    await browser.startTracing(page, { categories: CATEGORIES });
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(QUIET_MS);
    const trace = await browser.stopTracing();
    writeFileSync(tracePath, gzipSync(trace));
    const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return mainThreadFigures(Array.isArray(parsed) ? parsed : parsed.traceEvents, frameTree.frame.id);
  } finally {
    await browser.close();
  }
}
