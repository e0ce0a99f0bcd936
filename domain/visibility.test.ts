import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { formatStockFilter } from "./stock-filter.ts";
import { VISIBILITY_LEVELS, visibilityFilter, visibilityLevel } from "./visibility.ts";

const now = new Date("2026-11-21T10:00:30Z");
const nowMinute = Math.floor(now.getTime() / 60_000) * 60;

describe("stock-visibility levels", () => {
  it("defines levels 0 to 14, each with a meaning", () => {
    expect(VISIBILITY_LEVELS.map((l) => l.level)).toEqual([...Array(15).keys()]);
    for (const level of VISIBILITY_LEVELS) expect(level.meaning.length).toBeGreaterThan(5);
  });

  it("writes each level's condition as docs/visibility-levels.md shows it", () => {
    const doc = readFileSync(new URL("../docs/visibility-levels.md", import.meta.url), "utf8");
    for (const level of VISIBILITY_LEVELS) {
      const row = doc.split("\n").find((line) => line.startsWith(`| ${level.level} |`));
      const cell = row?.split("|")[3].trim() ?? "";
      expect(cell.startsWith(level.condition ? `\`${formatStockFilter(level.condition)}\`` : "—"), `level ${level.level}: ${cell}`).toBe(true);
    }
  });

  it("refuses a level outside 0–14", () => {
    expect(() => visibilityLevel(15)).toThrow(/0 to 14/);
    expect(() => visibilityLevel(-1)).toThrow(RangeError);
    expect(() => visibilityLevel(1.5)).toThrow(RangeError);
  });

  it("always keeps to the site's dealerships, show_on_dealer_website, and in-stock, coming-soon or recently sold cars", () => {
    const filter = visibilityFilter({ level: 0, dealershipIds: [3, 7] }, now);
    expect(filter).toBe(
      "(dealership_id = 3 OR dealership_id = 7) AND show_on_dealer_website:true AND " +
        "(status:in_stock OR status:coming_soon OR status:sold) AND " +
        `(sold_at_timestamp = 0 OR sold_at_timestamp >= ${nowMinute - 3 * 86_400})`,
    );
  });

  it("includes sold cars for the site's own window instead of the default 3 days", () => {
    expect(visibilityFilter({ level: 0, dealershipIds: [1], includeSoldCarsDays: 10 }, now)).toContain(
      `sold_at_timestamp >= ${nowMinute - 10 * 86_400}`,
    );
  });

  it("matches nothing for a site with no dealerships", () => {
    expect(visibilityFilter({ level: 0, dealershipIds: [] }, now)).toMatch(/^dealership_id = -1 AND/);
  });

  it("adds the used-only condition of level 3", () => {
    expect(visibilityFilter({ level: 3, dealershipIds: [1] }, now)).toMatch(/ AND car_type:used$/);
  });

  it("shows no sold or coming-soon car on level 13, in stock only", () => {
    expect(visibilityFilter({ level: 13, dealershipIds: [1] }, now)).toMatch(/ AND status:in_stock$/);
  });

  it("drops the listed stock numbers on the levels that exclude them, quoting them safely", () => {
    const filter = visibilityFilter({ level: 12, dealershipIds: [1], excludedStockNumbers: ['W1', 'A"B'] }, now);
    expect(filter).toContain('NOT stocknum:W1 AND NOT stocknum:"A\\"B"');
    expect(visibilityFilter({ level: 0, dealershipIds: [1], excludedStockNumbers: ["W1"] }, now)).not.toContain("W1");
  });

  it("adds certified:true on certified-only sites and car_type:used on used-only sites", () => {
    const filter = visibilityFilter({ level: 0, dealershipIds: [1], certifiedOnly: true, usedOnly: true }, now);
    expect(filter).toContain("AND car_type:used AND certified:true");
  });

  it("is stable within a minute so pages cache well", () => {
    const a = visibilityFilter({ level: 0, dealershipIds: [1] }, new Date("2026-11-21T10:00:01Z"));
    const b = visibilityFilter({ level: 0, dealershipIds: [1] }, new Date("2026-11-21T10:00:59Z"));
    expect(a).toBe(b);
  });
});
