// The seed and reset commands as a person runs them: separate processes on a
// throwaway data folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromRoot } from "../project-root.ts";

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "forecourt-seed-cli-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(script: "seed" | "reset", args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", fromRoot("server", "cli", `${script}.ts`), ...args], {
    cwd: fromRoot(),
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** A lock file naming a live process (this test runner) as `npm start`. */
function holdLock(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "forecourt.lock"), JSON.stringify({ pid: process.ppid, purpose: "npm start", port: 3000, startedAt: new Date().toISOString() }));
}

describe("npm run seed", () => {
  it("loads the demo data, prints progress and a summary, then releases the folder", { timeout: 120_000 }, () => {
    const dataDir = join(root, "fresh");
    const result = run("seed", ["--cars", "60", "--seed", "3"], { DATA_DIR: dataDir });
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain("100% (60/60 cars");
    expect(result.out).toMatch(/Loaded the Harbour Motor Group demo data in [\d.]+ s/);
    expect(result.out).toContain("60 cars, 13 dealerships");
    expect(existsSync(join(dataDir, "forecourt.lock"))).toBe(false);

    const again = run("seed", ["--cars", "60"], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.err).toContain("already holds dealer data");
  });

  it("refuses while npm start holds the embedded database", () => {
    const dataDir = join(root, "busy");
    holdLock(dataDir);
    const result = run("seed", [], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`is in use by "npm start" (pid ${process.ppid})`);
    expect(result.err).toContain("PGlite allows one process at a time");
  });

  it("explains bad options and exits 2", () => {
    const result = run("seed", ["--cars", "lots"], { DATA_DIR: join(root, "unused") });
    expect(result.code).toBe(2);
    expect(result.err).toContain('--cars must be a whole number, got "lots"');
    expect(result.err).toContain("Usage: npm run seed");
  });
});

describe("npm run reset", () => {
  it("refuses while npm start holds the embedded database", () => {
    const dataDir = join(root, "busy-reset");
    holdLock(dataDir);
    const result = run("reset", [], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.err).toContain('is in use by "npm start"');
  });

  it("refuses a folder that is not a data folder", () => {
    const dataDir = join(root, "documents");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, "thesis.docx"), "precious");
    const result = run("reset", [], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.err).toContain("does not look like a Forecourt data folder");
    expect(existsSync(join(dataDir, "thesis.docx"))).toBe(true);
  });

  it("empties the data folder and loads the default demo again", { timeout: 120_000 }, () => {
    const dataDir = join(root, "to-reset");
    mkdirSync(join(dataDir, "img-cache"), { recursive: true });
    writeFileSync(join(dataDir, "img-cache", "old.jpg"), "x");
    const result = run("reset", [], { DATA_DIR: dataDir, SEED_CARS: "40" });
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Emptied ${dataDir}`);
    expect(result.out).toContain("40 cars, 13 dealerships");
    expect(existsSync(join(dataDir, "img-cache"))).toBe(false);
  });
});
