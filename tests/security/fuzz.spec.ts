// Fuzzing the whole server (issue 11, "Proof"): thousands of generated requests
// over every route of app/routes.ts, each demo site's pages (its sitemap, real
// car slugs) and the search API with each site's public key — odd paths, query
// strings, headers, methods and bodies — must never get a 5xx nor take over
// 10 s. The only 5xx allowed is the honest "busy" answer: a 503 with
// Retry-After (the image render queue is full; docs/security.md "Images").
// The requests come from fast-check generators with a fixed seed per run
// (printed, and FUZZ_SEED replays one), from their own loopback addresses so
// that per-client limits elsewhere in the suite are untouched. A 429 from our
// own rate limits is an ordinary 4xx.
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { searchSite, type SiteSlug } from "../e2e/detail-helpers.ts";
import { raw, type RawResponse } from "./support.ts";

const SITES: SiteSlug[] = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const TIME_BUDGET_MS = 75_000;
const SLOW_MS = 10_000;
const CONCURRENCY = 6;

interface FuzzRequest {
  site: SiteSlug;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every route of app/routes.ts with real values, and each site's own pages. */
async function knownPaths(request: APIRequestContext): Promise<{ site: SiteSlug; paths: string[]; slugs: string[]; keys: { appId: string; apiKey: string } }[]> {
  return Promise.all(
    SITES.map(async (site) => {
      const cars = await searchSite(request, site, { hitsPerPage: 12 });
      const slugs = cars.map((car) => car.slug);
      const ids = cars.map((car) => String((car as unknown as { objectID: string }).objectID));
      const sitemap = (await raw(site, "/sitemap.xml")).body;
      const listed = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).slice(0, 80);
      const config = JSON.parse((await raw(site, "/api/search-config")).body) as { appId: string; apiKey: string };
      const car = slugs[0];
      const routes = [
        "/", "/healthz", "/api/search-config", "/brands", "/toyota/overview", "/sitemap.xml", "/robots.txt", "/about-us",
        "/dealer-locator", "/privacy-policy", "/terms-and-conditions", "/cars", `/cars/${car}`, `/cars/${car}/view.json`,
        `/cars/${car}/autogauge`, `/cars/${car}/pdf`, `/print?car_id=${ids[0]}`, `/print?ids=${ids.slice(0, 3).join(",")}`,
        "/api/youx/quote", "/api/phone-reveal", "/api/delivery", "/search/used-cars", "/search/toyota", "/used-car/used-cars",
        "/special-offers", `/cars/${car}/enquire`, `/cars/${car}/request-photos`, "/book-test-drive", "/contact", "/contact-us",
        "/careers", "/finance", "/finance-enquiry", "/apply-for-finance", "/personalised/finance", "/cars/trade-in", "/trade-in",
        "/sell-my-car", "/sell-your-car", "/success?form=general", "/sign-in", "/api/analytics", `/cars/${car}/checkout`,
        `/cars/${car}/buy-online`, "/checkout-journey", "/no-such-page", "/img/car/hatch/f2f2f2/1.jpg", "/favicon.ico",
      ];
      return { site, paths: [...routes, ...listed, ...slugs.map((slug) => `/cars/${slug}`)], slugs, keys: config };
    }),
  );
}

// ---- generators --------------------------------------------------------------------

const ODD_TEXT = [
  "", " ", "%", "%%", "%zz", "%00", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%2F%2F", "%5C", "..", "../..", "..%2F..%2Fetc%2Fpasswd",
  "\u0000", "\u202e", "é", "😀", "\ud800", "-1", "0", "1e309", "NaN", "Infinity", "9007199254740993", "[]", "{}", "null",
  "true", "<script>alert(1)</script>", "' OR 1=1 --", "a".repeat(3000), "(".repeat(200), "[".repeat(100), "*", "\\", "//evil.example",
];
const oddText = fc.oneof(fc.constantFrom(...ODD_TEXT), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }), fc.integer().map(String));
/** Percent-encodes what a URL cannot carry raw, but keeps an odd escape as it is (that is the point). */
const urlText = (text: string) => text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g, (c) => encodeURIComponent(c).replace(/%25/g, "%"));
const safeUrlText = (text: string) => {
  try {
    return urlText(text);
  } catch {
    return "%ED%A0%80"; // a lone surrogate cannot be encoded: send its bytes instead
  }
};

