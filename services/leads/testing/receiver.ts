// A webhook receiver for tests: a real node:http server on port 0 that can
// go down and come back on the same port, answer with a chosen status, and
// de-duplicates by Idempotency-Key the way a careful receiver would.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifySignatureHeader } from "../signature.ts";

export interface WebhookReceiver {
  url: string;
  /** Every request that reached the server, in order. */
  requests: { key: string; signatureValid: boolean; body: string }[];
  /** Keys answered with 2xx, with how many times each was accepted. */
  accepted: Map<string, number>;
  /** Answer this status from now on (default 200). */
  respondWith(status: number, headers?: Record<string, string>): void;
  /** Called before answering; return false to hold the request open forever. */
  onRequest?: (key: string) => boolean | void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(secret: string): Promise<WebhookReceiver> {
  let status = 200;
  let headers: Record<string, string> = {};
  let port = 0;
  let server: Server | null = null;

  const receiver: WebhookReceiver = {
    url: "",
    requests: [],
    accepted: new Map(),
    respondWith(next, nextHeaders = {}) {
      status = next;
      headers = nextHeaders;
    },
    down,
    up,
    close: down,
  };

  function listen(): Promise<void> {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const key = String(req.headers["idempotency-key"] ?? "");
        const signatureValid = verifySignatureHeader(String(req.headers["forecourt-signature"] ?? ""), body, secret);
        receiver.requests.push({ key, signatureValid, body });
        if (receiver.onRequest?.(key) === false) return; // hold it open: the sender is about to die
        if (status >= 200 && status < 300) receiver.accepted.set(key, (receiver.accepted.get(key) ?? 0) + 1);
        res.writeHead(status, headers);
        res.end();
      });
    });
    return new Promise((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => {
        port = (server!.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${port}/hooks/test`;
        resolve();
      });
    });
  }

  async function down() {
    const current = server;
    server = null;
    if (!current) return;
    current.closeAllConnections();
    await new Promise((resolve) => current.close(resolve));
  }

  async function up() {
    if (!server) await listen();
  }

  await listen();
  return receiver;
}

/** Waits until `check` is true, polling; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = "condition"): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
