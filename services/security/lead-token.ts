// Follow-up calls on a lead (save the trade-in valuation, accept the offer)
// must come from the shopper who sent it. Lead ids are sequential, so the
// submit answer also carries a token, an HMAC of the id with the app secret,
// that the browser sends back with the follow-up. Stateless, unguessable.
import { createHmac, timingSafeEqual } from "node:crypto";
import { signingSecret, verifyingSecrets, type SecretInput } from "./secret.ts";

export function leadToken(leadId: number, secret: SecretInput): string {
  return createHmac("sha256", signingSecret(secret)).update(`lead:${leadId}`).digest("base64url").slice(0, 32);
}

export function isLeadToken(leadId: number, token: unknown, secret: SecretInput): boolean {
  if (typeof token !== "string") return false;
  const given = Buffer.from(token);
  return verifyingSecrets(secret).some((key) => {
    const expected = Buffer.from(leadToken(leadId, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
