import { describe, expect, it } from "vitest";
import { firstLoadScriptUrls, gzipSize, measureScripts } from "./first-load-js.ts";

// The shape React Router 7 renders: modulepreloads, then an inline module script that imports the route modules.
const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-abc.js"/>
<link rel="modulepreload" href="/assets/entry.client-def.js"/>
<link rel="stylesheet" href="/assets/app-123.css"/>
<link rel="preload" as="image" href="/img/car/suv/aabbcc/1.jpg?w=600"/>
<link rel="modulepreload" href="/assets/chunk-xyz.js"/>
</head><body>
<script>window.__reactRouterContext = {"x":"import('/assets/not-a-module.js')"};</script>
<script type="module" async="">import "/assets/manifest-abc.js";
import * as route0 from "/assets/root-111.js";
import * as route1 from "/assets/home-222.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-def.js");</script>
<script type="module" src="/assets/extra-333.js"></script>
<script src="https://cdn.example/other.js" type="module"></script>
</body></html>`;

describe("first-load scripts of a page", () => {
  it("lists modulepreloads, module script sources and the imports of inline module scripts, once each", () => {
    expect(firstLoadScriptUrls(html)).toEqual([
      "/assets/manifest-abc.js",
      "/assets/entry.client-def.js",
      "/assets/chunk-xyz.js",
      "/assets/root-111.js",
      "/assets/home-222.js",
      "/assets/extra-333.js",
    ]);
  });

  it("ignores stylesheets, images, classic scripts and other origins", () => {
    const urls = firstLoadScriptUrls(html);
    expect(urls.some((u) => u.endsWith(".css") || u.includes("/img/") || u.includes("not-a-module") || u.includes("cdn.example"))).toBe(false);
  });

  it("finds nothing on a page without modules", () => {
    expect(firstLoadScriptUrls("<html><body><p>Hi</p></body></html>")).toEqual([]);
  });

  it("measures each script raw and gzipped", async () => {
    const body = new TextEncoder().encode("export const a = 1;\n".repeat(200));
    const sizes = await measureScripts(["/a.js"], async () => body);
    expect(sizes).toEqual([{ url: "/a.js", bytes: body.byteLength, gzipBytes: gzipSize(body) }]);
    expect(sizes[0]!.gzipBytes).toBeLessThan(body.byteLength / 10);
  });

  it("fails naming the script when one cannot be fetched", async () => {
    await expect(
      measureScripts(["/missing.js"], async (url) => {
        throw new Error(`${url} answered 404`);
      }),
    ).rejects.toThrow("/missing.js answered 404");
  });
});
