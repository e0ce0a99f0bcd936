// How fast this machine runs plain JavaScript right now. The machines the
// benches run on are shared, and their speed has changed between days by
// more than twice: a fixed loop timed with the figures says which day's
// figures can be set side by side.
import { median } from "./stats.ts";

/** An integer hash stepped `n` times from `x`. */
function step(x: number, n: number): number {
  for (let i = 0; i < n; i++) x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + i) | 0;
  return x;
}

/**
 * Milliseconds for 10^8 steps of an integer hash (about 0.2 s here), the
 * median of three. The steps run as many short calls after a warm-up, so
 * the loop is timed at the compiler's top tier: one long loop was timed at
 * 0.19 s or 0.67 s run to run, whichever tier replaced it mid-loop.
 */
export function referenceLoopMs(): number {
  let x = 1;
  for (let i = 0; i < 200; i++) x = step(x, 10_000);
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) x = step(x, 100_000);
    times.push(performance.now() - started);
  }
  // The result is used, so the loop cannot be left out.
  if (x === 0.5) console.log(x);
  return median(times);
}
