// Keeps one process's in-memory index fresh from PostgreSQL: a NOTIFY from
// the cars triggers (any process's change) or the periodic timer makes it
// catch up on rows whose updated_at moved past the last one it saw. Deletes
// arrive by id; a truncate reloads everything.
import type { Database } from "../db/client.ts";
import { loadCarDocuments } from "./car-documents.ts";
import type { SearchEngine } from "./engine.ts";

export const CARS_CHANGED_CHANNEL = "cars_changed";
/** updated_at is the writing transaction's start time: re-read a margin so slow transactions are not missed. */
const CATCH_UP_MARGIN_MS = 30_000;

export interface IndexSync {
  /** Catch up now (also what a notification triggers); resolves when applied. */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

export async function startIndexSync(
  db: Database,
  engine: SearchEngine,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): Promise<IndexSync> {
  // Rows committed in the same instant as the last one seen are read again; upserts are idempotent.
  const [row] = await db.query<{ at: Date | string | null }>("select max(updated_at) as at from cars");
  let watermark = row?.at ? new Date(row.at) : new Date(0);
  let running: Promise<void> | null = null;
  let again = false;
  let fullReload = false;

  async function apply() {
    const [latest] = await db.query<{ at: Date | string | null }>("select max(updated_at) as at from cars");
    if (fullReload) {
      fullReload = false;
      const documents = await loadCarDocuments(db);
      const keep = new Set(documents.map((d) => d.objectID));
      for (const id of engine.objectIDs()) if (!keep.has(id)) engine.remove(id);
      engine.upsertMany(documents);
    } else {
      const documents = await loadCarDocuments(db, { since: new Date(watermark.getTime() - CATCH_UP_MARGIN_MS) });
      if (documents.length) engine.upsertMany(documents);
    }
    if (latest?.at) watermark = new Date(latest.at);
    engine.recordSync({ at: new Date() });
  }

  function catchUp(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await apply();
        } while (again);
      } catch (error) {
        engine.recordSync({ error: (error as Error).message });
        options.onError?.(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const unlisten = await db.listen(CARS_CHANGED_CHANNEL, (payload) => {
    if (payload.startsWith("delete:")) {
      engine.remove(payload.slice("delete:".length));
      return;
    }
    if (payload === "truncate") fullReload = true;
    void catchUp();
  });
  const timer = setInterval(() => void catchUp(), options.intervalMs);
  timer.unref();

  return {
    catchUp,
    async stop() {
      clearInterval(timer);
      await running;
      await unlisten();
    },
  };
}
