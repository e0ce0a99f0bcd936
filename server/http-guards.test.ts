import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, checkDeclaredBody, checkRequestHead, limitStreamedBodies } from "./http-guards.ts";

function head(url: string, hosts: string[] = ["harbour-toyota.localhost:3000"], extra: Record<string, string> = {}, method = "GET") {
  const rawHeaders = [...hosts.flatMap((h) => ["Host", h]), ...Object.entries(extra).flat()];
  const headers: Record<string, string> = { ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k.toLowerCase(), v])) };
  if (hosts.length) headers.host = hosts.join(", ");
  return { url, method, headers, rawHeaders } as unknown as IncomingMessage;
}

describe("the request line and Host header", () => {
  it("lets an ordinary request through untouched", () => {
    const req = head("/search/toyota?body=SUV&query=corolla+hybrid");
    expect(checkRequestHead(req)).toBeNull();
    expect(req.url).toBe("/search/toyota?body=SUV&query=corolla+hybrid");
  });

  it("refuses an absolute-form target naming another host, so it cannot set the origin pages print", () => {
    expect(checkRequestHead(head("http://evil.example/robots.txt"))).toMatchObject({ status: 400, message: expect.stringContaining("different host") });
  });

  it("rewrites an absolute-form target naming the request's own host to a path", () => {
    const req = head("http://harbour-toyota.localhost:3000/robots.txt?x=1");
    expect(checkRequestHead(req)).toBeNull();
    expect(req.url).toBe("/robots.txt?x=1");
  });

  it.each([
    [[], "exactly one Host"],
    [["a.localhost", "b.localhost"], "exactly one Host"],
    [["harbour toyota.localhost"], "not a valid host"],
    [["evil.example/x"], "not a valid host"],
    // The right characters, but no URL can be made with them (each gave a 500 further in).
    [["harbour-toyota.localhost:99999"], "not a valid host"],
    [["harbour-toyota.localhost:65536"], "not a valid host"],
    [["1.2.3.999"], "not a valid host"],
    [["foo.123"], "not a valid host"],
    [["[1:2]"], "not a valid host"],
    [["xn--a.localhost"], "not a valid host"],
  ])("refuses the Host headers %j", (hosts, message) => {
    expect(checkRequestHead(head("/", hosts))).toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it.each(["harbour-toyota.localhost:65535", "127.0.0.1:3000", "[::1]:3000", "HARBOUR-TOYOTA.localhost", "xn--bcher-kva.example"])("lets the Host %s through", (host) => {
    expect(checkRequestHead(head("/", [host]))).toBeNull();
  });

  it("refuses TRACE with a 405 (the page renderer's Fetch Request throws on it)", () => {
    expect(checkRequestHead(head("/", undefined, {}, "TRACE"))).toEqual({ status: 405, message: "The TRACE method is not served here." });
  });

  it.each([
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/cars/%ED%A0%80", "not UTF-8"],
    ["/cars/%FF", "not UTF-8"],
    ["/cars/%00", "control character"],
    ["/cars/a%0Ab", "control character"],
    ["/print?car_id=%00", "control character"],
    ["/print?car_id=%E0%A4%A", "malformed"],
    ["/print?car_id=%1B%5B31m", "control character"],
    ["//evil.com/overview", "two slashes"],
    ["/cars/\u00e9", "percent-encoded"],
  ])("refuses %s", (url, message) => {
    expect(checkRequestHead(head(url))).toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it("lets a line break through in a query value (a prefilled message), and a tab", () => {
    expect(checkRequestHead(head("/contact?message=Hi%0AThere%09"))).toBeNull();
  });
});

describe("request body limits", () => {
  it("refuses a form body whose Content-Length is over the limit, before reading it", () => {
    const req = head("/api/forms/enquiry", undefined, { "Content-Length": String(BODY_LIMITS.forms + 1) }, "POST");
    expect(checkDeclaredBody(req)).toMatchObject({ status: 413 });
    expect(checkDeclaredBody(head("/api/forms/enquiry", undefined, { "Content-Length": "2000" }, "POST"))).toBeNull();
  });

  it("allows the search API its 1 MB", () => {
    expect(checkDeclaredBody(head("/1/indexes/*/queries", undefined, { "Content-Length": String(512 * 1024) }, "POST"))).toBeNull();
    expect(checkDeclaredBody(head("/1/indexes/*/queries", undefined, { "Content-Length": String(BODY_LIMITS.search + 1) }, "POST"))).toMatchObject({ status: 413 });
  });

  it("cuts off a streamed (chunked) body once it passes the limit, and answers 413", async () => {
    let read = 0;
    const handler = limitStreamedBodies(async (request: Request) => {
      try {
        read = (await request.arrayBuffer()).byteLength;
        return new Response("ok");
      } catch {
        return new Response("handler failed", { status: 500 });
      }
    });
    const chunk = new Uint8Array(16 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://h.localhost/api/forms/enquiry", { method: "POST", body, duplex: "half" } as RequestInit);
    const response = await handler(request, {});
    expect(response.status).toBe(413);
    expect(read).toBe(0);
  });

  it("passes a body under the limit on whole", async () => {
    const handler = limitStreamedBodies(async (request: Request) => new Response(String((await request.text()).length)));
    const response = await handler(new Request("http://h.localhost/x", { method: "POST", body: "a=1&b=2" }), {});
    expect(await response.text()).toBe("7");
  });
});
