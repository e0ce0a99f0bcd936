import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redirectWithinSite, sameSitePath } from "./same-site-redirect.ts";

const BASE = "http://same-site.invalid";

/** What a browser does with a Location header on https://dealer.example. */
function followedFrom(location: string): URL {
  return new URL(location, "https://dealer.example/some/page");
}

describe("same-site redirects", () => {
  it("keeps ordinary paths, queries and fragments as they are", () => {
    expect(sameSitePath("/toyota/overview?page=2")).toBe("/toyota/overview?page=2");
    expect(sameSitePath("/search/used-cars#results")).toBe("/search/used-cars#results");
  });

  it.each([
    ["/\\evil.com/overview"],
    ["/\\EVIL.COM/overview"],
    ["//evil.com/overview"],
    ["/%2F%2Fevil.com/overview"],
    ["/%2f%2fevil.com"],
    ["/%5Cevil.com"],
    ["/\t/evil.com"],
    ["/\n/evil.com"],
    ["\\\\evil.com"],
    ["/.//evil.com"],
    ["https://evil.com/"],
    ["javascript:alert(1)"],
    ["evil.com"],
    [""],
  ])("never leaves the site for %j", (target) => {
    const location = sameSitePath(target);
    expect(followedFrom(location).host).toBe("dealer.example");
    expect(location).not.toMatch(/^\/[/\\]/);
  });

  it("sends the status it is given", () => {
    const response = redirectWithinSite("/\\evil.com/overview", 301);
    expect(response.status).toBe(301);
    expect(followedFrom(response.headers.get("Location")!).host).toBe("dealer.example");
  });

  it("emits only same-site, ASCII paths whatever it is given", () => {
    const odd = fc.oneof(
      fc.constantFrom("/", "\\", "%2F", "%2f", "%5C", "%5c", "\t", "\n", "\r", "\u0000", "\u001b", ".", "..", ":", "@", "?", "#", "evil.com", "http:", "\u2215", "\uff0f", "\ud800", "é"),
      fc.string({ unit: "grapheme", maxLength: 3 }),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(odd, { maxLength: 12 }), (parts) => {
        const location = sameSitePath(parts.join(""));
        expect(location.startsWith("/")).toBe(true);
        expect(location).not.toMatch(/^\/[/\\]/);
        expect(location).toMatch(/^[\x21-\x7e]*$/);
        expect(new URL(location, BASE).origin).toBe(BASE);
        expect(followedFrom(location).host).toBe("dealer.example");
      }),
      { numRuns: 2000 },
    );
  });
});
