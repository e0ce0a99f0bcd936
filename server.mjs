// Production entry: `npm start` (after scripts/prestart.mjs has installed and built).
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

// React and React Router pick their production builds from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const { main } = await import(pathToFileURL(`${buildDir}/server/index.js`).href);

main().catch((error) => {
  const known = ["SiteConfigError", "EmbeddedDatabaseBusyError", "ConfigError", "TenancyError"];
  console.error(known.includes(error?.name) ? error.message : error);
  process.exit(1);
});
