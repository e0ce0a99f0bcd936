// A shared page cache in the process, the way a CDN in front of us would
// behave: a page whose response says `public, s-maxage=N` is kept for N
// seconds per host and address, and for `stale-while-revalidate` seconds more
// it is still served while one background render refreshes it. Responses that
// set cookies, say private/no-store, or vary on anything but Host and
// Accept-Encoding are never kept. Entries also carry a data version (the search index's), so
// a car that changes in the index does not stay visible in a cached page.
// Size is bounded by bytes; the least recently used entry goes first.
import { gzipSync } from "node:zlib";

export interface CachedPage {
  status: number;
  /** Response headers without Content-Length/Content-Encoding (set when served). */
  headers: [string, string][];
  body: Buffer;
  /** Whether a gzip copy is worth having (text of at least a kilobyte). */
  compressible: boolean;
  /** The body gzip-compressed, made the first time a client asks for it (undefined until then; null when not smaller). */
  gzipped: Buffer | null | undefined;
  /** Bytes counted against the budget (a gzip copy is reckoned at a quarter of the body). */
  cost: number;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  version: number;
}

export type Lookup = { state: "fresh" | "stale"; page: CachedPage } | { state: "miss" };

export interface CachePolicy {
  /** Milliseconds the page may be served as fresh, and then served stale while it is refreshed. */
  freshMs: number;
  staleMs: number;
}

const KEYED_VARY = new Set(["host", "accept-encoding"]);

/** What a response's headers allow a shared cache to do with it; null when it must not be kept. */
export function sharedCachePolicy(status: number, headers: Headers): CachePolicy | null {
  if (status !== 200) return null;
  if (headers.has("set-cookie")) return null;
  const vary = headers.get("vary");
  // Host is part of the key and Accept-Encoding is handled when serving; any other Vary is not.
  if (vary && vary.split(",").some((field) => !KEYED_VARY.has(field.trim().toLowerCase()))) return null;
  const directives = parseCacheControl(headers.get("cache-control") ?? "");
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const sMaxAge = seconds(directives.get("s-maxage"));
  if (!sMaxAge) return null;
  return {
    freshMs: sMaxAge * 1000,
    staleMs: (seconds(directives.get("stale-while-revalidate")) ?? 0) * 1000,
  };
}

function parseCacheControl(value: string): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of value.split(",")) {
    const [name, argument] = part.split("=");
    const key = name.trim().toLowerCase();
    if (key) directives.set(key, argument === undefined ? true : argument.trim().replace(/^"|"$/g, ""));
  }
  return directives;
}

function seconds(value: string | true | undefined): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** Bodies smaller than this are not worth compressing. */
const GZIP_THRESHOLD = 1024;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  static key(host: string, url: string): string {
    return `${host.toLowerCase()} ${url}`;
  }

  lookup(key: string, version: number): Lookup {
    const page = this.entries.get(key);
    if (!page) return { state: "miss" };
    const age = this.clock() - page.storedAt;
    if (page.version !== version || age > page.freshMs + page.staleMs) {
      this.remove(key);
      return { state: "miss" };
    }
    // Recently used: to the back of the eviction queue.
    this.entries.delete(key);
    this.entries.set(key, page);
    return { state: age <= page.freshMs ? "fresh" : "stale", page };
  }

  store(key: string, version: number, status: number, headers: Headers, body: Buffer, policy: CachePolicy): CachedPage | null {
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding" && name !== "transfer-encoding") kept.push([name, value]);
    });
    const compressible = body.length >= GZIP_THRESHOLD && isCompressible(headers.get("content-type"));
    const cost = body.length + (compressible ? Math.ceil(body.length / 4) : 0) + 512;
    const page: CachedPage = { status, headers: kept, body, compressible, gzipped: compressible ? undefined : null, cost, storedAt: this.clock(), version, ...policy };
    if (cost > this.maxBytes / 8) return null; // one page may not push out most of the others
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += page.cost;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return page;
  }

  /** The page gzipped, compressed once on first use; null when gzip would not make it smaller. */
  gzippedBody(page: CachedPage): Buffer | null {
    if (page.gzipped === undefined) {
      const compressed = gzipSync(page.body);
      page.gzipped = compressed.length < page.body.length ? compressed : null;
    }
    return page.gzipped;
  }

  /** Age of a page in whole seconds, for the Age header. */
  ageSeconds(page: CachedPage): number {
    return Math.max(0, Math.floor((this.clock() - page.storedAt) / 1000));
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.cost;
  }
}

function isCompressible(contentType: string | null): boolean {
  return contentType !== null && /^(text\/|application\/(json|javascript|xml)|image\/svg)/i.test(contentType);
}
