import { describe, expect, it } from "vitest";
import { atLeast, atMost, formatTable, summary } from "./report.ts";
import { firstLink } from "./pages.ts";

const base = { page: "listing", target: "harbour-toyota (franchise)" };

describe("bench figures against goals", () => {
  it("meets an at-least goal at or above it and an at-most goal at or below it", () => {
    expect(atLeast({ ...base, measure: "SSR req/s" }, 600, 600)).toMatchObject({ figure: "600", goal: "≥ 600", met: true });
    expect(atLeast({ ...base, measure: "SSR req/s" }, 599.4, 600)).toMatchObject({ figure: "599", met: false });
    expect(atMost({ ...base, measure: "JS" }, 100.04, 100, " KB", 1)).toMatchObject({ figure: "100.0 KB", goal: "≤ 100 KB", met: false });
    expect(atMost({ ...base, measure: "p99" }, 42, 100, " ms")).toMatchObject({ figure: "42 ms", met: true });
  });

  it("judges nothing without a figure", () => {
    expect(atLeast({ ...base, measure: "Lighthouse SEO" }, null, 100)).toMatchObject({ figure: null, met: null });
  });

  it("prints aligned columns, the verdicts and the notes", () => {
    const rows = [
      atLeast({ ...base, measure: "SSR req/s", note: "p50 12 ms" }, 812.3, 600),
      atMost({ page: "detail", target: "harbour-used (used)", measure: "first-load JS (gzip)" }, 130, 120, " KB", 1),
      { ...base, measure: "Lighthouse", figure: null, goal: "", met: null, note: "Chromium missing" },
    ];
    const lines = formatTable(rows).split("\n");
    expect(lines[0]).toMatch(/^\| Page +\| Site \(template\) +\| Measure +\| Figure +\| Goal +\| Result \|$/);
    expect(new Set(lines.slice(0, 5).map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toContain("| 812 ");
    expect(lines[2]).toContain("| ok ");
    expect(lines[3]).toContain("MISSED");
    expect(lines[4]).toContain("| n/a ");
    expect(lines).toContain("  * listing · harbour-toyota (franchise) · Lighthouse: Chromium missing");
    expect(summary(rows)).toEqual({ met: 1, missed: 1, unmeasured: 1 });
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
