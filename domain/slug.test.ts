import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("turns names into address segments", () => {
    expect(slugify("Mercedes-Benz")).toBe("mercedes-benz");
    expect(slugify("Land Rover")).toBe("land-rover");
    expect(slugify("RAV4")).toBe("rav4");
    expect(slugify("Citroën")).toBe("citroen");
    expect(slugify("Harley-Davidson")).toBe("harley-davidson");
    expect(slugify("Sales & Service")).toBe("sales-and-service");
    expect(slugify("  --Ford--  ")).toBe("ford");
  });

  it("always gives lower-case letters and digits joined by single hyphens, and is stable", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
