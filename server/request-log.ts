// One line per request (docs/security.md, "Logging"): its id, site, client
// address, method, route, status, duration and the bytes sent. The id is made here, never taken
// from the client, and goes back in X-Request-Id (and, through the request's
// own x-request-id header, to the error page). A 5xx is logged as an error.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../services/log.ts";
import { clientOf } from "./request-client.ts";

export const REQUEST_ID_HEADER = "x-request-id";

const ids = new WeakMap<IncomingMessage, string>();

/** The id given to a request by `trackRequest`. */
export function requestIdOf(req: IncomingMessage): string {
  return ids.get(req) ?? "-";
}

/** The path without its query (queries can hold what a shopper typed), cut short. */
function routeOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * Gives the request its id (replacing any x-request-id the client sent), sets
 * the X-Request-Id response header, and logs the request's line when its
 * response is done or the client goes away.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, siteOf: (host: string | undefined) => string | null): string {
  const id = randomUUID();
  const started = process.hrtime.bigint();
  ids.set(req, id);
  // Fetch requests are made from rawHeaders (@mjackson/node-fetch-server): the client's own x-request-id goes, ours comes in.
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === REQUEST_ID_HEADER) raw.splice(i, 2);
  raw.push(REQUEST_ID_HEADER, id);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader("X-Request-Id", id);

  let bytes = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const count = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") bytes += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    count(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") count(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];

  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    let site: string | null = null;
    try {
      site = siteOf(req.headers.host);
    } catch {
      /* an unresolvable host has no site */
    }
    const status = res.writableFinished ? res.statusCode : `${res.statusCode}(aborted)`;
    const line =
      `request id=${id} site=${site ?? "-"} client=${clientOf(req).address ?? "-"} method=${req.method ?? "-"} route=${JSON.stringify(routeOf(req.url))} ` +
      `status=${status} ms=${ms.toFixed(1)} bytes=${bytes}`;
    if (res.statusCode >= 500) log.error(line);
    else log.info(line);
  });
  return id;
}
