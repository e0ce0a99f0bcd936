// `npm run reset`: back to a fresh demo. On the embedded PGlite it empties
// DATA_DIR (refused while `npm start` holds it) and loads the default demo
// data; with DATABASE_URL it replaces the dealer data in place.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, parse } from "node:path";
import { lockPath } from "../../db/embedded-lock.ts";
import { projectRoot } from "../project-root.ts";
import { CliError, configuredTarget, lockEmbedded, openTarget, runCli, seedWithProgress } from "./seed-runner.ts";

/** What a Forecourt data folder may hold: the PGlite folder, the image cache, the lock. */
const DATA_ENTRIES = new Set(["pg", "img-cache", "forecourt.lock"]);

/** Refuses folders that are plainly not a data folder, so a mistyped DATA_DIR cannot wipe a disk. */
function assertDataFolder(dataDir: string) {
  const forbidden = [parse(dataDir).root, projectRoot, process.env.HOME ?? ""].filter(Boolean);
  if (forbidden.includes(dataDir)) throw new CliError(`Refusing to empty ${dataDir}: DATA_DIR must be a folder of its own, such as .data.`);
  if (!existsSync(dataDir)) return;
  const strangers = readdirSync(dataDir).filter((entry) => !DATA_ENTRIES.has(entry));
  if (strangers.length > 0 && !readdirSync(dataDir).includes("pg")) {
    throw new CliError(`Refusing to empty ${dataDir}: it does not look like a Forecourt data folder (it holds ${strangers.slice(0, 3).join(", ")}). Check DATA_DIR.`);
  }
}

await runCli(async () => {
  const configured = configuredTarget();
  if (configured.url) {
    const target = await openTarget({ url: configured.url, dataDir: configured.dataDir, purpose: "npm run reset" });
    try {
      await seedWithProgress(target.db, { cars: configured.cars, seed: configured.seed, replace: true });
    } finally {
      await target.close();
    }
    return;
  }

  const dataDir = configured.dataDir;
  assertDataFolder(dataDir);
  const release = lockEmbedded(dataDir, "npm run reset");
  try {
    for (const entry of readdirSync(dataDir)) {
      if (join(dataDir, entry) !== lockPath(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
    console.log(`Emptied ${dataDir}.`);
  } catch (error) {
    release();
    throw error;
  }
  const target = await openTarget({ url: undefined, dataDir, purpose: "npm run reset", alreadyLocked: release });
  try {
    await seedWithProgress(target.db, { cars: configured.cars, seed: configured.seed, replace: false });
  } finally {
    await target.close();
  }
});
