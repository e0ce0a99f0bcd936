// Idempotency keys: every form carries one (a hidden field rendered with the
// page, or the Idempotency-Key header), so a double click or a retried request
// makes one lead. A form posted without a key (an old page, a hand-made
// request) gets one derived from its content, so an identical resubmission
// within the same hour is still recognised.
import { createHash, randomUUID } from "node:crypto";

export const IDEMPOTENCY_FIELD = "idempotency_key";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A fresh key for a form rendered on the server. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

/** A stable JSON text for hashing: object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function contentHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

/** The key the client sent, or one derived from what was sent and the hour it was sent in. */
export function resolveIdempotencyKey(sent: unknown, content: unknown, now: Date): string {
  if (isValidIdempotencyKey(sent)) return sent;
  const hour = Math.floor(now.getTime() / 3_600_000);
  return `content:${contentHash({ content, hour }).slice(0, 40)}`;
}
