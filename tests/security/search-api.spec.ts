// Finding 3: with the public key from /api/search-config, one 5 KB multi-query
// (50 × hitsPerPage=1000&facets=["*"]) returned 35.7 MB and stalled the server.
// Each spec comes from its own loopback address, so its queries count against
// its own rate limit, not the browser specs' (127.0.0.1).
import { expect, test } from "@playwright/test";
import { raw, searchCredentials } from "./raw-http.ts";

const multiQuery = (count: number, params: string) =>
  JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: "Car_production", params })) });

test("a multi-query asking for 50 × 1000 hits with every facet is a 400 naming the limit, not 35 MB", async () => {
  const from = "127.0.0.2";
  const headers = await searchCredentials("harbour-motor-group", from);
  const body = multiQuery(50, 'hitsPerPage=1000&facets=["*"]');
  expect(body.length).toBeLessThan(6000);
  const answer = await raw("/1/indexes/*/queries", { method: "POST", headers, body, from });
  expect(answer.status).toBe(400);
  expect(answer.body.length).toBeLessThan(1000);
  expect(JSON.parse(answer.text)).toEqual({ status: 400, message: expect.stringMatching(/^Too many hits in one request: 50 queries ask for 50000 hits/) });
  const facets = await raw("/1/indexes/Car_production/query", { method: "POST", headers, body: JSON.stringify({ facets: ["*"], maxValuesPerFacet: 1000, hitsPerPage: 0 }), from });
  expect([facets.status, JSON.parse(facets.text).message]).toEqual([400, expect.stringMatching(/^Too many facet values in one request/)]);
  // What a shopper's InstantSearch sends still works.
  const instantSearch = JSON.stringify({
    requests: [
      { indexName: "Car_production", params: 'hitsPerPage=21&facets=["*"]&maxValuesPerFacet=20&facetFilters=[["make:Toyota"]]' },
      { indexName: "Car_production", params: "hitsPerPage=0&facets=make&maxValuesPerFacet=20" },
      { indexName: "Car_production", params: "hitsPerPage=0&facets=price" },
    ],
  });
  const listing = await raw("/1/indexes/*/queries", { method: "POST", headers, body: instantSearch, from });
  expect(listing.status).toBe(200);
});

test("one client's queries with a site's key are rate limited with 429 and Retry-After", async () => {
  const from = "127.0.0.3";
  const headers = await searchCredentials("harbour-toyota", from);
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof raw>> | null = null;
  // The default limit is 1200 queries a minute: 30 requests of 50 cheap queries go past it.
  for (let i = 0; i < 30 && !refused; i++) {
    const answer = await raw("/1/indexes/*/queries", { method: "POST", site: "harbour-toyota", headers, body: multiQuery(50, "hitsPerPage=0"), from });
    statuses.push(answer.status);
    if (answer.status === 429) refused = answer;
  }
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(refused?.status).toBe(429);
  expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  expect(JSON.parse(refused!.text).message).toMatch(/^Too many queries with this API key from your address: at most 1200 queries a minute/);
  // Another client (a shopper at another address) is not refused.
  const other = await raw("/1/indexes/*/queries", { method: "POST", site: "harbour-toyota", headers, body: multiQuery(1, "hitsPerPage=1"), from: "127.0.0.4" });
  expect(other.status).toBe(200);
});
