// The production server: one node:http server per process. Requests go, in
// order, to static assets, generated images, the Algolia-compatible search API,
// and React Router. This module is the SSR build's entry, so it shares one
// module graph (one database, one index) with the routes.
import "react-router";
import { createRequestListener } from "@mjackson/node-fetch-server";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import compression from "compression";
import cluster from "node:cluster";
import { constants as zlibConstants } from "node:zlib";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { clientAddressContext, servicesContext } from "../app/context.ts";
import { loadConfig, type AppConfig } from "../services/config.ts";
import { createStaticHandler } from "./static-files.ts";
import type { Services } from "../services/services.ts";
import { openConfiguredDatabase, prepareDatabase, startServices } from "./start-services.ts";
import { fromRoot } from "./project-root.ts";
import { log } from "../services/log.ts";
import { serveImage } from "../services/images/index.ts";
import { createAlgoliaHandler } from "../search/http/algolia-handler.ts";
import { siteKeyResolver } from "../services/security/index.ts";
import { createOpsHandler, OPS_PREFIX } from "../services/ops/index.ts";
import { createCachedPages } from "./http-cache/cached-pages.ts";
import { PageCache } from "./http-cache/page-cache.ts";

/** Assets, images and the APIs have their own caching: the page cache looks at the rest. */
const mayBePage = (url = "/") => !/^\/(assets|img|1|_ops)\//.test(url);

export interface AppServerOptions {
  /** Bytes for the shared page cache; 0 turns it off. */
  pageCacheBytes: number;
}

export async function createAppServer(services: Services, options: AppServerOptions): Promise<Server> {
  const serveStatic = createStaticHandler(fromRoot(process.env.BUILD_DIR ?? "build", "client"));
  const imageCacheDir = join(services.dataDir, "img-cache");
  const algolia = createAlgoliaHandler({ engine: services.search, resolveKey: siteKeyResolver(services) });
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV === "development" ? "development" : "production");
  const renderPage = (request: Request, client: { address?: string }) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(clientAddressContext, client?.address ?? null);
    return handleRequest(request, context);
  };
  // Pages marked public with s-maxage are kept in memory per host and address (docs/decisions/0021).
  const pages = options.pageCacheBytes > 0 ? createCachedPages({ cache: new PageCache(options.pageCacheBytes), dataVersion: () => services.search.version }) : null;
  const listener = createRequestListener(pages ? pages.keepRendered(renderPage) : renderPage);

  // The leads CLI's way in while PGlite is held by this process (loopback + token only).
  const ops = services.leads.opsToken ? createOpsHandler({ admin: services.leads.admin, token: services.leads.opsToken }) : null;

  // gzip/deflate for text responses; a sync flush per write keeps streamed (deferred) HTML streaming.
  const compress = compression({ flush: zlibConstants.Z_SYNC_FLUSH, threshold: 1024 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  return createServer((req, res) => {
    if (!pages || !mayBePage(req.url)) return compress(req, res, () => void handle(req, res));
    pages.serve(req, res).then(
      (served) => served || compress(req, res, () => void handle(req, res)),
      (error: unknown) => {
        log.error("Page cache error", error);
        if (!res.headersSent) compress(req, res, () => void handle(req, res));
      },
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = req.url ?? "/";
      if (url.startsWith("/img/")) {
        const origin = `http://${req.headers.host ?? "localhost"}`;
        const request = new Request(new URL(url, origin), { headers: req.headers as HeadersInit });
        const response = await serveImage(request, { cacheDir: imageCacheDir });
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (serveStatic(req, res)) return;
      if (url.startsWith("/1/") && (await algolia(req, res))) return;
      if (ops && url.startsWith(OPS_PREFIX) && (await ops(req, res))) return;
      await listener(req, res);
    } catch (error) {
      log.error("Unhandled request error", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    }
  }
}

function printAddresses(config: AppConfig, services: Services, port: number) {
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  log.info(`\nForecourt is ready on http://${shown}:${port} (${services.sites.get(config.DEFAULT_SITE)?.name})`);
  for (const site of services.sites.all) {
    log.info(`  ${site.name.padEnd(26)} http://${site.slug}.localhost:${port}`);
  }
  log.info(`Database: ${services.db.kind === "pglite" ? `embedded PGlite in ${services.dataDir}` : "PostgreSQL (DATABASE_URL)"}`);
}

async function runWorker(config: AppConfig, seedIfEmpty: boolean) {
  const services = await startServices(config, { seedIfEmpty });
  const server = await createAppServer(services, { pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024 });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  if (!cluster.isWorker || cluster.worker?.id === 1) printAddresses(config, services, port);
  const shutdown = async (signal: string) => {
    log.info(`\n${signal}: shutting down…`);
    server.close();
    server.closeAllConnections();
    await services.stop().catch((error) => log.error(error));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, services, port };
}

/** Entry point used by server.mjs. */
export async function main() {
  const config = loadConfig();
  const processes = config.DATABASE_URL ? config.WEB_CONCURRENCY : 1;
  if (processes > 1 && cluster.isPrimary) {
    // Migrate and seed once, then fork one server per core; each keeps its own index replica.
    const { db, release } = await openConfiguredDatabase(config, "npm start (primary)");
    await prepareDatabase(db, config, true);
    await db.close();
    release();
    for (let i = 0; i < processes; i++) cluster.fork();
    cluster.on("exit", (worker, code) => {
      log.warn(`worker ${worker.process.pid} exited (${code}); starting another`);
      cluster.fork();
    });
    return;
  }
  await runWorker(config, !cluster.isWorker);
}

export { runWorker };
