// Development entry: `npm run dev` (tsx server/dev.ts). See server/dev-server.ts.
// React and React Router pick their development builds from NODE_ENV when first
// loaded, so it is set before anything else is imported.
process.env.NODE_ENV = "development";

import("./dev-server.ts")
  .then(({ main }) => main())
  .catch((error) => {
    const known = ["SiteConfigError", "EmbeddedDatabaseBusyError", "ConfigError", "TenancyError"];
    console.error(known.includes(error?.name) ? error.message : error);
    process.exit(1);
  });
