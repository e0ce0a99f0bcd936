import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".test-data/e2e";
// Debian's headless shell when installed (Playwright's own choice for headless runs): the same Blink
// without the full browser's UI processes, about half the CPU per spec. Otherwise the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  // Speed is measured by the benchmarks, not by timed tests: on a loaded CI machine (load 9 to 13 on two
  // cores) a client navigation to a listing has taken longer than the 5 s default to show its cards.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://harbour-motor-group.localhost:${PORT}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...(CHROMIUM.endsWith("headless-shell") ? [] : ["--headless=new"]),
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Attacks reproduced against the production server (raw HTTP where a browser would not send it).
    { name: "security", testDir: "tests/security", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    // A fresh embedded database per run, seeded with the demo generator. The
    // production build is reused when it is newer than the sources (npm test has
    // just built it); otherwise prestart builds it first, so one spec can run alone.
    command: `node scripts/prestart.mjs && rm -rf ${DATA_DIR} && node server.mjs`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      // Every browser test comes from 127.0.0.1: lift the per-client lead limit (its own tests set it low).
      LEAD_CLIENT_RATE_LIMIT: "1000",
      // The same for sign-in codes; sign-in's own limits are tested per number and with other client addresses.
      SIGN_IN_CLIENT_RATE_LIMIT: "1000",
      // Requests from 127.0.0.1 come from "our proxy" (its X-Forwarded-* are believed); other loopback addresses are clients (tests/security/trusted-proxy.spec.ts).
      TRUST_PROXY: "127.0.0.1",
      PORT: String(PORT), DATA_DIR, BUILD_DIR, SEED_CARS: "2000", LOG_LEVEL: "info", HOST: "127.0.0.1" },
    stdout: "pipe",
  },
});
