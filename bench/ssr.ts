// Server-side rendering throughput and latency under load (autocannon).
import autocannon from "autocannon";
import { siteHost } from "./http.ts";

export interface SsrFigures {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function measureSsr(options: { port: number; site: string; path: string; connections: number; duration: number }): Promise<SsrFigures> {
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${options.port}${options.path}`,
      connections: options.connections,
      duration,
      headers: { host: siteHost(options.site, options.port) },
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
