import { describe, expect, it } from "vitest";
import { lighthouseRun, paintedAfterLoad, type LighthouseResult, type LighthouseRun } from "./lighthouse.ts";
import type { MainThreadFigures } from "./main-thread.ts";
import { detailPage } from "./pages.ts";
import { lighthouseRows, traceRows } from "./rows.ts";

const base = { page: "detail", target: "harbour-used (used)" };
const goals = detailPage.goals;

const lhRun = (performance: number, failingA11y: string[] = []): LighthouseRun => ({
  scores: { performance, accessibility: failingA11y.length ? 96 : 100, "best-practices": 100, seo: 100 },
  metrics: { FCP: 1200, LCP: 1800, TBT: 20, CLS: 0, SI: 1300 },
  failing: failingA11y.length ? { accessibility: failingA11y } : {},
  benchmarkIndex: 1500,
  observed: { firstContentfulPaint: 300, load: 450 },
});

describe("Lighthouse rows from runs", () => {
  it("judges the median score of each category and shows the spread", () => {
    const rows = lighthouseRows(base, goals, { results: [lhRun(99), lhRun(95), lhRun(98, ["color-contrast"]), lhRun(100), lhRun(97)], errors: [] });
    expect(rows.map((r) => [r.measure, r.figure, r.spread, r.met])).toEqual([
      ["Lighthouse performance", "98", "95–100", true],
      ["Lighthouse accessibility", "100", "96–100", true],
      ["Lighthouse best practices", "100", "100–100", true],
      ["Lighthouse SEO", "100", "100–100", true],
    ]);
    expect(rows[0]!.note).toBe("medians: FCP 1.2 s, LCP 1.8 s, TBT (simulated) 20 ms, CLS 0.000, SI 1.3 s");
    expect(rows[1]!.note).toBe("failed: color-contrast (1 of 5 runs)");
  });

  it("says how many runs failed, and gives one row with the reason when none ran", () => {
    const some = lighthouseRows(base, goals, { results: [lhRun(99)], errors: ["Lighthouse exited with 1: NO_FCP"] });
    expect(some[0]).toMatchObject({ figure: "99", spread: "1 run" });
    expect(some[0]!.note).toContain("1 of 2 runs failed (Lighthouse exited with 1: NO_FCP)");
    expect(lighthouseRows(base, goals, { results: [], errors: ["Chromium missing"] })).toEqual([{ ...base, measure: "Lighthouse", figure: null, goal: "", met: null, note: "Chromium missing" }]);
  });
});

describe("trace rows from runs", () => {
  const figures = (longestTaskMs: number, totalBlockingTimeMs: number): MainThreadFigures => ({ fcpMs: 900, longestTaskMs, longestScriptTaskMs: longestTaskMs - 20, longestScriptTaskLessInspectorMs: longestTaskMs - 60, totalBlockingTimeMs, longTasks: 2 });

  it("judges the median longest hydration task and total blocking time at the slowdown, and shows the longest task of any kind", () => {
    const rows = traceRows(base, goals, { results: [figures(130, 150), figures(170, 260), figures(135, 190)], errors: [] }, 4);
    expect(rows.map((r) => [r.measure, r.figure, r.spread, r.goal, r.met])).toEqual([
      ["Longest task, any kind (4× CPU)", "135 ms", "130–170 ms", "none", null],
      ["Longest hydration task (4× CPU)", "115 ms", "110–150 ms", "≤ 100 ms", false],
      ["Longest hydration task, no inspector (4× CPU)", "75 ms", "70–110 ms", "none", null],
      ["Total blocking time (4× CPU)", "190 ms", "150–260 ms", "≤ 200 ms", true],
    ]);
    expect(rows[0]!.note).toBe("medians: FCP 0.9 s, 2 tasks of 50 ms or more");
  });
});

describe("reading a Lighthouse report", () => {
  const lhr: LighthouseResult = {
    categories: {
      performance: { score: 0.975, auditRefs: [] },
      accessibility: { score: 0.96, auditRefs: [{ id: "color-contrast", weight: 7 }, { id: "image-alt", weight: 10 }, { id: "tabindex", weight: 0 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      "color-contrast": { score: 0, scoreDisplayMode: "binary" },
      "image-alt": { score: 1, scoreDisplayMode: "binary" },
      tabindex: { score: null, scoreDisplayMode: "notApplicable" },
      "first-contentful-paint": { score: 1, scoreDisplayMode: "numeric", numericValue: 1234 },
      "total-blocking-time": { score: 1, scoreDisplayMode: "numeric", numericValue: 0 },
      metrics: { score: null, scoreDisplayMode: "informative", details: { items: [{ observedFirstContentfulPaint: 2255, observedLoad: 440, firstContentfulPaint: 1859 }] } },
    },
    environment: { benchmarkIndex: 1480 },
  };

  it("takes scores out of 100, the timings in ms, and the audits that lost points", () => {
    expect(lighthouseRun(lhr)).toEqual({
      scores: { performance: 98, accessibility: 96, "best-practices": 100, seo: null },
      metrics: { FCP: 1234, LCP: null, TBT: 0, CLS: null, SI: null },
      failing: { accessibility: ["color-contrast"] },
      benchmarkIndex: 1480,
      observed: { firstContentfulPaint: 2255, load: 440 },
    });
    const { metrics: _metrics, ...withoutMetrics } = lhr.audits;
    expect(lighthouseRun({ ...lhr, audits: withoutMetrics }).observed).toEqual({ firstContentfulPaint: null, load: null });
  });

  it("counts the runs whose first contentful paint came after the load event, and by how much (median)", () => {
    const run = (firstContentfulPaint: number | null, load: number | null): LighthouseRun => ({ ...lighthouseRun(lhr), observed: { firstContentfulPaint, load } });
    expect(paintedAfterLoad([run(354, 421), run(300, null)])).toEqual({ count: 0, medianLateMs: null });
    expect(paintedAfterLoad([run(2255, 440), run(354, 421), run(1333, 416), run(1401, 605)])).toEqual({ count: 3, medianLateMs: 917 });
    expect(paintedAfterLoad([run(2255, 440), run(1333, 416)])).toEqual({ count: 2, medianLateMs: (1815 + 917) / 2 });
  });

  it("fails with Lighthouse's own reason when the run broke", () => {
    expect(() => lighthouseRun({ ...lhr, runtimeError: { code: "NO_FCP", message: "The page did not paint any content." } })).toThrow("Lighthouse: NO_FCP: The page did not paint any content.");
  });
});
