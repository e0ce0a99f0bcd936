import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_CARS, parseSeedArgs, SeedArgsError } from "./seed-args.ts";

const defaults = { cars: 5000, seed: 42 };

describe("parseSeedArgs", () => {
  it("defaults to 5000 cars, seed 42, no replace", () => {
    expect(parseSeedArgs([], defaults)).toEqual({ cars: 5000, seed: 42, replace: false, help: false });
  });

  it("reads --cars, --seed and --replace in either spelling", () => {
    expect(parseSeedArgs(["--cars", "200", "--seed", "7", "--replace"], defaults)).toEqual({ cars: 200, seed: 7, replace: true, help: false });
    expect(parseSeedArgs(["--cars=1,000,000", "--seed=-3"], defaults)).toMatchObject({ cars: 1_000_000, seed: -3 });
    expect(parseSeedArgs(["-h"], defaults).help).toBe(true);
  });

  it("reads back any car count however it is grouped", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CARS }), fc.constantFrom("plain", "commas", "underscores"), (cars, style) => {
        const text = style === "plain" ? String(cars) : cars.toLocaleString("en-AU").replace(/,/g, style === "commas" ? "," : "_");
        expect(parseSeedArgs(["--cars", text], defaults).cars).toBe(cars);
      }),
    );
  });

  it("refuses counts that are not whole numbers or out of range, naming the option", () => {
    for (const bad of ["abc", "1.5", "-1", String(MAX_CARS + 1), "1e6", ""]) {
      expect(() => parseSeedArgs(["--cars", bad], defaults)).toThrow(/--cars/);
    }
  });

  it("refuses an option without its value", () => {
    expect(() => parseSeedArgs(["--cars"], defaults)).toThrow("--cars needs a value");
    expect(() => parseSeedArgs(["--seed", "--replace"], defaults)).toThrow("--seed needs a value");
  });

  it("refuses unknown options", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => !["--cars", "--seed", "--replace", "--help", "-h"].includes(s.split("=")[0])), (option) => {
        expect(() => parseSeedArgs([option], defaults)).toThrow(SeedArgsError);
      }),
    );
  });
});
