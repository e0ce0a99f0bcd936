import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { cars, dealerGroups, dealerships } from "../schema.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { findCarForDealerships, incrementCarViews } from "./cars.ts";

describe.each(testDatabaseTargets)("car repository on $name", (target) => {
  let db: Database;
  let groupDealershipIds: number[];
  let otherDealershipId: number;

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: 60, seed: 7, now: new Date("2026-03-02T00:00:00Z") });
    groupDealershipIds = (await db.orm.select({ id: dealerships.id }).from(dealerships)).map((r) => r.id);
    const [group] = await db.orm.insert(dealerGroups).values({ slug: "other-group", name: "Other Group" }).returning();
    const [other] = await db.orm
      .insert(dealerships)
      .values({ dealerGroupId: group.id, slug: "other-motors", name: "Other Motors" })
      .returning();
    otherDealershipId = other.id;
  });

  afterAll(async () => {
    await db.close();
  });

  it("finds a car by slug with its dealership and location", async () => {
    const [car] = await db.orm.select().from(cars).where(eq(cars.id, 1));
    const found = await findCarForDealerships(db, { slug: car.slug }, groupDealershipIds);
    expect(found?.car.id).toBe(1);
    expect(found?.dealership.id).toBe(car.dealershipId);
    expect(found?.location?.id).toBe(car.locationId);
    expect((await findCarForDealerships(db, { id: 1 }, groupDealershipIds))?.car.slug).toBe(car.slug);
  });

  it("finds nothing for a car of dealerships the site does not show", async () => {
    const [car] = await db.orm.select().from(cars).where(eq(cars.id, 1));
    expect(await findCarForDealerships(db, { slug: car.slug }, [otherDealershipId])).toBeNull();
    expect(await findCarForDealerships(db, { id: 1 }, [])).toBeNull();
  });

  it("finds nothing for an unknown slug", async () => {
    expect(await findCarForDealerships(db, { slug: "no-such-car" }, groupDealershipIds)).toBeNull();
  });

  it("counts views without touching the car row or its updated_at, only inside the dealerships", async () => {
    const [before] = await db.orm.select().from(cars).where(eq(cars.id, 2));
    expect(await incrementCarViews(db, 2, groupDealershipIds)).toBe(before.views + 1);
    expect(await incrementCarViews(db, 2, groupDealershipIds)).toBe(before.views + 2);
    expect(await incrementCarViews(db, 2, [otherDealershipId])).toBeNull();
    const [after] = await db.orm.select().from(cars).where(eq(cars.id, 2));
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(after.views).toBe(before.views);
    // The page reads the total.
    expect((await findCarForDealerships(db, { id: 2 }, groupDealershipIds))?.car.views).toBe(before.views + 2);
  });

  it("counts every one of many simultaneous views", async () => {
    const [before] = await db.orm.select().from(cars).where(eq(cars.id, 3));
    await Promise.all(Array.from({ length: 20 }, () => incrementCarViews(db, 3, groupDealershipIds)));
    expect((await findCarForDealerships(db, { id: 3 }, groupDealershipIds))?.car.views).toBe(before.views + 20);
  });
});
