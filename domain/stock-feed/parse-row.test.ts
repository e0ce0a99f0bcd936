import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FEED_COLUMNS, feedColumn } from "./feed-columns.ts";
import { formatRowError, lookAheadAtRow, parseFeedRow, parseValue } from "./parse-row.ts";
import { completeFeedCar, simpleBodyOf } from "./complete-car.ts";

const good = { stock_number: "T1001", year: "2021", make: "Toyota", model: "Corolla", car_type: "used" };

describe("parseFeedRow", () => {
  it.each([
    ["a CSV cell", { model: "Corolla\u0000" }, "model"],
    ["a list item", { categories: ["4x4", "Tow\u0000ing"] }, "categories"],
    ["a JSON value given as text", { specifications: '{"a":"\\u0000"}' }, "specifications"],
    ["a JSON key", { specifications: { "a\u0000": 1 } }, "specifications"],
  ])("refuses a NUL character in %s, naming the column (the database stores none: it failed the whole feed)", (_label, values, column) => {
    const result = parseFeedRow({ ...good, ...values }, 7);
    expect(result).toEqual({ ok: false, line: 7, errors: [{ line: 7, column, reason: "holds a NUL character" }] });
  });

  it("takes a slug written as slugify writes one, and refuses any other", () => {
    expect(parseFeedRow({ ...good, slug: "2021-toyota-corolla-t1001" }, 2)).toMatchObject({ ok: true, car: { slug: "2021-toyota-corolla-t1001" } });
    for (const slug of ["../../etc", "x\ny", "Upper-Case", "two--dashes", "-leading", "trailing-", "space d"]) {
      const result = parseFeedRow({ ...good, slug }, 3);
      expect([slug, result.ok]).toEqual([slug, false]);
      if (!result.ok) expect(result.errors[0]).toMatchObject({ column: "slug", reason: expect.stringContaining("is not an address") });
    }
  });

  it("reads a CSV row of strings into car fields", () => {
    const result = parseFeedRow(
      { ...good, price: "$12,900", km: "45000", vin: "jtmab3fv10d123456", engine_size_litres: "1.8", images: "https://x.test/1.jpg | https://x.test/2.jpg", description: "One owner", certified: "yes" },
      2,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.car).toMatchObject({
      stocknum: "T1001",
      year: 2021,
      price: 12900,
      km: 45000,
      vin: "JTMAB3FV10D123456",
      engineSizeLitres: 1.8,
      images: ["https://x.test/1.jpg", "https://x.test/2.jpg"],
      dealercomments: "One owner",
      certified: true,
      carType: "used",
    });
  });

  it("names the line, the column and the reason for a bad value", () => {
    const result = parseFeedRow({ ...good, price: "12,9o0" }, 14);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual(['line 14, price: "12,9o0" is not a number']);
  });

  it("refuses the row whole and gives every reason", () => {
    const result = parseFeedRow({ stock_number: "", year: "twenty", make: "Mazda", model: "3", car_type: "preloved", colour: "Red" }, 3);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual([
      'line 3, year: "twenty" is not a number',
      'line 3, car_type: "preloved" is not one of new, demo, used',
      "line 3, stock_number: is required",
    ]);
  });

  it("refuses a column the platform does not know", () => {
    const result = parseFeedRow({ ...good, odometer: "1000" }, 5);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatRowError(result.errors[0])).toMatch(/^line 5, odometer: is not a car field/);
  });

  it("takes typed JSON values as they are, and lists as arrays", () => {
    const result = parseFeedRow({ ...good, year: 2021, price: 15990.5, certified: false, standard_equipment: ["Cruise control", "Reversing camera"], specifications: { sleeps: 4 } }, 1);
    expect(result.ok && result.car).toMatchObject({ year: 2021, price: 15990.5, certified: false, standardEquipment: ["Cruise control", "Reversing camera"], specifications: { sleeps: 4 } });
  });

  it("knows the database's own names as aliases", () => {
    expect(feedColumn("stocknum")?.name).toBe("stock_number");
    expect(feedColumn(" Price ")?.name).toBe("price");
  });

  it("refuses a VIN with I, O or Q and an impossible date", () => {
    const result = parseFeedRow({ ...good, vin: "JTMAB3FV10DI23456", build_date: "2021-02-30" }, 9);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.column)).toEqual(["build_date", "vin"]);
  });

  it("refuses image addresses of other schemes", () => {
    const column = feedColumn("images")!;
    expect(parseValue(column, "javascript:alert(1)")).toEqual({ reason: '"javascript:alert(1)" is not an http(s) image address' });
    expect(parseValue(column, "ftp://x.test/1.jpg")).toHaveProperty("reason");
    expect(parseValue(column, "/img/car/sedan/aabbcc/1.jpg")).toEqual({ value: ["/img/car/sedan/aabbcc/1.jpg"] });
  });
});

