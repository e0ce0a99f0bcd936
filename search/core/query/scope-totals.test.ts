// The bookkeeping of kept scope totals and value orders: when an entry is
// handed out (never at a version other than its own), and what is dropped to
// stay within bounds.
import { describe, expect, it } from "vitest";
import { valueOrderOf } from "../index/numeric-attribute.ts";
import { ScopeTotals } from "./scope-totals.ts";

describe("ScopeTotals", () => {
  it("hands out a scope's entry from the second query at one version, and only at that version", () => {
    const totals = new ScopeTotals(1 << 20, 8);
    expect(totals.entry("a", 1)).toBeNull();
    const entry = totals.entry("a", 1)!;
    expect(entry.version).toBe(1);
    totals.keep(entry, "make", new Uint32Array([0, 3, 4]));
    expect(totals.entry("a", 1)).toBe(entry);
    // The index changed: not at version 2 until asked twice there, and never with version 1's counts.
    expect(totals.entry("a", 2)).toBeNull();
    const again = totals.entry("a", 2)!;
    expect(again.version).toBe(2);
    expect(again.totals.size).toBe(0);
    expect(again.size).toBe(-1);
    expect(totals.heldBytes).toBe(0);
    // Asked at versions 3 and 4 in turn, it never becomes an entry of either.
    expect(totals.entry("a", 3)).toBeNull();
    expect(totals.entry("a", 4)).toBeNull();
    expect(totals.entry("a", 3)).toBeNull();
  });

  it("hands out an entry from the ask it is made to keep from (a refined base's fourth), counted afresh at each version", () => {
    const totals = new ScopeTotals(1 << 20, 8, 4);
    for (let ask = 1; ask < 4; ask++) expect(totals.entry("base", 1)).toBeNull();
    expect(totals.entry("base", 1)!.version).toBe(1);
    // Asks at another version in between start the count again.
    expect(totals.entry("base", 2)).toBeNull();
    expect(totals.entry("base", 2)).toBeNull();
    expect(totals.entry("base", 3)).toBeNull();
    expect(totals.entry("base", 3)).toBeNull();
    expect(totals.entry("base", 3)).toBeNull();
    expect(totals.entry("base", 3)!.version).toBe(3);
  });

  it("drops the least recently used scopes beyond its count of entries", () => {
    const totals = new ScopeTotals(1 << 20, 2);
    totals.entry("a", 1);
    totals.entry("b", 1);
    totals.entry("a", 1);
    totals.entry("c", 1);
    expect(totals.size).toBe(2);
    // "b" went (a was used after it): it starts again from its first sighting, and "a" goes to make room.
    expect(totals.entry("b", 1)).toBeNull();
    expect(totals.entry("c", 1)).not.toBeNull();
    expect(totals.entry("a", 1)).toBeNull();
  });

  it("counts a kept value order in its bytes, replaces it for the same facet, and drops it with the version", () => {
    const totals = new ScopeTotals(1 << 20, 8);
    totals.entry("a", 1);
    const entry = totals.entry("a", 1)!;
    // Slots 0–9 in value order, values 0,0,1,1,…; the scope holds the even slots: 5 slots, 5 runs.
    const sorted = Uint32Array.from({ length: 10 }, (_, i) => i);
    const values = Float64Array.from({ length: 10 }, (_, i) => Math.floor(i / 2));
    const order = valueOrderOf(sorted, 10, values, Uint32Array.of(0b0101010101), 5);
    expect([...order.slots]).toEqual([0, 2, 4, 6, 8]);
    expect(order.runs).toBe(5);
    totals.keepOrder(entry, "km", order);
    expect(totals.heldBytes).toBe(5 * 4 + 5 * 4 + 5 * 8);
    totals.keep(entry, "make", new Uint32Array(10));
    expect(totals.heldBytes).toBe(80 + 40);
    // Kept again for the same facet: replaces the old one's bytes.
    totals.keepOrder(entry, "km", valueOrderOf(sorted, 10, values, Uint32Array.of(0b11), 2));
    expect(totals.heldBytes).toBe(2 * 4 + 1 * 4 + 1 * 8 + 40);
    // The index changed: the entry at version 2 holds neither totals nor orders.
    totals.entry("a", 2);
    const again = totals.entry("a", 2)!;
    expect(again.orders.size).toBe(0);
    expect(totals.heldBytes).toBe(0);
  });

  it("drops the least recently used scopes' counts beyond its bytes, never the entry being filled", () => {
    const totals = new ScopeTotals(1000, 8);
    totals.entry("a", 1);
    const a = totals.entry("a", 1)!;
    totals.keep(a, "make", new Uint32Array(150));
    totals.entry("b", 1);
    const b = totals.entry("b", 1)!;
    totals.keep(b, "make", new Uint32Array(100));
    expect(totals.heldBytes).toBe(1000);
    totals.keep(b, "model", new Uint32Array(100));
    expect(totals.heldBytes).toBe(800);
    expect(totals.entry("a", 1)).toBeNull();
    // One entry larger than the bound on its own is kept while it is being filled.
    totals.keep(b, "badge", new Uint32Array(300));
    expect(totals.entry("b", 1)).toBe(b);
    expect(b.totals.size).toBe(3);
    // Counts kept again for the same facet replace the old ones.
    totals.keep(b, "badge", new Uint32Array(10));
    expect(totals.heldBytes).toBe(840);
  });
});
