// Raw HTTP against the production server the browser specs use (node:http,
// Host header set by hand: Node does not resolve *.localhost). `from` picks the
// client's loopback address, so a spec that spends a per-client budget (rate
// limits) does not spend the browser specs' (they all come from 127.0.0.1).
import { request } from "node:http";
import { E2E_PORT } from "../e2e/support/stock-api.ts";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export function raw(
  path: string,
  options: { method?: string; site?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: E2E_PORT,
        path,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: { host: `${options.site ?? "harbour-motor-group"}.localhost:${E2E_PORT}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The site's public search credentials, as a shopper's browser gets them. */
export async function searchCredentials(site = "harbour-motor-group", from?: string): Promise<Record<string, string>> {
  const config = JSON.parse((await raw("/api/search-config", { site, from })).text) as { appId: string; apiKey: string };
  return { "x-algolia-application-id": config.appId, "x-algolia-api-key": config.apiKey, "content-type": "application/json" };
}
