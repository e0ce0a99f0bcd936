// The import CLI's way in while `npm start` holds the embedded database
// (behind the ops endpoint's loopback + operator-token check, services/ops):
//   POST   /_ops/stock/import?dealership=S&mode=M&format=csv|jsonl   body: the feed; X-Feed-Mapping: the mapping's JSON
//   POST   /_ops/stock/tokens?dealership=S&label=L                     issues a feed token (shown once)
//   DELETE /_ops/stock/tokens?dealership=S                             revokes the dealership's tokens
// The operator's feeds may name file: images (files on this machine); a
// dealer's pushed feed never may (feed-handler.ts).
import type { IncomingMessage } from "node:http";
import type { Database } from "../../db/client.ts";
import { findDealershipBySlug } from "../../db/repositories/stock-feed.ts";
import { answerImport, feedText, readBody, requestedMapping, requestedMode, type FeedAnswer } from "./feed-handler.ts";
import { issueFeedToken, revokeFeedTokens } from "./feed-tokens.ts";
import { importFeedText } from "./import-feed.ts";
import type { ImageFetcher } from "./import-stock.ts";
import { DEFAULT_FEED_LIMITS, type FeedMapping } from "./read-feed.ts";

export function createStockOps(options: { db: Database; images?: ImageFetcher }) {
  return async function stockOps(req: IncomingMessage, url: URL): Promise<FeedAnswer> {
    const what = url.pathname.slice("/_ops/stock/".length);
    const slug = url.searchParams.get("dealership") ?? "";
    const dealership = await findDealershipBySlug(options.db, slug);
    if (!dealership) return { status: 404, body: { message: `There is no dealership "${slug}".` } };
    if (what === "tokens") {
      if (req.method === "POST") return { status: 201, body: { token: await issueFeedToken(options.db, dealership, url.searchParams.get("label")) } };
      if (req.method === "DELETE") return { status: 200, body: { revoked: await revokeFeedTokens(options.db, dealership.id) } };
      return { status: 405, body: { message: "Use POST or DELETE" } };
    }
    if (what !== "import") return { status: 404, body: { message: "Not found" } };
    if (req.method !== "POST") return { status: 405, body: { message: "Use POST" } };
    const mode = requestedMode(url.searchParams.get("mode"));
    const format = url.searchParams.get("format");
    if (!mode || (format !== "csv" && format !== "jsonl")) return { status: 400, body: { message: "mode is delta or full; format is csv or jsonl." } };
    let mapping: FeedMapping | undefined;
    try {
      mapping = requestedMapping(req.headers["x-feed-mapping"]);
    } catch (error) {
      return { status: 400, body: { message: (error as Error).message } };
    }
    const bytes = await readBody(req, DEFAULT_FEED_LIMITS.maxBytes);
    if (bytes === null) return { status: 413, body: { message: `The feed is larger than ${DEFAULT_FEED_LIMITS.maxBytes} bytes.` } };
    // The CLI sends the file as it read it, UTF-8.
    const decoded = feedText(bytes, String(req.headers["content-type"] ?? ""));
    if (!("text" in decoded)) return { status: decoded.status, body: { message: decoded.message } };
    const text = decoded.text;
    return answerImport(() => importFeedText(options.db, { dealership }, text, format, { mode, mapping, images: options.images }), mode);
  };
}