describe("parseFeedRow properties", () => {
  const anyCell = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string()));
  const knownName = fc.constantFrom(...FEED_COLUMNS.map((c) => c.name));

  it("never throws, and every error names the row's line and a column of the row", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(knownName, fc.string()), anyCell), fc.integer({ min: 1, max: 1_000_000 }), (record, line) => {
        const result = parseFeedRow(record, line);
        if (result.ok) return;
        for (const error of result.errors) {
          expect(error.line).toBe(line);
          expect(error.reason.length).toBeGreaterThan(0);
          expect(error.column in record || ["stock_number", "year", "make", "model", "car_type"].includes(error.column)).toBe(true);
        }
      }),
    );
  });

  it("reads back any price written with or without thousands separators", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_998 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (dollars, cents, grouped) => {
        const whole = grouped ? dollars.toLocaleString("en-AU") : String(dollars);
        const text = cents ? `${whole}.${String(cents).padStart(2, "0")}` : whole;
        const result = parseFeedRow({ ...good, price: text }, 1);
        expect(result.ok && result.car.price).toBeCloseTo(dollars + cents / 100, 6);
      }),
    );
  });

  it("refuses any price holding a letter", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s)), (text) => {
        expect(parseFeedRow({ ...good, price: text }, 1).ok).toBe(false);
      }),
    );
  });

  it("keeps any list of texts without a bar, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).map((s) => s.replace(/\|/g, "").trim()).filter(Boolean), { maxLength: 20 }), (items) => {
        const result = parseFeedRow({ ...good, standard_equipment: items.join("|") }, 1);
        expect(result.ok && result.car.standardEquipment).toEqual(items);
      }),
    );
  });
});

describe("lookAheadAtRow", () => {
  // Cells that are good, bad or empty VINs and image lists, under the columns' names as feeds spell them.
  const vinCell = fc.oneof(
    fc.stringMatching(/^[A-HJ-NPR-Z0-9a-hj-npr-z]{11,17}$/),
    fc.stringMatching(/^ ?[A-Z0-9IOQ]{9,19} ?$/),
    fc.constantFrom("", "  ", null, 12345678901, "JTMAB3FV10D10000O"),
  );
  const address = fc.oneof(fc.constantFrom("/img/car/1.jpg", "/img/a b.jpg", "https://x.test/1.jpg", "file:///tmp/1.jpg", "ftp://x.test/1.jpg", " /img/car/2.jpg "), fc.string());
  const imagesCell = fc.oneof(fc.array(address, { maxLength: 4 }).map((list) => list.join("|")), fc.array(address, { maxLength: 4 }), fc.constantFrom("", null, 7));
  const record = fc
    .record({ vin: vinCell, VIN: vinCell, " Images ": imagesCell, images: imagesCell, price: fc.constantFrom("100", "12,9o0") }, { requiredKeys: [] })
    .map((cells) => ({ ...good, ...cells }));

  it("gives the VIN and says whether an image must be fetched, as parseFeedRow reads the row when it accepts it", () => {
    fc.assert(
      fc.property(record, (row) => {
        const ahead = lookAheadAtRow(row);
        if (ahead.vin !== null) expect(ahead.vin).toMatch(/^[A-HJ-NPR-Z0-9]{11,17}$/);
        const result = parseFeedRow(row, 2);
        if (!result.ok) return;
        expect(ahead.vin).toBe(result.car.vin ?? null);
        expect(ahead.fetchesImages).toBe((result.car.images ?? []).some((image) => !image.startsWith("/img/")));
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads a row's last VIN column, and only good image addresses", () => {
    expect(lookAheadAtRow({ ...good, VIN: "jtmab3fv10d100001", vin: " JTMAB3FV10D100002 " }).vin).toBe("JTMAB3FV10D100002");
    expect(lookAheadAtRow({ ...good, vin: "JTMAB3FV10D10000O" }).vin).toBeNull();
    expect(lookAheadAtRow({ ...good, images: "/img/car/1.jpg | /img/car/2.jpg" }).fetchesImages).toBe(false);
    expect(lookAheadAtRow({ ...good, images: "/img/car/1.jpg|https://x.test/2.jpg" }).fetchesImages).toBe(true);
  });
});

describe("completeFeedCar", () => {
  it("fills the name, an address and the simple facets, and keeps what the feed gives", () => {
    const result = parseFeedRow({ ...good, badge: "Ascent Sport", body: "Hatchback", transmission: "6 Speed Manual", fuel: "Petrol" }, 1);
    if (!result.ok) throw new Error("bad row");
    const car = completeFeedCar(result.car, "harbour-toyota");
    expect(car).toMatchObject({ name: "2021 Toyota Corolla Ascent Sport", simpleBody: "Hatch", simpleTransmission: "Manual", simpleFuel: "Petrol", status: "in_stock" });
    expect(car.slug).toMatch(/^2021-toyota-corolla-ascent-sport-harbour-toyota-t1001-[0-9a-z]+$/);
    expect(completeFeedCar({ ...result.car, name: "Own name" }, "x").name).toBe("Own name");
    expect(simpleBodyOf("Dual Cab Utility")).toBe("Ute");
  });
});
