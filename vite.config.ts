import { reactRouter } from "@react-router/dev/vite";
import { existsSync } from "node:fs";
import { sep } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

// Vite wraps every dynamic import() in the browser build in a helper that
// preloads the imported chunk's dependencies. Its stock helper (CSS preloading,
// CSP nonces, error events) is about 1 KB gzipped on every page's first load,
// for features this app does not use: there are no CSS chunks (styles are
// inlined, decision 0022). This one keeps what matters, modulepreload links for
// the chunk's dependencies so they download in parallel, in a few lines
// (decision 0050). A dependency the server's HTML already preloads gets no second
// link, as in Vite's own helper: each link inserted costs the main thread a fetch
// set-up even for a module loaded already (decision 0090).
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const PRELOAD_HELPER = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  if (deps) for (const dep of deps) {
    const href = "/" + dep;
    if (seen.has(href) || !href.endsWith(".js")) continue;
    seen.add(href);
    if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) continue;
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

// React Router's package exports always resolve to its development build, whose
// dev warnings then ship to every browser (react-router issue 14102). Its
// production build is the same code with those warnings switched off, so the
// browser build takes that one (decision 0064).
function reactRouterProductionBuild(): Plugin {
  const development = `${sep}dist${sep}development${sep}`;
  return {
    name: "forecourt:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(development)) return resolved;
      const production = resolved.id.replace(development, `${sep}dist${sep}production${sep}`);
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}

// Small modules that the listing and detail pages both load went out as a dozen
// chunks of a few hundred bytes each, every one paying its own import lines and
// gzip overhead. These groups gather them (decisions 0050, 0064). Only the modules a
// group names are moved (not their dependencies, so React stays in its own chunk).
const CHUNK_GROUPS = [
  {
    name: "app-core",
    test: /[\\/](use-hydrated|use-site|money|number-format|same-site-redirect|vehicle-image|photos-coming-soon|use-debounced-callback|visit-trail|visited-pages|stock-status|hydration-part|images[\\/]urls)\.tsx?$|^\0vite\/preload-helper\.js$/,
    includeDependenciesRecursively: false,
  },
  {
    name: "stock-core",
    test: /[\\/](accounts[\\/]live-parts\.tsx|domain[\\/]price-display\.ts|domain[\\/]vehicle-words\.ts)$/,
    includeDependenciesRecursively: false,
  },
  {
    name: "stock-cards",
    test: /[\\/](domain[\\/]sold-cards|domain[\\/]slug|listing[\\/]url-table|listing[\\/]search-url|domain[\\/]fuel-type|domain[\\/]card-tag|stock[\\/]vehicle-card)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
];

// The browser build's text files are also written compressed, once, at the
// highest levels (brotli 11, gzip 9), as name.br and name.gz beside them: the
// server sends the one a browser accepts (server/static-files.ts) instead of
// compressing every response again (decision 0071).
const precompressed = () =>
  compression({ include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"], logLevel: "silent" });

// The SSR build's entry is our own server module, so the HTTP server, the
// database, the search index and the React Router build share one module graph.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  plugins: [smallPreloadHelper(), reactRouterProductionBuild(), reactRouter(), ...(isSsrBuild ? [] : [precompressed()])],
}));
