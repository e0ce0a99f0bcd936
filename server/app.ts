// The production entry: the SSR build's entry (vite.config.ts), so the React
// Router build, the context keys and this process's services share one module
// graph. The HTTP server itself is server/app-server.ts; the dev server
// (server/dev-server.ts) wires the same one to Vite.
import * as build from "virtual:react-router/server-build";
import cluster from "node:cluster";
import { clientAddressContext, cspNonceContext, databaseOutageContext, servicesContext } from "../app/context.ts";
import { createAppServer, printAddresses } from "./app-server.ts";
import { loadConfig, type AppConfig } from "../services/config.ts";
import { createStaticHandler } from "./static-files.ts";
import { openConfiguredDatabase, prepareDatabase, startServices } from "./start-services.ts";
import { resolveAppSecret } from "../services/security/index.ts";
import { resolve } from "node:path";
import { fromRoot } from "./project-root.ts";
import { log } from "../services/log.ts";

const router = { build, contexts: { servicesContext, clientAddressContext, cspNonceContext, databaseOutageContext } };

async function runWorker(config: AppConfig, seedIfEmpty: boolean) {
  const services = await startServices(config, { seedIfEmpty });
  const server = createAppServer(services, {
    router: () => router,
    mode: process.env.NODE_ENV === "development" ? "development" : "production",
    serveAssets: createStaticHandler(fromRoot(process.env.BUILD_DIR ?? "build", "client")),
    pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  });
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

const startedAt = new Map<number, number>();
let restartDelay = 0;
function forkWorker() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
}

/** Entry point used by server.mjs. */
export async function main() {
  const config = loadConfig();
  const processes = config.DATABASE_URL ? config.WEB_CONCURRENCY : 1;
  if (processes > 1 && cluster.isPrimary) {
    resolveAppSecret(config, resolve(config.DATA_DIR)); // a missing APP_SECRET stops here, not in every worker

    // Migrate and seed once, then fork one server per core; each keeps its own index replica.
    const { db, release } = await openConfiguredDatabase(config, "npm start (primary)", { setup: true });
    await prepareDatabase(db, config, true);
    await db.close();
    release();
    for (let i = 0; i < processes; i++) forkWorker();
    cluster.on("exit", (worker, code) => {
      // A worker that dies soon after starting (the database unreachable at start-up) is not restarted at once,
      // or the workers would crash-loop: the wait doubles up to 30 s, and resets once one has lived a minute.
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      startedAt.delete(worker.id);
      restartDelay = lived > 60_000 ? 0 : Math.min(30_000, Math.max(1_000, restartDelay * 2));
      log.warn(`worker ${worker.process.pid} exited (${code}); starting another${restartDelay ? ` in ${restartDelay / 1000} s` : ""}`);
      setTimeout(forkWorker, restartDelay);
    });
    return;
  }
  await runWorker(config, !cluster.isWorker);
}

export { runWorker };
