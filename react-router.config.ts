import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. separate test runs) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
  // Every route is in the first page's manifest: with lazy discovery, the links on a page asked /__manifest for
  // their routes after hydration, and patching them in re-rendered the whole page (decision 0060).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
