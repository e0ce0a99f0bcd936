// The Algolia-compatible REST surface over the in-process engine, as a plain
// node:http handler (mounted before React Router: no framework in the hot
// path). Every request needs a key; the key's scope (a site's dealerships and
// visibility rule) is ANDed to whatever the client asks. Errors are Algolia's
// JSON shape: { "message": "...", "status": N }.
import type { IncomingMessage, ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SearchEngine } from "../engine.ts";
import { SearchError } from "../errors.ts";
import { decodeParamsString } from "../params.ts";
import type { MultiSearchRequest, MultiSearchStrategy } from "../types.ts";
import { readJsonBody } from "./read-body.ts";
import { checkRequestBudget, checkResponseBytes } from "./request-budget.ts";

export interface KeyScope {
  /** Filter (Algolia syntax) ANDed to every query made with the key. */
  scopeFilters: string;
  /** Who the key belongs to, for rate limits (a site's slug). */
  id?: string;
}

/** A rate limiter's answer: go ahead, or 429 with the seconds to wait and the message. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export interface AlgoliaHandlerOptions {
  engine: SearchEngine;
  /** The scope of a key, or null for an unknown or tampered key (403). */
  resolveKey(appId: string, apiKey: string): KeyScope | null;
  /** Called with errors that are not the client's fault (the response is a 500). */
  onError?(error: unknown): void;
  /** Counts a request's queries against its key and client; a refusal is a 429. Unlimited without it. */
  /** The client's address for the rate limit (behind a trusted proxy, not the socket's); the socket's by default. */
  clientAddress?(req: IncomingMessage): string | undefined;
  limitRate?(request: { key: KeyScope; clientAddress: string | undefined; queries: number }): RateVerdict | Promise<RateVerdict>;
}

export type AlgoliaHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-max-age": "86400",
};
const DEFAULT_ALLOWED_HEADERS = "content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-usertoken";
const MAX_GET_OBJECTS = 1000;

function send(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    "content-type": "application/json; charset=UTF-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** The response text, or a 400 when it is larger than a response may be. */
function bounded(text: string): string {
  checkResponseBytes(Buffer.byteLength(text));
  return text;
}

function fail(res: ServerResponse, status: number, message: string): void {
  send(res, status, { message, status });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchError(`Malformed path segment: ${segment}`, 400);
  }
}

