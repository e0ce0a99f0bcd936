// The operator token: a random secret the server writes to DATA_DIR/ops-token
// (mode 0600, so only the user running the server can read it) at start-up.
// The leads CLI reads it to talk to the running server's loopback endpoint.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const opsTokenPath = (dataDir: string) => join(dataDir, "ops-token");

/** A new token for this server run, written with mode 0600. */
export function writeOpsToken(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString("hex");
  const file = opsTokenPath(dataDir);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its old mode on write
  return token;
}

export function readOpsToken(dataDir: string): string | null {
  const file = opsTokenPath(dataDir);
  if (!existsSync(file)) return null;
  const token = readFileSync(file, "utf8").trim();
  return /^[0-9a-f]{64}$/.test(token) ? token : null;
}
