// Keeps one process's in-memory index fresh from PostgreSQL. The cars
// triggers (db/migrations/0002_cars_change_notify.sql) NOTIFY on every change
// from any process: inserts and updates make the index catch up on rows whose
// updated_at moved past the last one it saw (a trigger keeps updated_at
// honest), deletes arrive by id, a truncate reloads everything (a page of
// rows at a time, applied in slices, so queries are answered meanwhile). A timer does
// the same catch-up in case a notification was lost, and now and then the
// index's ids are reconciled with the table's so no deleted car lingers.
// After the LISTEN connection was lost and came back, the index reloads in
// full: what changed meanwhile (deletes too) was never announced. While the
// database is away the index keeps serving what it has.
import type { Database } from "../../db/client.ts";
import { carDocumentBatches, loadCarDocuments } from "./car-documents.ts";
import type { CarSearchEngine } from "../../search/cars/index.ts";

export const CARS_CHANGED_CHANNEL = "cars_changed";
/** updated_at is the writing transaction's start time: re-read a margin so slow transactions are not missed. */
const CATCH_UP_MARGIN_MS = 30_000;

export interface IndexSyncOptions {
  /** Catch-up period when no notification arrives. */
  intervalMs: number;
  /** How often ids are compared with the table to drop cars whose delete notice was lost (default 5 minutes). */
  reconcileMs?: number;
  /** Notifications within this window share one catch-up (default 50 ms). */
  debounceMs?: number;
  onError?: (error: unknown) => void;
}

/** Call it (or its stop()) to stop syncing; catchUp() runs a catch-up now. */
export type IndexSync = (() => Promise<void>) & {
  catchUp(): Promise<void>;
  stop(): Promise<void>;
};

interface AtRow {
  at: Date | string | null;
  id: number | string | null;
}

export async function startIndexSync(db: Database, engine: CarSearchEngine, options: IndexSyncOptions): Promise<IndexSync> {
  const latestChange = async () => {
    const [row] = await db.query<AtRow>("select max(updated_at) as at, coalesce(max(id), 0) as id from cars");
    return { at: row?.at ? new Date(row.at) : null, id: Number(row?.id ?? 0) };
  };
  // Rows committed in the same instant as the last one seen are read again; upserts are idempotent.
  const start = await latestChange();
  let watermark = start.at ?? new Date(0);
  // Inserts may carry an old updated_at (imports, the seeder): new ids are caught separately.
  let maxId = start.id;
  let running: Promise<void> | null = null;
  let again = false;
  let fullReload = false;
  let reconcileDue = false;
  let stopped = false;
  let debounce: NodeJS.Timeout | null = null;
  // Deletes noticed while a catch-up is reading: its rows may predate them.
  let deletedMeanwhile = new Set<string>();

  function advance(latest: { at: Date | null; id: number }) {
    if (latest.at) watermark = latest.at;
    maxId = Math.max(maxId, latest.id);
  }

  async function apply() {
    deletedMeanwhile = new Set();
    const latest = await latestChange();
    if (fullReload || reconcileDue) {
      const reload = fullReload;
      fullReload = false;
      reconcileDue = false;
      const present = new Set((await db.query<{ id: number | string }>("select id from cars")).map((row) => String(row.id)));
      const gone = engine.objectIDs().filter((id) => !present.has(id));
      if (gone.length > 0) engine.removeMany(gone);
      if (reload) {
        // A page of rows at a time, each applied in slices: queries are answered throughout a reload.
        for await (const batch of carDocumentBatches(db)) await engine.applyInSlices(batch);
        advance(latest);
        engine.recordSync({ at: new Date() });
        return;
      }
    }
    const changed = await loadCarDocuments(db, { since: new Date(watermark.getTime() - CATCH_UP_MARGIN_MS) });
    const inserted = latest.id > maxId ? await loadCarDocuments(db, { afterId: maxId }) : [];
    const fresh = [...changed, ...inserted].filter((doc) => !deletedMeanwhile.has(doc.objectID));
    if (fresh.length > 0) await engine.applyInSlices(fresh);
    advance(latest);
    engine.recordSync({ at: new Date() });
  }

  function catchUp(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await apply();
        } while (again && !stopped);
      } catch (error) {
        engine.recordSync({ error: (error as Error).message });
        options.onError?.(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function soon() {
    if (debounce || stopped) return;
    debounce = setTimeout(() => {
      debounce = null;
      void catchUp();
    }, options.debounceMs ?? 50);
    debounce.unref();
  }

  const unlisten = await db.listen(CARS_CHANGED_CHANNEL, (payload) => {
    if (stopped) return;
    if (payload.startsWith("delete:")) {
      const id = payload.slice("delete:".length);
      engine.remove(id);
      deletedMeanwhile.add(id);
      return;
    }
    if (payload === "truncate") fullReload = true;
    soon();
  }, () => {
    // Back after a lost connection: what changed meanwhile was never announced (deletes included), so reload all.
    fullReload = true;
    soon();
  });
  const timer = setInterval(() => void catchUp(), options.intervalMs);
  timer.unref();
  const reconciler = setInterval(() => {
    reconcileDue = true;
    void catchUp();
  }, options.reconcileMs ?? 300_000);
  reconciler.unref();

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    clearInterval(reconciler);
    if (debounce) clearTimeout(debounce);
    await running;
    await unlisten();
  };
  return Object.assign(stop, { catchUp, stop });
}
