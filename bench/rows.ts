// Table rows from repeated runs of one page: goals judge the median, the
// spread shows the min–max, and the notes say what lost points.
import type { LighthouseCategory, LighthouseRun } from "./lighthouse.ts";
import type { MainThreadFigures } from "./main-thread.ts";
import type { Goals } from "./pages.ts";
import { atLeast, atMost, reported, type Row } from "./report.ts";
import { summarise } from "./stats.ts";

type RowBase = Pick<Row, "page" | "target" | "note">;

/** What the runs of one measure on one page gave: figures, and the messages of the runs that failed. */
export interface Runs<T> {
  results: T[];
  errors: string[];
}

const joinNotes = (...notes: (string | undefined)[]) => notes.filter(Boolean).join("; ") || undefined;

/** Says when some runs failed, so a median of fewer runs is not taken for the full protocol. */
function failedRuns<T>(runs: Runs<T>): string | undefined {
  if (runs.errors.length === 0) return undefined;
  return `${runs.errors.length} of ${runs.errors.length + runs.results.length} runs failed (${runs.errors[0]})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Lighthouse's timings, medians of the runs, for the performance note. */
function timings(results: readonly LighthouseRun[]): string {
  const m = (name: keyof LighthouseRun["metrics"]) => summarise(results.map((r) => r.metrics[name]))?.median;
  const parts = [
    ["FCP", m("FCP"), seconds],
    ["LCP", m("LCP"), seconds],
    ["TBT (simulated)", m("TBT"), (v: number) => `${v.toFixed(0)} ms`],
    ["CLS", m("CLS"), (v: number) => v.toFixed(3)],
    ["SI", m("SI"), seconds],
  ] as const;
  const shown = parts.filter(([, value]) => value !== undefined).map(([name, value, format]) => `${name} ${format(value!)}`);
  return shown.length ? `medians: ${shown.join(", ")}` : "";
}

/** Audits that lost points in a category, with how many runs they failed in. */
function failedAudits(results: readonly LighthouseRun[], category: LighthouseCategory): string | undefined {
  const counts = new Map<string, number>();
  for (const run of results) for (const id of run.failing[category] ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (counts.size === 0) return undefined;
  return `failed: ${[...counts].map(([id, n]) => (results.length > 1 ? `${id} (${n} of ${results.length} runs)` : id)).join(", ")}`;
}

export function lighthouseRows(base: RowBase, goals: Goals, runs: Runs<LighthouseRun>): Row[] {
  const { results } = runs;
  if (results.length === 0) return [{ ...base, measure: "Lighthouse", figure: null, goal: "", met: null, note: joinNotes(base.note, runs.errors[0] ?? "not run") }];
  const score = (c: LighthouseCategory) => summarise(results.map((r) => r.scores[c]));
  const failed = failedRuns(runs);
  return [
    atLeast({ ...base, measure: "Lighthouse performance", note: joinNotes(base.note, timings(results), failed) }, score("performance"), goals.performance),
    atLeast({ ...base, measure: "Lighthouse accessibility", note: failedAudits(results, "accessibility") }, score("accessibility"), goals.otherScores),
    atLeast({ ...base, measure: "Lighthouse best practices", note: failedAudits(results, "best-practices") }, score("best-practices"), goals.otherScores),
    atLeast({ ...base, measure: "Lighthouse SEO", note: failedAudits(results, "seo") }, score("seo"), goals.otherScores),
  ];
}

export function traceRows(base: RowBase, goals: Goals, runs: Runs<MainThreadFigures>, slowdown: number): Row[] {
  const { results } = runs;
  const label = `${slowdown}× CPU`;
  if (results.length === 0) return [{ ...base, measure: `Trace (${label})`, figure: null, goal: "", met: null, note: joinNotes(base.note, runs.errors[0] ?? "not run") }];
  const of = (pick: (f: MainThreadFigures) => number) => summarise(results.map(pick));
  const fcp = of((f) => f.fcpMs)!.median;
  const longTasks = of((f) => f.longTasks)!.median;
  const note = joinNotes(base.note, `medians: FCP ${seconds(fcp)}, ${longTasks} tasks of 50 ms or more`, failedRuns(runs));
  return [
    // Issue #10's goal is the longest hydration task: a task spent mostly in the page's JavaScript. The longest
    // task of any kind is the browser's own (the HTML's receipt, style and layout) and is shown without a goal
    // (decision 0089).
    reported({ ...base, measure: `Longest task, any kind (${label})`, note }, of((f) => f.longestTaskMs), " ms"),
    atMost({ ...base, measure: `Longest hydration task (${label})` }, of((f) => f.longestScriptTaskMs), goals.longestHydrationTaskMs, " ms"),
    // The same task less what V8 spent in it on source positions that only the inspector the trace is taken
    // through asks for (decision 0092): shown beside the goal's figure, not judged.
    reported({ ...base, measure: `Longest hydration task, no inspector (${label})` }, of((f) => f.longestScriptTaskLessInspectorMs), " ms"),
    atMost({ ...base, measure: `Total blocking time (${label})` }, of((f) => f.totalBlockingTimeMs), goals.totalBlockingTimeMs, " ms"),
  ];
}
