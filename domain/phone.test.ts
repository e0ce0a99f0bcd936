import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatPhone, maskPhone, nationalDigits, selectPhone, telHref } from "./phone.ts";

const numbers = { override: "02 1111 1111", byCarType: { used: "02 2222 2222" }, newDefault: "02 3333 3333", usedDefault: "02 4444 4444" };

describe("phone selection order (detail §4)", () => {
  it("uses the override first", () => {
    expect(selectPhone(numbers, "used", "02 5555 5555")).toBe("02 1111 1111");
  });
  it("then the number for the car type", () => {
    expect(selectPhone({ ...numbers, override: undefined }, "used", "02 5555 5555")).toBe("02 2222 2222");
  });
  it("then the new or used default (demo counts as new)", () => {
    const defaults = { newDefault: "02 3333 3333", usedDefault: "02 4444 4444" };
    expect(selectPhone(defaults, "new", null)).toBe("02 3333 3333");
    expect(selectPhone(defaults, "demo", null)).toBe("02 3333 3333");
    expect(selectPhone(defaults, "used", null)).toBe("02 4444 4444");
  });
  it("then the location phone", () => {
    expect(selectPhone({}, "new", "02 5555 5555")).toBe("02 5555 5555");
    expect(selectPhone({ override: "  " }, "new", "02 5555 5555")).toBe("02 5555 5555");
  });
  it("gives no number when none is known", () => {
    expect(selectPhone(null, "new", null)).toBeNull();
  });
});

describe("phone display format", () => {
  it("writes '0X XXXX XXXX' with +61 turned into 0", () => {
    expect(formatPhone("+61298765432")).toBe("02 9876 5432");
    expect(formatPhone("+61 (0)2 9876 5432")).toBe("02 9876 5432");
    expect(formatPhone("61298765432")).toBe("02 9876 5432");
    expect(formatPhone("(02) 9876-5432")).toBe("02 9876 5432");
    expect(formatPhone("+61412345678")).toBe("04 1234 5678");
  });
  it("writes 1300, 1800 and 13 numbers in their own groups", () => {
    expect(formatPhone("1300123456")).toBe("1300 123 456");
    expect(formatPhone("1800 123 456")).toBe("1800 123 456");
    expect(formatPhone("131234")).toBe("13 12 34");
  });
  it("leaves a number it cannot read as written", () => {
    expect(formatPhone(" ext. 42 ")).toBe("ext. 42");
  });
  it("formats any national number as '0X XXXX XXXX'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[2-478]\d{8}$/), (digits) => {
        const shown = formatPhone(`+61${digits.slice(1)}`);
        expect(shown).toMatch(/^0\d \d{4} \d{4}$/);
        expect(shown.replace(/ /g, "")).toBe(digits);
      }),
    );
  });
});

describe("phone mask", () => {
  it("shows the first 5 characters and stars the remaining digits", () => {
    expect(maskPhone("02 9876 5432")).toBe("02 98** ****");
    expect(maskPhone("1300 123 456")).toBe("1300 *** ***");
  });
  it("keeps the length and the first 5 characters of any number", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskPhone(text);
        expect(masked.length).toBe(text.length);
        expect(masked.slice(0, 5)).toBe(text.slice(0, 5));
        expect(/\d/.test(masked.slice(5))).toBe(false);
      }),
    );
  });
});

describe("tel: link", () => {
  it("dials national digits", () => {
    expect(telHref("+61 2 9876 5432")).toBe("tel:0298765432");
    expect(telHref("13 12 34")).toBe("tel:131234");
    expect(nationalDigits("02 9876 5432")).toBe("0298765432");
  });
  it("gives no link without digits", () => {
    expect(telHref("call us")).toBeNull();
  });
});
