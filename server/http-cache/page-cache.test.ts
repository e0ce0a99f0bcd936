import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gunzipSync } from "node:zlib";
import { PageCache, sharedCachePolicy } from "./page-cache.ts";

const html = (cacheControl: string, extra: Record<string, string> = {}) =>
  new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": cacheControl,
    ...extra,
  });
const LISTING = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

describe("what a shared cache may keep", () => {
  it("keeps public pages with s-maxage for that long, then stale-while-revalidate more", () => {
    expect(sharedCachePolicy(200, html(LISTING))).toEqual({
      freshMs: 60_000,
      staleMs: 300_000,
    });
    expect(sharedCachePolicy(200, html("public, s-maxage=5"))).toEqual({
      freshMs: 5000,
      staleMs: 0,
    });
    expect(sharedCachePolicy(200, html('S-MAXAGE="30"'))).toEqual({
      freshMs: 30_000,
      staleMs: 0,
    });
  });

  it("never keeps private, uncacheable, cookie-setting, varying or non-200 responses", () => {
    expect(sharedCachePolicy(200, html("private, no-cache"))).toBeNull();
    expect(sharedCachePolicy(200, html("public, max-age=60"))).toBeNull(); // no s-maxage: the browser's, not ours
    expect(sharedCachePolicy(200, html("s-maxage=60, no-store"))).toBeNull();
    expect(sharedCachePolicy(200, html(LISTING, { "set-cookie": "a=b" }))).toBeNull();
    expect(sharedCachePolicy(200, html(LISTING, { vary: "Cookie" }))).toBeNull();
    expect(sharedCachePolicy(200, html(LISTING, { vary: "Accept-Encoding" }))).not.toBeNull();
    expect(sharedCachePolicy(404, html(LISTING))).toBeNull();
    expect(sharedCachePolicy(301, html(LISTING))).toBeNull();
    expect(sharedCachePolicy(200, html("s-maxage=abc"))).toBeNull();
    expect(sharedCachePolicy(200, html("s-maxage=0"))).toBeNull();
  });

  it("never throws on any Cache-Control value", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const policy = sharedCachePolicy(200, new Headers({ "cache-control": value.replace(/[\r\n\0]/g, "") }));
        if (policy) expect(policy.freshMs).toBeGreaterThan(0);
      }),
    );
  });
});

describe("the page cache", () => {
  const policy = { freshMs: 60_000, staleMs: 300_000 };

  it("answers fresh, then stale, then not at all as the page ages", () => {
    let now = 0;
    const cache = new PageCache(1 << 20, () => now);
    const key = PageCache.key("Harbour-Toyota.localhost:3000", "/search/used-cars");
    cache.store(key, 1, 200, html(LISTING), Buffer.from("<p>page</p>"), policy);
    expect(cache.lookup(PageCache.key("harbour-toyota.localhost:3000", "/search/used-cars"), 1).state).toBe("fresh");
    now = 60_000;
    expect(cache.lookup(key, 1).state).toBe("fresh");
    now = 60_001;
    expect(cache.lookup(key, 1).state).toBe("stale");
    now = 360_001;
    expect(cache.lookup(key, 1).state).toBe("miss");
    expect(cache.size).toBe(0);
  });

  it("does not answer with a page made from other data", () => {
    const cache = new PageCache(1 << 20);
    const key = PageCache.key("a.localhost", "/");
    cache.store(key, 7, 200, html(LISTING), Buffer.from("x"), policy);
    expect(cache.lookup(key, 8).state).toBe("miss");
    expect(cache.lookup(key, 7).state).toBe("miss"); // dropped on the first mismatch
  });

  it("keeps each host's page apart", () => {
    const cache = new PageCache(1 << 20);
    cache.store(PageCache.key("a.localhost", "/"), 1, 200, html(LISTING), Buffer.from("a"), policy);
    cache.store(PageCache.key("b.localhost", "/"), 1, 200, html(LISTING), Buffer.from("b"), policy);
    const body = (host: string) => {
      const found = cache.lookup(PageCache.key(host, "/"), 1);
      return found.state === "miss" ? null : found.page.body.toString();
    };
    expect([body("a.localhost"), body("b.localhost"), body("c.localhost")]).toEqual(["a", "b", null]);
  });

  it("makes a gzipped copy of text bodies that decompresses to the page, and drops length headers", () => {
    const cache = new PageCache(1 << 20);
    const body = Buffer.from("<li>Toyota Corolla</li>".repeat(200));
    const page = cache.store("k", 1, 200, html(LISTING, { "content-length": String(body.length) }), body, policy)!;
    const gzipped = cache.gzippedBody(page)!;
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
    expect(gzipped.length).toBeLessThan(body.length / 4);
    expect(cache.gzippedBody(page)).toBe(gzipped); // compressed once
    expect(page.headers.map(([name]) => name)).not.toContain("content-length");
    const small = cache.store("small", 1, 200, html(LISTING), Buffer.from("tiny"), policy)!;
    expect([small.compressible, small.gzipped]).toEqual([false, null]);
  });

  it("stays within its byte budget, letting the least recently used page go first", () => {
    const cache = new PageCache(8 * (1000 + 512), () => 0);
    const page = (n: number) => Buffer.alloc(1000, 65 + n);
    const text = new Headers({
      "cache-control": LISTING,
      "content-type": "application/octet-stream",
    });
    for (let i = 0; i < 8; i++) cache.store(`p${i}`, 1, 200, text, page(i), policy);
    expect(cache.size).toBe(8);
    cache.lookup("p0", 1); // p0 is now the most recently used
    cache.store("p8", 1, 200, text, page(8), policy);
    expect(cache.size).toBe(8);
    expect(cache.lookup("p1", 1).state).toBe("miss");
    expect(cache.lookup("p0", 1).state).toBe("fresh");
    expect(cache.usedBytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it("refuses a page larger than an eighth of its budget", () => {
    const cache = new PageCache(8000);
    expect(cache.store("big", 1, 200, new Headers({ "cache-control": LISTING }), Buffer.alloc(2000), policy)).toBeNull();
    expect(cache.size).toBe(0);
  });
});
