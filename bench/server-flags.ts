// The Node.js flags `npm start` gives the server (package.json): the benches
// run the server, and the search engine's HTTP surface, as production runs
// them (decision 0081: the young generation's size).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromRoot } from "../server/project-root.ts";

/** The flags between `node` and server.mjs in a start command ("node --a=1 server.mjs" → ["--a=1"]). */
export function nodeFlagsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  const script = words.indexOf("server.mjs");
  const flags = words.slice(1, script);
  // Flags written with their value after an equals sign only: "--flag value" would be read wrongly.
  if (words[0] !== "node" || script < 0 || !flags.every((flag) => /^--[a-z0-9-]+(=\S+)?$/.test(flag))) {
    throw new Error(`Expected "node [--flag[=value] …] server.mjs" as the start script, not: ${command}`);
  }
  return flags;
}

/** The flags of the start script in the checkout at `root` (this one by default: another is run with its own). */
export function serverNodeFlags(root = fromRoot()): string[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  return nodeFlagsOf(pkg.scripts.start);
}
