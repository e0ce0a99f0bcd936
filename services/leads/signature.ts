// Webhook signatures: Forecourt-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">
// with the destination's secret. The timestamp inside the signed text lets a
// receiver refuse replays older than its tolerance. docs/leads.md has a
// receiver-side snippet that uses only node:crypto.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Forecourt-Signature";
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signatureHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${signatureHex(secret, timestamp, body)}`;
}

/** True when the header is well formed, recent enough, and one of its v1 signatures matches. */
export function verifySignatureHeader(
  header: string | null | undefined,
  body: string,
  secret: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signatureHex(secret, timestamp, body), "hex");
  return parts
    .filter(([k, v]) => k === "v1" && /^[0-9a-f]{64}$/.test(v ?? ""))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, "hex"), expected));
}
