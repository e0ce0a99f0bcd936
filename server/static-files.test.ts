// The browser's files through sirv, on a real node:http server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createStaticHandler } from "./static-files.ts";

let root: string;
let server: Server;
let port: number;
const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "forecourt-static-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "media"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), "console.log('hi');");
  writeFileSync(join(root, "media", "walkaround.mp4"), video);
  // As the build writes them (vite.config.ts): compressed copies beside a text file.
  writeFileSync(join(root, "assets", "words-def456.js"), script);
  writeFileSync(join(root, "assets", "words-def456.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "assets", "words-def456.js.gz"), gzipSync(script));
  writeFileSync(join(root, ".env"), "SECRET=1");
  const serveStatic = createStaticHandler(root);
  server = createServer((req, res) => {
    if (!serveStatic(req, res)) {
      res.writeHead(418);
      res.end("next");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static files", () => {
  it("serves hashed assets immutable, with an ETag that answers 304", async () => {
    const first = await get("/assets/entry-abc123.js");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(first.body.toString()).toBe("console.log('hi');");
    const etag = String(first.headers["etag"]);
    expect(etag).not.toBe("undefined");
    expect((await get("/assets/entry-abc123.js", { "if-none-match": etag })).status).toBe(304);
  });

  it("sends the brotli or gzip copy the build made when the browser accepts it, the file itself otherwise", async () => {
    const brotli = await get("/assets/words-def456.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect([brotli.status, brotli.headers["content-encoding"], brotli.headers["content-type"], brotli.headers["vary"]]).toEqual([200, "br", "text/javascript", "Accept-Encoding"]);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzip = await get("/assets/words-def456.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get("/assets/words-def456.js", { "accept-encoding": "identity" });
    expect([plain.headers["content-encoding"], plain.body.toString()]).toEqual([undefined, script]);
    expect((await get("/assets/words-def456.js", { "accept-encoding": "br", "if-none-match": String(brotli.headers["etag"]) })).status).toBe(304);
  });

  it("answers a Range request for the video with 206 and just those bytes", async () => {
    const part = await get("/media/walkaround.mp4", { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${video.length}`);
    expect(part.body.equals(video.subarray(100, 200))).toBe(true);
    expect((await get("/media/walkaround.mp4")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers broken percent-encoding with 400, not 500", async () => {
    for (const path of ["/%E0%A4%A", "/assets/%", "/media/%ZZ.mp4"]) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 400]);
    }
  });

  it("leaves other paths, other methods, folders and dotfiles to the next handler", async () => {
    for (const [path, method] of [["/search/used-cars", "GET"], ["/assets/entry-abc123.js", "POST"], ["/assets/", "GET"], ["/.env", "GET"], ["/assets/../.env", "GET"], ["/%2e%2e/etc/passwd", "GET"]]) {
      expect([path, method, (await get(path, {}, method)).status]).toEqual([path, method, 418]);
    }
  });
});
