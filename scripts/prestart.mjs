// Runs before `npm start` with plain Node (no dependencies needed): installs
// packages when node_modules is missing or older than package-lock.json, and
// builds when the build is missing or older than the sources. Before
// `npm run dev` (--install-only) it only installs.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const run = (command) => {
  console.log(`> ${command}`);
  execSync(command, { cwd: root, stdio: "inherit" });
};

const lock = join(root, "package-lock.json");
const installed = join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || mtime(installed) < mtime(lock)) {
  console.log("Installing dependencies (first run, or package-lock.json changed)…");
  try {
    run("npm ci --no-audit --no-fund");
  } catch {
    // npm 11 refuses some valid lock files in `npm ci` (optional platform packages of a
    // transitive bundler, a dependency pinned to the "latest" tag); `npm install` honours the
    // same lock file and installs the same versions.
    console.log("npm ci refused the lock file; installing with npm install instead…");
    run("npm install --no-audit --no-fund");
  }
}

// `npm run dev` needs the packages, not a build.
if (process.argv.includes("--install-only")) process.exit(0);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const buildDir = process.env.BUILD_DIR ?? "build";
const built = mtime(join(root, buildDir, "server", "index.js"));
const sources = ["app", "server", "services", "domain", "search", "db", "demo", "sites/schema.ts", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const latestSource = Math.max(...sources.map((s) => newest(join(root, s))));
if (built === 0 || built < latestSource || mtime(join(root, buildDir, "client")) === 0) {
  console.log(built === 0 ? "Building (first run)…" : "Sources changed since the last build: rebuilding…");
  run("npx react-router build");
}
