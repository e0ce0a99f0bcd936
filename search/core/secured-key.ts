// Secured search keys in the style of Algolia's: base64(hmacHex + params), where
// the HMAC-SHA256 (keyed by the server secret) covers the params. Ours bind a
// key to one site ("site=slug"); the server derives the scope from the site,
// so a client cannot widen it by editing the key.
import { createHmac, timingSafeEqual } from "node:crypto";

const HMAC_HEX_LENGTH = 64;

export function createSecuredKey(secret: string, siteSlug: string): string {
  const params = `site=${encodeURIComponent(siteSlug)}`;
  const hmac = createHmac("sha256", secret).update(params).digest("hex");
  return Buffer.from(hmac + params, "utf8").toString("base64");
}

/** The site slug a key was made for, or null for an unknown or tampered key. */
export function verifySecuredKey(secret: string, key: string | null | undefined): string | null {
  if (!key || key.length > 1024) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(key, "base64").toString("utf8");
  } catch {
    return null;
  }
  if (decoded.length <= HMAC_HEX_LENGTH) return null;
  const given = decoded.slice(0, HMAC_HEX_LENGTH);
  const params = decoded.slice(HMAC_HEX_LENGTH);
  const expected = createHmac("sha256", secret).update(params).digest("hex");
  if (!/^[0-9a-f]{64}$/.test(given) || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  const site = new URLSearchParams(params).get("site");
  return site && /^[a-z0-9-]+$/.test(site) ? site : null;
}
