import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeFlagsOf, serverNodeFlags } from "./server-flags.ts";

describe("the server's Node.js flags", () => {
  it("are the words between node and the script", () => {
    expect(nodeFlagsOf("node server.mjs")).toEqual([]);
    expect(nodeFlagsOf("node --max-semi-space-size=64 server.mjs")).toEqual(["--max-semi-space-size=64"]);
    expect(nodeFlagsOf("  node --a=1   --b server.mjs --not-a-flag")).toEqual(["--a=1", "--b"]);
    expect(() => nodeFlagsOf("tsx server.mjs")).toThrow(/Expected "node/);
    expect(() => nodeFlagsOf("node -r ./x.cjs server.mjs")).toThrow(/Expected "node/);
    expect(() => nodeFlagsOf("node --max-semi-space-size 64 server.mjs")).toThrow(/Expected "node/);
    expect(() => nodeFlagsOf("node --a=1 app.mjs")).toThrow(/Expected "node/);
  });

  it("are read from the start script of the checkout asked for", () => {
    // This checkout's npm start gives the server 64 MB semi-spaces (decision 0081).
    expect(serverNodeFlags()).toContain("--max-semi-space-size=64");
    const other = mkdtempSync(join(tmpdir(), "forecourt-flags-"));
    try {
      writeFileSync(join(other, "package.json"), JSON.stringify({ scripts: { start: "node server.mjs" } }));
      expect(serverNodeFlags(other)).toEqual([]);
    } finally {
      rmSync(other, { recursive: true });
    }
  });
});
