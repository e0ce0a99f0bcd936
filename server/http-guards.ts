// The first checks every request meets, before any routing or caching
// (docs/security.md, "Request handling"):
//   · a method some route may answer (TRACE and CONNECT never are);
//   · exactly one Host header, shaped like a host name and parsing as one
//     (a port up to 65535, an IP address whose numbers are in range);
//   · an origin-form request target ("/path?query"); an absolute-form one
//     ("http://host/path") only when it names the Host header's own host, and
//     then it is rewritten to origin-form, so nothing below ever sees another host;
//   · a path and query that decode as UTF-8 percent-encoding, with no NUL or
//     other control characters;
//   · a body no larger than its route allows, by Content-Length before any
//     byte is read, and while it streams when no length was sent.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface Refusal {
  status: 400 | 405 | 413;
  message: string;
}

/** What a 405 from these checks says the server's resources answer (each route may answer fewer). */
const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
/** Visible ASCII only: a request target carries any other byte percent-encoded. */
const TARGET = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PATH_CONTROLS = /[\u0000-\u001f\u007f]/;
/** Query values may carry a tab or a line break (a prefilled message); never NUL or another control. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const QUERY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hostHeaderCount(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === "host") count++;
  return count;
}

/**
 * Whether a Host header that has the right characters also parses as a URL's
 * host: the WHATWG parser refuses a port over 65535, an all-digit last label
 * that is not an IPv4 address (1.2.3.999, foo.123), a bracketed text that is
 * not IPv6, and broken punycode (xn--a). Such a host would make every URL
 * built from the request throw further in.
 */
function parsesAsHost(host: string): boolean {
  return URL.canParse(`http://${host}/`);
}

const methodNotServed = (method: string): Refusal => ({ status: 405, message: `The ${method} method is not served here.` });

/** The percent-decoded text, or null when its percent-encoding is broken. */
export function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Checks the request line and Host header; rewrites an absolute-form target
 * naming the request's own host to origin-form. Returns why the request is
 * refused, or null when it may go on.
 */
export function checkRequestHead(req: IncomingMessage): Refusal | null {
  // The Fetch Request the pages are rendered from throws on TRACE (a forbidden method), and no route would answer it.
  if (req.method === "TRACE") return methodNotServed(req.method);
  if (hostHeaderCount(req) !== 1) return { status: 400, message: "The request must carry exactly one Host header." };
  const host = req.headers.host ?? "";
  if (!HOST.test(host) || !parsesAsHost(host)) return { status: 400, message: "The Host header is not a valid host name." };

  let target = req.url ?? "";
  if (!TARGET.test(target)) return { status: 400, message: "The request target holds characters that must be percent-encoded." };
  if (target === "*" && req.method === "OPTIONS") return null;
  if (!target.startsWith("/")) {
    let absolute: URL;
    try {
      absolute = new URL(target);
    } catch {
      return { status: 400, message: "The request target is not a path or an absolute http address." };
    }
    const own = (absolute.protocol === "http:" || absolute.protocol === "https:") && absolute.host.toLowerCase() === host.toLowerCase();
    if (!own) return { status: 400, message: "The request target names a different host from the Host header." };
    target = `${absolute.pathname}${absolute.search}`;
    req.url = target;
  } else if (target.startsWith("//")) {
    // Protocol-relative in a browser's eyes; no page lives there.
    return { status: 400, message: "The path must not start with two slashes." };
  }

  const queryAt = target.indexOf("?");
  const path = decodes(queryAt === -1 ? target : target.slice(0, queryAt));
  if (path === null) return { status: 400, message: "The path holds malformed percent-encoding or bytes that are not UTF-8." };
  if (PATH_CONTROLS.test(path)) return { status: 400, message: "The path holds a NUL or another control character." };
  if (queryAt !== -1) {
    const query = decodes(target.slice(queryAt + 1).replace(/\+/g, " "));
    if (query === null) return { status: 400, message: "The query string holds malformed percent-encoding or bytes that are not UTF-8." };
    if (QUERY_CONTROLS.test(query)) return { status: 400, message: "The query string holds a NUL or another control character." };
  }
  return null;
}

