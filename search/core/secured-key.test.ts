import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createSecuredKey, verifySecuredKey } from "./secured-key.ts";

const SECRET = "test-secret-of-sufficient-length";

describe("secured search keys", () => {
  it("round-trips the site a key was made for", () => {
    expect(verifySecuredKey(SECRET, createSecuredKey(SECRET, "harbour-toyota"))).toBe("harbour-toyota");
  });

  it("refuses a key made with another secret", () => {
    expect(verifySecuredKey(SECRET, createSecuredKey("another-secret-entirely", "harbour-toyota"))).toBeNull();
  });

  it("refuses a key whose site was edited", () => {
    const key = createSecuredKey(SECRET, "harbour-toyota");
    const decoded = Buffer.from(key, "base64").toString("utf8").replace("harbour-toyota", "harbour-used");
    expect(verifySecuredKey(SECRET, Buffer.from(decoded).toString("base64"))).toBeNull();
  });

  it("never accepts random strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (key) => verifySecuredKey(SECRET, key) === null));
    expect(verifySecuredKey(SECRET, "")).toBeNull();
    expect(verifySecuredKey(SECRET, null)).toBeNull();
  });
});
