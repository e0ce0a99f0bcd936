// What a Chrome trace says about the page's main thread: its tasks, the
// longest one, and total blocking time, by Lighthouse's rules (top-level
// scheduler tasks; blocking time is what a task spends past 50 ms, counted
// from first contentful paint on). Also the longest script task: one that
// spends at least half its time running the page's JavaScript (module
// evaluation, calls, microtasks: hydration), told apart from the browser's
// own parsing, style, layout and paint of the document. And, of that task,
// the part V8 spends collecting source positions for stack traces that only
// an attached inspector asks for (decision 0092): the trace is taken through
// one, as Lighthouse's is, and a shopper's browser does not do that work.

/** The fields of a Chrome trace event the bench reads (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: { frame?: string; documentLoaderURL?: string } };
}

export interface MainThreadFigures {
  /** First contentful paint, ms after the navigation started. */
  fcpMs: number;
  /** The longest top-level task on the page's main thread from navigation start to the end of the trace, ms. */
  longestTaskMs: number;
  /** Sum of each task's time past 50 ms, from FCP to the end of the trace, ms. */
  totalBlockingTimeMs: number;
  /** The longest of those tasks that spend at least half their time in script (hydration, module evaluation), ms; 0 when none. */
  longestScriptTaskMs: number;
  /**
   * The longest script task less the time V8 spent in it collecting source
   * positions (V8.CollectSourcePositions, the disabled-by-default-v8.compile
   * category), ms: what the task takes with no inspector attached.
   */
  longestScriptTaskLessInspectorMs: number;
  /** Tasks of 50 ms or more. */
  longTasks: number;
}

export const BLOCKING_THRESHOLD_MS = 50;

/** The scheduler's task events, newest Chrome first (the names Lighthouse's trace processor accepts). */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

interface Task {
  start: number;
  end: number;
  duration: number;
}

/** Trace events in which the page's JavaScript runs (the devtools.timeline and v8.execute categories). */
const SCRIPT_EVENTS = new Set(["v8.compileModule", "v8.evaluateModule", "EvaluateScript", "FunctionCall", "RunMicrotasks", "TimerFire", "FireAnimationFrame"]);

/**
 * V8 reparsing functions to collect their source positions: with an inspector
 * attached it captures a stack trace, with positions, for every Error made
 * (React DOM makes five when its module is evaluated).
 */
const SOURCE_POSITIONS = new Set(["V8.CollectSourcePositions"]);

interface Interval {
  start: number;
  end: number;
}

/** The complete events of one thread whose names are in `names`, as intervals in ms, by start. */
function intervalsOf(events: readonly TraceEvent[], pid: number, tid: number, names: ReadonlySet<string>): Interval[] {
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && names.has(e.name) && typeof e.dur === "number")
    .map((e) => ({ start: e.ts / 1000, end: (e.ts + e.dur!) / 1000 }))
    .sort((a, b) => a.start - b.start);
}

/** Time inside the task covered by the intervals (sorted by start; nested ones counted once), ms. */
export function coveredTime(task: Task, intervals: readonly Interval[]): number {
  let covered = 0;
  let until = task.start;
  for (const interval of intervals) {
    if (interval.end <= task.start || interval.start >= task.end) continue;
    const from = Math.max(interval.start, until);
    const to = Math.min(interval.end, task.end);
    if (to > from) covered += to - from;
    until = Math.max(until, to);
  }
  return covered;
}

/** Tasks that are not inside another task of the same thread, in ms, in order. */
export function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): Task[] {
  const candidates = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && TASK_NAMES.has(e.name) && typeof e.dur === "number").sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: Task[] = [];
  let openUntil = -Infinity;
  for (const event of candidates) {
    if (event.ts < openUntil) continue;
    openUntil = event.ts + event.dur!;
    tasks.push({ start: event.ts / 1000, end: openUntil / 1000, duration: event.dur! / 1000 });
  }
  return tasks;
}

/** A task's blocking time inside [from, to]: the part of it in the window beyond 50 ms (Lighthouse's TBT rule). */
export function blockingTime(task: Task, from: number, to: number): number {
  if (task.duration < BLOCKING_THRESHOLD_MS || task.end < from || task.start > to) return 0;
  const clipped = Math.min(task.end, to) - Math.max(task.start, from);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

/**
 * The figures of the page loaded in the frame `frameId`: its first contentful
 * paint names the renderer main thread, its last http(s) navigation before
 * that paint starts the count.
 */
export function mainThreadFigures(events: readonly TraceEvent[], frameId: string): MainThreadFigures {
  const ofFrame = (e: TraceEvent) => (e.args?.frame ?? e.args?.data?.frame) === frameId;
  const fcp = events.filter((e) => e.name === "firstContentfulPaint" && ofFrame(e)).sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error("the trace has no first contentful paint for the page");
  const navigation = events
    .filter((e) => e.name === "navigationStart" && ofFrame(e) && /^https?:/.test(e.args?.data?.documentLoaderURL ?? "") && e.ts <= fcp.ts)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) throw new Error("the trace has no navigation start for the page");
  const traceEnd = Math.max(...events.map((e) => e.ts + (e.dur ?? 0))) / 1000;
  const from = navigation.ts / 1000;
  const fcpAt = fcp.ts / 1000;
  const tasks = topLevelTasks(events, fcp.pid, fcp.tid).filter((t) => t.end > from);
  const scripts = intervalsOf(events, fcp.pid, fcp.tid, SCRIPT_EVENTS);
  const positions = intervalsOf(events, fcp.pid, fcp.tid, SOURCE_POSITIONS);
  const scriptTasks = tasks.filter((t) => coveredTime(t, scripts) * 2 >= t.duration);
  return {
    fcpMs: fcpAt - from,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longestScriptTaskMs: Math.max(0, ...scriptTasks.map((t) => t.duration)),
    longestScriptTaskLessInspectorMs: Math.max(0, ...scriptTasks.map((t) => t.duration - coveredTime(t, positions))),
    totalBlockingTimeMs: tasks.reduce((sum, t) => sum + blockingTime(t, fcpAt, traceEnd), 0),
    longTasks: tasks.filter((t) => t.duration >= BLOCKING_THRESHOLD_MS).length,
  };
}
