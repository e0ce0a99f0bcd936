// `npm run dev`: the HTTP server of `npm start` (server/app-server.ts) with Vite
// in middleware mode in place of the client build.
//
// This module runs in plain Node (tsx), once per process: the services (the
// database, the search index, the workers) are made here, once, and live as
// long as the process. The web layer is loaded through Vite's SSR module graph
// on every request (`virtual:react-router/server-build`), so an edited loader,
// component or domain rule is in use from the next request, and React Fast
// Refresh updates an open page. The context keys the server fills are taken
// from that same graph (app/context.ts), because React Router compares them by
// identity with the ones the routes read.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { createAppRequestListener, printAddresses, type RouterBuild } from "./app-server.ts";
import { refuseConnect } from "./http-guards.ts";
import { loadConfig, type AppConfig } from "../services/config.ts";
import type { Services } from "../services/services.ts";
import { startServices } from "./start-services.ts";
import { loadSiteFiles } from "../sites/load.ts";
import { fromRoot, projectRoot } from "./project-root.ts";
import { log } from "../services/log.ts";

export interface DevServer {
  port: number;
  services: Services;
  vite: ViteDevServer;
  close(): Promise<void>;
}

const SERVER_BUILD = "virtual:react-router/server-build";
/** Loaded as a module of the app, like the routes' own `import … from "../context.ts"`. */
const CONTEXT_MODULE = "/app/context.ts";
/** Sent to the browsers on every saved file; only error pages listen. */
const SOURCE_CHANGED = "forecourt:source-changed";

