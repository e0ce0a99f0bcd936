// The page cache on the wire (server/http-cache/page-cache.ts keeps the
// entries). Two halves that share one cache:
//   · `serve` runs first for every request: a kept page is answered straight
//     from memory, before any routing (gzipped once, on first use); a stale one is
//     answered and refreshed by one background render; a request that arrives
//     while the same page is being rendered waits for that render.
//   · `keepRendered` wraps the fetch handler that renders pages: a response
//     that allows shared caching is read whole, kept and answered.
// A client's `Cache-Control: no-cache` is not obeyed: anyone could send it and
// make us render every time. Only the operator's bypass (decision 0030) skips
// the lookup and renders afresh.
import type { IncomingMessage, ServerResponse } from "node:http";
import { PageCache, sharedCachePolicy, type CachedPage } from "./page-cache.ts";
import { clientOf } from "../request-client.ts";

type ClientAddress = { address?: string; family?: string; port?: number };
export type FetchHandler = (request: Request, client: ClientAddress) => Promise<Response>;

export interface CachedPagesOptions {
  cache: PageCache;
  /** The version of the data a host's pages are made from; a page made from another version is not served. */
  dataVersion: (host: string) => number;
  /** True for a request that may skip the cache and render (the operator's, never a shopper's). */
  bypass?: (req: IncomingMessage) => boolean;
  /** Makes a rendered page fit to serve to everyone before it is kept (server/security-headers.ts takes out its CSP nonce). */
  shareable?: (headers: Headers, body: Buffer) => { headers: Headers; body: Buffer };
}

export interface CachedPages {
  /** Answers the request from the cache; false when it must be rendered (then call the next handler). */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  keepRendered(render: FetchHandler): FetchHandler;
}

/** The cache key of a request: its Host header and its normalised path and query. */
export function pageKey(host: string | null | undefined, url: string): string | null {
  try {
    const parsed = new URL(url, "http://host.invalid");
    return PageCache.key(host ?? "localhost", parsed.pathname + parsed.search);
  } catch {
    return null;
  }
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function createCachedPages({ cache, dataVersion, bypass = () => false, shareable }: CachedPagesOptions): CachedPages {
  /** Renders under way, by key: later requests for the same page wait for them. */
  const rendering = new Map<string, Promise<void>>();
  let render: FetchHandler | null = null;

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string) {
    const gzipped = page.compressible && acceptsGzip(req.headers["accept-encoding"]) ? cache.gzippedBody(page) : null;
    const body = gzipped ?? page.body;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of page.headers) {
      const existing = headers[name];
      headers[name] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    if (gzipped) headers["content-encoding"] = "gzip";
    if (page.compressible) headers["vary"] = headers["vary"] ? `${headers["vary"]}, Accept-Encoding` : "Accept-Encoding";
    headers["content-length"] = String(body.length);
    headers["age"] = String(cache.ageSeconds(page));
    headers["x-cache"] = state;
    res.writeHead(page.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A background render of a stale page, through the same handler that keeps pages. */
  function refresh(key: string, req: IncomingMessage) {
    if (!render || rendering.has(key)) return;
    const client = clientOf(req);
    const request = new Request(new URL(req.url ?? "/", `${client.https ? "https" : "http"}://${req.headers.host ?? "localhost"}`), {
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        name === "cache-control" || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
      ),
    });
    const done = render(request, { address: client.address }).then(
      (response) => void response.body?.cancel(),
      () => undefined,
    );
    rendering.set(key, done);
    void done.finally(() => rendering.delete(key));
  }

  return {
    async serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const key = pageKey(req.headers.host, req.url ?? "/");
      if (key === null || bypass(req)) return false;
      const host = req.headers.host ?? "localhost";
      let found = cache.lookup(key, dataVersion(host));
      if (found.state === "miss") {
        const pending = rendering.get(key);
        if (!pending) {
          if (req.method === "GET") {
            // This request renders the page: others for it wait until its response is done.
            const finished = new Promise<void>((resolve) => res.once("close", resolve));
            rendering.set(key, finished);
            void finished.then(() => rendering.delete(key));
          }
          return false;
        }
        await pending;
        found = cache.lookup(key, dataVersion(host));
        if (found.state === "miss") return false;
      }
      send(req, res, found.page, found.state === "fresh" ? "HIT" : "STALE");
      if (found.state === "stale") refresh(key, req);
      return true;
    },

    keepRendered(next) {
      const keeping: FetchHandler = async (request, client) => {
        const version = dataVersion(request.headers.get("host") ?? "localhost"); // before rendering: a change during the render makes the page stale at once
        const response = await next(request, client);
        if (request.method !== "GET") return response;
        const policy = sharedCachePolicy(response.status, response.headers);
        if (!policy) return response;
        const url = new URL(request.url);
        const key = pageKey(request.headers.get("host"), url.pathname + url.search);
        if (key === null) return response;
        const body = Buffer.from(await response.arrayBuffer());
        const shared = shareable ? shareable(response.headers, body) : { headers: response.headers, body };
        cache.store(key, version, response.status, shared.headers, shared.body, policy);
        return new Response(body, {
          status: response.status,
          headers: response.headers,
        });
      };
      render = keeping;
      return keeping;
    },
  };
}
