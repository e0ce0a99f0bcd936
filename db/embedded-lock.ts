// PGlite is single-process: two processes opening the same data folder would
// corrupt it. Whoever opens it holds a lock file naming its pid and purpose;
// everyone else is refused with a message that says what to do.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface LockInfo {
  pid: number;
  purpose: string;
  port?: number;
  startedAt: string;
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly holder: LockInfo,
    dataDir: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by "${holder.purpose}" (pid ${holder.pid}). ` +
        `PGlite allows one process at a time: stop that process first (Ctrl+C in its terminal), ` +
        `or point DATABASE_URL at a PostgreSQL server, which many processes can share.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockPath(dataDir: string) {
  return join(dataDir, "forecourt.lock");
}

export function readLock(dataDir: string): LockInfo | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
    return isAlive(info.pid) && info.pid !== process.pid ? info : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws EmbeddedDatabaseBusyError; returns the release function. */
export function acquireLock(dataDir: string, purpose: string, port?: number): () => void {
  mkdirSync(dataDir, { recursive: true });
  const holder = readLock(dataDir);
  if (holder) throw new EmbeddedDatabaseBusyError(holder, dataDir);
  const info: LockInfo = { pid: process.pid, purpose, port, startedAt: new Date().toISOString() };
  writeFileSync(lockPath(dataDir), JSON.stringify(info));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      const current = JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockInfo;
      if (current.pid === process.pid) rmSync(lockPath(dataDir));
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}