export function createAlgoliaHandler(options: AlgoliaHandlerOptions): AlgoliaHandler {
  const { engine } = options;

  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith("/1/")) return false;
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...CORS_HEADERS,
        "access-control-allow-headers": header(req, "access-control-request-headers") ?? DEFAULT_ALLOWED_HEADERS,
      });
      res.end();
      return true;
    }
    try {
      const appId = header(req, "x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id") ?? "";
      const apiKey = header(req, "x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key") ?? "";
      const key = appId && apiKey ? options.resolveKey(appId, apiKey) : null;
      if (!key) {
        fail(res, 403, "Invalid Application-ID or API key");
        return true;
      }
      const body: Record<string, unknown> = req.method === "POST" ? await readJsonBody(req) : {};
      if (options.limitRate) {
        const queries = Array.isArray(body.requests) && url.pathname.endsWith("/queries") ? Math.max(1, body.requests.length) : 1;
        const verdict = await options.limitRate({ key, clientAddress: options.clientAddress ? options.clientAddress(req) : req.socket.remoteAddress, queries });
        if (!verdict.allowed) {
          res.setHeader("retry-after", String(verdict.retryAfterSeconds));
          fail(res, 429, verdict.message);
          return true;
        }
      }
      await route(req, res, url, key, body);
    } catch (error) {
      if (error instanceof SearchError) {
        fail(res, error.status, error.message);
      } else {
        options.onError?.(error);
        fail(res, 500, "Internal error");
      }
    }
    return true;
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, key: KeyScope, body: Record<string, unknown>): Promise<void> {
    const parts = url.pathname.split("/").slice(1); // ["1", "indexes", ...]
    const scope = { scopeFilters: key.scopeFilters };
    const method = req.method ?? "GET";
    if (parts[1] !== "indexes" || parts.length < 3) throw new SearchError("Not found", 404);
    if (method !== "GET" && method !== "POST") throw new SearchError("Method not allowed with this API key", 403);
    const index = decodeSegment(parts[2]);
    const rest = parts.slice(3);

    if (index === "*" && rest.length === 1 && rest[0] === "queries" && method === "POST") {
      const requests = body.requests;
      if (!Array.isArray(requests)) throw new SearchError("requests: expected an array of queries");
      const strategy = (body.strategy ?? "none") as MultiSearchStrategy;
      checkRequestBudget(requests, engine.schema);
      // One query at a time, letting other requests in between: a long multi-query cannot hold the event loop.
      const results: string[] = [];
      let bytes = 0;
      for (const result of engine.multiSearchJsonParts(requests as MultiSearchRequest[], { ...scope, strategy })) {
        checkResponseBytes((bytes += Buffer.byteLength(result) + 1));
        results.push(result);
        await nextTurn();
      }
      sendText(res, 200, `{"results":[${results.join(",")}]}`);
      return;
    }
    if (index === "*" && rest.length === 1 && rest[0] === "objects" && method === "POST") {
      const requests = body.requests;
      if (!Array.isArray(requests) || requests.length > MAX_GET_OBJECTS) {
        throw new SearchError(`requests: expected an array of at most ${MAX_GET_OBJECTS} objects to get`);
      }
      const results = requests.map((request: unknown) => {
        const { indexName, objectID, attributesToRetrieve } = (request ?? {}) as Record<string, unknown>;
        if (typeof indexName !== "string" || typeof objectID !== "string") {
          throw new SearchError("requests: each needs an indexName and an objectID");
        }
        return engine.getObject(indexName, objectID, { ...scope, attributesToRetrieve: attributesToRetrieve as string[] | undefined });
      });
      sendText(res, 200, bounded(JSON.stringify({ results })));
      return;
    }
    if (rest.length === 0) {
      // GET /1/indexes/{index}?query=...: search with URL parameters.
      if (method !== "GET") throw new SearchError("Method not allowed with this API key", 403);
      const params = decodeParamsString(url.search.slice(1));
      for (const name of Object.keys(params)) if (name.startsWith("x-algolia-")) delete params[name];
      checkRequestBudget([params], engine.schema);
      sendText(res, 200, bounded(engine.searchJson(index, params, scope)));
      return;
    }
    if (rest.length === 1 && rest[0] === "query" && method === "POST") {
      checkRequestBudget([body], engine.schema);
      sendText(res, 200, bounded(engine.searchJson(index, body, scope)));
      return;
    }
    if (rest.length === 1 && rest[0] === "browse") {
      const params = method === "POST" ? body : decodeParamsString(url.search.slice(1));
      for (const name of Object.keys(params)) if (name.startsWith("x-algolia-")) delete params[name];
      // A batch is at most 1000 records (hitsPerPage's limit): the request budget; only its size is checked.
      sendText(res, 200, bounded(JSON.stringify(engine.browse(index, params, scope))));
      return;
    }
    if (rest.length === 3 && rest[0] === "facets" && rest[2] === "query" && method === "POST") {
      send(res, 200, engine.searchForFacetValues(index, decodeSegment(rest[1]), body, scope));
      return;
    }
    if (rest.length === 1 && method === "GET") {
      const objectID = decodeSegment(rest[0]);
      const attributes = url.searchParams.get("attributesToRetrieve");
      const hit = engine.getObject(index, objectID, { ...scope, attributesToRetrieve: attributes ?? undefined });
      if (!hit) throw new SearchError("ObjectID does not exist", 404);
      send(res, 200, hit);
      return;
    }
    if (method === "POST" || rest.length > 1) {
      // Writes, settings and the like: a search-only key may not.
      throw new SearchError("Method not allowed with this API key", 403);
    }
    throw new SearchError("Not found", 404);
  }
}
