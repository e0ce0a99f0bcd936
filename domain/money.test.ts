import { describe, expect, it } from "vitest";
import { formatAud, positiveAmount } from "./money.ts";

describe("AUD formatting", () => {
  it("writes whole dollars with thousands separators", () => {
    expect(formatAud(12345)).toBe("$12,345");
    expect(formatAud(0)).toBe("$0");
    expect(formatAud(1234.6)).toBe("$1,235");
  });
  it("writes cents when asked", () => {
    expect(formatAud(912.25, { cents: true })).toBe("$912.25");
    expect(formatAud(8, { cents: true })).toBe("$8.00");
  });
});

describe("positive amount", () => {
  it("keeps finite numbers above zero and drops the rest", () => {
    expect(positiveAmount(1)).toBe(1);
    expect(positiveAmount(0)).toBeNull();
    expect(positiveAmount(-3)).toBeNull();
    expect(positiveAmount(null)).toBeNull();
    expect(positiveAmount(undefined)).toBeNull();
    expect(positiveAmount(Number.NaN)).toBeNull();
  });
});
