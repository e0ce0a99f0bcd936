// GET /img/...: generated vehicle photos, spins, banners and logos, resized
// (?w= rounded up to one of the widths our pages use), encoded by the Accept
// header (AVIF, WebP, else JPEG) at ?q= (50, 75 or 90), and kept in a disk
// cache bounded by bytes. Renders wait their turn in a bounded line
// (render-queue.ts); when it is full the answer is a 503 with Retry-After.
// Otherwise never throws: every failure becomes the "image not found" picture.
//
// The not-found picture answers with status 200, not 404: an <img> then shows
// a neutral placeholder the same way in every browser, and the page's own
// fallback logic stays simple. It carries `Cache-Control: no-store` (so a
// picture that appears later is seen at once) and `X-Image-Not-Found: 1` for
// callers that need to tell it apart (the PDF, tests).
import { dirname, join } from "node:path";
import sharp from "sharp";
import { CONTENT_TYPES, isVector, naturalSize, negotiateFormat, parseImagePath, requestedQuality, requestedWidth, type ImageSpec, type RasterFormat } from "../../domain/images/image-request.ts";
import { cacheKey, ImageDiskCache } from "./disk-cache.ts";
import { RenderQueue, RenderQueueFull, type RenderQueueOptions } from "./render-queue.ts";
import { rasterSvg, rasterise } from "../../demo/images/render.ts";
import { manufacturerBadge, siteWordmark } from "../../demo/images/wordmarks.ts";

export interface ServeImageOptions {
  cacheDir: string;
  /** Bytes the disk cache may hold (IMAGE_CACHE_MB); 0 keeps nothing. Default 512 MB. */
  cacheBytes?: number;
  renders?: RenderQueueOptions;
  /** The image store of photos fetched from dealer feeds (default: stock-images beside the cache folder). */
  stockDir?: string;
  /** Draws an image (tests replace it). */
  rasterise?: typeof rasterise;
}

export const DEFAULT_IMAGE_CACHE_BYTES = 512 * 1024 * 1024;

const IMMUTABLE = "public, max-age=31536000, immutable";
const EXTENSIONS: Record<RasterFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

type RasterSpec = Exclude<ImageSpec, { kind: "logo" | "site" }>;

/** The image service of one cache folder: its disk cache, its render queue, the renders in progress. */
export interface ImageService {
  serve(request: Request): Promise<Response>;
  readonly cache: ImageDiskCache;
  readonly queue: RenderQueue;
}

// One libvips thread per render: a render then takes one core, and the others stay with the event loop.
sharp.concurrency(1);

export function createImageService(options: ServeImageOptions): ImageService {
  const cache = new ImageDiskCache(options.cacheDir, options.cacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  const queue = new RenderQueue(options.renders);
  const draw = options.rasterise ?? rasterise;
  const stockDir = options.stockDir ?? join(dirname(options.cacheDir), "stock-images");
  /** Renders in progress, so a burst of identical requests draws the picture once. */
  const inFlight = new Map<string, Promise<Buffer>>();

  async function cachedRaster(spec: RasterSpec, width: number, quality: number, format: RasterFormat) {
    const key = cacheKey(JSON.stringify(spec), width, quality, format);
    const extension = EXTENSIONS[format];
    const cached = await cache.read(key, extension);
    if (cached) return { key, data: cached, hit: true };
    let pending = inFlight.get(key);
    if (!pending) {
      pending = queue
        .run(() => (spec.kind === "stock" ? resizeStored(join(stockDir, spec.name), width, format, quality) : draw(rasterSvg(spec as Exclude<RasterSpec, { kind: "stock" }>, width).svg, format, quality)))
        .then(async (data) => {
          await cache.write(key, extension, data);
          return data;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return { key, data: await pending, hit: false };
  }

  async function notFound(request: Request, params: URLSearchParams): Promise<Response> {
    const headers = { "Cache-Control": "no-store", Vary: "Accept", "X-Image-Not-Found": "1" };
    try {
      const format = negotiateFormat(request.headers.get("accept"));
      const width = requestedWidth(params, 1200);
      const { data } = await cachedRaster({ kind: "not-found" }, width, requestedQuality(params), format);
      return respond(request, 200, data, { ...headers, "Content-Type": CONTENT_TYPES[format] });
    } catch (error) {
      if (error instanceof RenderQueueFull) return busy();
      return respond(request, 200, LAST_RESORT, { ...headers, "Content-Type": "image/gif" });
    }
  }

  async function serve(request: Request): Promise<Response> {
    let params = new URLSearchParams();
    try {
      const url = new URL(request.url);
      params = url.searchParams;
      if (request.method !== "GET" && request.method !== "HEAD") {
        return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
      }
      const spec = parseImagePath(url.pathname);
      if (!spec) return await notFound(request, params);
      if (isVector(spec)) {
        const svg = spec.kind === "logo" ? manufacturerBadge(spec.slug) : siteWordmark(spec.slug, params.get("tone") === "light" ? "light" : "dark");
        return respond(request, 200, Buffer.from(svg), {
          "Content-Type": "image/svg+xml; charset=utf-8",
          "Cache-Control": IMMUTABLE,
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        });
      }
      const format = negotiateFormat(request.headers.get("accept"));
      const width = requestedWidth(params, naturalSize(spec).width);
      const quality = requestedQuality(params);
      const { key, data, hit } = await cachedRaster(spec, width, quality, format);
      const etag = `"${key}"`;
      const headers = { "Cache-Control": IMMUTABLE, Vary: "Accept", ETag: etag, "X-Cache": hit ? "HIT" : "MISS" };
      if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
        return new Response(null, { status: 304, headers });
      }
      return respond(request, 200, data, { ...headers, "Content-Type": CONTENT_TYPES[format] });
    } catch (error) {
      if (error instanceof RenderQueueFull) return busy();
      return notFound(request, params);
    }
  }

  return { serve, cache, queue };
}

/** A stored feed photo at a page's width (never enlarged), in the negotiated format. */
async function resizeStored(file: string, width: number, format: RasterFormat, quality: number): Promise<Buffer> {
  const image = sharp(file, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true }).flatten({ background: "#ffffff" });
  switch (format) {
    case "avif":
      return image.avif({ quality: Math.max(20, quality - 25), effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality, effort: 3 }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality, progressive: true, mozjpeg: false }).toBuffer();
  }
}

/** Too many renders waiting: try again shortly (never cached). */
function busy(): Response {
  return new Response("Too many images are being drawn; try again in a moment.", {
    status: 503,
    headers: { "Retry-After": "1", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

const services = new Map<string, ImageService>();

/** The image service of a cache folder, made on first use: the server and the PDF share one queue and one cache. */
export function imageService(options: ServeImageOptions): ImageService {
  const key = join(options.cacheDir);
  let service = services.get(key);
  if (!service) services.set(key, (service = createImageService(options)));
  return service;
}

export async function serveImage(request: Request, options: ServeImageOptions): Promise<Response> {
  return imageService(options).serve(request);
}

function respond(request: Request, status: number, body: Uint8Array, headers: Record<string, string>): Response {
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status,
    headers: { "Content-Length": String(body.byteLength), "X-Content-Type-Options": "nosniff", ...headers },
  });
}

// A 1x1 grey GIF: the answer of last resort if even the placeholder cannot be drawn.
const LAST_RESORT = Buffer.from("R0lGODlhAQABAIAAAMzMzAAAACwAAAAAAQABAAACAkQBADs=", "base64");
