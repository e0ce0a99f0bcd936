import { describe, expect, it } from "vitest";
import { isInStock } from "./stock-status.ts";

describe("in stock (detail §4)", () => {
  it("counts in_stock and coming_soon as in stock", () => {
    expect(isInStock("in_stock")).toBe(true);
    expect(isInStock("coming_soon")).toBe(true);
  });
  it("counts sold and any other status as not in stock", () => {
    expect(isInStock("sold")).toBe(false);
    expect(isInStock("withdrawn")).toBe(false);
    expect(isInStock(null)).toBe(false);
  });
});
