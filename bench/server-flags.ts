// The Node.js flags `npm start` gives the server (package.json): the benches
// run the server, and the search engine's HTTP surface, as production runs
// them (decision 0081: the young generation's size).
import { readFileSync } from "node:fs";
import { fromRoot } from "../server/project-root.ts";

/** The flags between `node` and the script in a start command ("node --a=1 server.mjs" → ["--a=1"]). */
export function nodeFlagsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "node") throw new Error(`The start script does not run node: ${command}`);
  const flags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith("--")) break;
    flags.push(word);
  }
  return flags;
}

/** The flags of package.json's start script. */
export function serverNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")) as { scripts: { start: string } };
  return nodeFlagsOf(pkg.scripts.start);
}
