// The bench's own production server: its own build folder, port and
// database, seeded with the demo data on first start.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromRoot } from "../server/project-root.ts";
import { onCore } from "./cores.ts";
import { httpGet } from "./http.ts";
import { serverNodeFlags } from "./server-flags.ts";

export const BENCH_BUILD_DIR = ".build-bench";
export const benchDataDir = (cars: number) => `.test-data/bench-${cars}`;
/** The bench server's operator page-cache bypass (X-Cache-Bypass), for the rendered figure. */
export const BENCH_CACHE_BYPASS_TOKEN = "bench-operator-cache-bypass";

const log = (line: string) => process.stderr.write(`${line}\n`);

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: fromRoot(), env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${code}):\n${output.trim().slice(-2000)}`))));
  });
}

/**
 * Builds the app from the working tree, described by `source` (e.g. its commit),
 * unless `skipIfPresent` and a build exists; returns what the build in use was
 * built from, so the results name the code they measured.
 */
export async function buildApp(skipIfPresent: boolean, source: string): Promise<string> {
  const sourceFile = fromRoot(BENCH_BUILD_DIR, "bench-source.txt");
  if (skipIfPresent && existsSync(fromRoot(BENCH_BUILD_DIR, "server", "index.js"))) {
    log(`Using the existing build in ${BENCH_BUILD_DIR}/.`);
    const built = existsSync(sourceFile) ? readFileSync(sourceFile, "utf8").trim() : "unknown source";
    return `${built} (an earlier build, --skip-build)`;
  }
  log(`Building the app into ${BENCH_BUILD_DIR}/…`);
  const started = Date.now();
  await runToEnd(fromRoot("node_modules", ".bin", "react-router"), ["build"], { ...process.env, BUILD_DIR: BENCH_BUILD_DIR, NODE_ENV: "production" }, "react-router build");
  writeFileSync(sourceFile, `${source}\n`);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return source;
}

/** The environment of a bench server: production, loopback only, its own PGlite data, the operator's cache bypass. */
export function benchServerEnv(options: { buildDir: string; port: number; dataDir: string; cars: number }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: options.buildDir,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    SEED_CARS: String(options.cars),
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    PAGE_CACHE_BYPASS_TOKEN: BENCH_CACHE_BYPASS_TOKEN,
  };
}

export interface RunningServer {
  port: number;
  /** The server's process id (taskset execs node in place, so it is node's). */
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  cars: number;
  /** Keep the database in .test-data/bench-{cars} for the next run; otherwise it lives in a temporary folder removed at the end. */
  reuseData: boolean;
  /** The core the server runs on; null leaves it to the scheduler. */
  core: number | null;
  startTimeoutMs?: number;
  /** The checkout whose server.mjs runs (another worktree, to compare builds); this one by default. */
  root?: string;
  /** Its build folder, relative to root; .build-bench by default. */
  buildDir?: string;
  /** A data folder kept between runs, instead of the reuseData rule. */
  dataDir?: string;
  /** Variables added to the server's environment. */
  env?: NodeJS.ProcessEnv;
  /** The log's name in bench/results; server.log by default. */
  logName?: string;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const keepData = options.reuseData || options.dataDir !== undefined;
  const dataDir = options.dataDir ?? (options.reuseData ? fromRoot(benchDataDir(options.cars)) : mkdtempSync(join(tmpdir(), "forecourt-bench-")));
  mkdirSync(fromRoot("bench", "results"), { recursive: true });
  const logName = options.logName ?? "server.log";
  const out = createWriteStream(fromRoot("bench", "results", logName));
  log(`Starting the server on port ${options.port}${options.core === null ? "" : `, core ${options.core}`} (${options.cars} demo vehicles in ${dataDir}; log in bench/results/${logName})…`);
  const root = options.root ?? fromRoot();
  const [command, args] = onCore(options.core, process.execPath, [...serverNodeFlags(root), "server.mjs"]);
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...benchServerEnv({ buildDir: options.buildDir ?? BENCH_BUILD_DIR, port: options.port, dataDir, cars: options.cars }),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", (code) => {
      exited = code ?? -1;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exit;
      clearTimeout(killer);
    }
    out.end();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 10 * 60_000);
  const started = Date.now();
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`The server stopped during start-up (exit ${exited}); see bench/results/${logName}`);
    }
    const health = await httpGet(options.port, "harbour-motor-group", "/healthz", 2000).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy in time; see bench/results/${logName}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`Server ready in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return { port: options.port, pid: child.pid!, stop };
}
