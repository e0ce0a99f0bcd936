import { describe, expect, it } from "vitest";
import { BODY_SLUGS } from "../../domain/images/urls.ts";
import { carPhoto, spinFrame } from "./scenes.ts";
import { vehicle } from "./silhouettes.ts";

describe("generated vehicle pictures (issue #14 §7)", () => {
  it("draw a different silhouette for every body type, bus and motorcycle and caravan included", () => {
    const drawings = BODY_SLUGS.map((body) => vehicle(body, "#336699"));
    expect(new Set(drawings).size).toBe(BODY_SLUGS.length);
    for (const body of ["suv", "wagon", "people-mover", "ute", "van", "hatch", "sedan", "coupe", "convertible", "cab-chassis", "bus", "motorcycle", "caravan"]) {
      expect(BODY_SLUGS).toContain(body);
    }
  });

  it("are marked as illustrations, in every view of the gallery and the spin", () => {
    for (let n = 1; n <= 8; n++) expect(carPhoto("suv", "#336699", n, 600, 400)).toContain(">Illustration</text>");
    expect(carPhoto("motorcycle", "#336699", 6, 600, 400)).toContain(">Illustration</text>");
    expect(spinFrame("sedan", "#336699", 3, 600, 400)).toContain(">Illustration</text>");
  });

  it("differ from frame to frame within a 3 to 8 frame gallery", () => {
    const frames = Array.from({ length: 6 }, (_, i) => carPhoto("hatch", "#aa3322", i + 1, 600, 400));
    expect(new Set(frames).size).toBe(6);
  });
});
