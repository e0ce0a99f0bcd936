// The bench's results: one row per figure, with its goal and whether it met it.

export interface Row {
  page: string;
  target: string;
  measure: string;
  /** The figure as shown, e.g. "812 req/s"; null when it could not be measured. */
  figure: string | null;
  goal: string;
  /** null when there is no figure to judge. */
  met: boolean | null;
  note?: string;
}

/** A row for a figure that must be at least `goal`. */
export function atLeast(base: Omit<Row, "figure" | "goal" | "met">, value: number | null, goal: number, unit = "", digits = 0): Row {
  return { ...base, figure: value === null ? null : `${value.toFixed(digits)}${unit}`, goal: `≥ ${goal}${unit}`, met: value === null ? null : value >= goal };
}

/** A row for a figure that must be at most `goal`. */
export function atMost(base: Omit<Row, "figure" | "goal" | "met">, value: number | null, goal: number, unit = "", digits = 0): Row {
  return { ...base, figure: value === null ? null : `${value.toFixed(digits)}${unit}`, goal: `≤ ${goal}${unit}`, met: value === null ? null : value <= goal };
}

const verdict = (met: boolean | null) => (met === null ? "n/a" : met ? "ok" : "MISSED");

/** A plain-text table that reads well in a terminal and pasted into a report. */
export function formatTable(rows: readonly Row[]): string {
  const header = ["Page", "Site (template)", "Measure", "Figure", "Goal", "Result"];
  const cells = rows.map((r) => [r.page, r.target, r.measure, r.figure ?? "—", r.goal, verdict(r.met)]);
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
    unmeasured: rows.filter((r) => r.met === null).length,
  };
}
