import { describe, expect, it } from "vitest";
import { blockingTime, mainThreadFigures, coveredTime, topLevelTasks, type TraceEvent } from "./main-thread.ts";

const FRAME = "F1";
const ms = (n: number) => n * 1000;
/** A task on the page's renderer main thread (pid 10, tid 11), times in ms. */
const task = (start: number, duration: number, name = "RunTask", where = { pid: 10, tid: 11 }): TraceEvent => ({ name, ph: "X", ...where, ts: ms(start), dur: ms(duration) });
const navigation = (at: number, url: string, frame = FRAME): TraceEvent => ({ name: "navigationStart", ph: "R", pid: 10, tid: 11, ts: ms(at), args: { frame, data: { documentLoaderURL: url } } });
const fcp = (at: number, frame = FRAME): TraceEvent => ({ name: "firstContentfulPaint", ph: "R", pid: 10, tid: 11, ts: ms(at), args: { frame } });

describe("main-thread tasks of a trace", () => {
  it("keeps top-level tasks and drops the ones nested in them", () => {
    const events = [task(0, 100), task(0, 99.9, "ThreadControllerImpl::RunTask"), task(10, 20), task(200, 30), task(210, 5, "FunctionCall")];
    expect(topLevelTasks(events, 10, 11)).toEqual([
      { start: 0, end: 100, duration: 100 },
      { start: 200, end: 230, duration: 30 },
    ]);
  });

  it("reads only the thread it is asked for", () => {
    expect(topLevelTasks([task(0, 80, "RunTask", { pid: 10, tid: 12 })], 10, 11)).toEqual([]);
  });

  it("counts a task's time past 50 ms inside the window, as Lighthouse does", () => {
    expect(blockingTime({ start: 0, end: 120, duration: 120 }, 0, 1000)).toBe(70);
    expect(blockingTime({ start: 0, end: 49, duration: 49 }, 0, 1000)).toBe(0);
    // Clipped at FCP: 150 ms task, 100 of it after FCP → 50 ms blocking.
    expect(blockingTime({ start: 0, end: 150, duration: 150 }, 50, 1000)).toBe(50);
    // Mostly before FCP: what is left is under 50 ms.
    expect(blockingTime({ start: 0, end: 150, duration: 150 }, 120, 1000)).toBe(0);
    expect(blockingTime({ start: 0, end: 150, duration: 150 }, 200, 1000)).toBe(0);
  });
});

describe("figures of a traced page load", () => {
  const events = [
    // Before the page's navigation: another page's work in the same renderer.
    task(0, 400),
    navigation(900, "about:blank"),
    navigation(1000, "http://harbour-used.localhost:3340/used-car/used-cars"),
    task(1010, 180), // parsing the HTML: before FCP
    fcp(1300),
    task(1400, 120), // hydration: 70 ms blocking
    task(1405, 100, "FunctionCall"),
    task(1410, 50, "RunMicrotasks"), // inside the call: counted once
    task(1600, 30),
    task(2000, 60), // a part hydrated later: 10 ms blocking
    fcp(1250, "OTHER-FRAME"),
    task(7000, 1),
  ];

  it("starts at the page's navigation, finds the longest task and sums blocking time from FCP", () => {
    expect(mainThreadFigures(events, FRAME)).toEqual({ fcpMs: 300, longestTaskMs: 180, longestScriptTaskMs: 120, longestScriptTaskLessInspectorMs: 120, totalBlockingTimeMs: 80, longTasks: 3 });
  });

  it("takes the source positions V8 collects for the inspector off each script task, then finds the longest", () => {
    const collect = (start: number, duration: number) => task(start, duration, "V8.CollectSourcePositions");
    const traced = [
      navigation(0, "http://harbour-used.localhost:3340/used-car/used-cars"),
      fcp(10),
      // Module evaluation: 110 ms, 80 of them collecting positions (the parse inside a collection is not one itself).
      task(100, 110),
      task(100, 110, "v8.evaluateModule"),
      collect(105, 50),
      task(105, 45, "V8.ParseFunction"),
      collect(160, 30),
      // Hydration: 90 ms, none.
      task(300, 90),
      task(300, 90, "FunctionCall"),
      // On another thread: not the page's.
      task(300, 90, "V8.CollectSourcePositions", { pid: 10, tid: 12 }),
    ];
    expect(mainThreadFigures(traced, FRAME)).toMatchObject({ longestScriptTaskMs: 110, longestScriptTaskLessInspectorMs: 90 });
    // Without the hydration task, what is left of the evaluation.
    expect(mainThreadFigures(traced.slice(0, 7), FRAME)).toMatchObject({ longestScriptTaskMs: 110, longestScriptTaskLessInspectorMs: 30 });
  });

  it("counts a task as script when script covers at least half of it, nested events once", () => {
    const scripts = [
      { start: 10, end: 40 },
      { start: 20, end: 30 },
      { start: 90, end: 120 },
    ];
    expect(coveredTime({ start: 0, end: 100, duration: 100 }, scripts)).toBe(40);
    expect(coveredTime({ start: 100, end: 200, duration: 100 }, scripts)).toBe(20);
    // A layout task with a short microtask checkpoint is not a script task.
    const layout = [navigation(0, "http://harbour-used.localhost:3340/"), fcp(10), task(100, 300), task(390, 5, "RunMicrotasks"), task(500, 60), task(500, 40, "v8.evaluateModule")];
    expect(mainThreadFigures(layout, FRAME)).toMatchObject({ longestTaskMs: 300, longestScriptTaskMs: 60 });
  });

  it("says what is missing from a trace it cannot read", () => {
    expect(() => mainThreadFigures(events, "NO-SUCH-FRAME")).toThrow("no first contentful paint");
    expect(() => mainThreadFigures([fcp(100), task(0, 10)], FRAME)).toThrow("no navigation start");
  });
});
