// The HTTP server of a process: one node:http server. Requests go, in order, to
// generated images, the Algolia-compatible search API, the leads CLI's
// endpoint, the browser's files, and React Router. It does not import the React Router
// build: the production entry (server/app.ts) hands it the bundled build, the
// dev server (server/dev-server.ts) the build Vite loads for each request.
import { createRequestListener, type ErrorHandler } from "@mjackson/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import type * as appContext from "../app/context.ts";
import type { AppConfig } from "../services/config.ts";
import type { Services } from "../services/services.ts";
import { log } from "../services/log.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/availability.ts";
import { createStockImageStore, imageService, stockImagesDir } from "../services/images/index.ts";
import { createStockFeedHandler, createStockOps, STOCK_FEED_PREFIX } from "../services/stock-import/index.ts";
import { createAlgoliaHandler } from "../search/core/http/algolia-handler.ts";
import { compileTrustProxy, searchRateLimiter, siteKeyResolver } from "../services/security/index.ts";
import { createOpsHandler, databaseStockAdmin, OPS_PREFIX } from "../services/ops/index.ts";
import { createCachedPages } from "./http-cache/cached-pages.ts";
import { PageCache } from "./http-cache/page-cache.ts";
import { newNonce, setBaselineHeaders, shareablePage, withPageSecurity } from "./security-headers.ts";
import { tileImageOrigin } from "../domain/map-tiles.ts";
import { explainMethodNotAllowed } from "./method-not-allowed.ts";
import { checkDeclaredBody, checkRequestHead, limitStreamedBodies, refuse, refuseConnect } from "./http-guards.ts";
import { requestIdOf, trackRequest } from "./request-log.ts";
import { admitClient, clientOf } from "./request-client.ts";
import { operatorBypass, siteDataVersion } from "./http-cache/page-freshness.ts";

/** Assets, images and the APIs have their own caching: the page cache looks at the rest. */
const mayBePage = (url = "/") => !/^\/(assets|img|1|_ops|api\/stock-feed)\//.test(url);

/**
 * A React Router build and the context keys its routes read. The keys are
 * compared by identity, so they must come from the same module graph as the
 * build's routes: the bundle in production, Vite's SSR module graph in development.
 */
export interface RouterBuild {
  build: ServerBuild;
  contexts: Pick<typeof appContext, "servicesContext" | "clientAddressContext" | "cspNonceContext" | "databaseOutageContext">;
}

export interface AppServerOptions {
  /** Asked on every request; returns the same objects while nothing has changed. */
  router: () => RouterBuild | Promise<RouterBuild>;
  mode: "production" | "development";
  /** Answers requests for the browser's files (the client build, or Vite); false when the request is not one. */
  serveAssets: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** Bytes for the shared page cache; 0 turns it off. */
  pageCacheBytes: number;
  /** The response when rendering throws before React Router answers; a plain 500 by default. */
  onRenderError?: ErrorHandler;
}

export function createAppServer(services: Services, options: AppServerOptions): Server {
  const server = createServer(createAppRequestListener(services, options));
  refuseConnect(server);
  return server;
}