export async function startDevServer(config: AppConfig): Promise<DevServer> {
  const httpServer = createHttpServer();
  refuseConnect(httpServer);
  const exitHandlers = { sigterm: process.listeners("SIGTERM"), stdinEnd: process.stdin.listeners("end") };
  // Read (and validated) before anything starts, so a bad site file stops start-up with its message.
  const siteHosts = loadSiteFiles(fromRoot("sites")).flatMap((site) => site.hosts);
  // The services and Vite start side by side: PGlite and the index on one side, module loading on the other.
  const opening = startServices(config, { seedIfEmpty: true, lockPurpose: "npm run dev" });
  const starting = createViteServer({
    root: projectRoot,
    appType: "custom",
    server: {
      middlewareMode: true,
      // The HMR WebSocket shares our port, so every site's host reaches it.
      hmr: { server: httpServer },
      // Vite answers only requests from hosts it knows: *.localhost, and the sites' own hosts.
      allowedHosts: [".localhost", ...siteHosts],
      // Not sources: PGlite's files under DATA_DIR (which may sit in the project folder) and the rest of .gitignore's.
      watch: {
        ignored: [
          `${resolve(config.DATA_DIR)}/**`,
          "**/.data/**",
          "**/.test-data/**",
          "**/build/**",
          "**/.build-*/**",
          "**/.scratch-*/**",
          "**/test-results/**",
          "**/playwright-report/**",
          "**/bench/results/**",
        ],
      },
    },
  });
  // The web layer's modules are transformed while PGlite opens and the index is built; a module
  // that fails here fails again, with its message, on the first request.
  const warming = starting.then(loadRouter).catch(() => {});
  // A held database lock or a bad setting is reported at once; what did start is closed behind it.
  const [services, vite] = await Promise.all([opening, starting]).catch((error: unknown) => {
    void opening.then((s) => s.stop()).catch(() => {});
    void starting.then((v) => v.close()).catch(() => {});
    throw error;
  });
  await warming;
  // React Router's plugin starts a second, non-middleware Vite server (its child compiler), which exits
  // the process on SIGTERM or the end of stdin as soon as it has closed itself: before the database has.
  // Our shutdown closes it with the rest.
  for (const listener of process.listeners("SIGTERM")) if (!exitHandlers.sigterm.includes(listener)) process.off("SIGTERM", listener);
  for (const listener of process.stdin.listeners("end")) if (!exitHandlers.stdinEnd.includes(listener)) process.stdin.off("end", listener as () => void);

  httpServer.on(
    "request",
    createAppRequestListener(services, {
      router: () => loadRouter(vite),
      mode: "development",
      serveAssets: (req, res) => serveWithVite(vite, req, res),
      // Pages change with every edit: none is kept.
      pageCacheBytes: 0,
      onRenderError(error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        log.error(error instanceof Error ? error.stack : error);
        return new Response(errorPage(error), { status: 500, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
      },
    }),
  );

  // Edits to the web layer apply from the next request. The services were built once, from the code
  // and site files there were at start-up: say so when a changed file is none that Vite reloads.
  vite.watcher.on("change", (file) => {
    const path = relative(projectRoot, file);
    // Only the server holds the stylesheets (app/lib/site-css.ts): open pages load again to show an edit.
    if (/^app\/styles\/.*\.css$/.test(path)) vite.environments.client.hot.send({ type: "full-reload" });
    // An error page (below) loads again: the change may be the fix.
    vite.environments.client.hot.send({ type: "custom", event: SOURCE_CHANGED });
    if (!/^(server|services|db|search|sites|domain)\//.test(path) || /\.test\.tsx?$|^server\/cli\//.test(path)) return;
    if (!/\.(ts|tsx|json)$/.test(path) || vite.environments.ssr.moduleGraph.getModulesByFile(file)?.size) return;
    log.info(`${path} changed. No page imports it: if the services use it, restart npm run dev to apply the change.`);
  });

  const close = async () => {
    httpServer.close();
    httpServer.closeAllConnections();
    await vite.close().catch((error: unknown) => log.error(error));
    await services.stop().catch((error: unknown) => log.error(error));
  };
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.PORT, config.HOST, () => {
        httpServer.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  return { port, services, vite, close };
}

/** The build and the context keys from Vite's SSR module graph: loaded once, then again after an edit. */
async function loadRouter(vite: ViteDevServer): Promise<RouterBuild> {
  const build = (await vite.ssrLoadModule(SERVER_BUILD)) as unknown as RouterBuild["build"];
  const contexts = (await vite.ssrLoadModule(CONTEXT_MODULE)) as RouterBuild["contexts"];
  return { build, contexts };
}

/** Lets Vite answer the browser's modules, styles and public files; false when Vite passes the request on. */
function serveWithVite(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    res.once("close", () => resolve(true));
    vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : resolve(false)));
  });
}

/**
 * A 500 page with the error, and Vite's error overlay over it (the same one an
 * open page shows). It loads again when a file is saved.
 */
function errorPage(error: unknown): string {
  // Compilers colour their messages for the terminal; the page shows plain text.
  const plain = stripVTControlCharacters;
  const shown = error instanceof Error ? { message: plain(error.message), stack: plain(error.stack ?? "") } : { message: plain(String(error)), stack: "" };
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title>
<script type="module">
import { createHotContext, ErrorOverlay } from "/@vite/client";
document.body.appendChild(new ErrorOverlay(${JSON.stringify(shown).replace(/</g, "\\u003c")}));
createHotContext("/@forecourt/error-page").on(${JSON.stringify(SOURCE_CHANGED)}, () => setTimeout(() => location.reload(), 150));
</script></head>
<body style="font-family:system-ui,sans-serif;padding:2rem"><h1>500 – the page failed to render</h1>
<p>The dev server keeps running: this page loads again when you save a fix.</p>
<pre style="white-space:pre-wrap">${escape(shown.message)}\n\n${escape(shown.stack)}</pre></body></html>`;
}

/** Entry point used by server/dev.ts. */
export async function main() {
  const config = loadConfig();
  const started = performance.now();
  const dev = await startDevServer(config);
  printAddresses(config, dev.services, dev.port);
  log.info(`Development: hot module replacement by Vite; ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const shutdown = async (signal: string) => {
    log.info(`\n${signal}: shutting down…`);
    await dev.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
