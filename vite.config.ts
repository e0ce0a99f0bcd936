import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The browser build runs on Preact's React-compatible runtime (decision 0023):
// React renders every page on the server, Preact hydrates it, for a fraction of
// React DOM's download. Only the production client build is aliased; the SSR
// build keeps React.
const preactForReact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

// The SSR build's entry is our own server module, so the HTTP server, the
// database, the search index and the React Router build share one module graph.
export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === "build" && !isSsrBuild;
  return {
    resolve: {
      alias: preact ? preactForReact : [],
    },
    // app/entry.client.tsx adapts hydration to the runtime it is built for.
    define: { "import.meta.env.PREACT": JSON.stringify(preact) },
    build: {
      rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    },
    plugins: [reactRouter()],
  };
});
