// The image store for photos a dealer feed names by address: fetched once,
// checked to be a picture, kept under DATA_DIR/stock-images by the SHA-256 of
// their bytes, and served through the image route (/img/stock/{hash}.{ext},
// resized and re-encoded like every other picture, serve-image.ts).
//   · http(s) only in production; file: only for a caller that allows it
//     (the operator's CLI and tests), never for a feed pushed over HTTP;
//     every other scheme is refused;
//   · at most `maxBytes` per picture (by Content-Length, and while it
//     streams), `timeoutMs` per attempt, `attempts` tries with a growing
//     pause for network failures, 408, 429 and 5xx; other answers are final.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { CarImage } from "../../domain/entities.ts";
import { thumbnailUrl } from "../../domain/images/urls.ts";

export interface StockImageStoreOptions {
  dir: string;
  allowFileUrls?: boolean;
  /** Fetch from localhost and private addresses too (the operator's CLI and tests; never a pushed feed). */
  allowPrivateHosts?: boolean;
  maxBytes?: number;
  attempts?: number;
  timeoutMs?: number;
  /** Pause before the second try; doubled each time. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_STOCK_IMAGE_BYTES = 15 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", heif: "avif" };

/** A failure worth another try. */
class Transient extends Error {}

export function createStockImageStore(options: StockImageStoreOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_STOCK_IMAGE_BYTES;
  const attempts = Math.max(1, options.attempts ?? 3);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? fetch;
  let made = false;

  async function download(url: URL): Promise<Buffer> {
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow", headers: { Accept: "image/*" } });
    } catch (error) {
      throw new Transient((error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : "the server could not be reached");
    }
    if (!response.ok) {
      await response.body?.cancel();
      const message = `the server answered ${response.status}`;
      throw response.status === 408 || response.status === 429 || response.status >= 500 ? new Transient(message) : new Error(message);
    }
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body?.cancel();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function read(address: string): Promise<Buffer> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Error("not an address");
    }
    if (url.protocol === "file:") {
      if (!options.allowFileUrls) throw new Error("file: addresses are not fetched here (http or https only)");
      const path = fileURLToPath(url);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new Error("no such file");
      if (info.size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
      return readFile(path);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${url.protocol} addresses are not fetched (http or https only)`);
    if (!options.allowPrivateHosts && privateHost(url.hostname)) throw new Error("addresses on this machine or a private network are not fetched");
    let delay = options.retryDelayMs ?? 500;
    for (let attempt = 1; ; attempt++) {
      try {
        return await download(url);
      } catch (error) {
        if (!(error instanceof Transient) || attempt >= attempts) throw new Error(`${(error as Error).message}${attempt > 1 ? ` (after ${attempt} tries)` : ""}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  return {
    async store(address: string): Promise<CarImage> {
      const bytes = await read(address);
      let format: string | undefined;
      try {
        format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
      } catch {
        format = undefined;
      }
      const extension = format ? EXTENSIONS[format] : undefined;
      if (!extension) throw new Error("not a JPEG, PNG, WebP or AVIF picture");
      const name = `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
      const file = join(options.dir, name);
      if (!existsSync(file)) {
        if (!made) {
          await mkdir(options.dir, { recursive: true });
          made = true;
        }
        const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }
      const url = `/img/stock/${name}`;
      return { url, thumbUrl: thumbnailUrl(url), source: address };
    },
  };
}

/** localhost, and IP literals in loopback, private, link-local or unspecified ranges (a name that resolves to one is not caught here). */
export function privateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host === "::" || host === "::1") return true;
  if (/^(fc|fd|fe8|fe9|fea|feb)[0-9a-f]*:/.test(host) || host.startsWith("::ffff:")) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

export const stockImagesDir = (dataDir: string) => join(dataDir, "stock-images");
