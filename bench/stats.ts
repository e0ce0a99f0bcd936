// Figures of repeated runs: the median is what goals judge, the spread
// (min–max) says how far one run can be trusted.

export interface RunSummary {
  median: number;
  min: number;
  max: number;
  /** Runs that produced a figure. */
  runs: number;
}

/** The middle value; with an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median and spread of the figures that were measured (nulls, e.g. a failed run, are left out); null when there are none. */
export function summarise(values: readonly (number | null | undefined)[]): RunSummary | null {
  const measured = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (measured.length === 0) return null;
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured), runs: measured.length };
}
