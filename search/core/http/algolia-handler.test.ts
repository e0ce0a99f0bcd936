// The HTTP surface with the official clients pointed at it: algoliasearch v5
// (lite and full) and algoliasearch-helper doing disjunctive faceting the way
// InstantSearch does. Answers must equal the in-process engine's, and a site
// key must never see past its scope.
import { createServer, request as httpRequest } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { algoliasearch } from "algoliasearch";
import { liteClient } from "algoliasearch/lite";
import algoliasearchHelper from "algoliasearch-helper";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibilityFilter } from "../../../domain/visibility.ts";
import { generateCars, generateReference } from "../../../demo/data/generate.ts";
import { carDocumentFrom } from "../../../services/stock/index.ts";
import type { CarDocument } from "../../../domain/car-document.ts";
import { CarSearchEngine } from "../../cars/engine.ts";
import { createSecuredKey, verifySecuredKey } from "../secured-key.ts";
import { clauseArbitrary } from "../../cars/testing/arbitraries.ts";
import { formatFilters } from "../filters/format.ts";
import type { SearchResponse } from "../types.ts";
import { createAlgoliaHandler } from "./algolia-handler.ts";

const SECRET = "handler-test-secret";
const APP_ID = "FORECOURT";
const now = new Date("2026-11-21T03:00:00Z");

function demoDocuments(count: number): CarDocument[] {
  const ref = generateReference(11, { now });
  const dealerships = new Map(ref.dealerships.map((d) => [d.id, d]));
  const locations = new Map(ref.locations.map((l) => [l.id, l]));
  return [...generateCars(ref, { count, seed: 11, now })].map((car) => {
    const d = dealerships.get(car.dealershipId)!;
    const l = car.locationId ? locations.get(car.locationId)! : null;
    return carDocumentFrom(car, { id: d.id, name: d.name, slug: d.slug }, l);
  });
}

const docs = demoDocuments(600);
const engine = new CarSearchEngine(docs);
const dealershipId = (slug: string) => docs.find((d) => d.dealership_slug === slug)!.dealership_id;
const SCOPES: Record<string, string> = {
  "harbour-toyota": visibilityFilter({ level: 0, dealershipIds: [dealershipId("harbour-toyota")] }, now),
  "harbour-used": visibilityFilter({ level: 3, dealershipIds: [dealershipId("harbour-used-cars"), dealershipId("harbour-toyota")] }, now),
};
const toyotaKey = createSecuredKey(SECRET, "harbour-toyota");
const usedKey = createSecuredKey(SECRET, "harbour-used");

let server: Server;
let port: number;
const handlerErrors: unknown[] = [];

