// A numeric facet's dictionary filled at the end of a bulk load, from the
// sorted slots, against one filled a record at a time: every slot shows the
// same value with the same count, and later records find the ids it gave.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NumericFacetDictionary } from "./numeric-attribute.ts";

const valueOf = (dictionary: NumericFacetDictionary, slot: number) => {
  const id = dictionary.column[slot];
  return id === 0 ? null : { value: dictionary.numbers[id], total: dictionary.totals[id] };
};

describe("NumericFacetDictionary.fillFromSorted", () => {
  it("gives every slot the value and count one probe a record gives", () => {
    const number = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(NaN));
    fc.assert(
      fc.property(fc.array(number, { maxLength: 400 }), fc.array(number, { maxLength: 20 }), (loaded, later) => {
        const values = Float64Array.from(loaded, (v) => (Object.is(v, -0) ? 0 : v));
        const n = values.length;
        const oneByOne = new NumericFacetDictionary(n + later.length);
        for (let slot = 0; slot < n; slot++) oneByOne.assign(slot, values[slot]);
        const sorted = Uint32Array.from({ length: n }, (_, i) => i)
          .filter((slot) => values[slot] === values[slot])
          .sort((a, b) => values[a] - values[b] || a - b);
        const filled = new NumericFacetDictionary(n + later.length);
        filled.fillFromSorted(sorted, sorted.length, values);
        expect(filled.valueCount).toBe(oneByOne.valueCount);
        for (let slot = 0; slot < n; slot++) expect(valueOf(filled, slot)).toEqual(valueOf(oneByOne, slot));
        // Records written afterwards: a value seen before gets its id back, a new one a new id.
        later.forEach((value, k) => {
          const slot = n + k;
          oneByOne.assign(slot, value);
          filled.assign(slot, value);
          expect(valueOf(filled, slot)).toEqual(valueOf(oneByOne, slot));
          expect(filled.valueCount).toBe(oneByOne.valueCount);
        });
      }),
    );
  });
});
