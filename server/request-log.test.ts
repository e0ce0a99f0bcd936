import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestIdOf, trackRequest } from "./request-log.ts";

let server: Server;
let port = 0;
const seen: { header?: string; raw?: string[] } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    trackRequest(req, res, (host) => (host?.startsWith("harbour-toyota.") ? "harbour-toyota" : null));
    seen.header = req.headers["x-request-id"] as string;
    seen.raw = req.rawHeaders.filter((_, i, all) => i % 2 === 1 && all[i - 1].toLowerCase() === "x-request-id");
    if (req.url === "/boom") {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(`failed ${requestIdOf(req)}`);
      return;
    }
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.write("hello ");
    res.end("world");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; id: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ port, path, headers: { host: "harbour-toyota.localhost", ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, id: String(res.headers["x-request-id"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the request log", () => {
  it("logs one line with the id, site, method, route (no query), status, duration and bytes; the id goes back in X-Request-Id", async () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await get("/search/toyota?query=secret", { "x-request-id": "forged" });
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    const line = String(info.mock.calls.at(-1)![0]);
    info.mockRestore();
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toMatch(new RegExp(`^request id=${answer.id} site=harbour-toyota client=\\S+ method=GET route="/search/toyota" status=200 ms=\\d+\\.\\d bytes=11$`));
    expect(line).not.toContain("secret");
    // The client's own x-request-id is replaced by ours, in both forms the app reads.
    expect(seen.header).toBe(answer.id);
    expect(seen.raw).toEqual([answer.id]);
  });

  it("logs a 5xx as an error, with its request id", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await get("/boom");
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    const line = String(error.mock.calls.at(-1)![0]);
    error.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(`failed ${answer.id}`);
    expect(line).toContain(`request id=${answer.id} `);
    expect(line).toContain("status=500");
  });
});
