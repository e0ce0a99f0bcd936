import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPARE_LIMIT,
  FAVOURITES_LIMIT,
  VIEWED_LIMIT,
  addToCompare,
  addViewedCar,
  compareHref,
  compareIdsParam,
  readCompare,
  readFavourites,
  readViewedCars,
  toggleFavourite,
  withNewest,
  type CompareEntry,
  type FavouriteEntry,
  type ViewedCar,
} from "./shortlist.ts";

const favourite = (id: number): FavouriteEntry => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: "Toyota", model: "Corolla", primary_image_url: `/img/${id}.jpg` });
const viewed = (id: number): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: "Mazda",
  model: "CX-5",
  body: "Wagon",
  simple_body: "SUV",
  name: `Car ${id}`,
  slug: `car-${id}`,
  primary_image_url: null,
});
const compared = (id: number): CompareEntry => ({ id, name: `Car ${id}` });

const ids = fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 80 });

describe("favourites (detail §3, §4)", () => {
  it("keep the spec's fields: id, name, slug, make, model, primary_image_url", () => {
    expect(Object.keys(toggleFavourite([], favourite(1))[0]).sort()).toEqual(["id", "make", "model", "name", "primary_image_url", "slug"]);
  });

  it("toggle add or remove", () => {
    const once = toggleFavourite([], favourite(1));
    expect(once.map((f) => f.id)).toEqual([1]);
    expect(toggleFavourite(once, favourite(1))).toEqual([]);
  });

  it("never hold a car twice nor more than the limit, newest first", () => {
    fc.assert(
      fc.property(ids, (presses) => {
        let list: FavouriteEntry[] = [];
        for (const id of presses) list = toggleFavourite(list, favourite(id));
        const held = list.map((f) => f.id);
        return new Set(held).size === held.length && held.length <= FAVOURITES_LIMIT;
      }),
    );
  });
});

describe("viewed cars (detail §3)", () => {
  it("put the latest first, once, and keep at most the limit", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 80 }), (views) => {
        let list: ViewedCar[] = [];
        for (const id of views) list = addViewedCar(list, viewed(id));
        const held = list.map((v) => v.id);
        return held[0] === views.at(-1) && new Set(held).size === held.length && held.length === Math.min(VIEWED_LIMIT, new Set(views).size);
      }),
    );
  });

  it("withNewest replaces an older entry of the same car", () => {
    expect(withNewest([viewed(1), viewed(2)], { ...viewed(2), name: "again" }, 5).map((v) => [v.id, v.name])).toEqual([
      [2, "again"],
      [1, "Car 1"],
    ]);
  });
});

describe("compare (issue 12: up to 4)", () => {
  it("adds in the order chosen and refuses a fifth, leaving the four", () => {
    let list: CompareEntry[] = [];
    for (const id of [5, 6, 7, 8]) list = addToCompare(list, compared(id)).list;
    const fifth = addToCompare(list, compared(9));
    expect(fifth).toEqual({ ok: false, reason: "full", list });
    expect(list.map((c) => c.id)).toEqual([5, 6, 7, 8]);
    expect(addToCompare(list, compared(6))).toEqual({ ok: true, list });
  });

  it("never holds more than 4 nor a car twice", () => {
    fc.assert(
      fc.property(ids, (choices) => {
        let list: CompareEntry[] = [];
        for (const id of choices) list = addToCompare(list, compared(id)).list;
        const held = list.map((c) => c.id);
        return held.length <= COMPARE_LIMIT && new Set(held).size === held.length;
      }),
    );
  });

  it("reads the address's ids: whole numbers, once each, at most 4, anything else ignored", () => {
    expect(compareIdsParam("12,40,7")).toEqual([12, 40, 7]);
    expect(compareIdsParam(" 3 ,3,x,-1,0,1.5,,9,10,11,12")).toEqual([3, 9, 10, 11]);
    expect(compareIdsParam("99999999999999999999")).toEqual([]);
    expect(compareIdsParam(null)).toEqual([]);
    expect(compareHref([4, 4, 2])).toBe("/compare?ids=4,2");
    expect(compareHref([])).toBe("/compare");
  });

  it("any text gives at most 4 distinct positive ids, and the address reads back the same", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const got = compareIdsParam(raw);
        const sameBack = compareIdsParam(new URL(compareHref(got), "http://x").searchParams.get("ids"));
        return got.length <= COMPARE_LIMIT && new Set(got).size === got.length && got.every((id) => Number.isSafeInteger(id) && id > 0) && JSON.stringify(sameBack) === JSON.stringify(got);
      }),
    );
  });
});

describe("reading storage back", () => {
  it("drops broken JSON, other shapes and bad entries, and keeps the good ones", () => {
    expect(readFavourites("{broken")).toEqual([]);
    expect(readFavourites('{"id":1}')).toEqual([]);
    expect(readFavourites(JSON.stringify([favourite(1), { id: "2" }, null, favourite(1), favourite(3)])).map((f) => f.id)).toEqual([1, 3]);
    expect(readViewedCars(JSON.stringify([{ ...viewed(4), body: 7 }]))).toEqual([{ ...viewed(4), body: null }]);
    expect(readFavourites(JSON.stringify([{ ...favourite(5), primary_image_url: "javascript:alert(1)" }]))[0].primary_image_url).toBeNull();
    expect(readFavourites(JSON.stringify([{ ...favourite(6), primary_image_url: "//tracker.example/p.gif" }]))[0].primary_image_url).toBeNull();
    expect(readCompare(JSON.stringify([1, 2, 3, 4, 5, 6].map(compared))).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps only whole positive ids, non-empty slugs and texts within their lengths", () => {
    const kept = (entries: object[]) => readFavourites(JSON.stringify(entries)).map((f) => f.id);
    expect(kept([{ ...favourite(1), id: 0 }, { ...favourite(2), id: -2 }, { ...favourite(3), id: 3.5 }, favourite(4)])).toEqual([4]);
    expect(kept([{ ...favourite(5), slug: "" }, { ...favourite(6), name: "x".repeat(301) }, { ...favourite(7), name: "x".repeat(300) }])).toEqual([7]);
    expect(readFavourites(JSON.stringify([{ ...favourite(8), primary_image_url: `/${"x".repeat(2000)}` }]))[0].primary_image_url).toBeNull();
  });

  it("never throws and never returns more than the limits, whatever is stored", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.anything()), (stored) => {
        return readFavourites(stored).length <= FAVOURITES_LIMIT && readViewedCars(stored).length <= VIEWED_LIMIT && readCompare(stored).length <= COMPARE_LIMIT;
      }),
    );
  });
});
