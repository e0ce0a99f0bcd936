// GET /img/...: generated vehicle photos, spins, banners and logos, resized
// (?w=16..1920), encoded by the Accept header (AVIF, WebP, else JPEG) at
// ?q=30..90, and kept in a disk cache. Never throws: every failure becomes the
// "image not found" picture.
//
// The not-found picture answers with status 200, not 404: an <img> then shows
// a neutral placeholder the same way in every browser, and the page's own
// fallback logic stays simple. It carries `Cache-Control: no-store` (so a
// picture that appears later is seen at once) and `X-Image-Not-Found: 1` for
// callers that need to tell it apart (the PDF, tests).
import { CONTENT_TYPES, isVector, naturalSize, negotiateFormat, parseImagePath, requestedQuality, requestedWidth, type ImageSpec, type RasterFormat } from "../../domain/images/image-request.ts";
import { cacheKey, readCached, writeCached } from "./disk-cache.ts";
import { rasterSvg, rasterise } from "../../demo/images/render.ts";
import { manufacturerBadge, siteWordmark } from "../../demo/images/wordmarks.ts";

export interface ServeImageOptions {
  cacheDir: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const EXTENSIONS: Record<RasterFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Renders in progress, so a burst of identical requests draws the picture once. */
const inFlight = new Map<string, Promise<Buffer>>();

async function cachedRaster(spec: Exclude<ImageSpec, { kind: "logo" | "site" }>, width: number, quality: number, format: RasterFormat, cacheDir: string) {
  const key = cacheKey(JSON.stringify(spec), width, quality, format);
  const extension = EXTENSIONS[format];
  const cached = await readCached(cacheDir, key, extension);
  if (cached) return { key, data: cached, hit: true };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const data = await rasterise(rasterSvg(spec, width).svg, format, quality);
      await writeCached(cacheDir, key, extension, data);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return { key, data: await pending, hit: false };
}

function respond(request: Request, status: number, body: Uint8Array, headers: Record<string, string>): Response {
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status,
    headers: { "Content-Length": String(body.byteLength), "X-Content-Type-Options": "nosniff", ...headers },
  });
}

// A 1x1 grey GIF: the answer of last resort if even the placeholder cannot be drawn.
const LAST_RESORT = Buffer.from("R0lGODlhAQABAIAAAMzMzAAAACwAAAAAAQABAAACAkQBADs=", "base64");

async function notFound(request: Request, params: URLSearchParams, cacheDir: string): Promise<Response> {
  const headers = { "Cache-Control": "no-store", Vary: "Accept", "X-Image-Not-Found": "1" };
  try {
    const format = negotiateFormat(request.headers.get("accept"));
    const width = requestedWidth(params, 1200);
    const { data } = await cachedRaster({ kind: "not-found" }, width, requestedQuality(params), format, cacheDir);
    return respond(request, 200, data, { ...headers, "Content-Type": CONTENT_TYPES[format] });
  } catch {
    return respond(request, 200, LAST_RESORT, { ...headers, "Content-Type": "image/gif" });
  }
}

export async function serveImage(request: Request, options: ServeImageOptions): Promise<Response> {
  let params = new URLSearchParams();
  try {
    const url = new URL(request.url);
    params = url.searchParams;
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
    }
    const spec = parseImagePath(url.pathname);
    if (!spec) return await notFound(request, params, options.cacheDir);

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
    const { key, data, hit } = await cachedRaster(spec, width, quality, format, options.cacheDir);
    const etag = `"${key}"`;
    const headers = { "Cache-Control": IMMUTABLE, Vary: "Accept", ETag: etag, "X-Cache": hit ? "HIT" : "MISS" };
    if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
      return new Response(null, { status: 304, headers });
    }
    return respond(request, 200, data, { ...headers, "Content-Type": CONTENT_TYPES[format] });
  } catch {
    return notFound(request, params, options.cacheDir);
  }
}
