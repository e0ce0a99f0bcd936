import { describe, expect, it } from "vitest";
import { haversineKm } from "../../domain/geo.ts";
import { INVALID_POSTCODE, parsePlaceQuery } from "../../domain/place-query.ts";
import { lookupPlace, postcodeLocalities } from "./index.ts";

const find = (text: string) => lookupPlace(parsePlaceQuery(text));

describe("postcode and suburb lookup (the shipped Australian dataset)", () => {
  it("finds a postcode's coordinates near the real place", () => {
    const sydney = find("2000");
    expect(sydney.kind).toBe("found");
    if (sydney.kind !== "found") return;
    expect(sydney.place.state).toBe("nsw");
    // Sydney Town Hall is at -33.873, 151.206.
    expect(haversineKm(sydney.place, { lat: -33.873, lng: 151.206 })).toBeLessThan(10);
    const perth = find("6000");
    expect(perth.kind === "found" && perth.place.state).toBe("wa");
  });

  it("says 'Invalid postcode' for a 4-digit number no Australian address uses", () => {
    expect(find("0001")).toEqual({ kind: "unknown", message: INVALID_POSTCODE });
    expect(find("1000")).toEqual({ kind: "unknown", message: INVALID_POSTCODE });
  });

  it("finds a suburb by name, and asks which one when several states share the name", () => {
    const parramatta = find("parramatta");
    expect(parramatta).toMatchObject({ kind: "found", place: { state: "nsw", postcode: "2150" } });
    const richmond = find("Richmond");
    expect(richmond.kind).toBe("ambiguous");
    if (richmond.kind === "ambiguous") expect(new Set(richmond.choices.map((c) => c.state))).toEqual(new Set(["nsw", "vic", "qld", "sa", "tas"]));
    expect(find("Richmond VIC")).toMatchObject({ kind: "found", place: { state: "vic", postcode: "3121" } });
    expect(find("Nowhereville").kind).toBe("unknown");
  });

  it("names a postcode's suburbs", () => {
    expect(postcodeLocalities("2150")).toContain("Parramatta");
  });
});
