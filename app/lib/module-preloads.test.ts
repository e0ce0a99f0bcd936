import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { pageModuleUrls } from "./module-preloads.tsx";

type Routes = EntryContext["manifest"]["routes"];

const manifest = (routes: Routes): EntryContext["manifest"] => ({
  entry: { module: "/assets/entry.client.js", imports: ["/assets/runtime.js", "/assets/jsx.js"] },
  routes,
  url: "/assets/manifest.js",
  version: "1",
});

const route = (id: string, extra: Partial<Routes[string]> = {}): Routes[string] =>
  ({ id, path: "", module: `/assets/${id}.js`, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, ...extra }) as Routes[string];

const page = (routes: Routes, matched: string[], mode: "initial" | "lazy" = "initial") => ({
  manifest: manifest(routes),
  routeDiscovery: { mode, manifestPath: "/__manifest" } as EntryContext["routeDiscovery"],
  ssr: true,
  staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
});

describe("the page's module scripts", () => {
  it("are the route manifest, the entry and its imports, then each matched route's module and imports, once each", () => {
    const routes = {
      root: route("root", { imports: ["/assets/jsx.js", "/assets/app-core.js"] }),
      listing: route("listing", { imports: ["/assets/app-core.js", "/assets/cards.js"], clientLoaderModule: "/assets/listing-loader.js" }),
      detail: route("detail"),
    };
    expect(pageModuleUrls(page(routes, ["root", "listing"]))).toEqual([
      "/assets/manifest.js",
      "/assets/entry.client.js",
      "/assets/runtime.js",
      "/assets/jsx.js",
      "/assets/root.js",
      "/assets/app-core.js",
      "/assets/listing.js",
      "/assets/listing-loader.js",
      "/assets/cards.js",
    ]);
  });

  it("leave out the route manifest when routes are discovered as the shopper goes, and a route the manifest does not know", () => {
    const urls = pageModuleUrls(page({ root: route("root") }, ["root", "gone"], "lazy"));
    expect(urls).toEqual(["/assets/entry.client.js", "/assets/runtime.js", "/assets/jsx.js", "/assets/root.js"]);
  });
});
