import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, shareablePage, withPageSecurity } from "./security-headers.ts";
import { tileImageOrigin } from "../domain/map-tiles.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function renderedPage(nonce: string) {
  const html =
    `<!DOCTYPE html><html><head><style nonce="${nonce}">:root{--c:#000}</style>` +
    `<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><main>Cars</main>` +
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
    `<script type="module" nonce="${nonce}">import("/assets/entry.client.js");</script></body></html>`;
  const response = withPageSecurity(new Response(html, { headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=60" } }), nonce, "production");
  return response;
}

describe("page security headers", () => {
  it("gives an HTML page a nonce policy that forbids framing, a charset and a permissions policy", () => {
    const nonce = newNonce();
    const { headers } = renderedPage(nonce);
    const policy = headers.get("Content-Security-Policy")!;
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-inline' 'unsafe-eval");
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("makes a new nonce for every page", () => {
    expect(new Set(Array.from({ length: 50 }, newNonce)).size).toBe(50);
  });

  it("leaves other responses alone", () => {
    const json = Response.json({ ok: true });
    expect(withPageSecurity(json, newNonce(), "production")).toBe(json);
  });

  it("relaxes only scripts, styles and connections in development (Vite's client)", () => {
    const dev = contentSecurityPolicy("development", { scripts: [], styles: [] });
    expect(dev).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(dev).toContain("frame-ancestors 'none'");
  });
});

describe("map tiles in the page policy", () => {
  it("allows images from the configured tile server's origin only, on fresh and on stored pages", async () => {
    expect(tileImageOrigin("https://Tiles.Example.com:8443/osm/{z}/{x}/{y}.png")).toBe("https://tiles.example.com:8443");
    expect(tileImageOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
    expect(tileImageOrigin(undefined)).toBeNull();
    const fresh = withPageSecurity(new Response("<p>", { headers: { "Content-Type": "text/html" } }), newNonce(), "production", ["https://tiles.example.com"]);
    expect(fresh.headers.get("Content-Security-Policy")).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    const stored = shareablePage(renderedPage(newNonce()).headers, Buffer.from("<p>"), "production", ["https://tiles.example.com"]);
    expect(stored.headers.get("Content-Security-Policy")).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(contentSecurityPolicy("production", { scripts: [], styles: [] })).toContain("img-src 'self' data: blob:;");
  });
});

describe("a page kept in the shared cache", () => {
  it("carries no nonce, and allows exactly its own inline scripts and styles by hash", async () => {
    const nonce = newNonce();
    const rendered = renderedPage(nonce);
    const kept = shareablePage(rendered.headers, Buffer.from(await rendered.text()), "production");
    const html = kept.body.toString();
    const policy = kept.headers.get("Content-Security-Policy")!;
    // The nonce of the request that rendered it is gone from the page and from the policy: nobody can learn and reuse it.
    expect(html).not.toContain(nonce);
    expect(policy).not.toContain("nonce-");
    expect(policy).toContain(`script-src 'self' ${hashOf("window.__reactRouterContext = {};")} ${hashOf('import("/assets/entry.client.js");')}`);
    expect(policy).toContain(`style-src-elem 'self' ${hashOf(":root{--c:#000}")}`);
    // JSON-LD is data, not code: no hash for it.
    expect(policy).not.toContain(hashOf('{"@context":"https://schema.org"}'));
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("passes pages without a nonce policy through unchanged", () => {
    const headers = new Headers({ "Content-Type": "text/html" });
    const body = Buffer.from("<p>hi</p>");
    expect(shareablePage(headers, body, "production")).toEqual({ headers, body });
  });
});