const QUERY_NAMES = [
  "page", "sort", "q", "query", "car_id", "ids", "w", "h", "q", "fm", "form", "price", "make", "model", "year", "body", "state",
  "refinementList[make][0]", "range[price]", "hitsPerPage", "filters", "updated_at", "photos_count", "website_id", "step", "next",
  "redirect", "returnTo", "utm_source", "gclid", "_data", "index", "lat", "lng", "postcode", "amount", "term", "deposit",
];
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), oddText), oddText), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${safeUrlText(k)}=${safeUrlText(v)}`).join("&")}` : ""));

const pathMutation = (base: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(base) },
    { weight: 2, arbitrary: oddText.map((t) => `${base.split("?")[0].replace(/\/$/, "")}/${safeUrlText(t)}`) },
    { weight: 1, arbitrary: fc.constantFrom(".data", "/", "//", "/.data", "%2F..", "/index.html", ";x=1", "/../..").map((s) => `${base.split("?")[0]}${s}`) },
    { weight: 1, arbitrary: fc.webPath().map((p) => p || "/") },
    { weight: 1, arbitrary: fc.array(oddText, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.map(safeUrlText).join("/")}`) },
  );

const HEADER_CHOICES: Record<string, string[]> = {
  Accept: ["application/json", "text/html", "*/*", "text/x-script", "image/avif,image/webp", ";;;", ""],
  "Accept-Encoding": ["gzip", "br", "deflate, gzip;q=0", "identity;q=0", "x-garbage"],
  "Accept-Language": ["en-AU", "*", "xx-XX;q=abc"],
  Cookie: ["forecourt_csrf=x", "forecourt_csrf=%zz", "forecourt_visitor=aaaaaaaaaaaaaaaaaaaaaa", "a=b; a=c; =; ;", `big=${"x".repeat(4000)}`],
  "Content-Type": ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "multipart/form-data", "text/plain", "application/json; charset=latin1", "image/png"],
  "Cache-Control": ["no-cache", "max-age=0", "only-if-cached", "no-store, no-transform"],
  "If-None-Match": ["*", '"abc"', "W/\"x\"", "garbage"],
  "If-Modified-Since": ["Thu, 01 Jan 1970 00:00:00 GMT", "yesterday"],
  Range: ["bytes=0-10", "bytes=abc", "bytes=999999999-", "bytes=5-1", "bytes=0-0,1-1,2-2", "lines=1-2"],
  Origin: ["null", "https://evil.example", "http://harbour-toyota.localhost", "not a url", ""],
  Referer: ["https://evil.example/", "::::", "http://harbour-used.localhost/contact"],
  "Sec-Fetch-Site": ["cross-site", "same-origin", "none"],
  "User-Agent": ["Googlebot/2.1", "curl/8", "", "Mozilla/5.0", "\u00e9t\u00e9"],
  "X-Forwarded-For": ["1.2.3.4", "not-an-ip", "::1, ::2", ""],
  "X-Forwarded-Proto": ["https", "gopher"],
  Forwarded: ["for=1.2.3.4;proto=https", 'for="unterminated', "===="],
  "X-Requested-With": ["XMLHttpRequest"],
  "X-Cache-Bypass": ["guess", ""],
  "X-Algolia-API-Key": ["nope", ""],
  "X-Algolia-Application-Id": ["nope"],
};
/** Header values must be latin1 with no control characters, or Node refuses to send them: keep those. */
const sendable = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
const headers = fc
  .subarray(Object.keys(HEADER_CHOICES), { maxLength: 5 })
  .chain((names) => fc.tuple(...names.map((name) => fc.constantFrom(...HEADER_CHOICES[name]).map((value) => [name, value] as const))))
  .map((pairs) => Object.fromEntries(pairs.filter(([, value]) => sendable(value))));

const formBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom("csrf", "name", "email", "phone", "message", "category", "subcategory", "_enhanced", "dealership_slug", "car_id", "intent", "step", "terms_conditions", "a[b][c]", "x[]"), oddText), oddText), { maxLength: 10 })
  .map((pairs) => pairs.map(([k, v]) => `${safeUrlText(k)}=${safeUrlText(v)}`).join("&"));
const jsonBody = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom('{"a":', "[".repeat(5000), '{"requests":[{"indexName":"Car_production","params":"hitsPerPage=1000&facets=%5B%22*%22%5D"}]}', "null", '"\\ud800"'),
);
const anyBody = fc.oneof(formBody, jsonBody, fc.string({ maxLength: 300 }), fc.constant(""));
const method = fc.oneof({ weight: 8, arbitrary: fc.constant("GET") }, { weight: 2, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("HEAD", "PUT", "DELETE", "PATCH", "OPTIONS") });

function pageRequest(site: SiteSlug, paths: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ base: fc.constantFrom(...paths), method, headers, body: anyBody, query: queryString, keepQuery: fc.boolean() })
    .chain(({ base, ...rest }) => pathMutation(base).map((path) => ({ ...rest, path })))
    .map(({ method, headers, body, path, query, keepQuery }) => {
      const full = query ? `${path}${path.includes("?") && keepQuery ? query.replace("?", "&") : query}` : path;
      return { site, method, path: full.startsWith("/") ? full : `/${full}`, headers, body: method === "GET" || method === "HEAD" ? undefined : body };
    });
}

const ALGOLIA_PARAMS = [
  "query", "hitsPerPage", "page", "offset", "length", "facets", "filters", "numericFilters", "facetFilters", "tagFilters",
  "attributesToRetrieve", "attributesToHighlight", "attributesToSnippet", "maxValuesPerFacet", "sortFacetValuesBy",
  "getRankingInfo", "distinct", "aroundLatLng", "aroundRadius", "insideBoundingBox", "analytics", "clickAnalytics",
  "facetQuery", "maxFacetHits", "cursor", "restrictSearchableAttributes", "optionalFilters", "typoTolerance", "responseFields",
];
const ALGOLIA_VALUES = [
  "1", "0", "-1", "1000", "99999", "abc", '["*"]', '["make","model"]', "[", "make:Toyota", "price > 1000", "price:1 TO 2", "(((",
  "make:Toyota AND (model:Corolla OR model:Camry)", '[["make:Toyota","make:Mazda"],"status:in_stock"]', '"quoted', "true", "null", "{}",
  "count", "alpha", "*", "-33.8,151.2", "1,2,3,4", "\u0000", "%", "dealership_slug:other-dealer", "NOT status:sold",
];
const algoliaValue = fc.oneof(fc.constantFrom(...ALGOLIA_VALUES), oddText);
const algoliaParams = fc.dictionary(fc.constantFrom(...ALGOLIA_PARAMS), algoliaValue, { maxKeys: 5 });
const paramsString = algoliaParams.map((params) => new URLSearchParams(params).toString());
const indexName = fc.oneof(fc.constantFrom("Car_production", "Car_production_price_asc", "Car_production_price_desc", "Car_production_year_desc", "*", "nope", "%2A", "..", "Car_production%00"), oddText.map(safeUrlText));
const facetName = fc.oneof(fc.constantFrom("make", "model", "body_type", "price", "nope", "*", "__proto__", "constructor"), oddText.map(safeUrlText));

function searchRequest(site: SiteSlug, keys: { appId: string; apiKey: string }, slugs: string[]): fc.Arbitrary<FuzzRequest> {
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ "X-Algolia-Application-Id": keys.appId, "X-Algolia-API-Key": keys.apiKey }) },
    { weight: 1, arbitrary: fc.constant({ "X-Algolia-Application-Id": keys.appId, "X-Algolia-API-Key": `${keys.apiKey.slice(0, -2)}xx` }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  const target = fc.oneof(
    fc.array(fc.record({ indexName, params: paramsString }), { maxLength: 8 }).map((requests) => ({ method: "POST", path: "/1/indexes/*/queries", body: JSON.stringify({ requests }) })),
    fc.tuple(fc.array(fc.record({ indexName, params: paramsString }, { requiredKeys: [] }), { maxLength: 4 }), fc.constantFrom("none", "stopIfEnoughMatches", "bogus")).map(([requests, strategy]) => ({ method: "POST", path: "/1/indexes/*/queries", body: JSON.stringify({ requests, strategy }) })),
    fc.tuple(indexName, algoliaParams).map(([index, params]) => ({ method: "POST", path: `/1/indexes/${index}/query`, body: JSON.stringify(params) })),
    fc.tuple(indexName, paramsString).map(([index, params]) => ({ method: "GET", path: `/1/indexes/${index}?${params}`, body: undefined })),
    fc.tuple(indexName, algoliaParams, fc.boolean()).map(([index, params, post]) => (post ? { method: "POST", path: `/1/indexes/${index}/browse`, body: JSON.stringify(params) } : { method: "GET", path: `/1/indexes/${index}/browse?${new URLSearchParams(params)}`, body: undefined })),
    fc.tuple(indexName, facetName, algoliaParams).map(([index, facet, params]) => ({ method: "POST", path: `/1/indexes/${index}/facets/${facet}/query`, body: JSON.stringify(params) })),
    fc.tuple(indexName, fc.oneof(fc.constantFrom(...slugs), oddText.map(safeUrlText))).map(([index, id]) => ({ method: "GET", path: `/1/indexes/${index}/${id}`, body: undefined })),
    fc.array(fc.record({ indexName, objectID: fc.oneof(fc.constantFrom(...slugs), oddText) }), { maxLength: 5 }).map((requests) => ({ method: "POST", path: "/1/indexes/*/objects", body: JSON.stringify({ requests }) })),
    fc.tuple(fc.constantFrom("POST", "GET", "PUT", "DELETE"), pathMutation("/1/indexes/Car_production"), jsonBody).map(([method, path, body]) => ({ method, path, body: method === "GET" ? undefined : body })),
  );
  return fc.record({ target, auth, extra: headers }).map(({ target, auth, extra }) => ({
    site,
    method: target.method,
    path: target.path,
    headers: { ...extra, ...auth, ...(target.body !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: target.body,
  }));
}

// ---- running ------------------------------------------------------------------------

const describe = (r: FuzzRequest) => `${r.method} ${r.site} ${r.path.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 300)}${r.body ? ` body=${JSON.stringify(r.body.slice(0, 200))}` : ""}`;

test("thousands of odd requests over every route and the search API: no 5xx, none over 10 s", async ({ request }) => {
  test.setTimeout(150_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)`);
  const sites = await knownPaths(request);
  const generator = fc.oneof(
    ...sites.flatMap(({ site, paths, slugs, keys }) => [
      { weight: 3, arbitrary: pageRequest(site, paths) },
      { weight: 2, arbitrary: searchRequest(site, keys, slugs) },
    ]),
  );
  const requests = fc.sample(generator, { numRuns: REQUESTS, seed });

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let slowest = 0;
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, lane) => {
      while (next < requests.length && Date.now() - started < TIME_BUDGET_MS) {
        const fuzz = requests[next++];
        const began = Date.now();
        let answer: RawResponse;
        try {
          answer = await raw(fuzz.site, fuzz.path, { method: fuzz.method, headers: fuzz.headers, body: fuzz.body, from: `127.0.42.${lane + 1}` });
        } catch (error) {
          // The server may close a connection it refused (a 400 from Node's own parser); a socket error is not a 5xx.
          // A request Node's own client will not send (a character it refuses in a path or header) was never a test.
          if (/ERR_UNESCAPED_CHARACTERS|ERR_INVALID_CHAR|ERR_INVALID_HTTP_TOKEN|unescaped characters|Invalid character/.test(`${(error as { code?: string }).code} ${String(error)}`)) continue;
          if (!/socket hang up|ECONNRESET|Parse Error/.test(String(error))) failures.push(`${describe(fuzz)}: ${String(error)}`);
          continue;
        } finally {
          sent++;
        }
        const ms = Date.now() - began;
        slowest = Math.max(slowest, ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const busy = answer.status === 503 && answer.headers["retry-after"] !== undefined;
        if (answer.status >= 500 && !busy) failures.push(`${describe(fuzz)} → ${answer.status} ${answer.body.slice(0, 200)}`);
        if (ms > SLOW_MS) failures.push(`${describe(fuzz)} took ${ms} ms`);
      }
    }),
  );
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
  console.log(`fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, slowest ${slowest} ms; ${summary}`);
  expect(failures, `seed ${seed}`).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, 1500));
});

test("every route answers a POST whose body is not what it expects with a 4xx (the trade-in and multi-step forms gave 500s)", async ({ request }) => {
  test.setTimeout(120_000);
  const [{ site, paths }] = await knownPaths(request);
  const routes = paths.filter((path) => !path.startsWith("/img/")).slice(0, 48);
  const bodies: { headers: Record<string, string>; body: string }[] = [
    { headers: { "Content-Type": "text/plain" }, body: "\\dmq" },
    { headers: {}, body: "phone=&a%5Bb%5D%5Bc%5D=0&message=1" },
    { headers: { "Content-Type": "application/json" }, body: "{not json" },
    { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" },
  ];
  const failures: string[] = [];
  for (const path of routes) {
    for (const target of [path, `${path.split("?")[0].replace(/\/$/, "")}.data`]) {
      for (const { headers, body } of bodies) {
        // No Origin, as a script sends it (a browser's same-origin post reaches the actions just the same).
        const answer = await raw(site, target, { method: "POST", headers, body, from: "127.0.42.9" });
        if (answer.status >= 500) failures.push(`POST ${target} ${JSON.stringify(headers)} → ${answer.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
