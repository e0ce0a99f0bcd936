// A feed file → rows of (line, record) under the platform's column names.
// CSV through papaparse when the file is plain RFC 4180 (every quote opens,
// closes or doubles inside a quoted cell; one kind of line break), which is
// several times faster; anything else, and any row papaparse cannot read
// cleanly, goes through csv-parse (a header row; quoted cells may hold commas
// and line breaks), whose row errors and line numbers are the reference: the
// two agree on every file the fast path takes (read-feed.test.ts checks it
// on generated files). JSON Lines one object per line. A mapping file renames
// the feed's own columns. Whole-file problems (too large, an unknown or
// missing column in the header, a bad mapping) stop the import before any row
// applies; a row that cannot be read is one row error.
import { parse } from "csv-parse/sync";
import Papa from "papaparse";
import { z } from "zod";
import { feedColumn, REQUIRED_COLUMNS } from "../../domain/stock-feed/feed-columns.ts";
import type { RowError } from "../../domain/stock-feed/parse-row.ts";

export type FeedFormat = "csv" | "jsonl";

export interface FeedLimits {
  /** Bytes in one feed. */
  maxBytes: number;
  /** Rows in one feed. */
  maxRows: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = { maxBytes: 64 * 1024 * 1024, maxRows: 250_000 };

/** The feed cannot be read at all; nothing was applied. */
export class FeedFileError extends Error {
  name = "FeedFileError";
}

export interface FeedRecord {
  line: number;
  record: Record<string, unknown>;
}

export interface ReadFeed {
  records: FeedRecord[];
  errors: RowError[];
}

/** `{ "columns": { "Stock No": "stock_number", "Internal Code": null } }`: null leaves the column out. */
export const feedMappingSchema = z
  .object({
    columns: z.record(z.string().min(1), z.string().nullable()),
  })
  .strict();
export type FeedMapping = z.infer<typeof feedMappingSchema>;

/** Reads and checks a mapping file's JSON; each target must be a column the platform knows. */
export function parseFeedMapping(text: string): FeedMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedFileError(`The mapping file is not JSON: ${(error as Error).message}`);
  }
  const parsed = feedMappingSchema.safeParse(json);
  if (!parsed.success) {
    throw new FeedFileError(`The mapping file must look like {"columns": {"Their column": "stock_number", "Unused column": null}}: ${parsed.error.issues[0]?.message ?? ""}`);
  }
  for (const [from, to] of Object.entries(parsed.data.columns)) {
    if (to !== null && !feedColumn(to)) throw new FeedFileError(`The mapping file maps "${from}" to "${to}", which is not a car field (docs/stock-feeds.md lists them).`);
  }
  return parsed.data;
}

/** A file name's or media type's format; null when neither says. */
export function feedFormatOf(nameOrType: string): FeedFormat | null {
  const text = nameOrType.toLowerCase();
  if (/\.csv$|text\/csv/.test(text)) return "csv";
  if (/\.(jsonl|ndjson)$|application\/(x-)?(jsonl|ndjson|json-lines|x-ndjson)|application\/json/.test(text)) return "jsonl";
  return null;
}

function renamer(mapping: FeedMapping | undefined) {
  const own = new Map(Object.entries(mapping?.columns ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to]));
  /** The platform's name for a feed column, null to leave it out. */
  return (name: string): string | null => {
    const key = name.trim().toLowerCase();
    if (own.has(key)) return own.get(key) ?? null;
    return key;
  };
}

function checkSize(text: string, limits: FeedLimits) {
  const bytes = Buffer.byteLength(text);
  if (bytes > limits.maxBytes) throw new FeedFileError(`The feed is ${bytes} bytes; at most ${limits.maxBytes} bytes are taken in one import (split it, or send deltas).`);
}

function tooManyRows(limits: FeedLimits): FeedFileError {
  return new FeedFileError(`The feed has more than ${limits.maxRows} rows; at most ${limits.maxRows} are taken in one import.`);
}

