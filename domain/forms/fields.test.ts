import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  checkboxField,
  dateTimeField,
  formValues,
  isHoneypotFilled,
  kmsField,
  listField,
  parseAustralianPhone,
  phoneField,
  postcodeField,
  regoField,
  regoStateField,
} from "./fields.ts";
import { INVALID_POSTCODE, REQUIRED_MESSAGES } from "./messages.ts";

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("postcode", () => {
  it("is required", () => {
    expect(messageOf(postcodeField(), undefined)).toBe(REQUIRED_MESSAGES.postcode);
    expect(messageOf(postcodeField(), "  ")).toBe(REQUIRED_MESSAGES.postcode);
  });

  it("accepts exactly 4 digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (postcode) => postcodeField().parse(` ${postcode} `) === postcode),
    );
  });

  it("rejects anything else with 'Invalid postcode. Please enter a 4-digit number.'", () => {
    for (const bad of ["400", "40000", "4,000", "4 000", "abcd", "40a0"]) {
      expect(messageOf(postcodeField(), bad), bad).toBe(INVALID_POSTCODE);
    }
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== "" && !/^\d{4}$/.test(s.trim())),
        (bad) => messageOf(postcodeField(), bad) === INVALID_POSTCODE,
      ),
    );
  });
});

describe("Australian phone numbers", () => {
  it("accepts mobiles, landlines, 13, 1300 and 1800 numbers in any common spelling", () => {
    expect(parseAustralianPhone("0412 345 678")).toBe("0412345678");
    expect(parseAustralianPhone("+61 412 345 678")).toBe("0412345678");
    expect(parseAustralianPhone("+61 (0)412-345-678")).toBe("0412345678");
    expect(parseAustralianPhone("+61 7 3210 1234")).toBe("0732101234");
    expect(parseAustralianPhone("(02) 9876 5432")).toBe("0298765432");
    expect(parseAustralianPhone("1300 123 456")).toBe("1300123456");
    expect(parseAustralianPhone("1800.123.456")).toBe("1800123456");
    expect(parseAustralianPhone("13 12 34")).toBe("131234");
  });

  it("rejects numbers that cannot be Australian", () => {
    for (const bad of ["", "12345", "0112345678", "0612345678", "04123456789", "+1 415 555 0100", "0412 345 67x", "04x12345678", "1900123456"]) {
      expect(parseAustralianPhone(bad), bad).toBeNull();
    }
  });

  it("reads back every valid mobile written with +61", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{8}$/), (rest) => parseAustralianPhone(`+61 ${rest}`) === `0${rest}`),
    );
  });

  it("always gives digits only", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const phone = parseAustralianPhone(text);
        return phone === null || /^\d{6,10}$/.test(phone);
      }),
    );
  });

  it("gives the field's messages: required, then invalid", () => {
    expect(messageOf(phoneField(), "")).toBe(REQUIRED_MESSAGES.phone);
    expect(messageOf(phoneField(), "555")).toMatch(/valid Australian phone number/);
    expect(phoneField().parse("0412 345 678")).toBe("0412345678");
  });
});

describe("FormData-style input", () => {
  it("ticks a checkbox for 'on' or 'true' and leaves it unticked when absent", () => {
    expect(checkboxField().parse("on")).toBe(true);
    expect(checkboxField().parse("true")).toBe(true);
    expect(checkboxField().parse(true)).toBe(true);
    expect(checkboxField().parse(undefined)).toBe(false);
    expect(checkboxField().parse("false")).toBe(false);
    expect(checkboxField().parse("")).toBe(false);
  });

  it("collects repeated keys into a list and drops files", () => {
    const data = new FormData();
    data.append("name", "Ada");
    data.append("additional_services", "Tinting");
    data.append("additional_services", "Service plan");
    data.append("upload", new Blob(["x"]));
    expect(formValues(data)).toEqual({ name: "Ada", additional_services: ["Tinting", "Service plan"] });
    expect(formValues(new URLSearchParams("a=1&a=2&b="))).toEqual({ a: ["1", "2"], b: "" });
  });

  it("trims, de-duplicates and drops blank entries of a checkbox group", () => {
    expect(listField().parse([" Tinting ", "Tinting", "", "Service plan"])).toEqual(["Tinting", "Service plan"]);
    expect(listField().parse("Tinting")).toEqual(["Tinting"]);
    expect(listField().parse(undefined)).toEqual([]);
  });
});

describe("trade-in vehicle fields", () => {
  it("reads kilometres as typed with the ' kms' suffix", () => {
    expect(kmsField({ required: true }).parse("45,000 kms")).toBe(45000);
    expect(messageOf(kmsField({ required: true }), "")).toBe(REQUIRED_MESSAGES.kms);
    expect(kmsField({ required: false }).parse("")).toBeUndefined();
    expect(messageOf(kmsField({ required: false }), "lots")).toMatch(/whole number/);
  });

  it("stores the rego upper case without spaces", () => {
    expect(regoField({ required: true }).parse(" abc-12d ")).toBe("ABC12D");
    expect(messageOf(regoField({ required: true }), "")).toBe(REQUIRED_MESSAGES.rego);
    expect(messageOf(regoField({ required: false }), "ABC$12")).toMatch(/letters and numbers/);
    expect(regoField({ required: false }).parse(undefined)).toBeUndefined();
  });

  it("takes the rego state as a state code in any case", () => {
    expect(regoStateField({ required: true }).parse("QLD")).toBe("qld");
    expect(messageOf(regoStateField({ required: true }), "")).toBe(REQUIRED_MESSAGES.regoState);
    expect(messageOf(regoStateField({ required: true }), "XYZ")).toMatch(/options listed/);
  });
});

describe("test drive booking date", () => {
  it("is optional and must be a real date and time when given", () => {
    expect(dateTimeField().parse("")).toBeUndefined();
    expect(dateTimeField().parse("2027-03-12T10:30")).toBe("2027-03-12T10:30");
    expect(dateTimeField().parse("2027-03-12T10:30:15")).toBe("2027-03-12T10:30");
    for (const bad of ["2027-02-30T10:00", "2027-03-12T24:00", "12/03/2027 10:30", "tomorrow"]) {
      expect(dateTimeField().safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("honeypot", () => {
  it("flags a submission whose hidden field was filled", () => {
    expect(isHoneypotFilled({ company_website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ company_website: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
