import { describe, expect, it } from "vitest";
import { canonicalUrl, siteOrigin } from "./site-origin.ts";

const site = { slug: "harbour-toyota", siteUrl: "https://harbourtoyota.example.com.au", hosts: ["harbourtoyota.example.com.au", "www.harbourtoyota.com.au"] };

describe("site origin", () => {
  it("is the configured siteUrl, whatever host or request target the page was asked for on", () => {
    expect(siteOrigin(site)).toBe("https://harbourtoyota.example.com.au");
  });

  it("is the first configured host over https when the site has no siteUrl", () => {
    expect(siteOrigin({ ...site, siteUrl: null })).toBe("https://harbourtoyota.example.com.au");
  });

  it("is the site's development address when it has neither", () => {
    expect(siteOrigin({ slug: "harbour-toyota", siteUrl: null, hosts: [] })).toBe("http://harbour-toyota.localhost");
  });

  it("joins a path to the origin for canonical links", () => {
    expect(canonicalUrl(site, "/toyota/overview?page=2")).toBe("https://harbourtoyota.example.com.au/toyota/overview?page=2");
  });
});
