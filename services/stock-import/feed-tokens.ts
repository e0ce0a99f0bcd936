// Feed tokens: one or more per dealership, each a random secret shown once
// when issued (`npm run import -- token --dealership SLUG`). Only a SHA-256
// digest is stored, so a copy of the database gives no way to push a feed.
// A presented token is checked against the dealership's digests in constant
// time; its own digest then tells "another dealership's token" (403) from "no
// such token" (401).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { activeFeedTokens, feedTokenOwner, insertFeedToken, markFeedTokenUsed, revokeFeedTokens, type DealershipRef } from "../../db/repositories/stock-feed.ts";

const PREFIX = "fcfeed_";
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueFeedToken(db: Database, dealership: DealershipRef, label: string | null = null): Promise<string> {
  const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  await insertFeedToken(db, dealership, digest(token), label);
  return token;
}

export { revokeFeedTokens };

export type TokenCheck = "valid" | "missing" | "unknown" | "other-dealership";

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

export async function checkFeedToken(db: Database, dealershipId: number, presented: string | null): Promise<TokenCheck> {
  if (!presented) return "missing";
  if (!presented.startsWith(PREFIX) || presented.length > 200) return "unknown";
  const given = Buffer.from(digest(presented), "hex");
  let match: number | null = null;
  for (const token of await activeFeedTokens(db, dealershipId)) {
    if (timingSafeEqual(given, Buffer.from(token.tokenHash, "hex"))) match = token.id;
  }
  if (match !== null) {
    await markFeedTokenUsed(db, match);
    return "valid";
  }
  return (await feedTokenOwner(db, digest(presented))) === null ? "unknown" : "other-dealership";
}
