import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STATE_CODES } from "./australian-states.ts";
import { POSTCODE_RANGES, nearestStateFirst, postcodeState } from "./postcode-lookup.ts";

describe("postcode lookup restricted to Australia", () => {
  it("finds the state of capital-city postcodes", () => {
    expect(postcodeState("2000")).toBe("nsw");
    expect(postcodeState("2600")).toBe("act");
    expect(postcodeState("3000")).toBe("vic");
    expect(postcodeState("4000")).toBe("qld");
    expect(postcodeState("5000")).toBe("sa");
    expect(postcodeState("6000")).toBe("wa");
    expect(postcodeState("7000")).toBe("tas");
    expect(postcodeState("0800")).toBe("nt");
  });

  it("finds nothing for numbers no Australian address uses", () => {
    for (const postcode of ["0000", "0100", "0199", "0300", "0799"]) expect(postcodeState(postcode)).toBeNull();
  });

  it("finds nothing for anything but exactly 4 digits", () => {
    for (const postcode of ["", "400", "40000", "4,000", "abcd", "40 0"]) expect(postcodeState(postcode)).toBeNull();
  });

  it("gives every 4-digit postcode at most one state, and one of ours (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const postcode = String(n).padStart(4, "0");
        const matches = POSTCODE_RANGES.filter((r) => n >= r.from && n <= r.to);
        const state = postcodeState(postcode);
        return matches.length <= 1 && (state === null || STATE_CODES.includes(state));
      }),
    );
  });

  it("lists the shopper's state first and keeps everything", () => {
    const choices = [
      { value: "a", state: "nsw" },
      { value: "b", state: "QLD" },
      { value: "c", state: null },
      { value: "d", state: "qld" },
    ];
    expect(nearestStateFirst(choices, "4000").map((c) => c.value)).toEqual(["b", "d", "a", "c"]);
    expect(nearestStateFirst(choices, "0100").map((c) => c.value)).toEqual(["a", "b", "c", "d"]);
  });
});
