import { describe, expect, it } from "vitest";
import { fuelFamily } from "./fuel-type.ts";

describe("fuel family", () => {
  it.each([
    ["Electric", "electric"],
    ["EV", "electric"],
    ["Hybrid", "hybrid"],
    ["Petrol - Electric Hybrid", "hybrid"],
    ["Plug-in Hybrid", "phev"],
    ["PHEV", "phev"],
    ["Petrol", "other"],
    ["Diesel", "other"],
    [null, "other"],
  ])("reads %s as %s", (fuel, family) => {
    expect(fuelFamily(fuel)).toBe(family);
  });
});
