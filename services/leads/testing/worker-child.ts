// A delivery worker in its own process, for the crash test: opens the
// database named by WORKER_DB (a PGlite data folder or a postgres:// URL),
// delivers with short retry and lease timings, and stops cleanly on SIGTERM.
import { openDatabase } from "../../../db/client.ts";
import { startOutboxWorker } from "../outbox-worker.ts";
import { createWebhookSender } from "../webhook.ts";
import { createMailer } from "../mail-transport.ts";

const target = process.env.WORKER_DB!;
const db = await openDatabase(target.startsWith("postgres") ? { url: target } : { dataDir: target });
const worker = await startOutboxWorker({
  db,
  transports: { webhook: createWebhookSender({ timeoutMs: 60_000 }), email: createMailer({ mailDir: process.env.WORKER_MAIL_DIR ?? "/tmp" }) },
  retry: { baseMs: 20, factor: 2, capMs: 100, windowMs: 60_000, jitter: 0.5, maxRetryAfterMs: 200 },
  pollMs: 20,
  leaseMs: Number(process.env.WORKER_LEASE_MS ?? 1000),
});
process.stdout.write("ready\n");
process.once("SIGTERM", async () => {
  await worker.stop();
  await db.close();
  process.exit(0);
});
