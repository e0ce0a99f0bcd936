import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin breaks Vitest.
export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", ".data/**"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
