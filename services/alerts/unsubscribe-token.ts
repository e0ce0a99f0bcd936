// The unsubscribe link in every alert (decision 0040): it must work without
// signing in, so it carries its own authority — the saved search and channel,
// signed with the app secret (HMAC-SHA256). A changed id or channel, or a token
// signed with another secret, is refused. APP_SECRET_PREVIOUS still verifies
// while the secret is rotated.
import { createHmac, timingSafeEqual } from "node:crypto";
import { signingSecretOf, verifyingSecretsOf, type SecretInput } from "../security/index.ts";
import type { AlertChannel } from "../../db/repositories/alerts.ts";

const sign = (secret: string, id: number, channel: AlertChannel) =>
  createHmac("sha256", secret).update(`forecourt-unsubscribe:${id}:${channel}`).digest("base64url");

export function unsubscribeToken(secret: SecretInput, id: number, channel: AlertChannel): string {
  return `${id}.${channel}.${sign(signingSecretOf(secret), id, channel)}`;
}

export function readUnsubscribeToken(secret: SecretInput, token: unknown): { id: number; channel: AlertChannel } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^(\d{1,15})\.(email|sms)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const channel = match[2] as AlertChannel;
  const given = Buffer.from(match[3]);
  for (const candidate of verifyingSecretsOf(secret)) {
    const expected = Buffer.from(sign(candidate, id, channel));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return { id, channel };
  }
  return null;
}
