// The bookkeeping of kept scope totals: when an entry is handed out (never at
// a version other than its own), and what is dropped to stay within bounds.
import { describe, expect, it } from "vitest";
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
