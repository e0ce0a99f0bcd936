import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache.ts";

describe("ResultCache", () => {
  it("keeps at most its limit, evicting the oldest entry first", () => {
    const cache = new ResultCache<number>(10);
    for (let i = 0; i < 12; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k2")).toBe(2);
    expect(cache.get("k11")).toBe(11);
  });

  it("reading an entry does not save it from eviction", () => {
    const cache = new ResultCache<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c")]).toEqual(["B", "C"]);
  });

  it("storing a key again makes it the newest entry", () => {
    const cache = new ResultCache<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    cache.set("a", "A2");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A2");
  });

  it("computes a missing value once", () => {
    const cache = new ResultCache<number>(3);
    let calls = 0;
    const compute = () => ++calls;
    expect(cache.getOrCompute("x", compute)).toBe(1);
    expect(cache.getOrCompute("x", compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it("drops entries older than the age limit", () => {
    let now = 1000;
    const cache = new ResultCache<string>(5, 60_000, () => now);
    cache.set("a", "A");
    now += 60_000;
    expect(cache.get("a")).toBe("A");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("refuses a limit below one", () => {
    expect(() => new ResultCache(0)).toThrow(/limit/);
  });
});
