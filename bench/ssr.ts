// Server-side rendering throughput and latency under load (autocannon).
import autocannon from "autocannon";
import { siteHost } from "./http.ts";
import { BENCH_CACHE_BYPASS_TOKEN } from "./server.ts";

export interface SsrFigures {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface SsrOptions {
  port: number;
  site: string;
  path: string;
  connections: number;
  duration: number;
  /** Ask for a fresh render every time (the operator's X-Cache-Bypass skips the page cache; a client's no-cache does not). */
  rendered?: boolean;
}

export async function measureSsr(options: SsrOptions): Promise<SsrFigures> {
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${options.port}${options.path}`,
      connections: options.connections,
      duration,
      // As a browser asks: gzip accepted.
      headers: { host: siteHost(options.site, options.port), "accept-encoding": "gzip", ...(options.rendered ? { "x-cache-bypass": BENCH_CACHE_BYPASS_TOKEN } : {}) },
    });
  // A short warm-up so the JIT and caches are settled before the measured run.
  await load(2);
  const result = await load(options.duration);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
