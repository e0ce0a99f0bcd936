import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { LowPriorityModulePreloads, moduleIntegrity, pageModuleUrls } from "./module-preloads.tsx";

type Routes = EntryContext["manifest"]["routes"];

const manifest = (routes: Routes): EntryContext["manifest"] => ({
  entry: { module: "/assets/entry.client.js", imports: ["/assets/runtime.js", "/assets/jsx.js"] },
  routes,
  url: "/assets/manifest.js",
  version: "1",
});

const route = (id: string, extra: Partial<Routes[string]> = {}): Routes[string] =>
  ({ id, path: "", module: `/assets/${id}.js`, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, ...extra }) as Routes[string];

const page = (routes: Routes, matched: string[], { mode = "initial", spa = false }: { mode?: "initial" | "lazy"; spa?: boolean } = {}) => ({
  manifest: manifest(routes),
  routeDiscovery: { mode, manifestPath: "/__manifest" } as EntryContext["routeDiscovery"],
  ssr: !spa,
  isSpaMode: spa,
  staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
});

const routes = {
  root: route("root", { imports: ["/assets/jsx.js", "/assets/app-core.js"] }),
  listing: route("listing", {
    imports: ["/assets/app-core.js", "/assets/cards.js"],
    clientActionModule: "/assets/listing-action.js",
    clientLoaderModule: "/assets/listing-loader.js",
    hydrateFallbackModule: "/assets/listing-fallback.js",
  }),
  detail: route("detail"),
};

describe("the page's module scripts", () => {
  it("are the route manifest, the entry and its imports, then each matched route's modules and imports, once each", () => {
    expect(pageModuleUrls(page(routes, ["root", "listing"]))).toEqual([
      "/assets/manifest.js",
      "/assets/entry.client.js",
      "/assets/runtime.js",
      "/assets/jsx.js",
      "/assets/root.js",
      "/assets/app-core.js",
      "/assets/listing.js",
      "/assets/listing-action.js",
      "/assets/listing-loader.js",
      "/assets/listing-fallback.js",
      "/assets/cards.js",
    ]);
  });

  it("leave out the route manifest when routes are discovered as the shopper goes, and a route the manifest does not know", () => {
    const urls = pageModuleUrls(page({ root: route("root") }, ["root", "gone"], { mode: "lazy" }));
    expect(urls).toEqual(["/assets/entry.client.js", "/assets/runtime.js", "/assets/jsx.js", "/assets/root.js"]);
  });

  it("in SPA mode are the root route's only, as React Router's <Scripts> preloads", () => {
    const urls = pageModuleUrls(page(routes, ["root", "listing"], { spa: true }));
    expect(urls).toEqual(["/assets/manifest.js", "/assets/entry.client.js", "/assets/runtime.js", "/assets/jsx.js", "/assets/root.js", "/assets/app-core.js"]);
  });

  it("carry the build's integrity hashes only when React Router was built with them", () => {
    expect(moduleIntegrity({ manifest: { ...manifest({}), sri: { "/assets/a.js": "sha384-abc" } } })).toEqual({ "/assets/a.js": "sha384-abc" });
    expect(moduleIntegrity({ manifest: manifest({}) })).toEqual({});
  });

  it("go in the head as low-priority module preloads with the page's nonce and any integrity hash, around the page unchanged", () => {
    const html = renderToString(
      <LowPriorityModulePreloads urls={["/assets/a.js", "/assets/b.js"]} nonce="n0nce" integrity={{ "/assets/b.js": "sha384-abc" }}>
        <html>
          <head />
          <body>
            <p>the page</p>
          </body>
        </html>
      </LowPriorityModulePreloads>,
    );
    const links = [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('rel="modulepreload"');
      expect(link).toContain('fetchPriority="low"');
      expect(link).toContain('nonce="n0nce"');
    }
    expect(links[0]).toContain('href="/assets/a.js"');
    expect(links[0]).not.toContain("integrity");
    expect(links[1]).toContain('integrity="sha384-abc"');
    expect(html.indexOf("<link")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain("<p>the page</p>");
  });
});
