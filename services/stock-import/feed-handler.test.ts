import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { createStockImageStore } from "../images/index.ts";
import { createStockFeedHandler, findDealershipBySlug, importFeedText, issueFeedToken, type DealershipRef } from "./index.ts";

const HEADER = "stock_number,year,make,model,car_type,price,images";

describe.each(testDatabaseTargets)("the stock feed endpoint on $name", (target) => {
  let db: Database;
  let server: Server;
  let base: string;
  let toyota: DealershipRef;
  let toyotaToken: string;
  let mazdaToken: string;
  let dir: string;

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: 20, seed: 5, now: new Date("2026-11-21T00:00:00Z") });
    toyota = (await findDealershipBySlug(db, "harbour-toyota"))!;
    toyotaToken = await issueFeedToken(db, toyota, "DMS");
    mazdaToken = await issueFeedToken(db, (await findDealershipBySlug(db, "harbour-mazda"))!);
    dir = mkdtempSync(join(tmpdir(), "feed-images-"));
    const handler = createStockFeedHandler({ db, images: createStockImageStore({ dir }), limits: { maxBytes: 4096, maxRows: 100 } });
    server = createServer((req, res) => {
      void handler(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/stock-feed`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const push = (path: string, body: string, headers: Record<string, string>) => fetch(`${base}/${path}`, { method: "POST", body, headers });

  it("applies a feed pushed with the dealership's token and answers the summary", async () => {
    const response = await push("harbour-toyota?mode=delta", `${HEADER}\nPUSH-1,2022,Toyota,Yaris,used,19990,\nPUSH-2,2022,Toyota,Yaris,used,19x90,\n`, {
      Authorization: `Bearer ${toyotaToken}`,
      "Content-Type": "text/csv",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ mode: "delta", added: 1, rejected: 1, errors: [{ line: 3, column: "price", message: 'line 3, price: "19x90" is not a number' }] });
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from cars where stocknum = 'PUSH-1' and dealership_id = $1", [toyota.id]);
    expect(n).toBe(1);
  });

  it("answers 401 without a token or with a wrong one, and never reads a cookie", async () => {
    const csv = `${HEADER}\nPUSH-3,2022,Toyota,Yaris,used,19990,\n`;
    expect((await push("harbour-toyota", csv, { "Content-Type": "text/csv" })).status).toBe(401);
    expect((await push("harbour-toyota", csv, { "Content-Type": "text/csv", Authorization: "Bearer fcfeed_not-a-real-token" })).status).toBe(401);
    const cookieOnly = await push("harbour-toyota", csv, { "Content-Type": "text/csv", Cookie: `token=${toyotaToken}; session=x` });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers 403 to another dealership's token, and changes nothing", async () => {
    const response = await push("harbour-toyota", `${HEADER}\nPUSH-4,2022,Toyota,Yaris,used,19990,\n`, { Authorization: `Bearer ${mazdaToken}`, "Content-Type": "text/csv" });
    expect(response.status).toBe(403);
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from cars where stocknum = 'PUSH-4'");
    expect(n).toBe(0);
  });

  it("answers 413, 415, 400 and 422 with a message", async () => {
    const auth = { Authorization: `Bearer ${toyotaToken}` };
    const big = await push("harbour-toyota", `${HEADER}\n${"X".repeat(5000)}`, { ...auth, "Content-Type": "text/csv" });
    expect(big.status).toBe(413);
    expect((await push("harbour-toyota", "x", { ...auth, "Content-Type": "application/pdf" })).status).toBe(415);
    expect((await push("harbour-toyota?mode=everything", `${HEADER}\n`, { ...auth, "Content-Type": "text/csv" })).status).toBe(400);
    const unreadable = await push("harbour-toyota", "stock_number,odometer\nA,1\n", { ...auth, "Content-Type": "text/csv" });
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).message).toMatch(/odometer/);
    expect((await fetch(`${base}/harbour-toyota`)).status).toBe(405);
  });

  it("reads a feed in the charset its Content-Type names, and refuses bytes that are not text in it", async () => {
    const auth = { Authorization: `Bearer ${toyotaToken}` };
    const latin1 = Buffer.from(`${HEADER}\nPUSH-6,2022,Toyota,Caf\xe9,used,19990,\n`, "latin1");
    const send = (body: Buffer, headers: Record<string, string>) => fetch(`${base}/harbour-toyota`, { method: "POST", body: new Uint8Array(body), headers: { ...auth, ...headers } });
    // Named: read in that charset.
    expect((await send(latin1, { "Content-Type": "text/csv; charset=windows-1252" })).status).toBe(200);
    const [stored] = await db.query<{ model: string }>("select model from cars where stocknum = 'PUSH-6' and dealership_id = $1", [toyota.id]);
    expect(stored.model).toBe("Café");
    // Not named: UTF-8, and a byte that is not UTF-8 refuses the feed, naming its line (it was stored as "Caf\uFFFD").
    const refused = await send(Buffer.from(`${HEADER}\nPUSH-7,2022,Toyota,Yaris,used,19990,\nPUSH-8,2022,Toyota,Caf\xe9,used,19990,\n`, "latin1"), { "Content-Type": "text/csv" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(
      "The feed is not utf-8 text: line 3 holds bytes that are not UTF-8. Send UTF-8, or name the feed's charset in Content-Type (text/csv; charset=windows-1252).",
    );
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from cars where stocknum in ('PUSH-7', 'PUSH-8')");
    expect(n).toBe(0);
    const unknown = await send(latin1, { "Content-Type": "text/csv; charset=klingon" });
    expect([unknown.status, (await unknown.json()).message]).toEqual([415, "charset=klingon is not read here: send UTF-8, or name a charset such as windows-1252."]);
  });

  it("reads a compressed feed (gzip, deflate, br) within the limit once inflated, and refuses one it cannot inflate", async () => {
    const auth = { Authorization: `Bearer ${toyotaToken}` };
    const send = (body: Buffer, headers: Record<string, string>) => fetch(`${base}/harbour-toyota`, { method: "POST", body: new Uint8Array(body), headers: { ...auth, ...headers } });
    const feed = (stock: string, model = "Yaris") => Buffer.from(`${HEADER}\n${stock},2022,Toyota,${model},used,19990,\n`, "latin1");
    const compressors: Record<string, (bytes: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
    for (const [encoding, compress] of Object.entries(compressors)) {
      const response = await send(compress(feed(`ZIP-${encoding}`)), { "Content-Type": "text/csv", "Content-Encoding": encoding });
      expect([encoding, response.status, await response.json()]).toMatchObject([encoding, 200, { added: 1, rejected: 0 }]);
    }
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from cars where stocknum like 'ZIP-%' and dealership_id = $1", [toyota.id]);
    expect(n).toBe(3);
    // Inflated, it is read in its charset as any feed.
    expect((await send(gzipSync(feed("ZIP-LATIN", "Caf\xe9")), { "Content-Type": "text/csv; charset=windows-1252", "Content-Encoding": "gzip" })).status).toBe(200);
    const [stored] = await db.query<{ model: string }>("select model from cars where stocknum = 'ZIP-LATIN' and dealership_id = $1", [toyota.id]);
    expect(stored.model).toBe("Café");
    // A few hundred bytes that inflate past the limit (4,096 bytes here): refused when the limit is reached.
    const bomb = gzipSync(Buffer.concat([feed("ZIP-BOMB"), Buffer.alloc(100_000, "x")]));
    expect(bomb.length).toBeLessThan(4096);
    const tooLarge = await send(bomb, { "Content-Type": "text/csv", "Content-Encoding": "gzip" });
    expect([tooLarge.status, (await tooLarge.json()).message]).toEqual([413, "The feed is larger than 4096 bytes once uncompressed: split it, or send deltas."]);
    // Not gzip, or cut short: a 400 that says so; a coding not read here: a 415 naming those that are.
    const notGzip = await send(feed("ZIP-PLAIN"), { "Content-Type": "text/csv", "Content-Encoding": "gzip" });
    expect([notGzip.status, (await notGzip.json()).message]).toEqual([400, "The body is not gzip data (its bytes are not in that coding): send it again, or uncompressed."]);
    const whole = gzipSync(feed("ZIP-CUT"));
    const cut = await send(whole.subarray(0, whole.length - 12), { "Content-Type": "text/csv", "Content-Encoding": "gzip" });
    expect([cut.status, (await cut.json()).message]).toEqual([400, "The body is not gzip data (it ends too soon): send it again, or uncompressed."]);
    for (const encoding of ["zstd", "gzip, gzip"]) {
      const unknown = await send(gzipSync(feed("ZIP-ZSTD")), { "Content-Type": "text/csv", "Content-Encoding": encoding });
      expect([unknown.status, (await unknown.json()).message]).toEqual([415, `Content-Encoding ${encoding} is not read here: send the feed uncompressed, or as gzip, deflate or br.`]);
    }
    const [{ refused }] = await db.query<{ refused: number }>("select count(*)::int as refused from cars where stocknum in ('ZIP-BOMB', 'ZIP-PLAIN', 'ZIP-CUT', 'ZIP-ZSTD')");
    expect(refused).toBe(0);
  });

  it("never fetches a file: image for a pushed feed", async () => {
    const file = join(dir, "secret.png");
    writeFileSync(file, await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } }).png().toBuffer());
    const response = await push("harbour-toyota", `${HEADER}\nPUSH-5,2022,Toyota,Yaris,used,19990,${pathToFileURL(file).href}\n`, {
      Authorization: `Bearer ${toyotaToken}`,
      "Content-Type": "text/csv",
    });
    const body = await response.json();
    expect(body).toMatchObject({ added: 0, rejected: 1 });
    expect(body.errors[0].message).toMatch(/images: .* could not be fetched: file: addresses are not fetched here/);
  });
});

describe("the image store", () => {
  let dir: string;
  let server: Server;
  let origin: string;
  let png: Buffer;
  let flaky = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "stock-images-"));
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } }).png().toBuffer();
    server = createServer((req, res) => {
      if (req.url === "/flaky.png" && flaky++ < 2) return res.writeHead(503).end();
      if (req.url === "/flaky.png" || req.url === "/car.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(png);
      if (req.url === "/huge.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.alloc(5000));
      if (req.url === "/text") return res.writeHead(200, { "Content-Type": "text/plain" }).end("hello");
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores a picture once by its content and names it on the image route", async () => {
    const store = createStockImageStore({ dir, allowPrivateHosts: true, retryDelayMs: 1 });
    const image = await store.store(`${origin}/car.png`);
    expect(image.url).toMatch(/^\/img\/stock\/[0-9a-f]{64}\.png$/);
    expect(image.thumbUrl).toBe(`${image.url}?w=200`);
    expect(image.source).toBe(`${origin}/car.png`);
    expect(existsSync(join(dir, image.url.slice("/img/stock/".length)))).toBe(true);
  });

  it("tries again after a 503, and gives up on a 404 at once", async () => {
    const store = createStockImageStore({ dir, allowPrivateHosts: true, retryDelayMs: 1, attempts: 3 });
    await expect(store.store(`${origin}/flaky.png`)).resolves.toMatchObject({ url: expect.stringMatching(/\.png$/) });
    await expect(store.store(`${origin}/missing.png`)).rejects.toThrow("the server answered 404");
  });

  it("refuses what is too large, not a picture, another scheme, a private host or a file unless allowed", async () => {
    const store = createStockImageStore({ dir, allowPrivateHosts: true, maxBytes: 1000, retryDelayMs: 1 });
    await expect(store.store(`${origin}/huge.png`)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(store.store(`${origin}/text`)).rejects.toThrow(/not a JPEG, PNG, WebP or AVIF picture/);
    await expect(store.store("ftp://example.com/a.png")).rejects.toThrow(/ftp: addresses are not fetched/);
    const file = join(dir, "local.png");
    writeFileSync(file, png);
    await expect(store.store(pathToFileURL(file).href)).rejects.toThrow(/file: addresses are not fetched here/);
    await expect(createStockImageStore({ dir, allowFileUrls: true }).store(pathToFileURL(file).href)).resolves.toMatchObject({ source: pathToFileURL(file).href });
    await expect(createStockImageStore({ dir }).store(`${origin}/car.png`)).rejects.toThrow(/private network/);
    await expect(createStockImageStore({ dir }).store("http://[::1]/car.png")).rejects.toThrow(/private network/);
  });

  it("refuses a name that resolves to this machine or a private network, a redirect to one, and an address in a reserved range", async () => {
    const port = new URL(origin).port;
    // DNS is outside our walls: the test answers for it. photos.dealer.test is this machine; mixed.dealer.test has a private address among public ones.
    const answers: Record<string, { address: string; family: number }[]> = {
      "photos.dealer.test": [{ address: "127.0.0.1", family: 4 }],
      "mixed.dealer.test": [{ address: "93.184.216.34", family: 4 }, { address: "10.0.0.8", family: 4 }],
    };
    const lookup = ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: unknown) => void) => {
      const found = answers[hostname];
      if (found) callback(null, found);
      else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
    }) as never;
    const store = createStockImageStore({ dir, lookup, retryDelayMs: 1, timeoutMs: 2000 });
    await expect(store.store(`http://photos.dealer.test:${port}/car.png`)).rejects.toThrow(/^addresses on this machine or a private network are not fetched$/);
    await expect(store.store(`http://mixed.dealer.test:${port}/car.png`)).rejects.toThrow(/^addresses on this machine or a private network are not fetched$/);
    for (const address of ["http://198.18.0.1/car.png", "http://100.64.0.1/car.png", "http://169.254.169.254/latest", "http://[::ffff:127.0.0.1]/car.png", "http://[fd00::1]/car.png"]) {
      await expect(store.store(address)).rejects.toThrow(/private network/);
    }
    // The same picture through the operator's store (private hosts allowed) is fetched: the refusal above is the address's.
    await expect(createStockImageStore({ dir, allowPrivateHosts: true }).store(`${origin}/car.png`)).resolves.toMatchObject({ source: `${origin}/car.png` });
    // A public server's redirect to a private address is followed by hand and refused, never fetched.
    const asked: string[] = [];
    const redirecting = (async (input: URL) => {
      asked.push(String(input));
      return new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest/meta-data" } });
    }) as unknown as typeof fetch;
    await expect(createStockImageStore({ dir, fetch: redirecting }).store("https://dms.example/1.jpg")).rejects.toThrow(/private network/);
    expect(asked).toEqual(["https://dms.example/1.jpg"]);
    // ...and a redirect loop ends.
    const looping = (async () => new Response(null, { status: 301, headers: { Location: "/again.jpg" } })) as unknown as typeof fetch;
    await expect(createStockImageStore({ dir, fetch: looping }).store("https://dms.example/1.jpg")).rejects.toThrow("more than 5 redirects");
  });

  it("keeps a car's photos without fetching again when the feed names the same addresses", async () => {
    // (covered through the importer: the stored images carry their source address)
    const fetched: string[] = [];
    const images = { store: async (address: string) => (fetched.push(address), { url: "/img/stock/" + "a".repeat(64) + ".png", thumbUrl: "x", source: address }) };
    const db = await testDatabaseTargets[0].open();
    try {
      await seedDemoData(db, { cars: 5, seed: 1 });
      const toyota = (await findDealershipBySlug(db, "harbour-toyota"))!;
      const feed = `${HEADER}\nIMG-1,2022,Toyota,Yaris,used,19990,https://dms.example/1.jpg|https://dms.example/2.jpg\n`;
      await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "delta", images });
      const again = await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "delta", images });
      expect(fetched).toEqual(["https://dms.example/1.jpg", "https://dms.example/2.jpg"]);
      expect(again).toMatchObject({ unchanged: 1 });
    } finally {
      await db.close();
    }
  });
});
