// The value table of a string attribute against a Map keyed by facetKey():
// the same values get the same ids whatever their case, ASCII or not (a
// Kelvin sign lower-cases to an ASCII k, a dotted capital I to two code units).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetKey } from "../text/normalize.ts";
import { FoldedIds, foldedHash, sameFolded } from "./folded-ids.ts";

const text = fc.oneof(
  fc.constantFrom("Toyota", "TOYOTA", "toyota", "Škoda", "ŠKODA", "škoda", "K", "\u212a", "k", "İ", "i̇", "i", "I", "", "HT-1234", "ht-1234"),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/),
);

describe("FoldedIds", () => {
  it("gives values the ids a Map keyed by facetKey() would", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 200 }), (values) => {
        const display: string[] = [""];
        const ids = new FoldedIds((id) => display[id]);
        const oracle = new Map<string, number>();
        for (const value of values) {
          const expected = oracle.get(facetKey(value));
          const found = ids.get(value);
          expect(found).toBe(expected ?? 0);
          if (found === 0) {
            display.push(value);
            ids.add(foldedHash(value), display.length - 1);
            oracle.set(facetKey(value), display.length - 1);
          }
        }
        for (const value of values) expect(ids.get(value)).toBe(oracle.get(facetKey(value)));
      }),
    );
  });

  it("hashes and compares as facetKey() does", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(sameFolded(a, b)).toBe(facetKey(a) === facetKey(b));
        if (facetKey(a) === facetKey(b)) expect(foldedHash(a)).toBe(foldedHash(b));
      }),
    );
  });
});
