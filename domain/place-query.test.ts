import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { INVALID_POSTCODE_FORMAT, normaliseLocality, parsePlaceQuery, PLACE_QUERY_HELP, PLACE_QUERY_MAX_LENGTH } from "./place-query.ts";

describe("the locator's search box", () => {
  it("reads four digits as a postcode, and other digit runs as a bad postcode", () => {
    expect(parsePlaceQuery(" 2150 ")).toEqual({ kind: "postcode", postcode: "2150" });
    expect(parsePlaceQuery("0800")).toEqual({ kind: "postcode", postcode: "0800" });
    expect(parsePlaceQuery("215")).toEqual({ kind: "invalid", message: INVALID_POSTCODE_FORMAT });
    expect(parsePlaceQuery("21500")).toEqual({ kind: "invalid", message: INVALID_POSTCODE_FORMAT });
  });

  it("reads a suburb with an optional state and postcode, in any case and with commas", () => {
    expect(parsePlaceQuery("parramatta")).toEqual({ kind: "suburb", name: "PARRAMATTA", state: null, postcode: null });
    expect(parsePlaceQuery("Richmond, VIC")).toEqual({ kind: "suburb", name: "RICHMOND", state: "vic", postcode: null });
    expect(parsePlaceQuery("Parramatta NSW 2150")).toEqual({ kind: "suburb", name: "PARRAMATTA", state: "nsw", postcode: "2150" });
    expect(parsePlaceQuery("St. Kilda")).toMatchObject({ name: "ST KILDA" });
    expect(parsePlaceQuery("Saint Kilda")).toMatchObject({ name: "ST KILDA" });
    expect(parsePlaceQuery("Mt Druitt")).toMatchObject({ name: "MOUNT DRUITT" });
    expect(parsePlaceQuery("O’Connor ACT")).toMatchObject({ name: "O'CONNOR", state: "act" });
    expect(parsePlaceQuery("Victoria Park")).toMatchObject({ name: "VICTORIA PARK", state: null });
  });

  it("says what is allowed for anything else", () => {
    expect(parsePlaceQuery("")).toEqual({ kind: "empty" });
    expect(parsePlaceQuery("   ")).toEqual({ kind: "empty" });
    expect(parsePlaceQuery("<script>")).toEqual({ kind: "invalid", message: PLACE_QUERY_HELP });
    expect(parsePlaceQuery("Parramatta 21")).toEqual({ kind: "invalid", message: INVALID_POSTCODE_FORMAT });
    expect(parsePlaceQuery("x".repeat(PLACE_QUERY_MAX_LENGTH + 1))).toEqual({ kind: "invalid", message: PLACE_QUERY_HELP });
  });

  it("never throws, and a suburb it reads is always a normalised name of letters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const query = parsePlaceQuery(input);
        if (query.kind === "suburb") {
          expect(query.name).toBe(normaliseLocality(query.name));
          expect(query.name).toMatch(/^[A-Z0-9' -]+$/);
          if (query.postcode !== null) expect(query.postcode).toMatch(/^\d{4}$/);
        }
        if (query.kind === "postcode") expect(query.postcode).toMatch(/^\d{4}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads every 4-digit number as that postcode, however it is padded", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.constantFrom("", " ", "  \t"), (n, pad) => {
        const postcode = String(n).padStart(4, "0");
        expect(parsePlaceQuery(`${pad}${postcode}${pad}`)).toEqual({ kind: "postcode", postcode });
      }),
    );
  });
});
