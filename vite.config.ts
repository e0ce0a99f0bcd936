import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// Vite wraps every dynamic import() in the browser build in a helper that
// preloads the imported chunk's dependencies. Its stock helper (CSS preloading,
// CSP nonces, error events) is about 1 KB gzipped on every page's first load,
// for features this app does not use: there are no CSS chunks (styles are
// inlined, decision 0022). This one keeps what matters, modulepreload links for
// the chunk's dependencies so they download in parallel, in a few lines
// (decision 0050).
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const PRELOAD_HELPER = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  if (deps) for (const dep of deps) {
    const href = "/" + dep;
    if (seen.has(href) || !href.endsWith(".js")) continue;
    seen.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`;

function smallPreloadHelper(): Plugin {
  return {
    name: "forecourt:small-preload-helper",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? PRELOAD_HELPER : undefined),
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
  };
}

// Small modules that the listing and detail pages both load went out as a dozen
// chunks of a few hundred bytes each, every one paying its own import lines and
// gzip overhead. These groups gather them (decision 0050). Only the modules a
// group names are moved (not their dependencies, so React stays in its own chunk).
const CHUNK_GROUPS = [
  {
    name: "app-core",
    test: /[\\/](use-hydrated|use-site|money|number-format|same-site-redirect|vehicle-image|photos-coming-soon|use-debounced-callback|visit-trail|visited-pages|stock-status|hydration-part)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
];

// The SSR build's entry is our own server module, so the HTTP server, the
// database, the search index and the React Router build share one module graph.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  plugins: [smallPreloadHelper(), reactRouter()],
}));
