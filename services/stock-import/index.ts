// Dealer feed import: CSV or JSON Lines → the cars of a dealership (docs/stock-feeds.md).
// `importFeedText` reads and applies a whole feed; the CLI (server/cli/import.ts), the
// dealer's HTTP endpoint (feed-handler.ts) and the demo loader all come through here.
export { importFeedText } from "./import-feed.ts";

export { importStock, describeSummary, formatRowError, type ImageFetcher, type ImportMode, type ImportOptions, type ImportScope, type ImportSummary } from "./import-stock.ts";
export { DEFAULT_FEED_LIMITS, FeedFileError, feedFormatOf, parseFeedMapping, readFeed, type FeedFormat, type FeedLimits, type FeedMapping, type FeedRecord } from "./read-feed.ts";
export { findDealershipBySlug, dealershipsOfGroup, type DealershipRef } from "../../db/repositories/stock-feed.ts";

export { feedText, createStockFeedHandler, STOCK_FEED_PREFIX } from "./feed-handler.ts";
export { fileEncoding, inflateFeed } from "./feed-encoding.ts";
export { createStockOps } from "./stock-ops.ts";
export { bearerToken, checkFeedToken, issueFeedToken, revokeFeedTokens } from "./feed-tokens.ts";
export { seedDemoStock } from "./seed-demo.ts";
