// Environment, validated once at start-up. Bad values stop start-up with a
// message naming the variable and what is allowed.
import { z } from "zod";
import { compileTrustProxy } from "./security/index.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** With DATABASE_URL: the server cancels a statement (lock waits included) after this many ms (docs/security.md "Database outages"). */
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  /** With DATABASE_URL: how long a request waits for a pooled connection, or for a new one to connect. */
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_500),
  /** With DATABASE_URL: the server ends a transaction left idle this long (a process stuck mid-transaction cannot hold locks for ever). */
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** With DATABASE_URL: connections per server process. */
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DEFAULT_SITE: z.string().default("harbour-motor-group"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Cars loaded on first start when the database is empty. */
  SEED_CARS: z.coerce.number().int().min(0).max(2_000_000).default(5000),
  SEED: z.coerce.number().int().default(42),
  /** Signs CSRF tokens, lead tokens and search keys; without it the embedded default makes one in DATA_DIR (services/security/secret.ts). */
  APP_SECRET: z.string().min(32, "must be at least 32 characters (e.g. 32 random bytes in base64url)").optional().or(z.literal("").transform(() => undefined)),
  /** The secret APP_SECRET replaced: still accepted when checking tokens and keys, never used to sign. */
  APP_SECRET_PREVIOUS: z.string().min(16, "must be at least 16 characters").optional().or(z.literal("").transform(() => undefined)),
  /** Load the demo dealer group into an empty database: by default only on the embedded database. */
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"], { message: "must be 1 (load demo data into an empty database) or 0" })
    .transform((value) => value === "1" || value === "true")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: z.string().optional(),
  /** Memory for the shared page cache (pages marked public with s-maxage); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Disk for rendered images (DATA_DIR/img-cache), least recently used first out; 0 keeps none. */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(1_000_000).default(512),
  /** The operator's page-cache bypass: a request with this value in X-Cache-Bypass renders afresh (decision 0030). Unset: no bypass. */
  PAGE_CACHE_BYPASS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** The proxies in front of the server whose X-Forwarded-For / X-Forwarded-Proto / Forwarded are believed: a hop count or their addresses (decision 0032). Unset: none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        compileTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  LOG_LEVEL: z.enum(["silent", "info", "debug"]).default("info"),
  /** Lead form submissions a minute from one client (the hourly limit scales with it); browser tests raise it. */
  LEAD_CLIENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Search API queries a minute from one client with one site's key (each query of a multi-query counts); docs/security.md. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Sign-in codes a client may ask for in 15 minutes (it may try codes three times as often); docs/accounts.md. Browser tests raise it. */
  SIGN_IN_CLIENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** An HTTP SMS gateway for sign-in codes (docs/accounts.md); unset: each SMS is written under DATA_DIR/sms/. */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The gateway's API token, sent as "Authorization: Bearer …"; required with SMS_GATEWAY_URL. */
  SMS_GATEWAY_TOKEN: z.string().optional().or(z.literal("").transform(() => undefined)),
  /** The sender the phone shows: a number, or 1–11 letters and digits. */
  SMS_SENDER: z
    .string()
    .regex(/^(\+?\d{3,15}|[A-Za-z0-9 ]{1,11})$/, "must be a phone number or 1 to 11 letters, digits and spaces")
    .default("Forecourt"),
  /**
   * Map tiles for the interactive maps (decision 0042): an https (or same-site "/…") URL template with {z}, {x} and {y},
   * such as a tile server of your own. Unset: maps are drawn from coordinates, with no tiles and no script.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^(https:\/\/[a-z0-9.-]+(:\d+)?\/|\/(?!\/))[^\s"'<>]*$/i, "must be an https:// URL or a path starting with /")
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must contain {z}, {x} and {y}")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The tiles' attribution, shown on the map (plain text, e.g. "© OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: z.string().max(200).default(""),
}).superRefine((env, ctx) => {
  if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_TOKEN) {
    ctx.addIssue({ code: "custom", path: ["SMS_GATEWAY_TOKEN"], message: "is required when SMS_GATEWAY_URL is set (the gateway's API token)" });
  }
});

export type AppConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Environment is invalid:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Whether an empty database gets the demo data: SEED_DEMO when set, else only the embedded database (a newcomer's first run). */
export function seedsDemoData(config: Pick<AppConfig, "SEED_DEMO" | "DATABASE_URL">): boolean {
  return config.SEED_DEMO ?? !config.DATABASE_URL;
}
