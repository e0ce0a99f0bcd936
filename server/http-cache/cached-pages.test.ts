// The page cache on a real node:http server, in front of a fetch handler that
// counts its renders, the way server/app.ts wires it.
import { afterEach, describe, expect, it } from "vitest";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { createRequestListener } from "@mjackson/node-fetch-server";
import { createCachedPages, pageKey } from "./cached-pages.ts";
import { PageCache } from "./page-cache.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        path,
        method,
        headers: { host: "harbour-toyota.localhost", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const LISTING = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(
  options: {
    cacheControl?: (url: URL) => string;
    setCookie?: boolean;
    delayMs?: number;
  } = {},
) {
  let now = 1_000_000;
  let version = 1;
  /** Per-host versions where set (a site's dealerships), else `version`. */
  const hostVersions = new Map<string, number>();
  const renders: string[] = [];
  const cache = new PageCache(1 << 20, () => now);
  const pages = createCachedPages({
    cache,
    dataVersion: (host) => hostVersions.get(host) ?? version,
    bypass: (req) => req.headers["x-cache-bypass"] === "operator-secret",
  });
  const render = pages.keepRendered(async (request) => {
    const url = new URL(request.url);
    renders.push(`${request.headers.get("host")}${url.pathname}${url.search}`);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": options.cacheControl?.(url) ?? LISTING,
    });
    if (options.setCookie) headers.set("set-cookie", "session=abc; HttpOnly");
    const body = `<h1>${request.headers.get("host")} ${url.pathname}${url.search} render ${renders.length} v${version}</h1>`.padEnd(4000, " ");
    return new Response(body, { headers });
  });
  const listener = createRequestListener(render);
  server = createServer((req, res) => {
    void pages.serve(req, res).then((served) => served || listener(req, res));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    renders,
    advance: (ms: number) => (now += ms),
    setVersion: (next: number) => (version = next),
    setHostVersion: (host: string, next: number) => hostVersions.set(host, next),
  };
}

describe("cached pages", () => {
  it("renders a page once and answers the same address from memory, gzipped when asked", async () => {
    const app = await start();
    const first = await get(app.port, "/search/used-cars?page=2");
    const second = await get(app.port, "/search/used-cars?page=2");
    const zipped = await get(app.port, "/search/used-cars?page=2", {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(app.renders).toEqual(["harbour-toyota.localhost/search/used-cars?page=2"]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe(LISTING);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["vary"]).toBe("Accept-Encoding");
    expect(gunzipSync(zipped.body).equals(first.body)).toBe(true);
  });

  it("keeps sites and addresses apart", async () => {
    const app = await start();
    await get(app.port, "/");
    await get(app.port, "/", { host: "harbour-used.localhost" });
    await get(app.port, "/?a=1");
    const used = await get(app.port, "/", { host: "harbour-used.localhost" });
    expect(app.renders).toEqual(["harbour-toyota.localhost/", "harbour-used.localhost/", "harbour-toyota.localhost/?a=1"]);
    expect(used.body.toString()).toContain("harbour-used.localhost / render 2");
  });

  it("renders again when the data changed", async () => {
    const app = await start();
    await get(app.port, "/search/new-cars");
    app.setVersion(2);
    const after = await get(app.port, "/search/new-cars");
    expect(app.renders).toHaveLength(2);
    expect(after.body.toString()).toContain("v2");
  });

  it("serves a stale page while one background render refreshes it", async () => {
    const app = await start();
    await get(app.port, "/x");
    app.advance(61_000);
    const stale = await get(app.port, "/x");
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.headers["age"]).toBe("61");
    expect(stale.body.toString()).toContain("render 1");
    await expect.poll(() => app.renders.length).toBe(2);
    await expect.poll(async () => (await get(app.port, "/x")).body.toString()).toContain("render 2");
    app.advance(400_000);
    await get(app.port, "/x");
    expect(app.renders).toHaveLength(3);
  });

  it("answers a shopper's Cache-Control: no-cache from the cache; only the operator's bypass renders", async () => {
    const app = await start();
    await get(app.port, "/y");
    for (const control of ["no-cache", "no-cache, no-store, max-age=0"]) {
      const reloaded = await get(app.port, "/y", { "cache-control": control, pragma: "no-cache" });
      expect(reloaded.headers["x-cache"]).toBe("HIT");
      expect(reloaded.body.toString()).toContain("render 1");
    }
    expect(app.renders).toHaveLength(1);
    expect((await get(app.port, "/y", { "x-cache-bypass": "guess" })).headers["x-cache"]).toBe("HIT");
    const bypassed = await get(app.port, "/y", { "x-cache-bypass": "operator-secret" });
    expect(bypassed.body.toString()).toContain("render 2");
    expect((await get(app.port, "/y")).body.toString()).toContain("render 2"); // the operator's render replaces the kept page
  });

  it("keeps one site's pages when only another site's data changed", async () => {
    const app = await start();
    app.setHostVersion("harbour-toyota.localhost", 1);
    app.setHostVersion("harbour-used.localhost", 1);
    await get(app.port, "/search");
    await get(app.port, "/search", { host: "harbour-used.localhost" });
    app.setHostVersion("harbour-used.localhost", 2);
    expect((await get(app.port, "/search")).headers["x-cache"]).toBe("HIT");
    const used = await get(app.port, "/search", { host: "harbour-used.localhost" });
    expect(used.headers["x-cache"]).toBeUndefined();
    expect(app.renders).toHaveLength(3);
  });

  it("never keeps pages that set cookies or are private", async () => {
    const cookies = await start({ setCookie: true });
    await get(cookies.port, "/a");
    await get(cookies.port, "/a");
    expect(cookies.renders).toHaveLength(2);
    server!.close();
    const privatePages = await start({
      cacheControl: () => "private, no-cache",
    });
    await get(privatePages.port, "/b");
    const again = await get(privatePages.port, "/b");
    expect(privatePages.renders).toHaveLength(2);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("renders a page once for many requests that arrive together", async () => {
    const app = await start({ delayMs: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(app.port, "/busy")));
    expect(app.renders).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
  });

  it("answers HEAD from memory without a body, and never caches other methods", async () => {
    const app = await start();
    await get(app.port, "/h");
    const head = await get(app.port, "/h", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    await get(app.port, "/h", {}, "POST");
    expect(app.renders).toHaveLength(2);
  });
});

describe("page keys", () => {
  it("normalise the address and ignore the host's case", () => {
    expect(pageKey("Harbour-Toyota.localhost:3000", "/search/used-cars?x=1")).toBe(pageKey("harbour-toyota.localhost:3000", "/search/used-cars?x=1"));
    expect(pageKey("a", "/search/%7euser")).toBe(pageKey("a", "/search/%7euser"));
    expect(pageKey("a", "/b")).not.toBe(pageKey("a", "/c"));
  });
});
