import { describe, expect, it } from "vitest";
import { canonicalUrl, siteOrigin } from "./site-origin.ts";

const site = { siteUrl: "https://harbourtoyota.example.com.au", hosts: ["harbourtoyota.example.com.au", "www.harbourtoyota.com.au"] };

describe("site origin", () => {
  it("uses the configured address on the site's public hosts, even when the request arrived over http", () => {
    expect(siteOrigin(new Request("http://harbourtoyota.example.com.au/brands"), site)).toBe("https://harbourtoyota.example.com.au");
    expect(siteOrigin(new Request("http://www.harbourtoyota.com.au/"), site)).toBe("https://harbourtoyota.example.com.au");
  });

  it("uses the request's own origin on other hosts, so development addresses can be followed", () => {
    expect(siteOrigin(new Request("http://harbour-toyota.localhost:3100/sitemap.xml"), site)).toBe("http://harbour-toyota.localhost:3100");
  });

  it("uses the request's origin when the site has no public address", () => {
    expect(siteOrigin(new Request("http://localhost:3000/"), { siteUrl: null, hosts: [] })).toBe("http://localhost:3000");
  });

  it("joins a path to the origin for canonical links", () => {
    expect(canonicalUrl(new Request("http://harbourtoyota.example.com.au/x"), site, "/toyota/overview?page=2")).toBe(
      "https://harbourtoyota.example.com.au/toyota/overview?page=2",
    );
  });
});
