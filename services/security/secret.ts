// The app secret signs CSRF tokens, lead tokens and public search keys. There is
// no default in the code (anyone could forge with it): APP_SECRET when set;
// otherwise, on the embedded database only, a random secret generated on first
// start and kept in DATA_DIR/app-secret (mode 0600) beside the database it
// protects. With DATABASE_URL (several processes or machines that must agree)
// and no APP_SECRET, start-up stops with a message saying how to set one.
// Rotation: APP_SECRET_PREVIOUS is still accepted when verifying, never used to
// sign. docs/decisions/0027-app-secret.md.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../config.ts";

/** Signs with `current`; verifies with `current`, then each of `previous`. */
export interface AppSecret {
  current: string;
  previous: readonly string[];
}

/** What signing and verifying functions take: a plain string (tests, tools) or the app's secret with its predecessors. */
export type SecretInput = string | AppSecret;

export const signingSecret = (secret: SecretInput): string => (typeof secret === "string" ? secret : secret.current);
export const verifyingSecrets = (secret: SecretInput): readonly string[] =>
  typeof secret === "string" ? [secret] : [secret.current, ...secret.previous];

export const MISSING_APP_SECRET_MESSAGE = [
  "APP_SECRET is not set. With DATABASE_URL, every server process must sign with the same secret, so Forecourt",
  "will not make one up. Generate one and set it in the environment of every process, for example:",
  "",
  '  export APP_SECRET="$(node -e "console.log(require(\'crypto\').randomBytes(32).toString(\'base64url\'))")"',
  "",
  "When replacing a secret, move the old one to APP_SECRET_PREVIOUS for a day so open pages keep working.",
].join("\n");

export const appSecretPath = (dataDir: string) => join(dataDir, "app-secret");

const GENERATED = /^[A-Za-z0-9_-]{43,}$/;

export interface SecretSettings {
  APP_SECRET?: string;
  APP_SECRET_PREVIOUS?: string;
  DATABASE_URL?: string;
}

/**
 * The secret this process signs with. `dataDir` is the embedded database's
 * folder; it is only written to when there is no APP_SECRET and no DATABASE_URL.
 */
export function resolveAppSecret(settings: SecretSettings, dataDir: string): AppSecret {
  const previous = settings.APP_SECRET_PREVIOUS ? [settings.APP_SECRET_PREVIOUS] : [];
  if (settings.APP_SECRET) return { current: settings.APP_SECRET, previous };
  if (settings.DATABASE_URL) throw new ConfigError(MISSING_APP_SECRET_MESSAGE);
  return { current: embeddedSecret(dataDir), previous };
}

/** DATA_DIR/app-secret, made on first use; only the user running the server may read it. */
function embeddedSecret(dataDir: string): string {
  const file = appSecretPath(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": two processes starting at once keep the first one's secret.
      writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, "utf8").trim();
  if (!GENERATED.test(secret)) {
    throw new ConfigError(`${file} does not hold a generated secret. Delete it to make a new one, or set APP_SECRET.`);
  }
  return secret;
}
