import { describe, expect, it } from "vitest";
import { nodeFlagsOf, serverNodeFlags } from "./server-flags.ts";

describe("the server's Node.js flags", () => {
  it("are the words between node and the script", () => {
    expect(nodeFlagsOf("node server.mjs")).toEqual([]);
    expect(nodeFlagsOf("node --max-semi-space-size=64 server.mjs")).toEqual(["--max-semi-space-size=64"]);
    expect(nodeFlagsOf("  node --a=1   --b server.mjs --not-a-flag")).toEqual(["--a=1", "--b"]);
    expect(() => nodeFlagsOf("tsx server.mjs")).toThrow(/does not run node/);
  });

  it("give npm start's server a young generation of 64 MB semi-spaces (decision 0081), which the benches then use too", () => {
    expect(serverNodeFlags()).toContain("--max-semi-space-size=64");
  });
});
