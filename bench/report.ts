// The bench's results: one row per figure, with its goal and whether it met it.
import type { RunSummary } from "./stats.ts";

export interface Row {
  page: string;
  target: string;
  measure: string;
  /** The figure as shown, e.g. "812 req/s" or a median of runs; null when it could not be measured. */
  figure: string | null;
  /** For a median of runs: their min–max, e.g. "97–99". */
  spread?: string;
  goal: string;
  /** null when there is no figure to judge. */
  met: boolean | null;
  note?: string;
}

type RowBase = Omit<Row, "figure" | "spread" | "goal" | "met">;

/**
 * The figure with `digits` decimals, or more when rounding would judge it
 * differently from the value itself (a median of 97.5 against "≥ 98" reads
 * "97.5", not "98").
 */
function shown(value: number, digits: number, judge: (v: number) => boolean): string {
  for (let d = digits; d < digits + 3; d++) {
    const text = value.toFixed(d);
    if (judge(Number(text)) === judge(value)) return text;
  }
  return value.toFixed(digits + 3);
}

function judged(base: RowBase, value: number | RunSummary | null, goal: string, judge: (v: number) => boolean, unit: string, digits: number): Row {
  if (value === null) return { ...base, figure: null, goal, met: null };
  const figure = typeof value === "number" ? value : value.median;
  const spread = typeof value === "number" ? undefined : value.runs > 1 ? `${value.min.toFixed(digits)}–${value.max.toFixed(digits)}${unit}` : "1 run";
  return { ...base, figure: `${shown(figure, digits, judge)}${unit}`, ...(spread ? { spread } : {}), goal, met: judge(figure) };
}

/** A row for a figure (or the median of runs) that must be at least `goal`. */
export function atLeast(base: RowBase, value: number | RunSummary | null, goal: number, unit = "", digits = 0): Row {
  return judged(base, value, `≥ ${goal}${unit}`, (v) => v >= goal, unit, digits);
}

/** A row for a figure (or the median of runs) that must be at most `goal`. */
export function atMost(base: RowBase, value: number | RunSummary | null, goal: number, unit = "", digits = 0): Row {
  return judged(base, value, `≤ ${goal}${unit}`, (v) => v <= goal, unit, digits);
}

/** A row for a figure (or the median of runs) shown for what it tells, with no goal to judge it by. */
export function reported(base: RowBase, value: number | RunSummary | null, unit = "", digits = 0): Row {
  return { ...judged(base, value, "none", () => true, unit, digits), met: null };
}

const verdict = (row: Row) => (row.met !== null ? (row.met ? "pass" : "FAIL") : row.figure === null ? "n/a" : "—");

/** A Markdown table that reads well in a terminal and pasted into a note, then the notes. */
export function formatTable(rows: readonly Row[]): string {
  const header = ["Page", "Site (template)", "Measure", "Figure", "Spread (min–max)", "Goal", "Result"];
  const cells = rows.map((r) => [r.page, r.target, r.measure, r.figure ?? "—", r.spread ?? "", r.goal, verdict(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  const notes = rows.filter((r) => r.note).map((r) => `  * ${r.page} · ${r.target} · ${r.measure}: ${r.note}`);
  return [line(header), rule, ...cells.map(line), ...(notes.length ? ["", "Notes:", ...notes] : [])].join("\n");
}

export function summary(rows: readonly Row[]): { met: number; missed: number; unmeasured: number } {
  return {
    met: rows.filter((r) => r.met === true).length,
    missed: rows.filter((r) => r.met === false).length,
    unmeasured: rows.filter((r) => r.figure === null).length,
  };
}
