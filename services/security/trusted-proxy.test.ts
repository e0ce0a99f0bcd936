import { describe, expect, it } from "vitest";
import { compileTrustProxy, resolveRequestClient } from "./trusted-proxy.ts";

const req = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  socket: { remoteAddress, encrypted } as never,
  headers,
});

describe("TRUST_PROXY", () => {
  it("trusts nothing when unset, empty or 0", () => {
    for (const setting of [undefined, "", "0", "false"]) expect(compileTrustProxy(setting)).toBeNull();
  });

  it("refuses what is neither a hop count nor addresses", () => {
    for (const setting of ["true", "*", "not-an-address", "10.0.0.0/99", "99"]) expect(() => compileTrustProxy(setting)).toThrow(/TRUST_PROXY is/);
  });

  it("ignores every forwarding header from a client that is not a trusted proxy", () => {
    const spoofed = req("203.0.113.9", { "x-forwarded-for": "198.51.100.1", "x-forwarded-proto": "https", forwarded: "for=198.51.100.1;proto=https" });
    expect(resolveRequestClient(spoofed, null)).toEqual({ address: "203.0.113.9", https: false });
    expect(resolveRequestClient(spoofed, compileTrustProxy("10.0.0.0/8"))).toEqual({ address: "203.0.113.9", https: false });
  });

  it("believes a trusted proxy: the client is the first untrusted hop, the scheme what the outermost proxy saw", () => {
    const trust = compileTrustProxy("10.0.0.0/8, loopback");
    // A client's own made-up X-Forwarded-For entry is to the left of what our proxies appended.
    const proxied = req("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.9", "x-forwarded-proto": "https, http" });
    expect(resolveRequestClient(proxied, trust)).toEqual({ address: "198.51.100.7", https: true });
    expect(resolveRequestClient(req("10.0.0.2", { forwarded: 'for=198.51.100.7;proto=https' }), trust)).toEqual({ address: "10.0.0.2", https: true });
    expect(resolveRequestClient(req("127.0.0.1", { "x-forwarded-for": "198.51.100.8" }), trust).address).toBe("198.51.100.8");
  });

  it("as a hop count trusts that many proxies, whatever their addresses", () => {
    const one = compileTrustProxy("1");
    expect(resolveRequestClient(req("192.0.2.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.7", "x-forwarded-proto": "https" }), one)).toEqual({ address: "198.51.100.7", https: true });
  });

  it("reads TLS on the socket itself, and a malformed Forwarded as silence", () => {
    expect(resolveRequestClient(req("203.0.113.9", {}, true), null).https).toBe(true);
    expect(resolveRequestClient(req("10.0.0.2", { forwarded: 'for="unterminated' }), compileTrustProxy("1")).https).toBe(false);
  });
});
