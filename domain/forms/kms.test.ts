import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_KMS, formatKms, parseKms } from "./kms.ts";

describe("kilometres field", () => {
  it("uses the ' kms' suffix with thousands separators", () => {
    expect(formatKms(45000)).toBe("45,000 kms");
    expect(formatKms(1234567)).toBe("1,234,567 kms");
    expect(formatKms(0)).toBe("0 kms");
  });

  it("reads what a shopper types", () => {
    expect(parseKms("45,000 kms")).toBe(45000);
    expect(parseKms("45000")).toBe(45000);
    expect(parseKms("45 000 km")).toBe(45000);
    expect(parseKms(" 12KMS ")).toBe(12);
  });

  it("rejects anything that is not a whole number of kilometres", () => {
    for (const bad of ["", "kms", "4,50", "45,0000", "-5", "12.5", "abc", "1,2,3", "10000000"]) {
      expect(parseKms(bad), bad).toBeNull();
    }
    expect(parseKms(-1)).toBeNull();
    expect(parseKms(1.5)).toBeNull();
  });

  it("reads back every value it displays", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_KMS }), (kms) => parseKms(formatKms(kms)) === kms));
  });

  it("never returns a negative, fractional or oversized value", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kms = parseKms(text);
        return kms === null || (Number.isInteger(kms) && kms >= 0 && kms <= MAX_KMS);
      }),
    );
  });
});
