import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalJson, contentHash, isValidIdempotencyKey, newIdempotencyKey, resolveIdempotencyKey } from "./idempotency.ts";
import { clientKey, isLoopback } from "./client-address.ts";
import { isLeadToken, leadToken } from "./lead-token.ts";

describe("idempotency keys", () => {
  it("keeps a well-formed key the client sent", () => {
    const key = newIdempotencyKey();
    expect(isValidIdempotencyKey(key)).toBe(true);
    expect(resolveIdempotencyKey(key, { a: 1 }, new Date())).toBe(key);
  });

  it("derives the same key from the same content within the hour, and another in the next hour", () => {
    const at = new Date("2026-11-21T10:15:00Z");
    const a = resolveIdempotencyKey(undefined, { name: "Alex", message: "hi" }, at);
    expect(resolveIdempotencyKey("", { message: "hi", name: "Alex" }, new Date("2026-11-21T10:59:00Z"))).toBe(a);
    expect(resolveIdempotencyKey(undefined, { name: "Alex", message: "hi" }, new Date("2026-11-21T11:00:00Z"))).not.toBe(a);
    expect(resolveIdempotencyKey(undefined, { name: "Alex", message: "hello" }, at)).not.toBe(a);
  });

  it("refuses keys that are too short, too long or carry odd characters", () => {
    for (const bad of ["short", "x".repeat(129), "has space in it", "new\nline-key", 42, null]) {
      expect(isValidIdempotencyKey(bad)).toBe(false);
    }
  });

  it("hashes objects the same whatever the key order (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        return contentHash(object) === contentHash(reversed) && JSON.parse(canonicalJson(object)) !== undefined;
      }),
    );
  });
});

describe("client address", () => {
  it("is the address without its IPv4-mapped prefix", () => {
    expect(clientKey("::ffff:10.0.0.2")).toBe("10.0.0.2");
    expect(clientKey(null)).toBe("unknown");
  });
  it("counts an IPv6 client as its /64, so hopping addresses inside it makes no new client", () => {
        expect(clientKey("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8:a:b:c::9")).toBe("2001:db8:a:b::/64");
    expect(clientKey("not-an-address")).toBe("not-an-address");
    expect(clientKey("1:2:3")).toBe("1:2:3");
  });
  it("knows loopback addresses", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
    expect(["10.0.0.1", "::ffff:10.0.0.1", "", null].some(isLoopback)).toBe(false);
  });
});

describe("lead tokens", () => {
  it("prove the holder got the lead's answer, and only for that lead", () => {
    const token = leadToken(42, "secret-secret-secret");
    expect(isLeadToken(42, token, "secret-secret-secret")).toBe(true);
    expect(isLeadToken(43, token, "secret-secret-secret")).toBe(false);
    expect(isLeadToken(42, token, "another-secret-xxxx")).toBe(false);
    expect(isLeadToken(42, undefined, "secret-secret-secret")).toBe(false);
  });
});
