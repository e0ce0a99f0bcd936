import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveImage } from "./serve-image.ts";
import { carPhotoUrl } from "../../domain/images/urls.ts";

let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "forecourt-img-"));
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  serveImage(new Request(`http://localhost${path}`, { headers, method }), { cacheDir });
const metadata = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe("serveImage", () => {
  it("returns a decodable photo of the asked width, 3:2", async () => {
    const response = await get(`${carPhotoUrl("SUV", "#9b1b22", 3)}?w=320`);
    expect(response.status).toBe(200);
    const meta = await metadata(response);
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 213]);
  });

  it("picks AVIF, WebP or JPEG by the Accept header", async () => {
    const path = `${carPhotoUrl("Hatch", "#1f3a68", 1)}?w=200`;
    const avif = await get(path, { Accept: "image/avif,image/webp,*/*" });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await metadata(avif)).format).toBe("heif");
    const webp = await get(path, { Accept: "image/webp,*/*" });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await metadata(webp)).format).toBe("webp");
    const jpeg = await get(path, { Accept: "*/*" });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await metadata(jpeg)).format).toBe("jpeg");
  });

  it("marks images immutable and varying by Accept", async () => {
    const response = await get(`${carPhotoUrl("Ute", "#16171a", 2)}?w=100`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("serves the second request from the disk cache", async () => {
    const path = `${carPhotoUrl("Van", "#d9691f", 4)}?w=240&q=60`;
    const first = await get(path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await get(path);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    const shards = readdirSync(cacheDir).filter((entry) => !entry.endsWith(".tmp"));
    expect(shards.length).toBeGreaterThan(0);
  });

  it("keys the cache by width, quality and format", async () => {
    const path = carPhotoUrl("Coupe", "#b8bcc0", 5);
    expect((await get(`${path}?w=150`)).headers.get("x-cache")).toBe("MISS");
    expect((await get(`${path}?w=151`)).headers.get("x-cache")).toBe("MISS");
    expect((await get(`${path}?w=150&q=40`)).headers.get("x-cache")).toBe("MISS");
    expect((await get(`${path}?w=150`, { Accept: "image/webp" })).headers.get("x-cache")).toBe("MISS");
    expect((await get(`${path}?w=150`)).headers.get("x-cache")).toBe("HIT");
  });

  it("clamps the width to 16..1920", async () => {
    expect((await metadata(await get(`${carPhotoUrl("Sedan", "#f2f3f1", 1)}?w=4000&q=30`))).width).toBe(1920);
    expect((await metadata(await get(`${carPhotoUrl("Sedan", "#f2f3f1", 1)}?w=3`))).width).toBe(16);
  });

  it("answers a conditional request with 304", async () => {
    const path = `${carPhotoUrl("Wagon", "#4a4e54", 6)}?w=120`;
    const etag = (await get(path)).headers.get("etag") ?? "";
    const again = await get(path, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("serves spins, cabins, dealership photos and banners", async () => {
    for (const [path, width, height] of [
      ["/img/spin/motorcycle/1f3a68/7.jpg?w=300", 300, 200],
      ["/img/interior/a0703f.jpg?w=300", 300, 200],
      ["/img/location/4.jpg?w=300", 300, 200],
      ["/img/hero/harbour-toyota.jpg?w=960", 960, 270],
    ] as const) {
      const response = await get(path);
      expect(response.headers.get("x-image-not-found")).toBeNull();
      const meta = await metadata(response);
      expect([path, meta.width, meta.height]).toEqual([path, width, height]);
    }
  });

  it("returns the not-found picture for a bogus path, uncached", async () => {
    for (const path of ["/img/nothing-here.jpg", "/img/car/suv/ffffff/99.jpg", "/img/../../etc/passwd", "/img/car/suv/%2e%2e/1.jpg", "/img/car/suv/ffffff/1.jpg/"]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("cache-control"), response.headers.get("x-image-not-found")]).toEqual([path, 200, "no-store", "1"]);
      expect((await metadata(response)).width).toBe(1200);
    }
  });

  it("sizes the not-found picture like the image asked for", async () => {
    const response = await get("/img/car/truck/zzzzzz/1.jpg?w=400", { Accept: "image/webp" });
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await metadata(response)).width).toBe(400);
  });

  it("serves a manufacturer badge and a site wordmark as SVG", async () => {
    const logo = await get("/img/logos/harley-davidson.svg");
    expect(logo.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(logo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await logo.text()).toContain("HARLEY-DAVIDSON");
    const site = await get("/img/site/harbour-toyota.svg?tone=light");
    const text = await site.text();
    expect(text).toContain("TOYOTA");
    expect(text).toContain("#ffffff");
    expect((await sharp(Buffer.from(text)).metadata()).format).toBe("svg");
  });

  it("escapes names in SVG wordmarks", async () => {
    const text = await (await get("/img/logos/lynk-and-co.svg")).text();
    expect(text).toContain("LYNK &amp; CO");
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await get(`${carPhotoUrl("SUV", "#9b1b22", 3)}?w=320`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect((await get("/img/not-found.jpg", {}, "POST")).status).toBe(405);
  });

  it("still answers when the cache folder cannot be written", async () => {
    const blocked = join(cacheDir, "a-file");
    writeFileSync(blocked, "not a folder");
    const response = await serveImage(new Request(`http://localhost${carPhotoUrl("Hatch", "#9b1b22", 2)}?w=64`), { cacheDir: blocked });
    expect(response.status).toBe(200);
    expect((await metadata(response)).width).toBe(64);
  });
});
