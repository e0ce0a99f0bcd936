// Rate limits on the public search API: queries a minute per key and client
// address, as Algolia's maxQueriesPerIPPerHour does for a key (every query of
// a multi-query counts). A site's key is public (any shopper's browser has it),
// so a limit on the key alone would let one client use up every shopper's
// share. Held in memory per process (rate-limiter-flexible), like the lead limits.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { KeyScope, RateVerdict } from "../../search/core/http/algolia-handler.ts";
import { clientKey } from "./client-address.ts";

export const SEARCH_RATE_LIMITED_MESSAGE = "Too many queries with this API key from your address";

export function searchRateLimiter(queriesPerMinute: number) {
  const limiter = new RateLimiterMemory({ points: queriesPerMinute, duration: 60 });
  return async ({ key, clientAddress, queries }: { key: KeyScope; clientAddress: string | undefined; queries: number }): Promise<RateVerdict> => {
    try {
      await limiter.consume(`${key.id ?? key.scopeFilters}|${clientKey(clientAddress)}`, queries);
      return { allowed: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return {
        allowed: false,
        retryAfterSeconds,
        message: `${SEARCH_RATE_LIMITED_MESSAGE}: at most ${queriesPerMinute} queries a minute. Retry in ${retryAfterSeconds} s.`,
      };
    }
  };
}
