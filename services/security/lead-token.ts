// Follow-up calls on a lead (save the trade-in valuation, accept the offer)
// must come from the shopper who sent it. Lead ids are sequential, so the
// submit answer also carries a token, an HMAC of the id with the app secret,
// that the browser sends back with the follow-up. Stateless, unguessable.
import { createHmac, timingSafeEqual } from "node:crypto";

export function leadToken(leadId: number, secret: string): string {
  return createHmac("sha256", secret).update(`lead:${leadId}`).digest("base64url").slice(0, 32);
}

export function isLeadToken(leadId: number, token: unknown, secret: string): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(leadToken(leadId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
