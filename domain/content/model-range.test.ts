import { describe, expect, it } from "vitest";
import { bodyParam, chooseBody, modelTileHref } from "./model-range.ts";

const BODIES = ["SUV", "Hatch", "People Mover", "Cab Chassis"];

describe("model range body", () => {
  it("writes a body lowercase with hyphens for spaces", () => {
    expect(bodyParam("People Mover")).toBe("people-mover");
    expect(bodyParam("SUV")).toBe("suv");
  });

  it("reads ?body= as every model, one body of the range, an unknown body or a malformed value", () => {
    expect(chooseBody(null, BODIES)).toEqual({ kind: "all" });
    expect(chooseBody("", BODIES)).toEqual({ kind: "all" });
    expect(chooseBody("suv", BODIES)).toEqual({ kind: "body", body: "SUV" });
    expect(chooseBody("people-mover", BODIES)).toEqual({ kind: "body", body: "People Mover" });
    expect(chooseBody("Cab Chassis", BODIES)).toEqual({ kind: "body", body: "Cab Chassis" });
    expect(chooseBody("convertible", BODIES)).toEqual({ kind: "unknown" });
    for (const bad of ["<script>", "suv/../x", "a".repeat(41), "-suv", "suv--x"]) expect(chooseBody(bad, BODIES)).toEqual({ kind: "malformed" });
  });

  it("links a tile to the model's listing, or to its own site path", () => {
    expect(modelTileHref("/search", { make: "Toyota", name: "LandCruiser 70", overrideUrl: null })).toBe("/search/toyota/landcruiser-70");
    expect(modelTileHref("/search", { make: "Toyota", name: "GR86", overrideUrl: "/pages/experience-gt" })).toBe("/pages/experience-gt");
    expect(modelTileHref("/search", { make: "Toyota", name: "GR86", overrideUrl: "https://example.com" })).toBe("/search/toyota/gr86");
    expect(modelTileHref("/search", { make: "Toyota", name: "GR86", overrideUrl: "//evil.example" })).toBe("/search/toyota/gr86");
  });
});
