// `npm run import -- --dealership SLUG FILE [--mode full|delta] [--mapping F] [--allow-rejections]`
// `npm run import -- token --dealership SLUG [--label TEXT]`   issues a feed token for the HTTP endpoint (shown once)
// `npm run import -- revoke-tokens --dealership SLUG`          revokes every feed token of the dealership
// Works like the leads CLI: with DATABASE_URL it opens PostgreSQL; on the
// embedded database while `npm start` runs it goes through the running
// server's loopback operator endpoint; with no server it takes the lock and
// opens the database itself. Exit status: 0 when no row was refused (or with
// --allow-rejections), 1 when rows were refused, 2 for a usage or file error.
import { parseArgs } from "node:util";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { acquireLock, EmbeddedDatabaseBusyError, readLock } from "../../db/embedded-lock.ts";
import { ConfigError, loadConfig } from "../../services/config.ts";
import { readOpsToken } from "../../services/ops/index.ts";
import { createStockImageStore, stockImagesDir } from "../../services/images/index.ts";
import {
  DEFAULT_FEED_LIMITS,
  FeedFileError,
  feedFormatOf,
  feedText,
  fileEncoding,
  findDealershipBySlug,
  inflateFeed,
  formatRowError,
  importFeedText,
  issueFeedToken,
  parseFeedMapping,
  revokeFeedTokens,
  type FeedFormat,
  type ImportMode,
  type ImportSummary,
} from "../../services/stock-import/index.ts";
import { progressReporter } from "./seed-runner.ts";

const USAGE = `Usage:
  npm run import -- --dealership SLUG FILE [--mode delta|full] [--mapping MAPPING.json] [--format csv|jsonl] [--allow-rejections]
      FILE is CSV (a header row) or JSON Lines (.jsonl, .ndjson), or either gzipped (.csv.gz); docs/stock-feeds.md lists the columns.
      delta (default): only the rows given; full: cars of the dealership missing from the feed are marked sold.
  npm run import -- token --dealership SLUG [--label TEXT]    a new feed token for POST /api/stock-feed/SLUG (shown once)
  npm run import -- revoke-tokens --dealership SLUG           revoke every feed token of the dealership`;

class UsageError extends Error {}

/** What the CLI does, directly on a database or through the running server. */
interface Importer {
  via: string;
  import(slug: string, text: string, format: FeedFormat, mode: ImportMode, mappingText: string | null): Promise<ImportSummary>;
  issueToken(slug: string, label: string | null): Promise<string>;
  revokeTokens(slug: string): Promise<number>;
  close(): Promise<void>;
}

function databaseImporter(db: Database, dataDir: string, via: string, close: () => Promise<void>): Importer {
  const images = createStockImageStore({ dir: stockImagesDir(dataDir), allowFileUrls: true, allowPrivateHosts: true });
  const dealership = async (slug: string) => {
    const found = await findDealershipBySlug(db, slug);
    if (!found) throw new UsageError(`There is no dealership "${slug}".`);
    return found;
  };
  return {
    via,
    async import(slug, text, format, mode, mappingText) {
      const mapping = mappingText === null ? undefined : parseFeedMapping(mappingText);
      const progress = progressReporter(process.stderr);
      return importFeedText(db, { dealership: await dealership(slug) }, text, format, { mode, mapping, images, onProgress: (done, total) => progress.update(done, total) });
    },
    async issueToken(slug, label) {
      return issueFeedToken(db, await dealership(slug), label);
    },
    async revokeTokens(slug) {
      return revokeFeedTokens(db, (await dealership(slug)).id);
    },
    close,
  };
}

class ServerAnswerError extends Error {}

function serverImporter(port: number, token: string, pid: number): Importer {
  const base = `http://127.0.0.1:${port}/_ops/stock`;
  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } });
    } catch (error) {
      throw new ServerAnswerError(
        `Could not reach the running server on port ${port} (${(error as { cause?: { code?: string } }).cause?.code ?? "no answer"}). If it was stopped uncleanly, start it again or remove DATA_DIR/forecourt.lock.`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 422) throw new FeedFileError(String(body.message));
    if (response.status === 404 && !body.message) throw new ServerAnswerError("The running server does not know the import yet: restart it (npm start) after updating.");
    if (response.status >= 400) throw new UsageError(String(body.message ?? `The server answered ${response.status}.`));
    return body;
  }
  return {
    via: `the running server (pid ${pid}, port ${port})`,
    async import(slug, text, format, mode, mappingText) {
      if (process.stderr.isTTY) process.stderr.write(`  sending ${Buffer.byteLength(text).toLocaleString("en-AU")} bytes to the running server…\r`);
      const body = await call(`/import?${new URLSearchParams({ dealership: slug, mode, format })}`, {
        method: "POST",
        body: text,
        headers: { "Content-Type": format === "csv" ? "text/csv" : "application/x-ndjson", ...(mappingText ? { "X-Feed-Mapping": JSON.stringify(JSON.parse(mappingText)) } : {}) },
      });
      if (process.stderr.isTTY) process.stderr.write("\n");
      return body as unknown as ImportSummary;
    },
    async issueToken(slug, label) {
      return String((await call(`/tokens?${new URLSearchParams({ dealership: slug, ...(label ? { label } : {}) })}`, { method: "POST" })).token);
    },
    async revokeTokens(slug) {
      return Number((await call(`/tokens?${new URLSearchParams({ dealership: slug })}`, { method: "DELETE" })).revoked);
    },
    close: async () => {},
  };
}

