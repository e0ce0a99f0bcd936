// Production entry: `npm start` (after scripts/prestart.mjs has installed and built).
import { main } from "./build/server/index.js";

main().catch((error) => {
  console.error(error?.name === "SiteConfigError" || error?.name === "EmbeddedDatabaseBusyError" || error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
