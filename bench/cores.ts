// Where the bench's processes run. On a shared machine the server and the
// browser otherwise take turns on the same cores, and which one waits changes
// from run to run: the server gets one core, everything that measures it
// (this process, autocannon, Lighthouse and Chromium) the other.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";

export const SERVER_CORE = 0;
export const CLIENT_CORE = 1;

/** The ports the bench may use (other agents and servers keep to their own). */
export const PORT_RANGE = { first: 3340, last: 3359 } as const;

/** The cores a process may run on, as the kernel lists them (e.g. "0-1"); null when unknown. */
export function allowedCores(pid: number | "self" = "self"): string | null {
  try {
    return /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Why the processes cannot be pinned here, or null when they can. */
export function pinningProblem(): string | null {
  if (availableParallelism() < 2) return `only ${availableParallelism()} core`;
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
  } catch {
    return "taskset (util-linux) is not installed";
  }
  return null;
}

/** Moves every thread of a running process to `core`; processes it starts later inherit it. */
export function pinProcess(pid: number, core: number): void {
  execFileSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { stdio: "ignore" });
}

/** The command line that starts `command` on `core` (unchanged when core is null). */
export const onCore = (core: number | null, command: string, args: string[]): [string, string[]] =>
  core === null ? [command, args] : ["taskset", ["-c", String(core), command, ...args]];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** `wanted` if it is free, or else (when none was asked for) the first free port of the bench's range. */
export async function freePort(wanted: number | null): Promise<number> {
  if (wanted !== null) {
    if (await portIsFree(wanted)) return wanted;
    throw new Error(`port ${wanted} is in use: choose another with --port, or leave it out to take a free one from ${PORT_RANGE.first}–${PORT_RANGE.last}`);
  }
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${PORT_RANGE.first} to ${PORT_RANGE.last}`);
}