async function connect(): Promise<Importer> {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (config.DATABASE_URL) {
    const db = await openDatabase({ url: config.DATABASE_URL });
    await migrateDatabase(db);
    return databaseImporter(db, dataDir, "PostgreSQL (DATABASE_URL)", () => db.close());
  }
  const holder = readLock(dataDir);
  if (holder) {
    const token = readOpsToken(dataDir);
    // A holder that is not a server (npm run seed, say) has no endpoint: say who holds the database.
    if (!holder.port || !token) throw new EmbeddedDatabaseBusyError(holder, dataDir);
    return serverImporter(holder.port, token, holder.pid);
  }
  if (!existsSync(join(dataDir, "pg"))) throw new UsageError(`There is no database in ${dataDir} yet: start the server once with npm start.`);
  const release = acquireLock(dataDir, "npm run import");
  let db: Database | null = null;
  try {
    db = await openDatabase({ dataDir });
    await migrateDatabase(db);
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  const opened = db;
  return databaseImporter(opened, dataDir, `the embedded database in ${dataDir}`, async () => {
    await opened.close();
    release();
  });
}

function printSummary(summary: ImportSummary, file: string, via: string) {
  for (const error of summary.errors) console.error(`  ${"message" in error ? String(error.message) : formatRowError(error)}`);
  if (summary.rejected > summary.errors.length) console.error(`  … and more: ${summary.rejected} rows were refused in all.`);
  console.log(
    `${basename(file)} → ${via}: ${summary.rows} rows in ${Number(summary.seconds).toFixed(1)} s. ` +
      `Added ${summary.added}, updated ${summary.updated}, marked sold ${summary.markedSold}, unchanged ${summary.unchanged}, rejected ${summary.rejected}.`,
  );
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      dealership: { type: "string" },
      mode: { type: "string", default: "delta" },
      mapping: { type: "string" },
      format: { type: "string" },
      label: { type: "string" },
      "allow-rejections": { type: "boolean", default: false },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const command = positionals[0] === "token" || positionals[0] === "revoke-tokens" ? positionals[0] : "import";
  const slug = values.dealership;
  if (!slug) throw new UsageError(`--dealership SLUG is required.\n${USAGE}`);

  if (command !== "import") {
    const importer = await connect();
    try {
      if (command === "token") {
        const token = await importer.issueToken(slug, values.label ?? null);
        console.log(`A new feed token for ${slug} (shown once; keep it in the DMS's settings):\n\n  ${token}\n\nPush with: curl -X POST -H "Authorization: Bearer ${token}" -H "Content-Type: text/csv" --data-binary @stock.csv https://HOST/api/stock-feed/${slug}?mode=full`);
      } else {
        console.log(`Revoked ${await importer.revokeTokens(slug)} feed token(s) of ${slug}.`);
      }
      return 0;
    } finally {
      await importer.close();
    }
  }

  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError(`Give one feed file.\n${USAGE}`);
  if (values.mode !== "full" && values.mode !== "delta") throw new UsageError(`--mode is delta or full, not "${values.mode}".`);
  // A .gz file is read uncompressed, its format told by the name before .gz.
  const { encoding, inner } = fileEncoding(file);
  const format = (values.format ?? feedFormatOf(inner)) as FeedFormat | null;
  if (format !== "csv" && format !== "jsonl") throw new UsageError(`Cannot tell the format of ${file}: name it .csv or .jsonl (or .csv.gz, .jsonl.gz), or pass --format csv|jsonl.`);
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`There is no file ${file}.`);
  if (statSync(file).size > DEFAULT_FEED_LIMITS.maxBytes) throw new UsageError(`${file} is larger than ${DEFAULT_FEED_LIMITS.maxBytes} bytes: split it.`);
  const bytes = await inflateFeed(readFileSync(file), encoding, DEFAULT_FEED_LIMITS.maxBytes);
  if (!("bytes" in bytes)) throw new UsageError(`${file}: ${bytes.status === 413 ? `it is larger than ${DEFAULT_FEED_LIMITS.maxBytes} bytes uncompressed: split it.` : "it is not a gzip file (it is cut short, or only named .gz)."}`);
  const mappingText = values.mapping ? readFileSync(values.mapping, "utf8") : null;
  if (mappingText !== null) parseFeedMapping(mappingText); // a bad mapping stops here, before anything is sent

  // Read as the server reads a pushed feed: bytes that are not UTF-8 refuse it (naming the line), never become "�".
  const decoded = feedText(bytes.bytes, "");
  if (!("text" in decoded)) throw new UsageError(`${file}: ${decoded.message}`);

  const importer = await connect();
  try {
    const summary = await importer.import(slug, decoded.text, format, values.mode, mappingText);
    printSummary(summary, file, importer.via);
    if (summary.rejected > 0 && !values["allow-rejections"]) {
      console.error(`${summary.rejected} row(s) refused; the rest applied. Exit status 1 (pass --allow-rejections to accept refused rows).`);
      return 1;
    }
    return 0;
  } finally {
    await importer.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const usage = error instanceof UsageError || error instanceof FeedFileError;
    const known = usage || error instanceof EmbeddedDatabaseBusyError || error instanceof ServerAnswerError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exit(usage ? 2 : 1);
  },
);
