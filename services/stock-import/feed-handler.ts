// POST /api/stock-feed/{dealership}?mode=delta|full: a dealer management
// system pushes one dealership's feed (docs/stock-feeds.md).
//   · Authorization: Bearer <feed token> (no cookies are read: a browser
//     session can never push stock, so there is nothing for CSRF to abuse);
//   · Content-Type text/csv or application/x-ndjson (JSON Lines);
//   · an optional X-Feed-Mapping header holding the mapping file's JSON;
//   · a body of at most the feed limit (413 beyond it, by Content-Length
//     before a byte is read, and while it streams), optionally compressed
//     (Content-Encoding gzip, deflate or br; 413 too when it inflates past
//     the limit, 400 when it is not in that coding: feed-encoding.ts).
// Answers JSON: the summary, with every refused row's line, column and reason.
// 401 without a valid token, 403 with another dealership's, 404 for a
// dealership there is not, 415 for another body type, a content coding or a
// charset not known, 400 for a bad mode or mapping, 422 for a feed that cannot
// be read at all (bytes that are not text in its charset, say: nothing applied).
import { isUtf8 } from "node:buffer";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../../db/client.ts";
import { findDealershipBySlug } from "../../db/repositories/stock-feed.ts";
import { inflateFeed, unreadEncoding } from "./feed-encoding.ts";
import { bearerToken, checkFeedToken } from "./feed-tokens.ts";
import { importFeedText } from "./import-feed.ts";
import type { ImageFetcher, ImportMode, ImportSummary } from "./import-stock.ts";
import { DEFAULT_FEED_LIMITS, FeedFileError, feedFormatOf, parseFeedMapping, type FeedFormat, type FeedLimits, type FeedMapping } from "./read-feed.ts";
import { formatRowError } from "../../domain/stock-feed/parse-row.ts";

export const STOCK_FEED_PREFIX = "/api/stock-feed/";

export interface FeedAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Errors listed in an answer; the counts always cover all of them. */
const LISTED_ERRORS = 1000;

export function summaryBody(mode: ImportMode, summary: ImportSummary): Record<string, unknown> {
  return {
    mode,
    rows: summary.rows,
    added: summary.added,
    updated: summary.updated,
    markedSold: summary.markedSold,
    unchanged: summary.unchanged,
    rejected: summary.rejected,
    seconds: Number(summary.seconds.toFixed(3)),
    errors: summary.errors.slice(0, LISTED_ERRORS).map((error) => ({ ...error, message: formatRowError(error) })),
  };
}

export function send(res: ServerResponse, answer: FeedAnswer): void {
  res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

/** The body's bytes, or null once it passes `limit` bytes (the rest is drained, not kept). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) over = true;
    if (!over) chunks.push(chunk);
  }
  return over ? null : Buffer.concat(chunks);
}

/** The first line (1-based, by line feeds) whose bytes are not UTF-8. */
function firstLineNotUtf8(bytes: Buffer): number {
  for (let start = 0, line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    if (!isUtf8(bytes.subarray(start, end === -1 ? bytes.length : end))) return line;
    if (end === -1) break;
    start = end + 1;
  }
  return 1;
}

/**
 * The feed's text, read in the charset its Content-Type names (UTF-8 when it
 * names none): bytes that are not text in it refuse the feed (422, naming the
 * line), never turn into replacement characters stored on a car.
 */
export function feedText(bytes: Buffer, contentType: string): { text: string } | { status: 415 | 422; message: string } {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    return { status: 415, message: `charset=${charset} is not read here: send UTF-8, or name a charset such as windows-1252.` };
  }
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    const where = decoder.encoding === "utf-8" ? `line ${firstLineNotUtf8(bytes)} holds bytes that are not UTF-8` : `it holds bytes that are not ${decoder.encoding}`;
    return { status: 422, message: `The feed is not ${decoder.encoding} text: ${where}. Send UTF-8, or name the feed's charset in Content-Type (text/csv; charset=windows-1252).` };
  }
}

export function requestedMode(text: string | null): ImportMode | null {
  if (text === null || text === "" || text === "delta") return "delta";
  return text === "full" ? "full" : null;
}

