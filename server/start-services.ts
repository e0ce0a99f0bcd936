// Start-up: everything a server process needs (services/services.ts), built
// once and handed to every request through the router context.
import { join, resolve } from "node:path";
import { seedsDemoData, type AppConfig } from "../services/config.ts";
import type { Services } from "../services/services.ts";
import { openDatabase, migrateDatabase, type Database, type DatabaseTimeouts } from "../db/client.ts";
import { acquireLock } from "../db/embedded-lock.ts";
import { resolveTenancy } from "../db/repositories/tenancy.ts";
import { hasDemoData } from "../demo/data/insert.ts";
import { seedDemoStock } from "../services/stock-import/index.ts";
import { carDocumentBatches, carDocumentCount, createViewCounter, startIndexSync } from "../services/stock/index.ts";
import { CarSearchEngine } from "../search/cars/index.ts";
import { loadSiteFiles } from "../sites/load.ts";
import { loadSiteContent } from "../sites/content.ts";
import { loadSiteBlog } from "../sites/blog.ts";
import { loadSiteAccessories, modelRangeProblems } from "../sites/accessories.ts";
import { SiteConfigError } from "../sites/load.ts";
import { listModelRange } from "../db/repositories/models.ts";
import { SiteRegistry, type Site } from "../sites/registry.ts";
import { fromRoot } from "./project-root.ts";
import { log } from "../services/log.ts";
import { startLeadServices } from "../services/start-lead-services.ts";
import { resolveAppSecret } from "../services/security/index.ts";
import { createAccountServices } from "../services/accounts/index.ts";
import { createSmsProvider } from "../services/sms/index.ts";
import { createAlertWorker } from "../services/alerts/index.ts";
import { createMailSender } from "../services/leads/index.ts";

export interface StartOptions {
  /** Seed the demo data when the database is empty and SEED_DEMO allows (the primary process does this). */
  seedIfEmpty: boolean;
  /** Take the embedded-database lock (single-process PGlite). */
  lockPurpose?: string;
}

/** The bounds on waiting for PostgreSQL a serving process uses (docs/security.md "Database outages"). */
export function serverTimeouts(config: AppConfig): Partial<DatabaseTimeouts> {
  return {
    statementMs: config.PG_STATEMENT_TIMEOUT_MS,
    connectMs: config.PG_CONNECT_TIMEOUT_MS,
    idleInTransactionMs: config.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    poolSize: config.PG_POOL_SIZE,
  };
}

/**
 * The configured database. `setup` (migrations, seeding: statements that may
 * rightly take minutes) leaves out the statement timeout serving processes have.
 */
export async function openConfiguredDatabase(config: AppConfig, lockPurpose: string, options: { setup?: boolean } = {}) {
  const dataDir = resolve(config.DATA_DIR);
  let release = () => {};
  if (!config.DATABASE_URL) release = acquireLock(dataDir, lockPurpose, config.PORT);
  try {
    const timeouts = options.setup ? { connectMs: config.PG_CONNECT_TIMEOUT_MS } : serverTimeouts(config);
    const db = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL, timeouts, log } : { dataDir });
    return { db, dataDir, release };
  } catch (error) {
    release();
    throw error;
  }
}

