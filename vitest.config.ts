import { defineConfig } from "vitest/config";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

// Separate from vite.config.ts: the React Router plugin breaks Vitest.
//
// Two projects:
// - `fast`: every test that needs no database, child process or server
//   (`npm run test:fast`, with the type-check and lint, well under a minute);
// - `db`: tests that open a database (tests/support/test-databases.ts) or start
//   processes. Files in one worker share a module cache (isolate: false), so
//   one PGlite per worker serves every file, reset between files.
// A test file belongs to `db` when its text uses what needs one: nothing to
// list by hand, nothing to forget.
const root = fileURLToPath(new URL(".", import.meta.url));
const SKIP = new Set(["node_modules", "build", ".data", ".test-data", ".react-router", ".git", "test-results", "playwright-report"]);
const NEEDS_DATABASE = /test-databases|openDatabase\(|startServices\(|node:child_process|createAppServer\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith(".build") || (dir === root && entry.name === "tests") ? [] : testFiles(join(dir, entry.name));
    return /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}
const unitTestsUnderTests = readdirSync(join(root, "tests"))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => join(root, "tests", name));
const all = [...testFiles(root), ...unitTestsUnderTests].map((file) => relative(root, file));
const dbTests = all.filter((file) => NEEDS_DATABASE.test(readFileSync(join(root, file), "utf8")));

export default defineConfig({
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "fast", include: all.filter((file) => !dbTests.includes(file)), pool: "threads" } },
      { extends: true, test: { name: "db", include: dbTests, isolate: false } },
    ],
  },
});
