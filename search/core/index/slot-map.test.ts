// SlotMap against a plain Map: any sequence of sets and deletes of numeric
// and other objectIDs leaves the same contents (deletion by backward shift
// keeps every key findable).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SlotMap } from "./slot-map.ts";

const objectID = fc.oneof(
  fc.integer({ min: 0, max: 200 }).map(String),
  fc.integer({ min: 0, max: 999_999_999_999 }).map(String),
  fc.constantFrom("007", "-1", "1.5", "abc", "", "1e3", "9999999999999999"),
);

describe("SlotMap", () => {
  it("holds what a Map holds, through sets, replacements and deletes", () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), id: objectID, slot: fc.integer({ min: 0, max: 1 << 24 }) }),
      fc.record({ kind: fc.constant("delete" as const), id: objectID, slot: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 600 }), (operations) => {
        const map = new SlotMap();
        const model = new Map<string, number>();
        for (const { kind, id, slot } of operations) {
          if (kind === "set") {
            map.set(id, slot);
            model.set(id, slot);
          } else {
            expect(map.delete(id)).toBe(model.delete(id));
          }
        }
        expect(map.size).toBe(model.size);
        for (const [id, slot] of model) expect(map.get(id)).toBe(slot);
        expect(map.keysList().sort()).toEqual([...model.keys()].sort());
        for (let n = 0; n <= 200; n++) expect(map.get(String(n))).toBe(model.get(String(n)));
      }),
      { numRuns: 300 },
    );
  });
});