/** The server's request listener, for a server made elsewhere (the dev server shares its server with Vite's HMR socket). */
export function createAppRequestListener(services: Services, options: AppServerOptions): RequestListener {
  const images = imageService({ cacheDir: join(services.dataDir, "img-cache"), cacheBytes: services.config.IMAGE_CACHE_MB * 1024 * 1024 });
  // Behind a proxy we were told to trust, the client and the scheme come from its headers (TRUST_PROXY).
  const trust = compileTrustProxy(services.config.TRUST_PROXY);
  const tileOrigin = tileImageOrigin(services.config.MAP_TILE_URL);
  const imageOrigins = tileOrigin ? [tileOrigin] : [];
  const algolia = createAlgoliaHandler({
    engine: services.search,
    clientAddress: (req) => clientOf(req).address,
    resolveKey: siteKeyResolver(services),
    limitRate: searchRateLimiter(services.config.SEARCH_RATE_LIMIT),
    onError: (error) => log.error("Search API error", error),
  });
  // One request handler per build: one in production, one per edit in development.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const renderPage = async (request: Request, client: { address?: string }) => {
    const { build, contexts } = await options.router();
    let handleRequest = handlers.get(build);
    if (!handleRequest) handlers.set(build, (handleRequest = createRequestHandler(build, options.mode)));
    const context = new RouterContextProvider();
    context.set(contexts.servicesContext, services);
    context.set(contexts.clientAddressContext, client?.address ?? null);
    // A fresh nonce per rendered page; development relaxes the policy instead (server/security-headers.ts).
    const nonce = options.mode === "production" ? newNonce() : null;
    context.set(contexts.cspNonceContext, nonce);
    const outage: appContext.DatabaseOutage = { error: null };
    context.set(contexts.databaseOutageContext, outage);
    const response = explainMethodNotAllowed(await handleRequest(request, context), request, build);
    // The database was away (app/middleware/database-outage.server.ts made this a 503): say when to come back, keep it out of caches.
    if (outage.error && response.status === 503) {
      response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      response.headers.set("Cache-Control", "no-store");
    }
    return withPageSecurity(response, nonce, options.mode, imageOrigins);
  };
  // Pages marked public with s-maxage are kept in memory per host and address (docs/decisions/0021).
  const pages =
    options.pageCacheBytes > 0
      ? createCachedPages({
          cache: new PageCache(options.pageCacheBytes),
          dataVersion: siteDataVersion(services.sites, services.search),
          bypass: operatorBypass(services.config.PAGE_CACHE_BYPASS_TOKEN),
          shareable: (headers, body) => shareablePage(headers, body, options.mode, imageOrigins),
        })
      : null;
  const render = limitStreamedBodies(pages ? pages.keepRendered(renderPage) : renderPage);
  // React Router sees the URL the shopper used: https when TLS ends at a trusted proxy, so its action
  // Origin check and ours agree with the browser's Origin. The client is the one resolved at the door.
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const client = clientOf(req);
    return createRequestListener((request) => render(request, { address: client.address }), {
      onError: options.onRenderError,
      protocol: client.https ? "https:" : "http:",
    })(req, res);
  };

  // The leads CLI's way in while PGlite is held by this process (loopback + token only).
  // The import CLI comes the same way; the operator's feeds may name files on this machine.
  const operatorImages = createStockImageStore({ dir: stockImagesDir(services.dataDir), allowFileUrls: true, allowPrivateHosts: true });
  const ops = services.leads.opsToken
    ? createOpsHandler({
        admin: services.leads.admin,
        token: services.leads.opsToken,
        cars: databaseStockAdmin(services.db),
        stock: createStockOps({ db: services.db, images: operatorImages }),
      })
    : null;
  // A dealer management system pushes its feed with a feed token; its images come over http(s) from public hosts only.
  const stockFeed = createStockFeedHandler({
    db: services.db,
    images: createStockImageStore({ dir: stockImagesDir(services.dataDir) }),
    onError: (error) => log.error("Stock feed error", error),
  });

  // gzip/deflate for text responses; a sync flush per write keeps streamed (deferred) HTML streaming.
  const compress = compression({ flush: zlibConstants.Z_SYNC_FLUSH, threshold: 1024 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  return (req, res) => {
    trackRequest(req, res, (host) => services.sites.resolve(host)?.slug ?? null);
    const client = admitClient(req, trust);
    setBaselineHeaders(res, client.https);
    const refusal = checkRequestHead(req) ?? checkDeclaredBody(req);
    if (refusal) return refuse(res, refusal);
    if (!pages || !mayBePage(req.url)) return compress(req, res, () => void handle(req, res));
    pages.serve(req, res).then(
      (served) => served || compress(req, res, () => void handle(req, res)),
      (error: unknown) => {
        log.error(`Page cache error (request ${requestIdOf(req)})`, error);
        if (!res.headersSent) compress(req, res, () => void handle(req, res));
      },
    );
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = req.url ?? "/";
      if (url.startsWith("/img/")) {
        const origin = `${clientOf(req).https ? "https" : "http"}://${req.headers.host ?? "localhost"}`;
        // The method goes along: the image service answers only GET and HEAD.
        const request = new Request(new URL(url, origin), { method: req.method, headers: req.headers as HeadersInit });
        const response = await images.serve(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (url.startsWith("/1/") && (await algolia(req, res))) return;
      if (ops && url.startsWith(OPS_PREFIX) && (await ops(req, res))) return;
      if (url.startsWith(STOCK_FEED_PREFIX) && (await stockFeed(req, res))) return;
      if (await options.serveAssets(req, res)) return;
      await listener(req, res);
    } catch (error) {
      log.error(`Unhandled request error (request ${requestIdOf(req)})`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    }
  }
}

/** The start-up message: where each site answers, and which database is in use. */
export function printAddresses(config: AppConfig, services: Services, port: number) {
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  log.info(`\nForecourt is ready on http://${shown}:${port} (${services.sites.get(config.DEFAULT_SITE)?.name})`);
  for (const site of services.sites.all) {
    log.info(`  ${site.name.padEnd(26)} http://${site.slug}.localhost:${port}`);
  }
  log.info(`Database: ${services.db.kind === "pglite" ? `embedded PGlite in ${services.dataDir}` : "PostgreSQL (DATABASE_URL)"}`);
}
