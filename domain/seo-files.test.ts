import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { robotsTxt, sitemapIndexXml, sitemapPartCount, sitemapXml, xmlEscape } from "./seo-files.ts";

describe("sitemap.xml", () => {
  it("lists each address with its last change as a date", () => {
    const xml = sitemapXml([
      { loc: "https://dealer.example/" },
      { loc: "https://dealer.example/cars/2021-toyota-corolla-123", lastmod: new Date("2026-11-02T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://dealer.example/</loc></url>");
    expect(xml).toContain("<url><loc>https://dealer.example/cars/2021-toyota-corolla-123</loc><lastmod>2026-11-02</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("leaves out an invalid date rather than writing a broken one", () => {
    expect(sitemapXml([{ loc: "https://a.example/", lastmod: new Date(Number.NaN) }])).not.toContain("lastmod");
  });

  it("escapes addresses so any address stays well-formed XML", () => {
    expect(sitemapXml([{ loc: "https://a.example/?a=1&b=<2>" }])).toContain("<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>");
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = xmlEscape(text);
        expect(escaped).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|apos;)/);
      }),
    );
  });

  it("names its parts in an index when there are too many addresses for one file", () => {
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    const index = sitemapIndexXml(["https://a.example/sitemap.xml?part=1", "https://a.example/sitemap.xml?part=2"]);
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<sitemap><loc>https://a.example/sitemap.xml?part=2</loc></sitemap>");
  });
});

describe("robots.txt", () => {
  it("allows everything but the API and print views, and points to the sitemap", () => {
    const text = robotsTxt("https://dealer.example");
    expect(text.split("\n")).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /print", "Sitemap: https://dealer.example/sitemap.xml"]),
    );
  });
});
