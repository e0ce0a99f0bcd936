// A whole feed file read and applied.
import type { Database } from "../../db/client.ts";
import { importStock, type ImportOptions, type ImportScope, type ImportSummary } from "./import-stock.ts";
import { readFeed, type FeedFormat, type FeedLimits, type FeedMapping } from "./read-feed.ts";

/** Reads a feed and applies it; rows the reader could not read count as rejected. */
export async function importFeedText(
  db: Database,
  scope: ImportScope,
  text: string,
  format: FeedFormat,
  options: ImportOptions & { mapping?: FeedMapping; limits?: FeedLimits },
): Promise<ImportSummary> {
  const feed = readFeed(text, format, { mapping: options.mapping, limits: options.limits });
  const summary = await importStock(db, scope, feed.records, options);
  if (feed.errors.length === 0) return summary;
  return {
    ...summary,
    rows: summary.rows + feed.errors.length,
    rejected: summary.rejected + feed.errors.length,
    errors: [...summary.errors, ...feed.errors].sort((a, b) => a.line - b.line),
  };
}
