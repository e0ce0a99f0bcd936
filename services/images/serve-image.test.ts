import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createImageService, serveImage } from "./serve-image.ts";
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

  it("renders only the widths and qualities our pages use: other values share their rendering", async () => {
    const path = carPhotoUrl("Coupe", "#b8bcc0", 5);
    expect((await get(`${path}?w=150`)).headers.get("x-cache")).toBe("MISS");
    for (const other of ["?w=151", "?w=199&q=74", "?w=200&q=80", "?w=16&q=70"]) expect([other, (await get(`${path}${other}`)).headers.get("x-cache")]).toEqual([other, "HIT"]);
    expect((await get(`${path}?w=150&q=40`)).headers.get("x-cache")).toBe("MISS"); // quality 50
    expect((await get(`${path}?w=150`, { Accept: "image/webp" })).headers.get("x-cache")).toBe("MISS");
  });

  it("rounds the width up to the next one rendered, at most 1920", async () => {
    expect((await metadata(await get(`${carPhotoUrl("Sedan", "#f2f3f1", 1)}?w=4000&q=30`))).width).toBe(1920);
    expect((await metadata(await get(`${carPhotoUrl("Sedan", "#f2f3f1", 1)}?w=3`))).width).toBe(200);
    expect((await metadata(await get(`${carPhotoUrl("Sedan", "#f2f3f1", 1)}?w=700`))).width).toBe(900);
  });

  it("answers a conditional request with 304", async () => {
    const path = `${carPhotoUrl("Wagon", "#4a4e54", 6)}?w=120`;
    const etag = (await get(path)).headers.get("etag") ?? "";
    const again = await get(path, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("serves spins, cabins, dealership photos and banners", async () => {
    for (const [path, width, height] of [
      ["/img/spin/motorcycle/1f3a68/7.jpg?w=300", 320, 213],
      ["/img/interior/a0703f.jpg?w=320", 320, 213],
      ["/img/location/4.jpg?w=320", 320, 213],
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
    const response = await get("/img/car/truck/zzzzzz/1.jpg?w=480", { Accept: "image/webp" });
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await metadata(response)).width).toBe(480);
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
    const response = await serveImage(new Request(`http://localhost${carPhotoUrl("Hatch", "#9b1b22", 2)}?w=200`), { cacheDir: blocked });
    expect(response.status).toBe(200);
    expect((await metadata(response)).width).toBe(200);
  });
});

describe("the image service's bounds", () => {
  const tinyJpeg = (bytes: number) => async () => Buffer.alloc(bytes, 1);

  it("renders a few at a time, lets a bounded line wait, and answers 503 with Retry-After past it", async () => {
    let drawing = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const service = createImageService({
      cacheDir: mkdtempSync(join(tmpdir(), "forecourt-queue-")),
      renders: { concurrency: 2, maxWaiting: 3 },
      rasterise: async () => {
        most = Math.max(most, ++drawing);
        await new Promise<void>((resolve) => release.push(resolve));
        drawing--;
        return Buffer.from("jpeg");
      },
    });
    // Eight unique pictures at once (another colour each), as the penetration test sent them.
    const answers = Array.from({ length: 8 }, (_, i) => service.serve(new Request(`http://localhost${carPhotoUrl("SUV", `#0000${i}0`, 1)}?w=1920`, { headers: { Accept: "image/avif" } })));
    await expect.poll(() => service.queue.running + service.queue.waiting).toBe(5);
    while (release.length > 0 || drawing > 0) {
      release.splice(0).forEach((go) => go());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const statuses = (await Promise.all(answers)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const refused = (await Promise.all(answers)).filter((response) => response.status === 503);
    expect(refused).toHaveLength(3);
    expect(refused[0].headers.get("retry-after")).toBe("1");
    expect(refused[0].headers.get("cache-control")).toBe("no-store");
    expect(most).toBe(2);
  });

  it("keeps the disk cache within IMAGE_CACHE_MB, deleting the least recently used file first", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-lru-"));
    const service = createImageService({ cacheDir: dir, cacheBytes: 25_000, rasterise: tinyJpeg(10_000) });
    const photo = (n: number) => new Request(`http://localhost${carPhotoUrl("Van", "#123456", n)}?w=200`);
    const files = () => readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".jpg")).length;
    await service.serve(photo(1));
    await service.serve(photo(2));
    expect((await service.serve(photo(1))).headers.get("x-cache")).toBe("HIT"); // 1 is now the most recently used
    await service.serve(photo(3)); // 30,000 bytes > 25,000: 2 goes
    await expect.poll(files).toBe(2);
    expect(service.cache.usedBytes).toBeLessThanOrEqual(25_000);
    expect((await service.serve(photo(1))).headers.get("x-cache")).toBe("HIT");
    expect((await service.serve(photo(2))).headers.get("x-cache")).toBe("MISS");
    // A restart counts what is on disk and keeps to the budget from there.
    const restarted = createImageService({ cacheDir: dir, cacheBytes: 15_000, rasterise: tinyJpeg(10_000) });
    await restarted.serve(photo(4));
    await expect.poll(files).toBe(1);
  });
});
