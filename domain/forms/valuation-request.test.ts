import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateForm } from "./schemas.ts";
import { VALUATION_MESSAGES, valuationRequestSchema } from "./valuation-request.ts";

const now = new Date("2026-11-21T00:00:00Z");

describe("trade-in estimate request", () => {
  it("reads a year, make, model and optional badge as typed", () => {
    const result = validateForm(valuationRequestSchema(now), { year: " 2019 ", make: "Toyota", model: "Corolla", badge: "" });
    expect(result).toEqual({ ok: true, data: { year: 2019, make: "Toyota", model: "Corolla", badge: undefined } });
  });

  it("asks for each missing field with its own message", () => {
    const result = validateForm(valuationRequestSchema(now), {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.fieldErrors).toEqual(VALUATION_MESSAGES);
  });

  it("accepts only 4-digit years from 1950 to next year (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (year) => {
        const ok = validateForm(valuationRequestSchema(now), { year: String(year), make: "Mazda", model: "3" }).ok;
        return ok === (year >= 1950 && year <= 2027);
      }),
    );
  });
});
