import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { loadCarDocuments, startIndexSync } from "../stock/index.ts";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import { StagedCars, withStockWriter } from "../../db/repositories/stock-feed.ts";
import { completeFeedCar } from "../../domain/stock-feed/complete-car.ts";
import { parseFeedRow } from "../../domain/stock-feed/parse-row.ts";
import { FeedFileError, findDealershipBySlug, formatRowError, importFeedText, parseFeedMapping, type DealershipRef } from "./index.ts";

const now = new Date("2026-11-21T03:00:00Z");

const HEADER = "stock_number,vin,year,make,model,badge,car_type,status,price,km,colour,body,fuel,transmission,images";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";

type CarRow = { stocknum: string; status: string; sold_at: Date | string | null; price: string | number | null; updated_at: Date | string; location_id: number | null; manufacturer_id: number | null };

describe.each(testDatabaseTargets)("stock import on $name", (target) => {
  let db: Database;
  let toyota: DealershipRef;
  let mazda: DealershipRef;
  let engine: CarSearchEngine;
  let sync: Awaited<ReturnType<typeof startIndexSync>>;
  const car = async (stocknum: string, dealershipId = toyota.id) =>
    (await db.query<CarRow>("select stocknum, status, sold_at, price, updated_at, location_id, manufacturer_id from cars where dealership_id = $1 and stocknum = $2", [dealershipId, stocknum]))[0];

  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db, { cars: 40, seed: 3, now });
    toyota = (await findDealershipBySlug(db, "harbour-toyota"))!;
    mazda = (await findDealershipBySlug(db, "harbour-mazda"))!;
    engine = new CarSearchEngine(await loadCarDocuments(db));
    sync = await startIndexSync(db, engine, { intervalMs: 60_000, debounceMs: 10 });
  });
  afterAll(async () => {
    await sync?.();
    await db?.close();
  });

  it("adds good rows, refuses bad ones with line, column and reason, and sums up", async () => {
    const feed = csv(
      "FEED-1,JTMAB3FV10D100001,2022,Toyota,Corolla,Ascent Sport,used,,\"$24,990\",31000,White,Hatchback,Petrol,Automatic,",
      "FEED-2,,2021,Toyota,RAV4,GX,used,in_stock,\"12,9o0\",50000,Blue,SUV,Hybrid,Automatic,",
      "FEED-3,,2020,Toyota,HiLux,SR5,demo,coming_soon,45990,100,Silver,Dual Cab Utility,Diesel,6 Speed Manual,",
      "FEED-1,,2020,Toyota,HiLux,SR5,used,in_stock,45990,100,Silver,Ute,Diesel,Manual,",
    );
    const summary = await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "delta", now });
    expect(summary).toMatchObject({ rows: 4, added: 2, updated: 0, unchanged: 0, markedSold: 0, rejected: 2 });
    expect(summary.errors.map(formatRowError)).toEqual(['line 3, price: "12,9o0" is not a number', 'line 5, stock_number: "FEED-1" is given again (first on line 2)']);
    const added = await car("FEED-1");
    expect(added).toMatchObject({ status: "in_stock", sold_at: null });
    expect(Number(added.price)).toBe(24990);
    expect(added.location_id).not.toBeNull();
    expect(added.manufacturer_id).not.toBeNull();
    expect(await car("FEED-2")).toBeUndefined();
  });

  it("shows an imported car in the search index within 2 s, and moves only that dealership's version", async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sync.catchUp(); // the earlier imports' catch-ups are done
    const mazdaVersion = engine.dealershipsVersion([mazda.id]);
    const toyotaVersion = engine.dealershipsVersion([toyota.id]);
    const started = Date.now();
    await importFeedText(db, { dealership: toyota }, csv("FEED-4,,2023,Toyota,Camry,Ascent,new,,39990,10,Red,Sedan,Hybrid,Automatic,"), "csv", { mode: "delta", now });
    while (!engine.search("Car_production", { filters: 'stocknum:"FEED-4"' }).hits.length) {
      if (Date.now() - started > 2000) throw new Error("the imported car was not in the index within 2 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(engine.dealershipsVersion([toyota.id])).not.toBe(toyotaVersion);
    expect(engine.dealershipsVersion([mazda.id])).toBe(mazdaVersion);
  });

  it("counts an unchanged row as unchanged and leaves it untouched", async () => {
    const feed = csv("FEED-3,,2020,Toyota,HiLux,SR5,demo,coming_soon,45990,100,Silver,Dual Cab Utility,Diesel,6 Speed Manual,");
    const before = await car("FEED-3");
    const summary = await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "delta", now });
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 1, rejected: 0 });
    expect(new Date((await car("FEED-3")).updated_at).getTime()).toBe(new Date(before.updated_at).getTime());
    const changed = await importFeedText(db, { dealership: toyota }, feed.replace("45990", "44990"), "csv", { mode: "delta", now });
    expect(changed).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
  });

  it("refuses a VIN that another stock number holds", async () => {
    const summary = await importFeedText(db, { dealership: toyota }, csv("FEED-9,JTMAB3FV10D100001,2022,Toyota,Yaris,SX,used,,19990,1000,Red,Hatch,Petrol,Automatic,"), "csv", { mode: "delta", now });
    expect(summary.rejected).toBe(1);
    expect(summary.errors.map(formatRowError)).toEqual(['line 2, vin: "JTMAB3FV10D100001" belongs to stock number "FEED-1"']);
  });

  it("refuses a new car's address (slug) that another car has, or that the feed gives twice, row by row (the database's unique address failed the whole feed)", async () => {
    const [other] = await db.query<{ slug: string }>("select slug from cars where dealership_id = $1 order by id limit 1", [mazda.id]);
    const lines = [
      `{"stock_number":"SLUG-1","year":2022,"make":"Toyota","model":"Yaris","car_type":"used","slug":"${other.slug}"}`,
      '{"stock_number":"SLUG-2","year":2022,"make":"Toyota","model":"Yaris","car_type":"used","slug":"a-fresh-address-1"}',
      '{"stock_number":"SLUG-3","year":2022,"make":"Toyota","model":"Yaris","car_type":"used","slug":"a-fresh-address-1"}',
      '{"stock_number":"SLUG-4","year":2022,"make":"Toyota","model":"Yaris","car_type":"used","model":"Ya\\u0000ris"}',
    ];
    const summary = await importFeedText(db, { dealership: toyota }, lines.join("\n") + "\n", "jsonl", { mode: "delta", now });
    expect(summary).toMatchObject({ rows: 4, added: 1, rejected: 3 });
    expect(summary.errors.map(formatRowError)).toEqual([
      `line 1, slug: "${other.slug}" is another car's address`,
      'line 3, slug: "a-fresh-address-1" is given again (first on line 2)',
      "line 4, model: holds a NUL character",
    ]);
    expect((await db.query<{ slug: string }>("select slug from cars where dealership_id = $1 and stocknum = 'SLUG-2'", [toyota.id]))[0].slug).toBe("a-fresh-address-1");
  });

  it("full mode marks sold, with sold_at, every car the feed no longer names, and deletes nothing", async () => {
    const [{ count: before }] = await db.query<{ count: number }>("select count(*)::int as count from cars where dealership_id = $1", [toyota.id]);
    const feed = csv(
      "FEED-1,JTMAB3FV10D100001,2022,Toyota,Corolla,Ascent Sport,used,,\"$24,990\",31000,White,Hatchback,Petrol,Automatic,",
      "FEED-3,,2020,Toyota,HiLux,SR5,demo,coming_soon,4599O,100,Silver,Dual Cab Utility,Diesel,6 Speed Manual,",
    );
    const at = new Date("2026-11-22T00:00:00Z");
    const result = await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "full", now: at });
    const [{ unsold }] = await db.query<{ unsold: number }>("select count(*)::int as unsold from cars where dealership_id = $1 and status <> 'sold'", [toyota.id]);
    expect(unsold).toBe(2); // FEED-1, and FEED-3 whose row was refused but is still in the feed
    expect(result.rejected).toBe(1);
    expect(result.markedSold).toBeGreaterThan(0);
    const sold = await car("FEED-4");
    expect(sold.status).toBe("sold");
    expect(new Date(sold.sold_at!).toISOString()).toBe(at.toISOString());
    const [{ count: after }] = await db.query<{ count: number }>("select count(*)::int as count from cars where dealership_id = $1", [toyota.id]);
    expect(after).toBe(before);
    // Another dealership's cars are not touched.
    const [{ mazdaSold }] = await db.query<{ mazdaSold: number }>(`select count(*)::int as "mazdaSold" from cars where dealership_id = $1 and sold_at = $2`, [mazda.id, at]);
    expect(mazdaSold).toBe(0);
    // Back in the feed: back in stock, sold_at cleared.
    await importFeedText(db, { dealership: toyota }, csv("FEED-4,,2023,Toyota,Camry,Ascent,new,,39990,10,Red,Sedan,Hybrid,Automatic,"), "csv", { mode: "delta", now });
    expect(await car("FEED-4")).toMatchObject({ status: "in_stock", sold_at: null });
  });

  it("reads JSON Lines and a mapping file for other column names", async () => {
    const mapping = parseFeedMapping(JSON.stringify({ columns: { StockNo: "stock_number", Odometer: "km", Yard: null } }));
    const feed = [
      JSON.stringify({ StockNo: "J-1", year: 2019, make: "Toyota", model: "Yaris", car_type: "used", Odometer: 61000, price: 15990, Yard: "back lot" }),
      "{not json",
      JSON.stringify({ StockNo: "J-2", year: 2019, make: "Toyota", model: "Yaris", car_type: "used", Odometer: -5 }),
    ].join("\n");
    const summary = await importFeedText(db, { dealership: toyota }, feed, "jsonl", { mode: "delta", mapping, now });
    expect(summary).toMatchObject({ rows: 3, added: 1, rejected: 2 });
    expect(summary.errors.map(formatRowError)).toEqual(["line 2: is not a JSON object", 'line 3, km: "-5" is outside 0 to 9999999']);
  });

  it("applies rows that give different fields in one feed, and keeps tabs, backslashes, quotes and line breaks in a value", async () => {
    const tricky = 'Tab\there, back\\slash, "quoted",\nsecond line\r\nthird';
    const feed = [
      JSON.stringify({ stock_number: "MIX-1", year: 2021, make: "Toyota", model: "Yaris", car_type: "used", price: 18990, km: 1000, description: tricky }),
      JSON.stringify({ stock_number: "MIX-2", year: 2022, make: "Toyota", model: "Camry", car_type: "used", colour: "Red", standard_equipment: ["Cruise\tcontrol", "Back\\slash"] }),
    ].join("\n");
    expect(await importFeedText(db, { dealership: toyota }, feed, "jsonl", { mode: "delta", now })).toMatchObject({ added: 2, rejected: 0 });
    // A row that leaves a key out leaves that field as it is; MIX-1 changes, MIX-2 does not.
    const again = [
      JSON.stringify({ stock_number: "MIX-1", year: 2021, make: "Toyota", model: "Yaris", car_type: "used", km: 1500 }),
      JSON.stringify({ stock_number: "MIX-2", year: 2022, make: "Toyota", model: "Camry", car_type: "used", colour: "Red" }),
    ].join("\n");
    expect(await importFeedText(db, { dealership: toyota }, again, "jsonl", { mode: "delta", now })).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    const rows = await db.query<{ stocknum: string; km: number; price: string | number | null; dealercomments: string | null; colour: string | null; standard_equipment: string[] }>(
      "select stocknum, km, price, dealercomments, colour, standard_equipment from cars where dealership_id = $1 and stocknum like 'MIX-%' order by stocknum",
      [toyota.id],
    );
    expect(rows.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price) }))).toEqual([
      { stocknum: "MIX-1", km: 1500, price: 18990, dealercomments: tricky, colour: null, standard_equipment: [] },
      { stocknum: "MIX-2", km: 0, price: null, dealercomments: null, colour: "Red", standard_equipment: ["Cruise\tcontrol", "Back\\slash"] },
    ]);
  });

  it("records a new car and a price drop for alerts, as the cars triggers did for the upsert", async () => {
    const [user] = await db.query<{ id: number }>("insert into shopper_users (dealer_group_id, phone) values ($1, '+61400000001') returning id", [toyota.dealerGroupId]);
    await db.query("insert into saved_searches (dealer_group_id, user_id, site_slug, kind, name) values ($1, $2, 'harbour-toyota', 'search', 'Any Toyota')", [toyota.dealerGroupId, user.id]);
    await db.query("insert into saved_searches (dealer_group_id, user_id, site_slug, kind, name) values ($1, $2, 'harbour-toyota', 'watchlist', 'Watchlist')", [toyota.dealerGroupId, user.id]);
    await importFeedText(db, { dealership: toyota }, csv("ALERT-1,,2023,Toyota,Corolla,Ascent,used,,30000,10,Red,Sedan,Petrol,Automatic,"), "csv", { mode: "delta", now });
    const [{ id }] = await db.query<{ id: number }>("select id from cars where dealership_id = $1 and stocknum = 'ALERT-1'", [toyota.id]);
    await db.query("insert into watchlist_items (dealer_group_id, user_id, car_id) values ($1, $2, $3)", [toyota.dealerGroupId, user.id, id]);
    await importFeedText(db, { dealership: toyota }, csv("ALERT-1,,2023,Toyota,Corolla,Ascent,used,,28000,10,Red,Sedan,Petrol,Automatic,"), "csv", { mode: "delta", now });
    const events = await db.query<{ kind: string; old_price: string | number | null; new_price: string | number | null }>("select kind, old_price, new_price from car_alert_events where car_id = $1 order by id", [id]);
    expect(events.map((e) => [e.kind, e.old_price === null ? null : Number(e.old_price), Number(e.new_price)])).toEqual([
      ["arrived", null, 30000],
      ["price_drop", 30000, 28000],
    ]);
  });

  it("stops before any row applies when the header is wrong or the feed too large", async () => {
    await expect(importFeedText(db, { dealership: toyota }, "stock_number,year,make,model,car_type,odometer\nX,2020,Toyota,Yaris,used,5\n", "csv", { mode: "delta" })).rejects.toThrow(
      /columns? the platform does not know: "odometer"/,
    );
    await expect(importFeedText(db, { dealership: toyota }, "stock_number,year,make,model\nX,2020,Toyota,Yaris\n", "csv", { mode: "delta" })).rejects.toThrow(/lacks the required column car_type/);
    await expect(importFeedText(db, { dealership: toyota }, csv("A,,2020,Toyota,Yaris,,used,,1,1,,,,,"), "csv", { mode: "delta", limits: { maxBytes: 100, maxRows: 10 } })).rejects.toThrow(FeedFileError);
    await expect(importFeedText(db, { dealership: toyota }, HEADER + "\n", "csv", { mode: "full" })).rejects.toThrow(/would mark every car sold/);
    expect(() => parseFeedMapping('{"columns": {"X": "odometer"}}')).toThrow(/not a car field/);
  });

  it("reads and writes a feed in chunks, each staged while the one before is written, with the same checks across chunks", async () => {
    await importFeedText(db, { dealership: toyota }, csv("CH-0,,2019,Toyota,Yaris,SX,used,,15000,9000,Red,Hatch,Petrol,Automatic,"), "csv", { mode: "delta", now });
    // Chunks of two rows: CH-1 and CH-2 | the same stock number and VIN again | a VIN another car holds, a bad price |
    // a known car and a new one together.
    const feed = csv(
      "CH-1,JTMAB3FV10D200001,2022,Toyota,Corolla,Ascent,used,,20000,100,White,Hatch,Petrol,Automatic,",
      "CH-2,,2021,Toyota,RAV4,GX,used,,30000,100,Blue,SUV,Hybrid,Automatic,",
      "CH-1,,2022,Toyota,Corolla,Ascent,used,,20000,100,White,Hatch,Petrol,Automatic,",
      "CH-3,jtmab3fv10d200001,2022,Toyota,Camry,Ascent,used,,30000,100,Grey,Sedan,Hybrid,Automatic,",
      "CH-4,JTMAB3FV10D100001,2022,Toyota,Yaris,SX,used,,19990,1000,Red,Hatch,Petrol,Automatic,",
      "CH-5,,2020,Toyota,HiLux,SR,used,,4o000,100,White,Ute,Diesel,Manual,",
      "CH-0,,2019,Toyota,Yaris,SX,used,,14000,9000,Red,Hatch,Petrol,Automatic,",
      "CH-6,,2020,Toyota,HiLux,SR,used,,40000,100,White,Ute,Diesel,Manual,",
    );
    const progress: number[] = [];
    const summary = await importFeedText(db, { dealership: toyota }, feed, "csv", { mode: "delta", now, batchSize: 2, onProgress: (done) => progress.push(done) });
    expect(summary).toMatchObject({ rows: 8, added: 3, updated: 1, unchanged: 0, rejected: 4 });
    expect(summary.errors.map(formatRowError)).toEqual([
      'line 4, stock_number: "CH-1" is given again (first on line 2)',
      'line 5, vin: "JTMAB3FV10D200001" is given again (first on line 2, stock number "CH-1")',
      'line 6, vin: "JTMAB3FV10D100001" belongs to stock number "FEED-1"',
      'line 7, price: "4o000" is not a number',
    ]);
    expect(progress).toEqual([0, 2, 4, 6, 8, 8]);
    expect(Number((await car("CH-0")).price)).toBe(14000);
    expect((await Promise.all(["CH-1", "CH-2", "CH-6"].map((stocknum) => car(stocknum)))).map((row) => row?.status)).toEqual(["in_stock", "in_stock", "in_stock"]);
    expect(await car("CH-3")).toBeUndefined();
  });

  it("marks sold, in chunks, only the cars no chunk of a full feed names, and applies nothing when a later chunk fails", async () => {
    const dealer = mazda;
    const mazdaCar = async (stocknum: string) => (await car(stocknum, dealer.id))?.status;
    const rows = (...stocknums: string[]) => csv(...stocknums.map((stocknum) => `${stocknum},,2021,Mazda,CX-5,Maxx,used,,30000,100,Red,SUV,Petrol,Automatic,`));
    await importFeedText(db, { dealership: dealer }, rows("FULL-1", "FULL-2", "FULL-3", "FULL-4", "FULL-5"), "csv", { mode: "delta", now });
    const [{ before }] = await db.query<{ before: number }>("select count(*)::int as before from cars where dealership_id = $1 and status <> 'sold'", [dealer.id]);
    const full = await importFeedText(db, { dealership: dealer }, rows("FULL-1", "FULL-3", "FULL-5", "FULL-6"), "csv", { mode: "full", now, batchSize: 1 });
    expect(full).toMatchObject({ added: 1, unchanged: 3, markedSold: before - 3, rejected: 0 });
    expect(await Promise.all(["FULL-1", "FULL-2", "FULL-3", "FULL-4", "FULL-5", "FULL-6"].map(mazdaCar))).toEqual(["in_stock", "sold", "in_stock", "sold", "in_stock", "in_stock"]);

    const failing = importFeedText(db, { dealership: dealer }, rows("FAIL-1", "FAIL-2", "FAIL-3", "FAIL-4"), "csv", {
      mode: "delta",
      now,
      batchSize: 1,
      systemFields: (line) => {
        if (line === 4) throw new Error("the third row cannot be made");
        return undefined;
      },
    });
    await expect(failing).rejects.toThrow("the third row cannot be made");
    expect(await Promise.all(["FAIL-1", "FAIL-2", "FAIL-3", "FAIL-4"].map(mazdaCar))).toEqual([undefined, undefined, undefined, undefined]);
    // The database is as it was, and takes the next import.
    expect(await importFeedText(db, { dealership: dealer }, rows("FAIL-1"), "csv", { mode: "delta", now })).toMatchObject({ added: 1 });
  });

  it("updates, never loses, a car that was new when the stock was read but has come since (another import, say)", async () => {
    await importFeedText(db, { dealership: toyota }, csv("LATE-1,,2019,Toyota,Yaris,SX,used,,15000,9000,Red,Hatch,Petrol,Automatic,"), "csv", { mode: "delta", now });
    // The row as the importer stages a car it believes new (with an address), written as one.
    const parsed = parseFeedRow({ stock_number: "LATE-1", year: "2019", make: "Toyota", model: "Yaris", car_type: "used", price: "13500" }, 2);
    if (!parsed.ok) throw new Error("bad row");
    const staged = new StagedCars();
    staged.add({ ...completeFeedCar(parsed.car, toyota.slug), dealerGroupId: toyota.dealerGroupId, dealershipId: toyota.id, soldAt: null }, false);
    expect(await withStockWriter(db, [toyota.id], (writer) => writer.upsert(staged))).toEqual({ added: 0, updated: 1 });
    expect(Number((await car("LATE-1")).price)).toBe(13500);
    expect(await withStockWriter(db, [toyota.id], (writer) => writer.upsert(staged))).toEqual({ added: 0, updated: 0 });
  });
});
