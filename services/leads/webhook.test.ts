import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { classifyResponse, createWebhookSender, parseRetryAfter, webhookBody } from "./webhook.ts";
import { signatureHeader, verifySignatureHeader } from "./signature.ts";
import { sampleLead } from "./testing/sample-lead.ts";
import type { DeliveryJob } from "./delivery.ts";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let base: string;
const received: Received[] = [];
let reply: { status: number; headers?: Record<string, string>; delayMs?: number } = { status: 200 };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      setTimeout(() => {
        res.writeHead(reply.status, reply.headers);
        res.end("ok");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SECRET = "whsec_test_123";
const job = (url = `${base}/hook`): DeliveryJob => ({
  deliveryId: 1,
  idempotencyKey: "lead-42-r1-0123456789abcdef",
  event: "lead.created",
  destination: { kind: "webhook", url, secret: SECRET },
  attempt: 3,
  lead: sampleLead(),
});

/** A receiver's check, written the way docs/leads.md tells dealers to write it (node:crypto only). */
function receiverVerifies(header: string, rawBody: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const fields = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(fields.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("webhook delivery", () => {
  it("POSTs the lead as JSON with Idempotency-Key and a signature an independent check verifies", async () => {
    reply = { status: 204 };
    received.length = 0;
    expect(await createWebhookSender().deliver(job())).toEqual({ kind: "delivered" });
    const [request] = received;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toBe("lead-42-r1-0123456789abcdef");
    expect(request.headers["forecourt-event"]).toBe("lead.created");
    expect(request.headers["forecourt-delivery-attempt"]).toBe("3");
    const signature = String(request.headers["forecourt-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(receiverVerifies(signature, request.body, SECRET)).toBe(true);
    expect(receiverVerifies(signature, request.body, "wrong-secret")).toBe(false);
    expect(receiverVerifies(signature, request.body.replace("Alex", "Eve"), SECRET)).toBe(false);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      id: "lead-42-r1-0123456789abcdef",
      event: "lead.created",
      lead_id: 42,
      customer: { name: "Alex", last_name: "Citizen", email: "alex@example.com" },
      car: { stocknum: "HT1234" },
      payload: { lead_id: 42, userData: { source: "Website" } },
    });
  });

  it("retries 5xx, 408 and 429 (with Retry-After), dead-letters other 4xx and redirects", async () => {
    const cases: [number, Record<string, string>, unknown][] = [
      [500, {}, { kind: "retry", error: "HTTP 500" }],
      [502, {}, { kind: "retry", error: "HTTP 502" }],
      [408, {}, { kind: "retry", error: "HTTP 408" }],
      [429, { "Retry-After": "120" }, { kind: "retry", error: "HTTP 429", retryAfterMs: 120_000 }],
      [503, { "Retry-After": "7" }, { kind: "retry", error: "HTTP 503", retryAfterMs: 7000 }],
      [400, {}, { kind: "failed", error: "HTTP 400" }],
      [401, {}, { kind: "failed", error: "HTTP 401" }],
      [410, {}, { kind: "failed", error: "HTTP 410" }],
      [301, { Location: "https://elsewhere.example/" }, { kind: "failed" }],
    ];
    for (const [status, headers, expected] of cases) {
      reply = { status, headers };
      expect(await createWebhookSender().deliver(job()), `HTTP ${status}`).toMatchObject(expected as object);
    }
  });

  it("retries a receiver that does not answer in time", async () => {
    reply = { status: 200, delayMs: 300 };
    expect(await createWebhookSender({ timeoutMs: 50 }).deliver(job())).toEqual({ kind: "retry", error: "timed out after 50 ms" });
  });

  it("retries a receiver that is down", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await createWebhookSender().deliver(job(`http://127.0.0.1:${port}/hook`))).toMatchObject({ kind: "retry", error: expect.stringContaining("ECONNREFUSED") });
  });

  it("sends the same body on every attempt (only the signature's timestamp changes)", () => {
    expect(webhookBody(job())).toBe(webhookBody({ ...job(), attempt: 9 }));
  });
});

describe("signatures", () => {
  it("verifies within the tolerance and refuses replays older than it", () => {
    const header = signatureHeader("s", "{}", 1_000_000);
    expect(verifySignatureHeader(header, "{}", "s", { nowSeconds: 1_000_100 })).toBe(true);
    expect(verifySignatureHeader(header, "{}", "s", { nowSeconds: 1_000_400 })).toBe(false);
    expect(verifySignatureHeader(header, "{ }", "s", { nowSeconds: 1_000_000 })).toBe(false);
    expect(verifySignatureHeader("t=abc,v1=00", "{}", "s")).toBe(false);
    expect(verifySignatureHeader(null, "{}", "s")).toBe(false);
  });

  it("accepts any matching v1 among several (secret rotation)", () => {
    const good = signatureHeader("new", "{}", 1000).split(",")[1];
    expect(verifySignatureHeader(`t=1000,v1=${"0".repeat(64)},${good}`, "{}", "new", { nowSeconds: 1000 })).toBe(true);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("30", 0)).toBe(30_000);
    expect(parseRetryAfter(new Date(65_000).toUTCString(), 5_000)).toBe(60_000);
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(classifyResponse(200, null, 0)).toEqual({ kind: "delivered" });
  });
});
