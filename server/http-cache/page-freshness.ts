// What a kept page depends on, and who may skip the page cache (decision 0030).
//   · A site's pages are made from the stock of the dealerships it shows, so
//     they are kept against those dealerships' version: a change at one
//     dealership re-renders only the sites that show it.
//   · A client's `Cache-Control: no-cache` is not a bypass (anyone can send
//     it). The operator's is a header carrying PAGE_CACHE_BYPASS_TOKEN; without
//     the token configured there is no bypass at all.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const CACHE_BYPASS_HEADER = "x-cache-bypass";

interface SiteDealerships {
  resolve(host: string): { dealershipIds: readonly number[] } | null;
}
interface StockVersions {
  readonly version: number;
  dealershipsVersion(dealershipIds: readonly number[]): number;
}

/** The data version of a host's pages: its site's dealerships' (the whole index's for a host no site serves). */
export function siteDataVersion(sites: SiteDealerships, search: StockVersions): (host: string) => number {
  return (host) => {
    const site = sites.resolve(host);
    return site ? search.dealershipsVersion(site.dealershipIds) : search.version;
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** True for a request carrying the operator's bypass token; always false when no token is configured. */
export function operatorBypass(token: string | undefined): (req: IncomingMessage) => boolean {
  if (!token) return () => false;
  const expected = digest(token);
  return (req) => {
    const presented = req.headers[CACHE_BYPASS_HEADER];
    return typeof presented === "string" && timingSafeEqual(digest(presented), expected);
  };
}