export function requestedMapping(header: string | string[] | undefined): FeedMapping | undefined {
  if (typeof header !== "string" || header.trim() === "") return undefined;
  return parseFeedMapping(header);
}

/** Runs one import and turns what can go wrong with the feed into a 4xx answer. */
export async function answerImport(run: () => Promise<ImportSummary>, mode: ImportMode): Promise<FeedAnswer> {
  try {
    return { status: 200, body: summaryBody(mode, await run()) };
  } catch (error) {
    if (error instanceof FeedFileError) return { status: 422, body: { message: error.message } };
    throw error;
  }
}

export interface StockFeedHandlerOptions {
  db: Database;
  images?: ImageFetcher;
  limits?: FeedLimits;
  onError?(error: unknown): void;
}

/** Returns false when the request is not for the feed endpoint. */
export function createStockFeedHandler(options: StockFeedHandlerOptions) {
  const limits = options.limits ?? DEFAULT_FEED_LIMITS;
  async function answer(req: IncomingMessage, url: URL): Promise<FeedAnswer> {
    const slug = decodeURIComponent(url.pathname.slice(STOCK_FEED_PREFIX.length));
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) return { status: 404, body: { message: "Not found" } };
    if (req.method !== "POST") return { status: 405, body: { message: "Push a feed with POST." }, headers: { Allow: "POST" } };
    const dealership = await findDealershipBySlug(options.db, slug);
    const check = await checkFeedToken(options.db, dealership?.id ?? -1, bearerToken(req.headers.authorization));
    if (check === "missing" || check === "unknown") {
      return { status: 401, body: { message: "A valid feed token is required: Authorization: Bearer <token> (docs/stock-feeds.md tells how a dealer gets one)." }, headers: { "WWW-Authenticate": 'Bearer realm="stock-feed"' } };
    }
    if (check === "other-dealership" || !dealership) {
      return { status: dealership ? 403 : 404, body: { message: dealership ? `This token is not ${slug}'s: each dealership pushes its feed with its own token.` : "No such dealership." } };
    }
    const format: FeedFormat | null = feedFormatOf(String(req.headers["content-type"] ?? ""));
    if (!format) return { status: 415, body: { message: "Send the feed as text/csv or application/x-ndjson (JSON Lines)." } };
    const mode = requestedMode(url.searchParams.get("mode"));
    if (!mode) return { status: 400, body: { message: 'mode is "delta" (the default) or "full".' } };
    let mapping: FeedMapping | undefined;
    try {
      mapping = requestedMapping(req.headers["x-feed-mapping"]);
    } catch (error) {
      return { status: 400, body: { message: (error as Error).message } };
    }
    const refusedEncoding = unreadEncoding(req.headers["content-encoding"]);
    if (refusedEncoding) return { status: 415, body: { message: refusedEncoding } };
    const sent = await readBody(req, limits.maxBytes);
    if (sent === null) return { status: 413, body: { message: `The feed is larger than ${limits.maxBytes} bytes: split it, or send deltas.` }, headers: { Connection: "close" } };
    const inflated = await inflateFeed(sent, req.headers["content-encoding"], limits.maxBytes);
    if (!("bytes" in inflated)) return { status: inflated.status, body: { message: inflated.message } };
    const decoded = feedText(inflated.bytes, String(req.headers["content-type"] ?? ""));
    if (!("text" in decoded)) return { status: decoded.status, body: { message: decoded.message } };
    const text = decoded.text;
    // Image addresses from a pushed feed are fetched over http(s) only (never file:).
    return answerImport(() => importFeedText(options.db, { dealership }, text, format, { mode, mapping, limits, images: options.images }), mode);
  }

  return async function handleStockFeed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(STOCK_FEED_PREFIX)) return false;
    try {
      send(res, await answer(req, url));
    } catch (error) {
      options.onError?.(error);
      if (!res.headersSent) send(res, { status: 500, body: { message: "The feed could not be applied; nothing was changed. Try again." } });
    }
    return true;
  };
}
