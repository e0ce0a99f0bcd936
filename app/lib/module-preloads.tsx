// The page's module scripts, preloaded at low fetch priority (decision 0073).
// They are module scripts: they never block the first paint, and the page
// works before they run (every link and form answers without JavaScript). At
// the default high priority they take the connection from the first card's
// photo and the document itself. React does the same for its own bootstrap
// modules; React Router's <Scripts> gives its module preloads no way to say
// so, so the server preloads the same modules first through React's
// preloadModule. The browser fetches a module once, at the priority of the
// first request for it; React Router's links that follow find it on its way.
import type { ReactNode } from "react";
import { preloadModule, type PreloadModuleOptions } from "react-dom";
import type { EntryContext } from "react-router";

type PageScripts = Pick<EntryContext, "manifest" | "routeDiscovery" | "ssr" | "isSpaMode"> & {
  staticHandlerContext: { matches: readonly { route: { id: string } }[] };
};

/**
 * The module URLs React Router's <Scripts> preloads for the matched routes,
 * in its order: the route manifest (when routes are not discovered lazily),
 * the entry and its imports, then each route's modules and their imports (in
 * SPA mode, the root route's only).
 */
export function pageModuleUrls({ manifest, routeDiscovery, ssr, isSpaMode, staticHandlerContext }: PageScripts): string[] {
  const urls = new Set<string>();
  if (!(routeDiscovery.mode === "lazy" && ssr)) urls.add(manifest.url);
  urls.add(manifest.entry.module);
  for (const url of manifest.entry.imports) urls.add(url);
  const matches = isSpaMode ? staticHandlerContext.matches.slice(0, 1) : staticHandlerContext.matches;
  for (const { route: match } of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const url of [route.module, route.clientActionModule, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])]) {
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/** The build's subresource-integrity hashes by URL, when React Router was built with them (`manifest.sri`). */
export const moduleIntegrity = ({ manifest }: Pick<EntryContext, "manifest">): Readonly<Record<string, string>> =>
  typeof manifest.sri === "object" ? manifest.sri : {};

// react-dom 19.3 forwards fetchPriority to the link; its types do not list it yet.
type LowPriorityModule = PreloadModuleOptions & { fetchPriority: "low" };

/**
 * Asks React to put a low-priority module preload for each URL in the
 * document's head, and renders its one child as it is. It wraps the page
 * rather than standing beside it: a sibling the browser's tree lacks would
 * shift every useId of the page, and ids the server wrote would no longer match
 * the ones the browser's parts refer to (aria-controls, aria-labelledby).
 */
export function LowPriorityModulePreloads({
  urls,
  nonce,
  integrity = {},
  children,
}: {
  urls: readonly string[];
  nonce: string | undefined;
  /** The build's subresource-integrity hashes by URL (React Router's `manifest.sri`), when it has them. */
  integrity?: Readonly<Record<string, string>>;
  children: ReactNode;
}): ReactNode {
  for (const url of urls) {
    preloadModule(url, { as: "script", nonce, integrity: integrity[url], fetchPriority: "low" } satisfies LowPriorityModule as PreloadModuleOptions);
  }
  return children;
}
