// `npm test`: the whole suite — type-check, lint, unit and integration tests
// (PGlite; also PostgreSQL when TEST_DATABASE_URL is set), the production
// build, and browser tests in Debian's Chromium.
// `npm run test:fast` (`--fast`): the type-check, lint and every test that
// needs no database, process or browser (the `fast` Vitest project).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
// The browser tests use Debian's Chromium headless shell when it is installed, else the full browser
// (playwright.config.ts chooses the same way).
const CHROMIUM = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(existsSync);

function ensureChromium() {
  if (CHROMIUM && existsSync(CHROMIUM)) return;
  const command = "apt-get update && apt-get install -y chromium chromium-headless-shell";
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing it (${command})…`);
    execSync(command, { stdio: "inherit" });
    return;
  }
  console.error(`Chromium is needed for the browser tests and is not installed.\nRun:  sudo sh -c '${command}'\nthen npm test again.`);
  process.exit(1);
}

const fast = process.argv.includes("--fast");
// Incremental type-check and cached lint: a second run looks only at what changed.
const cacheDir = "node_modules/.cache/forecourt";
const steps = [
  ["type-check", `npx react-router typegen && npx tsc --noEmit --incremental --tsBuildInfoFile ${cacheDir}/tsbuildinfo`],
  ["lint", `npx eslint . --max-warnings=0 --cache --cache-location ${cacheDir}/eslint`],
  ...(fast
    ? [["unit tests", "npx vitest run --project fast"]]
    : [
        ["unit and integration tests", "npx vitest run"],
        ["production build", "npx react-router build"],
        ["browser tests", "npx playwright test"],
      ]),
];

const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!fast) ensureChromium();
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: root, stdio: "inherit", shell: true });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}
console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