/** Body limits by route, in bytes. */
export const BODY_LIMITS = {
  /** The Algolia-compatible search API: its multi-query bodies (search/http/read-body.ts enforces the same). */
  search: 1024 * 1024,
  /** A dealer's stock feed, pushed or sent by the import CLI (services/stock-import DEFAULT_FEED_LIMITS). */
  feed: 64 * 1024 * 1024,
  /** Everything else: lead forms, analytics beacons, quotes — tens of KB at most. */
  forms: 64 * 1024,
} as const;

export function bodyLimitFor(path: string): number {
  if (path.startsWith("/1/")) return BODY_LIMITS.search;
  if (path.startsWith("/api/stock-feed/") || path.startsWith("/_ops/stock/")) return BODY_LIMITS.feed;
  return BODY_LIMITS.forms;
}

const tooLarge = (limit: number): Refusal => ({ status: 413, message: `The request body is too large (at most ${limit} bytes here).` });

/** A body whose declared Content-Length is over its route's limit: refused before a byte is read. */
export function checkDeclaredBody(req: IncomingMessage): Refusal | null {
  const declared = req.headers["content-length"];
  if (declared === undefined) return null;
  const limit = bodyLimitFor(req.url ?? "/");
  return Number(declared) > limit ? tooLarge(limit) : null;
}

const REASONS: Record<Refusal["status"], string> = { 400: "Bad Request", 405: "Method Not Allowed", 413: "Payload Too Large" };

/** A refusal's plain-text body and headers (a 405 names the methods served). */
function refusalParts(refusal: Refusal): { body: string; headers: Record<string, string | number> } {
  const body = `${REASONS[refusal.status]}: ${refusal.message}\n`;
  const headers: Record<string, string | number> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  if (refusal.status === 405) headers.Allow = ALLOWED_METHODS;
  return { body, headers };
}

/** Answers a refused request as plain text, and closes the connection (its body is never read). */
export function refuse(res: ServerResponse, refusal: Refusal): void {
  const { body, headers } = refusalParts(refusal);
  res.writeHead(refusal.status, headers);
  res.end(body);
}

/**
 * CONNECT never reaches the request listener: Node hands it to a "connect"
 * listener, and with none it drops the connection without a word. This one
 * answers a 405 on the raw socket and closes it.
 */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    const { body, headers } = refusalParts(methodNotServed("CONNECT"));
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.on("error", () => socket.destroy());
    socket.end(`HTTP/1.1 405 ${REASONS[405]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
  });
}

type FetchHandler<C> = (request: Request, client: C) => Promise<Response>;

/**
 * Wraps a Fetch handler so a body sent without a Content-Length (chunked) is
 * cut off once it passes its route's limit: reading it fails, and the answer
 * is a 413 whatever the handler made of the failure.
 */
export function limitStreamedBodies<C>(next: FetchHandler<C>): FetchHandler<C> {
  return async (request, client) => {
    if (!request.body) return next(request, client);
    const limit = bodyLimitFor(new URL(request.url).pathname);
    let size = 0;
    let exceeded = false;
    // The source is never cancelled, only read to its end: @mjackson/node-fetch-server 0.2 keeps
    // enqueueing the socket's chunks into a cancelled stream, which throws and ends the process.
    const source = request.body.getReader();
    const drain = async () => {
      try {
        while (!(await source.read()).done);
      } catch {
        /* the client went away */
      }
    };
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size <= limit) return controller.enqueue(value);
        exceeded = true;
        controller.error(new Error(tooLarge(limit).message));
        void drain(); // until the 413's Connection: close ends the socket
      },
      cancel: () => void drain(),
    });
    const limited = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: counted,
      signal: request.signal,
      duplex: "half",
    } as RequestInit);
    const response = await next(limited, client);
    if (!exceeded) return response;
    await response.body?.cancel();
    const refusal = tooLarge(limit);
    return new Response(`Payload Too Large: ${refusal.message}\n`, {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" },
    });
  };
}
