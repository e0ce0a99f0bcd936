import { createServer, type IncomingMessage } from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createHttpSmsGateway, createLocalSmsProvider, createSmsProvider, SmsNotSentError } from "./index.ts";

describe("the local SMS provider", () => {
  it("writes one file per message, with the number and the text, under DATA_DIR/sms/", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sms-"));
    try {
      const sms = createSmsProvider(loadConfig({ DATA_DIR: dataDir }), dataDir);
      expect(sms.name).toBe("local");
      await sms.send({ to: "+61412345678", text: "123456 is your code" });
      await sms.send({ to: "+61412345678", text: "654321 is your code" });
      const files = readdirSync(join(dataDir, "sms")).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/_61412345678_[0-9a-f]{8}\.txt$/);
      expect(readFileSync(join(dataDir, "sms", files[0]), "utf8")).toBe("To: +61412345678\n\n123456 is your code\n");
      expect(readFileSync(join(dataDir, "sms", files[1]), "utf8")).toContain("654321");
      // Codes are secrets: only the server's user may read them.
      expect(statSync(join(dataDir, "sms", files[0])).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("names files by time first, so they sort in the order they were sent", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sms-"));
    let t = Date.UTC(2026, 0, 1);
    const sms = createLocalSmsProvider(dir, () => new Date((t += 1000)));
    for (const text of ["a", "b", "c"]) await sms.send({ to: "+61400000000", text });
    const texts = readdirSync(dir).sort().map((f) => readFileSync(join(dir, f), "utf8").trim().split("\n").at(-1));
    expect(texts).toEqual(["a", "b", "c"]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("the HTTP SMS gateway", () => {
  const received: { headers: IncomingMessage["headers"]; body: string; url?: string }[] = [];
  let answer = 202;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body, url: req.url });
      res.writeHead(answer, { "Content-Type": "application/json" });
      res.end(answer < 300 ? '{"id":"msg-1"}' : '{"error":"invalid number"}');
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the number, the sender and the text as JSON with the bearer token", async () => {
    const sms = createHttpSmsGateway({ url, token: "tok-123", sender: "Harbour" });
    expect(sms.name).toBe("http-gateway");
    await sms.send({ to: "+61412345678", text: "123456 is your code" });
    const [request] = received.splice(0);
    expect(request.url).toBe("/v1/messages");
    expect(request.headers.authorization).toBe("Bearer tok-123");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({ to: "+61412345678", from: "Harbour", body: "123456 is your code" });
  });

  it("fails with the gateway's status when it does not take the message", async () => {
    answer = 400;
    const sms = createHttpSmsGateway({ url, token: "tok-123", sender: "Harbour" });
    await expect(sms.send({ to: "+61412345678", text: "x" })).rejects.toThrow(SmsNotSentError);
    await expect(sms.send({ to: "+61412345678", text: "x" })).rejects.toThrow(/answered 400/);
    answer = 202;
  });

  it("fails when the gateway cannot be reached", async () => {
    const sms = createHttpSmsGateway({ url: "http://127.0.0.1:1/sms", token: "t", sender: "Harbour", timeoutMs: 2000 });
    await expect(sms.send({ to: "+61412345678", text: "x" })).rejects.toThrow(/unreachable/);
  });

  it("is chosen by SMS_GATEWAY_URL, which needs SMS_GATEWAY_TOKEN", () => {
    const config = loadConfig({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: "tok", SMS_SENDER: "Harbour" });
    expect(createSmsProvider(config, "/nowhere").name).toBe("http-gateway");
    expect(() => loadConfig({ SMS_GATEWAY_URL: url })).toThrow(/SMS_GATEWAY_TOKEN: is required when SMS_GATEWAY_URL is set/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: "ftp://x" })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ SMS_SENDER: "A sender name that is too long" })).toThrow(/SMS_SENDER/);
  });
});
