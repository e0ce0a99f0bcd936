// Security headers (docs/decisions/0029-security-headers.md, docs/security.md):
//   · every response: X-Content-Type-Options, Referrer-Policy, and HSTS when the
//     site is served over https (directly, or behind a trusted proxy that says so);
//   · every HTML page: a Content-Security-Policy whose inline scripts and styles
//     carry a fresh nonce per response, frame-ancestors 'none' (with
//     X-Frame-Options for old browsers), Permissions-Policy, and a charset.
// The shared page cache (server/http-cache) serves one stored page to many
// shoppers, so a stored page must not carry a nonce: `shareablePage` takes the
// nonce out and allows the page's own inline scripts and styles by their
// SHA-256 hashes instead. A nonce is never replayed, and a hash allows only the
// exact text that was rendered.
import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

export type ServerMode = "production" | "development";

/** Where the pages' YouTube embeds come from (domain/media.ts YOUTUBE_EMBED_PREFIX). */
const VIDEO_FRAMES = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

/** Features no page uses; denied to the page and to the frames it embeds. */
// Geolocation for our own pages only: the dealer locator's "near me" asks for it when the shopper presses the button (decision 0042); no frame may.
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), hid=(), browsing-topics=()";
export const HSTS = "max-age=31536000";

/** 128 random bits, new for every rendered response. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The page policy. `scripts` and `styles` are the sources that allow inline
 * elements: a nonce, or the hashes of a stored page's elements. Development
 * (Vite's client and React Refresh inject inline scripts and styles, and talk
 * over a WebSocket) allows inline code instead; everything else is the same.
 */
export function contentSecurityPolicy(mode: ServerMode, allowed: { scripts: string[]; styles: string[]; images?: readonly string[] }): string {
  const dev = mode === "development";
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : allowed.scripts)],
    ["style-src", "'self'", ...(dev ? ["'unsafe-inline'"] : allowed.styles)],
    ["style-src-elem", "'self'", ...(dev ? ["'unsafe-inline'"] : allowed.styles)],
    // React's style={…} props become style attributes (slider positions, chart bars).
    ["style-src-attr", "'unsafe-inline'"],
    // The map tiles' origin when MAP_TILE_URL names one (decision 0042).
    ["img-src", "'self'", "data:", "blob:", ...(allowed.images ?? [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(dev ? ["ws:", "wss:"] : [])],
    ["media-src", "'self'"],
    ["frame-src", ...VIDEO_FRAMES],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

const isHtml = (headers: Headers) => /^text\/html\b/i.test(headers.get("Content-Type") ?? "");

/** The headers of a rendered HTML page with this response's nonce (null: none, as in development). */
export function withPageSecurity(response: Response, nonce: string | null, mode: ServerMode, images: readonly string[] = []): Response {
  if (!isHtml(response.headers)) return response;
  const headers = new Headers(response.headers);
  const inline = nonce ? [`'nonce-${nonce}'`] : [];
  headers.set("Content-Security-Policy", contentSecurityPolicy(mode, { scripts: inline, styles: inline, images }));
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (!/charset=/i.test(headers.get("Content-Type")!)) headers.set("Content-Type", `${headers.get("Content-Type")}; charset=utf-8`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Inline elements of a tag that the browser runs or applies: not data blocks (JSON-LD) and not external scripts. */
function inlineHashes(html: string, tag: "script" | "style"): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "gi"))) {
    const attributes = match[1] ?? "";
    if (tag === "script" && /\ssrc=/i.test(attributes)) continue;
    if (tag === "script" && /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    found.add(sha256(match[2]));
  }
  return [...found];
}

/**
 * A rendered page made fit for the shared cache: its nonce removed from the
 * body, and its policy allowing the page's own inline elements by hash. A page
 * without a nonce policy is returned as it is.
 */
export function shareablePage(headers: Headers, body: Buffer, mode: ServerMode, images: readonly string[] = []): { headers: Headers; body: Buffer } {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
  if (!nonce || !isHtml(headers)) return { headers, body };
  const html = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
  const shared = new Headers(headers);
  shared.set("Content-Security-Policy", contentSecurityPolicy(mode, { scripts: inlineHashes(html, "script"), styles: inlineHashes(html, "style"), images }));
  return { headers: shared, body: Buffer.from(html, "utf8") };
}

/** Headers for every response, set before anything answers (a handler's own values win). `https`: the shopper's scheme (server/request-client.ts). */
export function setBaselineHeaders(res: ServerResponse, https: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (https) res.setHeader("Strict-Transport-Security", HSTS);
}
