import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSiteFiles, parseSiteFile, SiteConfigError } from "./load.ts";
import { fromRoot } from "../server/project-root.ts";

const validToyota = JSON.parse(readFileSync(fromRoot("sites", "harbour-toyota.json"), "utf8"));

describe("site files", () => {
  it("validates every site file in the repository", () => {
    const sites = loadSiteFiles(fromRoot("sites"));
    expect(sites.map((s) => s.slug).sort()).toEqual(["harbour-motor-group", "harbour-toyota", "harbour-used"]);
    const used = sites.find((s) => s.slug === "harbour-used")!;
    expect(used).toMatchObject({ template: "used", usedOnly: true, certifiedOnly: true });
  });

  it("fills every documented default", () => {
    const { site } = parseSiteFile("sites/harbour-toyota.json", JSON.stringify(validToyota));
    expect(site!.includeSoldCarsDays).toBe(3);
    expect(site!.justArrivedDays).toBe(8);
    expect(site!.labels.noPrice).toBe("Enquire for price.");
    expect(site!.features.noResultsRefreshPath).toBe("/special-offers");
    expect(site!.features.videoPosition).toBe("second");
  });

  it("refuses a bad visibility level naming the file, the field and what is allowed", () => {
    const bad = { ...validToyota, stockVisibilityLevel: 15 };
    const { problems } = parseSiteFile("sites/harbour-toyota.json", JSON.stringify(bad));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sites\/harbour-toyota\.json: field "stockVisibilityLevel": Too big: expected number to be <=14 \(got 15\)$/);
  });

  it("refuses an unknown template listing the allowed values", () => {
    const { problems } = parseSiteFile("sites/harbour-toyota.json", JSON.stringify({ ...validToyota, template: "fancy" }));
    expect(problems[0]).toContain('field "template"');
    expect(problems[0]).toContain('"group", "franchise", "used"');
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    const { problems } = parseSiteFile("sites/harbour-toyota.json", JSON.stringify({ ...validToyota, stockVisibilty: 2 }));
    expect(problems[0]).toContain('unknown field(s) "stockVisibilty"');
  });

  it("refuses a slug that does not match the file name", () => {
    const { problems } = parseSiteFile("sites/other.json", JSON.stringify(validToyota));
    expect(problems[0]).toContain("rename the file to harbour-toyota.json");
  });

  it("refuses invalid JSON with the parser's reason", () => {
    const { problems } = parseSiteFile("sites/x.json", "{ nope");
    expect(problems[0]).toMatch(/^sites\/x\.json: not valid JSON/);
  });

  it("stops loading when one file of several is broken, listing every problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "sites-"));
    writeFileSync(join(dir, "harbour-toyota.json"), JSON.stringify(validToyota));
    writeFileSync(join(dir, "broken.json"), JSON.stringify({ ...validToyota, slug: "broken", theme: { colorPrimary: "red" } }));
    expect(() => loadSiteFiles(dir)).toThrow(SiteConfigError);
    try {
      loadSiteFiles(dir);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('field "theme.colorPrimary": use a hex colour such as #0a2540');
      expect(message).toContain('field "theme.colorAccent"');
    }
  });

  it("refuses a host claimed by two sites", () => {
    const dir = mkdtempSync(join(tmpdir(), "sites-"));
    writeFileSync(join(dir, "harbour-toyota.json"), JSON.stringify(validToyota));
    writeFileSync(join(dir, "copy.json"), JSON.stringify({ ...validToyota, slug: "copy" }));
    expect(() => loadSiteFiles(dir)).toThrow(/host "harbourtoyota.example.com.au" is already used by site "copy"/);
  });
});