beforeAll(async () => {
  const handler = createAlgoliaHandler({
    engine,
    resolveKey(appId, apiKey) {
      const site = verifySecuredKey(SECRET, apiKey);
      return appId === APP_ID && site && SCOPES[site] ? { scopeFilters: SCOPES[site] } : null;
    },
    onError: (error) => handlerErrors.push(error),
  });
  server = createServer(async (req, res) => {
    if (!(await handler(req, res))) {
      res.writeHead(418);
      res.end("not for the search API");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  expect(handlerErrors).toEqual([]);
});

const hosts = () => [{ url: `127.0.0.1:${port}`, protocol: "http" as const, accept: "readWrite" as const }];
const lite = (key = toyotaKey) => liteClient(APP_ID, key, { hosts: hosts() });
const full = (key = toyotaKey) => algoliasearch(APP_ID, key, { hosts: hosts() });

/** What the response says, without its timing. */
function comparable(response: Partial<SearchResponse> & Record<string, unknown>) {
  const { processingTimeMS: _ms, serverTimeMS: _server, ...rest } = response;
  return rest;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const withKey = (key = toyotaKey) => ({ "x-algolia-application-id": APP_ID, "x-algolia-api-key": key });

describe("the official clients against our server", () => {
  it("answers the lite client's multi-query exactly as the engine does in-process", async () => {
    const params = {
      query: "",
      facets: ["make", "body", "price", "year", "km", "car_type"],
      filters: "car_type:used OR car_type:demo",
      numericFilters: ["price>=10000"],
      hitsPerPage: 21,
      page: 1,
    };
    const { results } = await lite().search({ requests: [{ indexName: "Car_production_price_asc", ...params }, { indexName: "Car_production", query: "corola", hitsPerPage: 5 }] });
    expect(results).toHaveLength(2);
    const local = engine.search("Car_production_price_asc", params, { scopeFilters: SCOPES["harbour-toyota"] });
    expect(local.nbHits).toBeGreaterThan(21);
    expect(comparable(results[0] as never)).toEqual(comparable(local as never));
    const typo = engine.search("Car_production", { query: "corola", hitsPerPage: 5 }, { scopeFilters: SCOPES["harbour-toyota"] });
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(comparable(results[1] as never)).toEqual(comparable(typo as never));
  });

  it("serves the full client: single search, facet values, objects and browse", async () => {
    const client = full();
    const single = await client.searchSingleIndex({ indexName: "Car_production", searchParams: { query: "toyota", facets: ["*"], maxValuesPerFacet: 5 } });
    expect(comparable(single as never)).toEqual(
      comparable(engine.search("Car_production", { query: "toyota", facets: ["*"], maxValuesPerFacet: 5 }, { scopeFilters: SCOPES["harbour-toyota"] }) as never),
    );

    const facetValues = await client.searchForFacetValues({ indexName: "Car_production", facetName: "model", searchForFacetValuesRequest: { facetQuery: "c", maxFacetHits: 3 } });
    expect(facetValues.facetHits.length).toBeGreaterThan(0);
    expect(facetValues.facetHits.every((hit) => hit.value.toLowerCase().split(/\W+/).some((w) => w.startsWith("c")))).toBe(true);
    expect(facetValues.facetHits[0].highlighted).toMatch(/<em>C<\/em>/i);

    const inScope = single.hits[0];
    const object = await client.getObject({ indexName: "Car_production", objectID: inScope.objectID, attributesToRetrieve: ["make", "price"] });
    expect(object).toEqual({ objectID: inScope.objectID, make: (inScope as unknown as CarDocument).make, price: (inScope as unknown as CarDocument).price });

    const browsed: string[] = [];
    await client.browseObjects<CarDocument>({
      indexName: "Car_production",
      browseParams: { hitsPerPage: 37, filters: "car_type:used" },
      aggregator: (response) => browsed.push(...response.hits.map((hit) => hit.objectID)),
    });
    const expected = engine.search("Car_production", { filters: "car_type:used", hitsPerPage: 1000 }, { scopeFilters: SCOPES["harbour-toyota"] });
    expect(browsed).toEqual(expected.hits.map((hit) => hit.objectID));

    const { results } = await client.search({ requests: [{ indexName: "Car_production", type: "facet", facet: "make", facetQuery: "toy" }] });
    expect((results[0] as { facetHits: { value: string }[] }).facetHits.map((hit) => hit.value)).toEqual(["Toyota"]);
  });

  it("gives algoliasearch-helper the counts InstantSearch shows for disjunctive facets", async () => {
    const helper = algoliasearchHelper(lite(usedKey) as never, "Car_production", {
      disjunctiveFacets: ["make", "simple_body"],
      facets: ["car_type"],
      hitsPerPage: 21,
    });
    helper.addDisjunctiveFacetRefinement("make", "Toyota").addDisjunctiveFacetRefinement("make", "Mazda").addDisjunctiveFacetRefinement("simple_body", "SUV");
    const result = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.on("result", ({ results }) => resolve(results));
      helper.on("error", ({ error }) => reject(error));
      helper.search();
    });
    const scope = { scopeFilters: SCOPES["harbour-used"] };
    const main = engine.search("Car_production", { facetFilters: [["make:Toyota", "make:Mazda"], ["simple_body:SUV"]], facets: ["car_type", "make", "simple_body"], hitsPerPage: 21 }, scope);
    expect(result.nbHits).toBe(main.nbHits);
    expect(result.hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(main.hits.map((hit) => hit.objectID));
    // A disjunctive facet counts as if its own refinement were not there.
    const makes = engine.search("Car_production", { facetFilters: [["simple_body:SUV"]], facets: ["make"], hitsPerPage: 0 }, scope).facets!.make;
    const shown = Object.fromEntries((result.getFacetValues("make", { sortBy: ["name:asc"] }) as { name: string; count: number }[]).map((v) => [v.name, v.count]));
    expect(shown).toEqual(makes);
    expect(Object.keys(makes).length).toBeGreaterThan(2);
  });
});

describe("secured site keys", () => {
  it("keeps every hit inside the key's scope whatever the client asks", async () => {
    const client = lite(toyotaKey);
    const toyota = dealershipId("harbour-toyota");
    await fc.assert(
      fc.asyncProperty(fc.array(clauseArbitrary, { maxLength: 3 }), fc.constantFrom("", "toyota", "s"), async (clauses, query) => {
        const filters = [formatFilters(clauses), `dealership_id = ${dealershipId("harbour-ford")}`, "show_on_dealer_website:false", "status:sold OR status:in_stock"];
        for (const filter of filters.filter(Boolean)) {
          const { results } = await client.search<CarDocument>({ requests: [{ indexName: "Car_production", query, filters: filter, hitsPerPage: 1000 }] });
          for (const hit of (results[0] as { hits: CarDocument[] }).hits) {
            expect(hit.dealership_id).toBe(toyota);
            expect(hit.show_on_dealer_website).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it("hides a record outside the scope as if it did not exist", async () => {
    const other = docs.find((d) => d.dealership_slug === "harbour-ford")!;
    await expect(full().getObject({ indexName: "Car_production", objectID: other.objectID })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses unknown, tampered and missing keys with a 403", async () => {
    const tampered = Buffer.from(Buffer.from(toyotaKey, "base64").toString("utf8").replace("harbour-toyota", "harbour-used")).toString("base64");
    for (const key of [tampered, createSecuredKey("another-secret", "harbour-toyota"), "not-a-key"]) {
      const response = await raw("POST", "/1/indexes/Car_production/query", "{}", withKey(key));
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ message: "Invalid Application-ID or API key", status: 403 });
    }
    expect((await raw("POST", "/1/indexes/Car_production/query", "{}")).status).toBe(403);
    await expect(lite(tampered).search({ requests: [{ indexName: "Car_production" }] })).rejects.toMatchObject({ status: 403 });
  });
});

describe("requests and errors", () => {
  it("takes credentials as query parameters, bodies as text/plain and gzip, and params strings", async () => {
    const path = `/1/indexes/Car_production/query?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${encodeURIComponent(toyotaKey)}`;
    const params = `query=&hitsPerPage=3&facets=${encodeURIComponent('["make"]')}&facetFilters=${encodeURIComponent('[["car_type:used","car_type:demo"]]')}`;
    const plain = await raw("POST", path, JSON.stringify({ params }), { "content-type": "text/plain" });
    expect(plain.status).toBe(200);
    const body = JSON.parse(plain.body);
    const local = engine.search("Car_production", { hitsPerPage: 3, facets: ["make"], facetFilters: [["car_type:used", "car_type:demo"]] }, { scopeFilters: SCOPES["harbour-toyota"] });
    expect(body.hits.map((h: CarDocument) => h.objectID)).toEqual(local.hits.map((h) => h.objectID));
    expect(body.facets).toEqual(local.facets);
    expect(body.params).toBe(params);

    const zipped = await raw("POST", path, gzipSync(JSON.stringify({ params })), { "content-encoding": "gzip" });
    expect(JSON.parse(zipped.body).nbHits).toBe(local.nbHits);
    const viaGet = await raw("GET", `/1/indexes/Car_production?query=&hitsPerPage=3&x-algolia-application-id=${APP_ID}&x-algolia-api-key=${encodeURIComponent(toyotaKey)}`);
    expect(JSON.parse(viaGet.body).params).toBe("query=&hitsPerPage=3");
  });

  it("answers the browser's preflight and marks every response for CORS", async () => {
    const preflight = await raw("OPTIONS", "/1/indexes/*/queries", undefined, { origin: "https://harbour-toyota.example", "access-control-request-headers": "x-algolia-api-key, content-type" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-headers"]).toBe("x-algolia-api-key, content-type");
    expect(preflight.headers["access-control-allow-methods"]).toContain("POST");
    const error = await raw("POST", "/1/indexes/Car_production/query", "{}");
    expect(error.headers["access-control-allow-origin"]).toBe("*");
  });

  it("explains bad input with Algolia-style 4xx errors, never a 500", async () => {
    const post = async (path: string, body: string) => {
      const response = await raw("POST", path, body, withKey());
      return { status: response.status, body: JSON.parse(response.body) as { message: string; status: number } };
    };
    expect(await post("/1/indexes/Car_production/query", JSON.stringify({ filters: "make:Ford AND (model:Ranger" }))).toEqual({
      status: 400,
      body: { message: "filters: Missing ')' to close the '(' at col 15", status: 400 },
    });
    expect(await post("/1/indexes/Nope/query", "{}")).toEqual({ status: 404, body: { message: "Index Nope does not exist", status: 404 } });
    const many = JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: "Car_production" })) });
    expect((await post("/1/indexes/*/queries", many)).body).toEqual({ message: "Too many queries: at most 50 in one request, got 51", status: 400 });
    expect((await post("/1/indexes/Car_production/query", "{not json")).status).toBe(400);
    expect((await post("/1/indexes/Car_production/query", JSON.stringify({ hitsPerPage: "lots" }))).body.message).toBe('hitsPerPage: expected a whole number from 0 to 1000, got "lots"');
    expect((await post("/1/indexes/Car_production/query", JSON.stringify({ query: "x".repeat(600) }))).status).toBe(400);
    expect((await post("/1/indexes/Car_production/query", "x".repeat(1_100_000))).status).toBe(413);
    expect((await post("/1/indexes/Car_production/batch", "{}")).status).toBe(403);
    expect((await raw("DELETE", "/1/indexes/Car_production", undefined, withKey())).status).toBe(403);
    expect((await raw("GET", "/1/indexes/Car_production/999999", undefined, withKey())).status).toBe(404);
    expect((await post("/1/indexes/Car_production/browse", JSON.stringify({ cursor: "garbage" }))).body.message).toMatch(/^cursor:/);
  });

  it("matches nothing for unknown attributes, as Algolia does", async () => {
    const { results } = await lite().search({ requests: [{ indexName: "Car_production", filters: "no_such_attribute:1" }, { indexName: "Car_production", filters: "NOT no_such_attribute:1", hitsPerPage: 0 }] });
    expect((results[0] as SearchResponse).nbHits).toBe(0);
    expect((results[1] as SearchResponse).nbHits).toBe(engine.search("Car_production", {}, { scopeFilters: SCOPES["harbour-toyota"] }).nbHits);
  });

  it("leaves other paths to the rest of the server", async () => {
    expect((await raw("GET", "/search/new-cars")).status).toBe(418);
  });
});
