import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SiteRegistry, type Site } from "./registry.ts";

const site = (slug: string, hosts: string[] = []) => ({ slug, hosts }) as unknown as Site;
const registry = new SiteRegistry(
  [site("harbour-motor-group", ["harbourmotorgroup.example.com.au"]), site("harbour-toyota", ["www.toyota.example"]), site("harbour-used")],
  "harbour-motor-group",
);

describe("host → site", () => {
  it("maps {slug}.localhost to that site, with or without a port", () => {
    expect(registry.resolve("harbour-toyota.localhost:3000")?.slug).toBe("harbour-toyota");
    expect(registry.resolve("harbour-used.localhost")?.slug).toBe("harbour-used");
  });

  it("maps a configured host name, case-insensitively", () => {
    expect(registry.resolve("WWW.Toyota.Example")?.slug).toBe("harbour-toyota");
    expect(registry.resolve("harbourmotorgroup.example.com.au:443")?.slug).toBe("harbour-motor-group");
  });

  it("maps plain localhost to the default site", () => {
    expect(registry.resolve("localhost:3000")?.slug).toBe("harbour-motor-group");
    expect(registry.resolve("127.0.0.1:3000")?.slug).toBe("harbour-motor-group");
  });

  it("gives null for unknown hosts and unknown slugs", () => {
    expect(registry.resolve("evil.example.com")).toBeNull();
    expect(registry.resolve("nobody.localhost:3000")).toBeNull();
    expect(registry.resolve("")).toBeNull();
    expect(registry.resolve(null)).toBeNull();
  });

  it("never resolves a random host to a site it does not name", () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const found = registry.resolve(host);
        if (found) expect([...found.hosts, `${found.slug}.localhost`]).toContain(host.toLowerCase());
      }),
    );
  });

  it("refuses a DEFAULT_SITE that is not a site", () => {
    expect(() => new SiteRegistry([site("a")], "b")).toThrow(/DEFAULT_SITE "b" is not a site; use one of: a/);
  });
});
