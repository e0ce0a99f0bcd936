import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { resolveTenancy } from "../../../db/repositories/tenancy.ts";
import { cars } from "../../../db/schema.ts";
import { seedDemoData } from "../../../demo/data/insert.ts";
import { SCENARIO_SPACING, SCENARIOS } from "../../../demo/data/scenarios.ts";
import { fromRoot } from "../../../server/project-root.ts";
import { loadSiteFiles } from "../../../sites/load.ts";
import type { Site } from "../../../sites/registry.ts";
import { testDatabaseTargets } from "../../../tests/support/test-databases.ts";
import { loadComparePage } from "./compare-page.server.ts";

const NOW = new Date("2026-03-02T01:00:00Z");
const scenarioId = (match: (wish: (typeof SCENARIOS)[number]) => boolean) => SCENARIOS.findIndex(match) * SCENARIO_SPACING + 1;

describe.each(testDatabaseTargets)("the compare page's data on $name", (target) => {
  let db: Database;
  const sites = new Map<string, Site>();

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: SCENARIOS.length * SCENARIO_SPACING, seed: 42, now: NOW });
    for (const file of loadSiteFiles(fromRoot("sites"))) {
      const tenancy = await resolveTenancy(db, file.slug, file.group, file.dealerships);
      sites.set(file.slug, { ...file, ...tenancy, searchPrefix: file.usedOnly ? "/used-car" : "/search" });
    }
  });

  afterAll(async () => {
    await db.close();
  });

  const site = (slug: string) => sites.get(slug)!;
  const compare = (slug: string, ids: string) => loadComparePage({ db }, site(slug), new Request(`http://${slug}.localhost/compare?ids=${ids}`), NOW);
  const inStock = async (dealershipIds: readonly number[], outside = false) => {
    const rows = await db.orm.select().from(cars).where(and(eq(cars.status, "in_stock"), eq(cars.showOnDealerWebsite, true)));
    return rows.filter((row) => dealershipIds.includes(row.dealershipId) !== outside).map((row) => row.id);
  };

  it("shows the address's cars in its order, at most 4, with the facts side by side", async () => {
    const ids = (await inStock(site("harbour-toyota").dealershipIds)).slice(0, 5);
    const data = await compare("harbour-toyota", ids.join(","));
    expect(data.table.columns.map((c) => c.id)).toEqual(ids.slice(0, 4));
    expect(data.missing).toBe(0);
    const labels = data.table.rows.map((row) => row.label);
    for (const label of ["Price", "Year", "Kilometres", "Body", "Fuel", "Transmission"]) expect(labels).toContain(label);
    expect(data.table.rows.every((row) => row.values.length === 4)).toBe(true);
    // Four different cars differ at least on price or kilometres, and the table says which rows.
    expect(data.table.rows.some((row) => row.differs)).toBe(true);
    expect(data.table.columns[0].removeHref).toBe(`/compare?ids=${ids.slice(1, 4).join(",")}`);
    expect(data.toggleHref).toBe(`/compare?ids=${ids.slice(0, 4).join(",")}&only=differences`);
    const differences = await compare("harbour-toyota", `${ids.slice(0, 4).join(",")}&only=differences`);
    expect(differences.onlyDifferences).toBe(true);
    expect([...differences.table.rows, ...differences.table.features].every((row) => row.differs)).toBe(true);
    expect(differences.table.rows.length).toBe(data.table.rows.filter((row) => row.differs).length);
  });

  it("leaves out another site's car and a car the site may not show, and ignores ids that are not numbers", async () => {
    const own = (await inStock(site("harbour-toyota").dealershipIds))[0];
    const other = (await inStock(site("harbour-toyota").dealershipIds, true))[0];
    const hidden = scenarioId((w) => w.hidden === true);
    const data = await compare("harbour-toyota", `${other},abc,${own},${hidden},-3,1e3`);
    expect(data.table.columns.map((c) => c.id)).toEqual([own]);
    expect(data.missing).toBe(2);
    expect((await compare("harbour-toyota", "%27%3Bdrop")).table.columns).toEqual([]);
  });
});
