import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CarSearchEngine } from "./engine.ts";
import { makeCar } from "./testing/make-car.ts";
import { vehicleWords } from "./vehicle-words.ts";

const kinds = { body: null, simple_body: null, simple_fuel: null, simple_transmission: null, drive: null };

describe("vehicle-kind words in the search box", () => {
  const engine = new CarSearchEngine([
    makeCar(1, { make: "Toyota", model: "HiLux", body: "Utility", simple_body: "Ute", simple_fuel: "Diesel", simple_transmission: "Automatic", drive: "4x4" }),
    makeCar(2, { make: "Toyota", model: "RAV4", body: "Wagon", simple_body: "SUV", simple_fuel: "Hybrid", simple_transmission: "Automatic", drive: "AWD" }),
    makeCar(3, { make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "Hatch", simple_fuel: "Petrol", simple_transmission: "Manual", drive: "FWD" }),
    makeCar(4, { make: "Kia", model: "Carnival", body: "Wagon", simple_body: "People Mover", simple_fuel: "Diesel", simple_transmission: "Automatic", drive: "FWD" }),
  ]);
  const found = (query: string) => engine.search("Car_production", { query }).hits.map((hit) => hit.objectID).sort();

  it("finds body, fuel, transmission and drive words", () => {
    expect(found("suv")).toEqual(["2"]);
    expect(found("diesel")).toEqual(["1", "4"]);
    expect(found("automatic")).toEqual(["1", "2", "4"]);
    expect(found("manual")).toEqual(["3"]);
  });

  it("finds them by their synonyms", () => {
    expect(found("4x4")).toEqual(["1", "2"]);
    expect(found("4wd")).toEqual(["1", "2"]);
    expect(found("auto")).toEqual(["1", "2", "4"]);
    expect(found("utility")).toEqual(["1"]);
    expect(found("pick-up")).toEqual(["1"]);
    expect(found("van")).toEqual(["4"]);
    expect(found("people mover")).toEqual(["4"]);
    expect(found("hatchback")).toEqual(["3"]);
  });

  it("combines with make and model words", () => {
    expect(found("toyota diesel")).toEqual(["1"]);
    expect(found("hilux 4x4 auto")).toEqual(["1"]);
  });

  it("keeps the record's own body in the highlight", () => {
    const [hit] = engine.search("Car_production", { query: "suv" }).hits;
    expect((hit._highlightResult as Record<string, { value: string }>).body.value).toBe("Wagon");
  });

  it("holds every word of the car's own kind values (property)", () => {
    const value = fc.option(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,15}$/), { nil: null });
    fc.assert(
      fc.property(value, value, value, value, value, (body, simple_body, simple_fuel, simple_transmission, drive) => {
        const text = vehicleWords({ body, simple_body, simple_fuel, simple_transmission, drive }) ?? "";
        const words = new Set(text.split(" ").filter(Boolean));
        for (const own of [body, simple_body, simple_fuel, simple_transmission, drive]) {
          for (const word of (own ?? "").toLowerCase().match(/[a-z0-9]+/g) ?? []) expect(words.has(word)).toBe(true);
        }
        // Asked again (remembered, or worked out anew once many other kinds came in between), the same words.
        expect(vehicleWords({ body, simple_body, simple_fuel, simple_transmission, drive }) ?? "").toBe(text);
      }),
      { numRuns: 5000 },
    );
    expect(vehicleWords(kinds)).toBeNull();
  });

  it("tells apart kinds whose values join into the same text", () => {
    // "pick up" in one value is a ute; "pick" and "up" in two values are not.
    expect(vehicleWords({ ...kinds, body: "pick", simple_body: "up", drive: "\u0000" })).toBe("pick up");
    expect(vehicleWords({ ...kinds, body: "pick\u0000up" })).toBe("pick up ute utility pickup");
    expect(vehicleWords({ ...kinds, body: "pick", simple_body: "up", drive: "\u0000" })).toBe("pick up");
  });
});