export async function prepareDatabase(db: Database, config: AppConfig, seedIfEmpty: boolean) {
  await migrateDatabase(db);
  if (seedIfEmpty && !(await hasDemoData(db))) {
    if (!seedsDemoData(config)) {
      log.warn("The database has no dealer data. SEED_DEMO=1 loads the demo dealer group on start (npm run seed does too).");
      return;
    }
    log.info(`First run: loading ${config.SEED_CARS} demo vehicles (seed ${config.SEED})…`);
    const started = Date.now();
    let lastShown = 0;
    // The cars go in through the dealer feed import (services/stock-import), so it runs on every first start.
    await seedDemoStock(db, {
      cars: config.SEED_CARS,
      seed: config.SEED,
      onProgress(done, total) {
        const pct = Math.floor((done / total) * 100);
        if (pct >= lastShown + 20 || done === total) {
          lastShown = pct;
          log.info(`  demo data ${pct}% (${done}/${total})`);
        }
      },
    });
    log.info(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

export async function resolveSites(db: Database, config: AppConfig): Promise<SiteRegistry> {
  const files = loadSiteFiles(fromRoot("sites"));
  const content = loadSiteContent(fromRoot("sites"), files.map((f) => f.slug));
  const blog = loadSiteBlog(fromRoot("sites"), files.map((f) => f.slug));
  const accessories = loadSiteAccessories(fromRoot("sites"), files.map((f) => f.slug));
  const sites: Site[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const tenancy = await resolveTenancy(db, file.slug, file.group, file.dealerships);
    const models = accessories.get(file.slug) ?? [];
    // An accessories page is for a model the site sells: one of its model range in the catalogue.
    if (models.length) problems.push(...modelRangeProblems(models, await listModelRange(db, file.features.modelRange), file.features.modelRange));
    sites.push({ ...file, ...tenancy, searchPrefix: file.usedOnly ? "/used-car" : "/search", pages: content.get(file.slug) ?? [], posts: blog.get(file.slug) ?? [], accessories: models });
  }
  if (problems.length) throw new SiteConfigError(problems);
  return new SiteRegistry(sites, config.DEFAULT_SITE);
}

export async function startServices(config: AppConfig, options: StartOptions): Promise<Services> {
  // Before the database opens: a missing APP_SECRET stops start-up with its message at once.
  const secret = resolveAppSecret(config, resolve(config.DATA_DIR));
  if (config.DATABASE_URL) {
    // Migrations and seeding on a connection without the serving statement timeout.
    const setup = await openConfiguredDatabase(config, options.lockPurpose ?? "npm start", { setup: true });
    try {
      await prepareDatabase(setup.db, config, options.seedIfEmpty);
    } finally {
      await setup.db.close();
      setup.release();
    }
  }
  const { db, dataDir, release } = await openConfiguredDatabase(config, options.lockPurpose ?? "npm start");
  try {
    if (!config.DATABASE_URL) await prepareDatabase(db, config, options.seedIfEmpty);
    const sites = await resolveSites(db, config);
    const started = Date.now();
    // Filled a page of rows at a time: the records are kept compact as they arrive (their buffer sized once, by the count).
    const search = new CarSearchEngine();
    await search.loadBatches(carDocumentBatches(db), { expectedSize: await carDocumentCount(db) });
    log.info(`Search index built: ${search.status().documents} vehicles in ${Date.now() - started} ms.`);
    const stopSync = await startIndexSync(db, search, { intervalMs: 30_000 });
    const leads = await startLeadServices(db, config, { dataDir, mailDir: mailDir(dataDir), secret });
    // Every site's form choices in memory, so form pages still draw if the database goes away later.
    void leads.pipeline.directory.preload(sites.all);
    const sms = createSmsProvider(config, dataDir);
    const accounts = createAccountServices({ db, secret, sms, codesPerClient: config.SIGN_IN_CLIENT_RATE_LIMIT });
    log.info(`Sign-in codes: ${sms.name === "local" ? `written under ${join(dataDir, "sms")} (no SMS gateway configured)` : "sent through the SMS gateway"}.`);
    const mail = createMailSender({ smtpUrl: config.SMTP_URL || undefined, mailDir: mailDir(dataDir) });
    const alerts = createAlertWorker({ db, secret, sites, sms, mail });
    await alerts.start();
    return {
      alerts,
      promotions: { spin: { pipeline: leads.pipeline }, payments: { pipeline: leads.pipeline, payments: leads.reservations.payments, mail } },
      config,
      secret,
      db,
      sites,
      search,
      dataDir,
      startedAt: new Date(),
      leads,
      accounts,
      views: createViewCounter(),
      async stop() {
        accounts.stop();
        await alerts.stop();
        await leads.stop();
        await stopSync();
        await db.close();
        release();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    release();
    throw error;
  }
}

export const mailDir = (dataDir: string) => join(dataDir, "mail");
