import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { dealerships, locations } from "../schema.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { dealerGroupProfile, findVisibleLocation, listLocationReviews, listVisibleLocations } from "./locations.ts";

describe.each(testDatabaseTargets)("locations on $name", (target) => {
  let db: Database;
  let toyotaId: number;
  let allIds: number[];

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: 0, seed: 42, now: new Date("2026-11-20T00:00:00Z") });
    const rows = await db.orm.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships);
    toyotaId = rows.find((r) => r.slug === "harbour-toyota")!.id;
    allIds = rows.map((r) => r.id);
  });

  afterAll(() => db?.close());

  it("lists only the given dealerships' locations", async () => {
    const listed = await listVisibleLocations(db, [toyotaId]);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((l) => l.dealershipName === "Harbour Toyota")).toBe(true);
  });

  it("leaves out hidden locations and orders by state, then name", async () => {
    const [first] = await listVisibleLocations(db, allIds);
    await db.orm.update(locations).set({ visible: false }).where(eq(locations.id, first!.id));
    const listed = await listVisibleLocations(db, allIds);
    expect(listed.map((l) => l.id)).not.toContain(first!.id);
    const keys = listed.map((l) => `${l.state}\u0000${l.name}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("lists nothing for a site with no dealerships", async () => {
    expect(await listVisibleLocations(db, [])).toEqual([]);
  });

  it("names the dealer group and its founding year", async () => {
    const [{ id }] = await db.query<{ id: number }>("select id from dealer_groups where slug = 'harbour-motor-group'");
    expect(await dealerGroupProfile(db, id!)).toEqual({ name: "Harbour Motor Group", establishedYear: 1994 });
    expect(await dealerGroupProfile(db, 999_999)).toBeNull();
  });

  it("finds a location by slug only among the site's own dealerships, and never a hidden one", async () => {
    const [toyota] = await listVisibleLocations(db, [toyotaId]);
    expect((await findVisibleLocation(db, [toyotaId], toyota!.slug))?.id).toBe(toyota!.id);
    const other = (await listVisibleLocations(db, allIds)).find((l) => l.dealershipId !== toyotaId)!;
    expect(await findVisibleLocation(db, [toyotaId], other.slug)).toBeNull();
    expect(await findVisibleLocation(db, [], toyota!.slug)).toBeNull();
    await db.orm.update(locations).set({ visible: false }).where(eq(locations.id, toyota!.id));
    expect(await findVisibleLocation(db, [toyotaId], toyota!.slug)).toBeNull();
    await db.orm.update(locations).set({ visible: true }).where(eq(locations.id, toyota!.id));
  });

  it("reads a location's reviews only within its dealer group, newest first", async () => {
    const [toyota] = await listVisibleLocations(db, [toyotaId]);
    const location = (await findVisibleLocation(db, [toyotaId], toyota!.slug))!;
    const reviews = await listLocationReviews(db, location.dealerGroupId, location.id);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.map((r) => r.reviewDate)).toEqual([...reviews.map((r) => r.reviewDate)].sort().reverse());
    expect(await listLocationReviews(db, 999_999, location.id)).toEqual([]);
  });
});