/** The platform's name of each header cell (null: left out), after the whole-header checks. */
function checkHeader(header: string[], rename: (name: string) => string | null): (string | null)[] {
  const headers = header.map(rename);
  const unknown = header.filter((name, i) => headers[i] !== null && !feedColumn(headers[i]!));
  if (unknown.length) {
    throw new FeedFileError(`The header names ${unknown.length === 1 ? "a column" : "columns"} the platform does not know: ${unknown.map((n) => `"${n}"`).join(", ")}. Map ${unknown.length === 1 ? "it" : "them"} to a car field or to null in a mapping file (--mapping).`);
  }
  const known = headers.filter((h): h is string => h !== null).map((h) => feedColumn(h)!.name);
  const seen = new Set<string>();
  for (const name of known) {
    if (seen.has(name)) throw new FeedFileError(`The header has the column "${name}" twice.`);
    seen.add(name);
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !seen.has(name));
  if (missing.length) throw new FeedFileError(`The header lacks the required column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`);
  return headers;
}

/** csv-parse's errors after which it loses track of where records start (a bare quote in an unquoted cell is not one). */
const LOST_QUOTES = new Set(["CSV_INVALID_CLOSING_QUOTE", "CSV_QUOTE_NOT_CLOSED"]);

function readCsvStrict(text: string, rename: (name: string) => string | null, limits: FeedLimits): ReadFeed {
  const errors: RowError[] = [];
  let lostAt: number | null = null;
  const rows = (parse as (input: string, options: object) => unknown)(text, {
    bom: true,
    columns: (header: string[]) => {
      const headers = checkHeader(header, rename);
      // csv-parse leaves out a column named false.
      return header.map((_, i) => (headers[i] === null ? false : headers[i])) as unknown as string[];
    },
    info: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: { code?: string; lines?: number; message: string } | undefined) => {
      if (!error) return;
      if (error.code !== undefined && LOST_QUOTES.has(error.code)) lostAt ??= error.lines ?? 0;
      errors.push({ line: error.lines ?? 0, column: "", reason: `cannot be read as CSV (${error.message.replace(/^Invalid Record Length: /, "").replace(/,? ?on line \d+/, "")})` });
    },
  }) as { record: Record<string, string>; info: { lines: number } }[];
  // After a quoted cell that is not closed where it should be, csv-parse cannot tell where the next rows start:
  // the rows after it would be lost without a word (and a full feed would mark their cars sold).
  if (lostAt !== null) {
    throw new FeedFileError(
      `Line ${lostAt}: a quoted cell is not closed where it should be (a quote inside a quoted cell is written twice, ""), so the rows after it cannot be told apart. Nothing was applied.`,
    );
  }
  if (rows.length > limits.maxRows) throw tooManyRows(limits);
  return { records: rows.map(({ record, info }) => ({ line: info.lines, record })), errors };
}

/** Whether every quote opens a cell (at its start), is doubled inside a quoted cell, or closes one (before a comma or line break). */
function plainQuotes(text: string): boolean {
  let open = text.indexOf('"');
  while (open !== -1) {
    const before = open === 0 ? "," : text[open - 1];
    if (before !== "," && before !== "\n" && before !== "\r") return false;
    let close = open + 1;
    for (;;) {
      close = text.indexOf('"', close);
      if (close === -1) return false;
      if (text[close + 1] !== '"') break;
      close += 2;
    }
    const after = text[close + 1];
    if (after !== undefined && after !== "," && after !== "\n" && after !== "\r") return false;
    open = text.indexOf('"', close + 1);
  }
  return true;
}

/** Lines inside a cell, as csv-parse counts them: each \r and each \n. */
function breaksIn(cell: string): number {
  let count = 0;
  for (let at = cell.indexOf("\n"); at !== -1; at = cell.indexOf("\n", at + 1)) count++;
  for (let at = cell.indexOf("\r"); at !== -1; at = cell.indexOf("\r", at + 1)) count++;
  return count;
}

/**
 * The fast path: papaparse on a plain RFC 4180 file, the line of each record
 * counted as csv-parse counts it (the line the record ends on). Null when the
 * file is not plain or a row is not the header's width: csv-parse reads it.
 */
