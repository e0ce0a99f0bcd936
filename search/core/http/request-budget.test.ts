// Finding 3 of the penetration test: one 5 KB multi-query asked for 50 × 1000
// hits with every facet, returned 35.7 MB and held the event loop for 5 s.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../cars/engine.ts";
import { makeCar } from "../../cars/testing/make-car.ts";
import { searchRateLimiter } from "../../../services/security/index.ts";
import { createAlgoliaHandler, type AlgoliaHandlerOptions } from "./algolia-handler.ts";
import { checkResponseBytes, MAX_RESPONSE_BYTES } from "./request-budget.ts";

const engine = new CarSearchEngine(Array.from({ length: 1500 }, (_, i) => makeCar(i + 1, { price: 10_000 + i * 37, make: ["Toyota", "Kia", "Mazda"][i % 3] })));
const KEY = { "x-algolia-application-id": "APP", "x-algolia-api-key": "public-key" };

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: Partial<AlgoliaHandlerOptions> = {}) {
  const handler = createAlgoliaHandler({ engine, resolveKey: () => ({ scopeFilters: "", id: "site" }), ...options });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function post(port: number, path: string, body: unknown): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers: { ...KEY, "content-type": "application/json" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const queries = (count: number, params: string) => ({ requests: Array.from({ length: count }, () => ({ indexName: "Car_production", params })) });

describe("the search API's budget per request", () => {
  it("refuses 50 × hitsPerPage=1000 with every facet with a 400 naming the limit, before doing the work", async () => {
    const port = await start();
    const answer = await post(port, "/1/indexes/*/queries", queries(50, 'hitsPerPage=1000&facets=["*"]'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      status: 400,
      message: expect.stringMatching(/^Too many hits in one request: 50 queries ask for 50000 hits .*at most 1000 full records a request/),
    });
    expect(answer.text.length).toBeLessThan(1000);
  });

  it("refuses too many facet values, in one query or across many", async () => {
    const port = await start();
    const one = await post(port, "/1/indexes/Car_production/query", { hitsPerPage: 1, facets: ["*"], maxValuesPerFacet: 1000 });
    expect([one.status, JSON.parse(one.text).message]).toEqual([400, expect.stringContaining("Too many facet values in one request")]);
    const many = await post(port, "/1/indexes/*/queries", queries(6, 'hitsPerPage=1&facets=["make","model","body","price"]&maxValuesPerFacet=1000'));
    expect([many.status, JSON.parse(many.text).message]).toEqual([400, expect.stringContaining("Too many facet values in one request")]);
  });

  it("refuses too many facet counts across the queries of a request (each is a tally over the matches)", async () => {
    const port = await start();
    const answer = await post(port, "/1/indexes/*/queries", queries(3, 'hitsPerPage=1&facets=["*"]&maxValuesPerFacet=5'));
    expect([answer.status, JSON.parse(answer.text).message]).toEqual([400, expect.stringMatching(/^Too many facets in one request: 3 queries ask for \d+ facet counts .*at most 100 a request/)]);
  });

  it("counts hits by the attributes they retrieve, and answers what InstantSearch sends", async () => {
    const port = await start();
    const ids = await post(port, "/1/indexes/*/queries", queries(5, 'hitsPerPage=1000&attributesToRetrieve=["objectID"]&attributesToHighlight=[]'));
    expect(ids.status).toBe(200);
    expect(JSON.parse(ids.text).results.map((r: { hits: unknown[] }) => r.hits.length)).toEqual([1000, 1000, 1000, 1000, 1000]);
    const listing = await post(port, "/1/indexes/*/queries", {
      requests: [
        { indexName: "Car_production", params: 'hitsPerPage=21&facets=["*"]&maxValuesPerFacet=100&facetFilters=[["make:Toyota"]]' },
        { indexName: "Car_production", params: "hitsPerPage=0&facets=make" },
        { indexName: "Car_production", params: "hitsPerPage=0&facets=model" },
      ],
    });
    expect(listing.status).toBe(200);
  });

  it("caps the bytes of a response", () => {
    expect(() => checkResponseBytes(MAX_RESPONSE_BYTES)).not.toThrow();
    expect(() => checkResponseBytes(MAX_RESPONSE_BYTES + 1)).toThrow(/^Response too large: more than 4194304 bytes/);
  });

  it("lets other work run between the queries of a multi-query", async () => {
    const log: string[] = [];
    const watched = Object.create(engine) as CarSearchEngine;
    watched.multiSearchJsonParts = function* (...args) {
      for (const part of engine.multiSearchJsonParts(...args)) {
        log.push("query");
        yield part;
      }
    };
    const port = await start({ engine: watched });
    let ticking = true;
    const tick = () => {
      if (log.length > 0) log.push("other");
      if (ticking) setImmediate(tick);
    };
    tick();
    const answer = await post(port, "/1/indexes/*/queries", queries(20, "hitsPerPage=20&query=toyota"));
    ticking = false;
    expect(answer.status).toBe(200);
    const first = log.indexOf("query");
    const last = log.lastIndexOf("query");
    expect(log.filter((entry) => entry === "query")).toHaveLength(20);
    expect(log.slice(first, last).filter((entry) => entry === "other").length).toBeGreaterThanOrEqual(19);
  });
});

describe("the search API's rate limit", () => {
  it("answers 429 with Retry-After once a client has used its key's queries for the minute; other clients go on", async () => {
    const limiter = searchRateLimiter(60);
    let address = "198.51.100.7";
    const port = await start({ limitRate: (request) => limiter({ ...request, clientAddress: address }) });
    expect((await post(port, "/1/indexes/*/queries", queries(50, "hitsPerPage=1"))).status).toBe(200);
    const refused = await post(port, "/1/indexes/*/queries", queries(11, "hitsPerPage=1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text)).toEqual({ status: 429, message: expect.stringMatching(/^Too many queries with this API key from your address: at most 60 queries a minute/) });
    address = "198.51.100.8";
    expect((await post(port, "/1/indexes/*/queries", queries(50, "hitsPerPage=1"))).status).toBe(200);
  });
});
