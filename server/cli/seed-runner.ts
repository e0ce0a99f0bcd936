// What `npm run seed` and `npm run reset` share: opening the configured
// database (taking the embedded lock on PGlite), and loading demo data with a
// progress display and a closing summary.
import { resolve } from "node:path";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { acquireLock, EmbeddedDatabaseBusyError } from "../../db/embedded-lock.ts";
import { DemoDataPresentError, hasDemoData, type SeedSummary } from "../../demo/data/insert.ts";
import { seedDemoStock } from "../../services/stock-import/index.ts";
import { ConfigError, loadConfig } from "../../services/config.ts";

export interface Target {
  db: Database;
  /** Set on PGlite: the data folder this process holds the lock on. */
  dataDir: string | null;
  close(): Promise<void>;
}

/** A failure with a message meant for the person at the terminal, and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export function configuredTarget() {
  try {
    const config = loadConfig();
    return { url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR), cars: config.SEED_CARS, seed: config.SEED };
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** Takes the PGlite lock or fails with the message that says who holds it. */
export function lockEmbedded(dataDir: string, purpose: string): () => void {
  try {
    return acquireLock(dataDir, purpose);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) throw new CliError(error.message);
    throw error;
  }
}

export async function openTarget(options: { url?: string; dataDir: string; purpose: string; alreadyLocked?: () => void }): Promise<Target> {
  if (options.url) {
    const db = await openDatabase({ url: options.url });
    await migrateDatabase(db);
    return { db, dataDir: null, close: () => db.close() };
  }
  const release = options.alreadyLocked ?? lockEmbedded(options.dataDir, options.purpose);
  try {
    const db = await openDatabase({ dataDir: options.dataDir });
    await migrateDatabase(db);
    return {
      db,
      dataDir: options.dataDir,
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const formatCount = (n: number) => n.toLocaleString("en-AU");

/** A bar redrawn in place on a terminal; a line per 10% when the output is a file or pipe. */
export function progressReporter(stream: NodeJS.WriteStream = process.stdout) {
  const started = performance.now();
  let lastDecile = -1;
  let lastDraw = 0;
  return {
    update(done: number, total: number) {
      const fraction = total === 0 ? 1 : done / total;
      const percent = Math.floor(fraction * 100);
      const seconds = (performance.now() - started) / 1000;
      const rate = seconds > 0 ? Math.round(done / seconds) : 0;
      if (stream.isTTY) {
        const now = performance.now();
        if (done !== total && now - lastDraw < 100) return;
        lastDraw = now;
        const width = 30;
        const filled = Math.round(fraction * width);
        const eta = rate > 0 && done < total ? `, about ${Math.ceil((total - done) / rate)} s left` : "";
        stream.write(`\r  [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(percent).padStart(3)}%  ${formatCount(done)}/${formatCount(total)} cars  ${formatCount(rate)}/s${eta}   `);
        if (done === total) stream.write("\n");
      } else if (Math.floor(percent / 10) > lastDecile || done === total) {
        lastDecile = Math.floor(percent / 10);
        stream.write(`  ${percent}% (${formatCount(done)}/${formatCount(total)} cars, ${formatCount(rate)}/s)\n`);
      }
    },
  };
}

export function describeSummary(summary: SeedSummary): string {
  const rate = summary.seconds > 0 ? Math.round(summary.cars / summary.seconds) : summary.cars;
  return [
    `Loaded the Harbour Motor Group demo data in ${summary.seconds.toFixed(1)} s (${formatCount(rate)} cars/s):`,
    `  ${formatCount(summary.cars)} cars, ${summary.dealerships} dealerships, ${summary.locations} locations, ${summary.reviews} reviews,`,
    `  ${summary.manufacturers} manufacturers, ${summary.models} models.`,
  ].join("\n");
}

export async function seedWithProgress(db: Database, options: { cars: number; seed: number; replace: boolean }): Promise<SeedSummary> {
  if (!options.replace && (await hasDemoData(db))) {
    throw new CliError("The database already holds dealer data. Run npm run seed -- --replace to empty the dealer tables and load fresh demo data, or npm run reset.");
  }
  const where = db.kind === "pglite" ? "the embedded database" : "PostgreSQL";
  console.log(`Seeding ${where}: ${formatCount(options.cars)} cars, seed ${options.seed}${options.replace ? ", replacing the current data" : ""}…`);
  const progress = progressReporter();
  try {
    const summary = await seedDemoStock(db, { ...options, onProgress: (done, total) => progress.update(done, total) });
    console.log(describeSummary(summary));
    return summary;
  } catch (error) {
    if (error instanceof DemoDataPresentError) throw new CliError(error.message);
    throw error;
  }
}

/** Runs a command, turning CliErrors into a message and an exit code, and Ctrl+C into a clear word. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  process.once("SIGINT", () => {
    console.error("\nInterrupted. The demo data loads in one transaction, so nothing was half-written.");
    process.exit(130);
  });
  try {
    await main();
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    throw error;
  }
}
