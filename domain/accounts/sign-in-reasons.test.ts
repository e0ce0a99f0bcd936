import { describe, expect, it } from "vitest";
import { SIGN_IN_REASONS } from "../gating.ts";
import { signInCopy } from "./sign-in-reasons.ts";

describe("the sign-in page's words", () => {
  const names = { siteName: "Harbour Toyota", garageTitle: "My Garage" };

  it("have a heading and a sentence of their own for every reason of the spec", () => {
    const copies = SIGN_IN_REASONS.map((reason) => signInCopy(reason, names));
    for (const copy of copies) {
      expect(copy.heading).toMatch(/^Sign in/);
      expect(copy.sentence.length).toBeGreaterThan(20);
    }
    expect(new Set(copies.map((c) => c.heading)).size).toBe(SIGN_IN_REASONS.length);
    expect(new Set(copies.map((c) => c.sentence)).size).toBe(SIGN_IN_REASONS.length);
  });

  it("name the site's garage, and say plainly what signing in is without a reason", () => {
    expect(signInCopy("my-garage", { ...names, garageTitle: "MyMotorama" }).heading).toBe("Sign in to MyMotorama");
    expect(signInCopy(null, names)).toEqual({ heading: "Sign in", sentence: expect.stringContaining("Harbour Toyota") });
  });
});
