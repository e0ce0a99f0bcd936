// The image store for photos a dealer feed names by address: fetched once,
// checked to be a picture, kept under DATA_DIR/stock-images by the SHA-256 of
// their bytes, and served through the image route (/img/stock/{hash}.{ext},
// resized and re-encoded like every other picture, serve-image.ts).
//   · http(s) only in production; file: only for a caller that allows it
//     (the operator's CLI and tests), never for a feed pushed over HTTP;
//     every other scheme is refused;
//   · at most `maxBytes` per picture (by Content-Length, and while it
//     streams), `timeoutMs` per attempt, `attempts` tries with a growing
//     pause for network failures, 408, 429 and 5xx; other answers are final;
//   · unless private hosts are allowed (the operator's CLI), only addresses on
//     the public internet: a host name is resolved and every address it gives
//     checked as the connection is made (so a name that resolves to this
//     machine, or changes its answer between a check and the connection, is
//     refused), and each redirect is followed by hand and checked the same way.
import { createHash, randomBytes } from "node:crypto";
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import sharp from "sharp";
import { Agent, fetch as undiciFetch } from "undici";
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
  /** Resolves host names for the public-address check (node:dns's lookup; a test gives its own). */
  lookup?: typeof dnsLookup;
}

export const DEFAULT_STOCK_IMAGE_BYTES = 15 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", heif: "avif" };

/** A failure worth another try. */
class Transient extends Error {}

/** A host that is, or resolves to, an address on this machine or a private network. */
class PrivateAddress extends Error {
  constructor() {
    super("addresses on this machine or a private network are not fetched");
  }
}

/** Redirects followed for one picture. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Whether an IP address is on the public internet: not loopback, private, link-local, shared, reserved, multicast, unspecified or a mapping of one. */
export function publicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";
}

/**
 * fetch() through a connection pool whose every connection resolves its host
 * itself and refuses to connect when any address it resolves to is not
 * public (PrivateAddress, as the fetch error's cause). An IP address in the
 * URL is not resolved: the caller checks those (privateHost).
 */
function publicOnlyFetch(lookup: typeof dnsLookup): typeof fetch {
  const checkedLookup = (hostname: string, options: LookupOptions, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const all = addresses as LookupAddress[];
      if (all.length === 0 || !all.every((entry) => publicAddress(entry.address))) return callback(new PrivateAddress(), []);
      if (options.all) callback(null, all);
      else callback(null, all[0].address, all[0].family);
    });
  };
  const agent = new Agent({ connect: { lookup: checkedLookup as never } });
  return ((input: URL, init: RequestInit) => undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;
}

/** Whether an error (or one of its causes) is a refused private address. */
function isPrivateAddress(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) if (cause instanceof PrivateAddress) return true;
  return false;
}

export function createStockImageStore(options: StockImageStoreOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_STOCK_IMAGE_BYTES;
  const attempts = Math.max(1, options.attempts ?? 3);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const publicOnly = !options.allowPrivateHosts;
  const doFetch = options.fetch ?? (publicOnly ? publicOnlyFetch(options.lookup ?? dnsLookup) : fetch);
  let made = false;

  /** An address that may be fetched: http(s), and public unless private hosts are allowed. */
  function checkAddress(url: URL): void {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${url.protocol} addresses are not fetched (http or https only)`);
    if (publicOnly && privateHost(url.hostname)) throw new PrivateAddress();
  }

  async function download(first: URL): Promise<Buffer> {
    let response: Response;
    let url = first;
    for (let redirects = 0; ; redirects++) {
      try {
        response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual", headers: { Accept: "image/*" } });
      } catch (error) {
        if (isPrivateAddress(error)) throw new PrivateAddress();
        throw new Transient((error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : "the server could not be reached");
      }
      const location = REDIRECTS.has(response.status) ? response.headers.get("location") : null;
      if (location === null) break;
      await response.body?.cancel();
      if (redirects >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      try {
        url = new URL(location, url);
      } catch {
        throw new Error("redirected to something that is not an address");
      }
      checkAddress(url);
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
    checkAddress(url);
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

/** localhost, and an IP address that is not public (publicAddress); a name is not resolved here (publicOnlyFetch does that as it connects). */
export function privateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && !publicAddress(host);
}

export const stockImagesDir = (dataDir: string) => join(dataDir, "stock-images");
