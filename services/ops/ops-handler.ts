// The operator endpoint of a running server, for the leads and import CLIs:
// loopback connections only, and a bearer token that only the server's user
// can read (DATA_DIR/ops-token). Anything else is a 404, as if it were not there.
//   GET  /_ops/leads?site=S&limit=N   GET /_ops/leads/ID   POST /_ops/leads/ID/retry
//   POST /_ops/cars/ID {"status": "sold" | "in_stock" | "coming_soon", "price": 123.45}
//   /_ops/stock/...                   the import CLI (services/stock-import/stock-ops.ts)
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLoopback } from "../security/index.ts";
import type { LeadAdmin } from "./lead-admin.ts";
import { carChangeSchema, type StockAdmin } from "./stock-admin.ts";

export const OPS_PREFIX = "/_ops/";

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

function authorised(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? "";
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7).trim() : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Returns false when the request is not for the ops endpoint (the caller goes on). */
export interface OpsAnswer {
  status: number;
  body: unknown;
}

export function createOpsHandler(options: {
  admin: LeadAdmin;
  token: string;
  /** POST /_ops/cars/ID: a car's status or price. */
  cars?: StockAdmin;
  /** /_ops/stock/…: the import CLI. */
  stock?: (req: IncomingMessage, url: URL) => Promise<OpsAnswer>;
}) {
  return async function handleOps(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(OPS_PREFIX)) return false;
    if (!isLoopback(req.socket.remoteAddress) || req.headers["x-forwarded-for"]) {
      send(res, 404, { message: "Not found" });
      return true;
    }
    if (!authorised(req, options.token)) {
      send(res, 401, { message: "A valid operator token is required (DATA_DIR/ops-token)." });
      return true;
    }
    try {
      const answer =
        url.pathname.startsWith(`${OPS_PREFIX}cars/`) && options.cars
          ? await carRoute(options.cars, req, url)
          : url.pathname.startsWith(`${OPS_PREFIX}stock/`) && options.stock
            ? await options.stock(req, url)
            : await route(options.admin, req.method ?? "GET", url);
      send(res, answer.status, answer.body);
    } catch (error) {
      send(res, 500, { message: error instanceof Error ? error.message : String(error) });
    }
    return true;
  };
}

async function route(admin: LeadAdmin, method: string, url: URL): Promise<{ status: number; body: unknown }> {
  const parts = url.pathname.slice(OPS_PREFIX.length).split("/").filter(Boolean);
  if (parts[0] !== "leads" || parts.length > 3) return { status: 404, body: { message: "Not found" } };
  if (parts.length === 1) {
    if (method !== "GET") return { status: 405, body: { message: "Use GET" } };
    const limit = url.searchParams.get("limit");
    return { status: 200, body: await admin.list({ siteSlug: url.searchParams.get("site") ?? undefined, limit: limit ? Number(limit) : undefined }) };
  }
  const id = Number(parts[1]);
  if (!Number.isSafeInteger(id)) return { status: 400, body: { message: "The lead id must be a number." } };
  if (parts.length === 2) {
    if (method !== "GET") return { status: 405, body: { message: "Use GET" } };
    const lead = await admin.show(id);
    return lead ? { status: 200, body: lead } : { status: 404, body: { message: `No lead ${id}.` } };
  }
  if (parts[2] !== "retry") return { status: 404, body: { message: "Not found" } };
  if (method !== "POST") return { status: 405, body: { message: "Use POST" } };
  const outcome = await admin.retry(id);
  return outcome.found ? { status: 200, body: outcome } : { status: 404, body: { message: `No lead ${id}.` } };
}

async function readJson(req: IncomingMessage, limit = 4096): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new RangeError("too large");
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

async function carRoute(stock: StockAdmin, req: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
  const parts = url.pathname.slice(OPS_PREFIX.length).split("/").filter(Boolean);
  const id = Number(parts[1]);
  if (parts.length !== 2 || !Number.isSafeInteger(id)) return { status: 404, body: { message: "Not found" } };
  if (req.method !== "POST") return { status: 405, body: { message: "Use POST" } };
  const body = await readJson(req).catch(() => undefined);
  const change = carChangeSchema.safeParse(body);
  if (!change.success) return { status: 400, body: { message: change.error.issues.map((i) => i.message).join("; ") } };
  const car = await stock.changeCar(id, change.data);
  return car ? { status: 200, body: car } : { status: 404, body: { message: `No car ${id}.` } };
}
