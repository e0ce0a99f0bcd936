// `npm run seed -- --cars N --seed S [--replace]`: loads the Harbour Motor
// Group demo data into DATABASE_URL, or into the embedded PGlite in DATA_DIR
// (refused while `npm start` holds that folder).
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from "./seed-args.ts";
import { CliError, configuredTarget, openTarget, runCli, seedWithProgress } from "./seed-runner.ts";

await runCli(async () => {
  const configured = configuredTarget();
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2), { cars: configured.cars, seed: configured.seed });
  } catch (error) {
    if (error instanceof SeedArgsError) throw new CliError(`${error.message}\n\n${SEED_USAGE}`, 2);
    throw error;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return;
  }
  const target = await openTarget({ url: configured.url, dataDir: configured.dataDir, purpose: "npm run seed" });
  try {
    await seedWithProgress(target.db, { cars: args.cars, seed: args.seed, replace: args.replace });
  } finally {
    await target.close();
  }
});
