// A car's dealer group, location and model stay inside what it belongs to
// (migration 0008, decision 0067): the database itself refuses a car that
// names another group than its dealership's, a location of another
// dealership, or a model of another make.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { manufacturers, models } from "./schema.ts";
import { insertCar, insertDealership, insertGroup, insertLocation } from "../services/leads/testing/fixtures.ts";
import { testDatabaseTargets } from "../tests/support/test-databases.ts";

/** The constraint a failed insert names (drizzle wraps the driver's error). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
    return cause.constraint ?? String(error);
  }
  return "accepted";
}

describe.each(testDatabaseTargets)("car references on $name", (target) => {
  let db: Database;
  let group: number;
  let otherGroup: number;
  let dealership: number;
  let otherDealership: number;
  let location: number;
  let otherLocation: number;
  let toyota: number;
  let mazda: number;
  let corolla: number;
  let cx5: number;

  beforeAll(async () => {
    db = await target.open();
    group = await insertGroup(db);
    otherGroup = await insertGroup(db);
    dealership = (await insertDealership(db, group)).id;
    otherDealership = (await insertDealership(db, group)).id;
    location = await insertLocation(db, group, dealership);
    otherLocation = await insertLocation(db, group, otherDealership);
    [{ id: toyota }, { id: mazda }] = await db.orm
      .insert(manufacturers)
      .values([
        { name: "Toyota", slug: "toyota-ref-test" },
        { name: "Mazda", slug: "mazda-ref-test" },
      ])
      .returning({ id: manufacturers.id });
    [{ id: corolla }, { id: cx5 }] = await db.orm
      .insert(models)
      .values([
        { manufacturerId: toyota, name: "Corolla", slug: "corolla" },
        { manufacturerId: mazda, name: "CX-5", slug: "cx-5" },
      ])
      .returning({ id: models.id });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("takes a car whose group, location and model are its dealership's and its make's", async () => {
    expect(await refusal(insertCar(db, group, dealership, { locationId: location, manufacturerId: toyota, modelId: corolla }))).toBe("accepted");
    expect(await refusal(insertCar(db, group, dealership, { locationId: null, manufacturerId: null, modelId: null }))).toBe("accepted");
  });

  it("refuses a car that names another group than its dealership's", async () => {
    expect(await refusal(insertCar(db, otherGroup, dealership))).toBe("cars_dealership_in_group_fk");
  });

  it("refuses a location of another dealership, even of the same group", async () => {
    expect(await refusal(insertCar(db, group, dealership, { locationId: otherLocation }))).toBe("cars_location_of_dealership_fk");
  });

  it("refuses a model of another make, and a model without its make", async () => {
    expect(await refusal(insertCar(db, group, dealership, { manufacturerId: toyota, modelId: cx5 }))).toBe("cars_model_of_make_fk");
    expect(await refusal(insertCar(db, group, dealership, { manufacturerId: null, modelId: corolla }))).toBe("cars_model_with_make");
  });

  it("refuses a dealership that does not exist", async () => {
    expect(await refusal(insertCar(db, group, 987_654))).toBe("cars_dealership_in_group_fk");
  });
});