function readCsvFast(text: string, rename: (name: string) => string | null, limits: FeedLimits): ReadFeed | null {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const crlf = body.includes("\r");
  // One kind of line break: \n alone, or \r\n everywhere.
  if (crlf && /\r(?!\n)|(?<!\r)\n/.test(body)) return null;
  if (!plainQuotes(body)) return null;
  const newline = crlf ? "\r\n" : "\n";
  const parsed = Papa.parse<string[]>(body, { delimiter: ",", newline, quoteChar: '"', escapeChar: '"', header: false, skipEmptyLines: false, dynamicTyping: false });
  if (parsed.errors.length > 0) return null;
  const rows = parsed.data;
  let line = 0;
  let index = 0;
  const isEmpty = (row: string[]) => row.length === 1 && row[0] === "";
  // The header: the first line that is not empty.
  for (; index < rows.length && isEmpty(rows[index]); index++) line++;
  if (index === rows.length) return { records: [], errors: [] };
  const header = rows[index++];
  line += 1 + header.reduce((sum, cell) => sum + breaksIn(cell), 0);
  const headers = checkHeader(header, rename);
  const width = header.length;
  const kept: number[] = [];
  const names: string[] = [];
  headers.forEach((name, i) => {
    if (name !== null) {
      kept.push(i);
      names.push(name);
    }
  });
  const records: FeedRecord[] = [];
  for (; index < rows.length; index++) {
    const row = rows[index];
    line++;
    if (isEmpty(row)) continue;
    if (row.length !== width) return null;
    for (let i = 0; i < width; i++) if (row[i].includes("\n")) line += breaksIn(row[i]);
    const record: Record<string, string> = {};
    for (let k = 0; k < kept.length; k++) record[names[k]] = row[kept[k]];
    records.push({ line, record });
  }
  if (records.length > limits.maxRows) throw tooManyRows(limits);
  return { records, errors: [] };
}

function readCsv(text: string, rename: (name: string) => string | null, limits: FeedLimits): ReadFeed {
  return readCsvFast(text, rename, limits) ?? readCsvStrict(text, rename, limits);
}

/** csv-parse alone (the reference the fast path is checked against). */
export function readCsvReference(text: string, options: { mapping?: FeedMapping; limits?: FeedLimits } = {}): ReadFeed {
  return readCsvStrict(text, renamer(options.mapping), options.limits ?? DEFAULT_FEED_LIMITS);
}

/** The fast path alone: null when it hands the file to csv-parse. */
export function readCsvFastOnly(text: string, options: { mapping?: FeedMapping; limits?: FeedLimits } = {}): ReadFeed | null {
  return readCsvFast(text, renamer(options.mapping), options.limits ?? DEFAULT_FEED_LIMITS);
}

function readJsonLines(text: string, rename: (name: string) => string | null, limits: FeedLimits): ReadFeed {
  const errors: RowError[] = [];
  const records: FeedRecord[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const source = lines[i].trim();
    if (!source) continue;
    const line = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      errors.push({ line, column: "", reason: "is not a JSON object" });
      continue;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      errors.push({ line, column: "", reason: "is not a JSON object" });
      continue;
    }
    const record: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const name = rename(key);
      if (name !== null) record[name] = raw;
    }
    records.push({ line, record });
    if (records.length > limits.maxRows) throw tooManyRows(limits);
  }
  return { records, errors };
}

export function readFeed(text: string, format: FeedFormat, options: { mapping?: FeedMapping; limits?: FeedLimits } = {}): ReadFeed {
  const limits = options.limits ?? DEFAULT_FEED_LIMITS;
  checkSize(text, limits);
  const rename = renamer(options.mapping);
  try {
    return format === "csv" ? readCsv(text, rename, limits) : readJsonLines(text, rename, limits);
  } catch (error) {
    if (error instanceof FeedFileError) throw error;
    // csv-parse's whole-file errors (an unclosed quote at the end, say).
    const cause = error as { message?: string; lines?: number };
    throw new FeedFileError(`The feed cannot be read as CSV${cause.lines ? ` (line ${cause.lines})` : ""}: ${cause.message ?? String(error)}`);
  }
}
