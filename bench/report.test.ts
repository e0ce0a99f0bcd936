import { describe, expect, it } from "vitest";
import { atLeast, atMost, formatTable, reported, summary } from "./report.ts";
import { firstLink } from "./pages.ts";

const base = { page: "listing", target: "harbour-toyota (franchise)" };

describe("bench figures against goals", () => {
  it("meets an at-least goal at or above it and an at-most goal at or below it", () => {
    expect(atLeast({ ...base, measure: "SSR req/s" }, 600, 600)).toMatchObject({ figure: "600", goal: "≥ 600", met: true });
    expect(atLeast({ ...base, measure: "SSR req/s" }, 599.4, 600)).toMatchObject({ figure: "599", met: false });
    expect(atMost({ ...base, measure: "p99" }, 42, 100, " ms")).toMatchObject({ figure: "42 ms", met: true });
  });

  it("shows enough decimals that the figure reads the way it was judged", () => {
    expect(atMost({ ...base, measure: "JS" }, 125.04, 125, " KB", 1)).toMatchObject({ figure: "125.04 KB", goal: "≤ 125 KB", met: false });
    expect(atMost({ ...base, measure: "JS" }, 124.96, 125, " KB", 1)).toMatchObject({ figure: "125.0 KB", met: true });
    expect(atLeast({ ...base, measure: "Lighthouse performance" }, { median: 97.5, min: 97, max: 98, runs: 2 }, 98)).toMatchObject({ figure: "97.5", met: false });
  });

  it("judges the median of runs and shows their spread", () => {
    const row = atLeast({ ...base, measure: "Lighthouse performance" }, { median: 98, min: 94, max: 100, runs: 5 }, 98);
    expect(row).toMatchObject({ figure: "98", spread: "94–100", goal: "≥ 98", met: true });
    expect(atMost({ ...base, measure: "Longest task" }, { median: 120.4, min: 88.2, max: 190, runs: 5 }, 100, " ms")).toMatchObject({
      figure: "120 ms",
      spread: "88–190 ms",
      met: false,
    });
    expect(atMost({ ...base, measure: "Longest task" }, { median: 80, min: 80, max: 80, runs: 1 }, 100, " ms")).toMatchObject({ spread: "1 run", met: true });
  });

  it("judges nothing without a figure", () => {
    expect(atLeast({ ...base, measure: "Lighthouse SEO" }, null, 100)).toMatchObject({ figure: null, met: null });
  });

  it("shows a figure without a goal as neither met nor missed, and not as unmeasured", () => {
    const row = reported({ ...base, measure: "Longest task, any kind" }, { median: 212.4, min: 180, max: 300, runs: 5 }, " ms");
    expect(row).toMatchObject({ figure: "212 ms", spread: "180–300 ms", goal: "none", met: null });
    expect(formatTable([row]).split("\n")[2]).toMatch(/\| none +\| — +\|$/);
    expect(summary([row])).toEqual({ met: 0, missed: 0, unmeasured: 0 });
  });

  it("prints a Markdown table with aligned columns, pass or FAIL, then the notes", () => {
    const rows = [
      atLeast({ ...base, measure: "SSR req/s", note: "p50 12 ms" }, 812.3, 600),
      atMost({ page: "detail", target: "harbour-used (used)", measure: "first-load JS (gzip)" }, 140, 135, " KB", 1),
      atLeast({ ...base, measure: "Lighthouse performance" }, { median: 99, min: 97, max: 100, runs: 5 }, 98),
      { ...base, measure: "Lighthouse", figure: null, goal: "", met: null, note: "Chromium missing" },
    ];
    const lines = formatTable(rows).split("\n");
    expect(lines[0]).toMatch(/^\| Page +\| Site \(template\) +\| Measure +\| Figure +\| Spread \(min–max\) +\| Goal +\| Result \|$/);
    expect(lines[1]).toMatch(/^\|(-+\|)+$/);
    expect(new Set(lines.slice(0, 6).map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toContain("| 812 ");
    expect(lines[2]).toContain("| pass ");
    expect(lines[3]).toContain("| FAIL ");
    expect(lines[4]).toMatch(/\| 99 +\| 97–100 +\| ≥ 98 +\| pass +\|$/);
    expect(lines[5]).toContain("| n/a ");
    expect(lines).toContain("  * listing · harbour-toyota (franchise) · Lighthouse: Chromium missing");
    expect(summary(rows)).toEqual({ met: 2, missed: 1, unmeasured: 1 });
  });
});

describe("finding a page to measure", () => {
  it("takes the first link that matches, decoding entities", () => {
    const html = `<a href="/search/toyota">x</a><a href="/cars/2022-toyota-rav4-12?x=1&amp;y=2">a</a><a href="/cars/2021-mazda-cx-5-7">b</a>`;
    expect(firstLink(html, /^\/cars\/[^/?#]+$/)).toBe("/cars/2021-mazda-cx-5-7");
    expect(firstLink(html, /^\/cars\//)).toBe("/cars/2022-toyota-rav4-12?x=1&y=2");
    expect(firstLink(html, /^\/brands/)).toBeNull();
  });
});
