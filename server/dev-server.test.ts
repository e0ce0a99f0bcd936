// `npm run dev` as a newcomer runs it: a fresh data folder (seeded on first run),
// every demo site answered by its host through Vite's module graph, and a clean stop.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromRoot } from "./project-root.ts";

const SITES = [
  { host: "harbour-motor-group.localhost", name: "Harbour Motor Group" },
  { host: "harbour-toyota.localhost", name: "Harbour Toyota" },
  { host: "harbour-used.localhost", name: "Harbour Certified Used" },
];

/** GET by Host header (fetch would drop it). */
function get(port: number, host: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    req.end();
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));

describe("npm run dev", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-dev-"));
  let child: ChildProcess;
  let port = 0;
  let output = "";

  beforeAll(async () => {
    // PORT=0: the system picks a free port, which the start-up message names.
    child = spawn(process.execPath, ["--import", "tsx", fromRoot("server", "dev.ts")], {
      cwd: fromRoot(),
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_CARS: "200", DATABASE_URL: "", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on("data", () => {
        // The start-up message ends with the development line.
        const ready = /Forecourt is ready on http:\/\/[^:]+:(\d+)[^]*\nDevelopment: .*\n/.exec(output);
        if (ready) resolve(Number(ready[1]));
      });
      child.once("exit", (code) => reject(new Error(`the dev server exited (${code}) before it was ready:\n${output}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints every site's address", () => {
    for (const site of SITES) expect(output).toContain(`http://${site.host}:${port}`);
    expect(output).toContain(`embedded PGlite in ${dataDir}`);
  });

  it.each(SITES)("serves $name's home page by its host, with the HMR runtime", async (site) => {
    const page = await get(port, site.host, "/");
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.body).toMatch(new RegExp(`<title>${site.name} \\|`));
    // Served from Vite's module graph: the page loads React Router's HMR runtime and the sources.
    expect(page.body).toContain("virtual:react-router/inject-hmr-runtime");
    expect(page.body).toContain('href="/app/root.tsx"');
  }, 90_000);

  it("lets Vite serve the browser's modules", async () => {
    const entry = await get(port, SITES[1].host, "/app/entry.client.tsx");
    expect(entry.status).toBe(200);
    expect(entry.type).toContain("javascript");
  }, 60_000);

  it("stops on SIGTERM and releases the embedded database", async () => {
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    expect(existsSync(join(dataDir, "forecourt.lock"))).toBe(false);
  }, 30_000);
});
