import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues } from "./fields.ts";
import {
  FORM_ERRORS_HEADING,
  INVALID_POSTCODE,
  REQUIRED_MESSAGES,
  TERMS_REQUIRED_LONG,
  TERMS_REQUIRED_SHORT,
} from "./messages.ts";
import {
  careersSchema,
  enquirySchema,
  errorList,
  financeEnquirySchema,
  formFieldVisibility,
  generalEnquirySchema,
  multiStepEnquirySteps,
  requestPhotosMessage,
  requestPhotosSchema,
  testDriveSchema,
  toFormErrors,
  tradeInSchema,
  validateForm,
} from "./schemas.ts";

const shopper = {
  name: " Ada ",
  last_name: "Lovelace",
  email: "ada@example.com.au",
  phone: "0412 345 678",
  postcode: "4000",
};

const fieldErrors = (schema: z.ZodType<unknown, unknown>, input: unknown) => {
  const result = validateForm(schema, input);
  return result.ok ? {} : result.errors.fieldErrors;
};

describe("enquiry form", () => {
  it("requires the message by default", () => {
    expect(fieldErrors(enquirySchema(), shopper).message).toBe(REQUIRED_MESSAGES.message);
  });

  it("does not require the message when the dealer disables it", () => {
    const result = validateForm(enquirySchema({ enquiryMessageRequired: false }), shopper);
    expect(result.ok).toBe(true);
  });

  it("gives trimmed, typed values from browser form data", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(shopper)) data.set(k, v);
    data.set("message", "  Is it still available?  ");
    data.set("opt_in", "on");
    data.set("car_id", "1234");
    const values = enquirySchema().parse(formValues(data));
    expect(values).toMatchObject({
      name: "Ada",
      phone: "0412345678",
      message: "Is it still available?",
      opt_in: true,
      terms_conditions: false,
      car_id: 1234,
      additional_services: [],
    });
  });

  it("leaves opt-in and rego optional", () => {
    const values = enquirySchema().parse({ ...shopper, message: "Hi" });
    expect(values.opt_in).toBe(false);
    expect(values.rego).toBeUndefined();
  });

  it("names every empty required field", () => {
    expect(fieldErrors(enquirySchema(), {})).toEqual({
      name: REQUIRED_MESSAGES.name,
      last_name: REQUIRED_MESSAGES.last_name,
      email: REQUIRED_MESSAGES.email,
      phone: REQUIRED_MESSAGES.phone,
      postcode: REQUIRED_MESSAGES.postcode,
      message: REQUIRED_MESSAGES.message,
    });
  });

  it("rejects a postcode that is not exactly 4 digits", () => {
    expect(fieldErrors(enquirySchema(), { ...shopper, postcode: "4,000", message: "x" }).postcode).toBe(
      INVALID_POSTCODE,
    );
  });

  it("never throws on arbitrary input, and names only its own fields", () => {
    const schema = enquirySchema({ termsCheckbox: "short", dealershipSlugs: ["a", "b"], locationIds: [1, 2] });
    const known = new Set(Object.keys(schema.shape));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))), (input) => {
        const result = validateForm(schema, input);
        return result.ok || Object.keys(result.errors.fieldErrors).every((f) => known.has(f));
      }),
    );
  });
});

describe("terms checkbox", () => {
  it("is not required where the site has no terms checkbox", () => {
    expect(validateForm(enquirySchema(), { ...shopper, message: "x" }).ok).toBe(true);
  });

  it("is required with '*You must agree to the terms of use before submitting.'", () => {
    const schema = enquirySchema({ termsCheckbox: "short" });
    expect(fieldErrors(schema, { ...shopper, message: "x" }).terms_conditions).toBe(TERMS_REQUIRED_SHORT);
    expect(validateForm(schema, { ...shopper, message: "x", terms_conditions: "on" }).ok).toBe(true);
  });

  it("shows '* You must agree to the terms of use before submitting the form.' on dealers with that wording", () => {
    const schema = tradeInSchema({ termsCheckbox: "long" });
    expect(fieldErrors(schema, shopper).terms_conditions).toBe(TERMS_REQUIRED_LONG);
  });
});

describe("preferred dealership and location selects", () => {
  it("requires the preferred dealership when shown (more than one dealership)", () => {
    const options = { dealershipSlugs: ["harbour-toyota", "harbour-mazda"] };
    expect(formFieldVisibility(options).dealership).toBe(true);
    expect(fieldErrors(enquirySchema(options), { ...shopper, message: "x" }).dealership_slug).toBe(
      REQUIRED_MESSAGES.dealership_slug,
    );
    expect(fieldErrors(enquirySchema(options), { ...shopper, message: "x", dealership_slug: "elsewhere" })
      .dealership_slug).toMatch(/options listed/);
  });

  it("uses the only dealership when there is just one, without showing the select", () => {
    const options = { dealershipSlugs: ["harbour-toyota"] };
    expect(formFieldVisibility(options).dealership).toBe(false);
    expect(enquirySchema(options).parse({ ...shopper, message: "x" }).dealership_slug).toBe("harbour-toyota");
  });

  it("requires the location when shown, and auto-selects a single location", () => {
    expect(fieldErrors(enquirySchema({ locationIds: [3, 7] }), { ...shopper, message: "x" }).location).toBe(
      REQUIRED_MESSAGES.location,
    );
    expect(enquirySchema({ locationIds: [3, 7] }).parse({ ...shopper, message: "x", location: "7" }).location).toBe(7);
    expect(enquirySchema({ locationIds: [3] }).parse({ ...shopper, message: "x" }).location).toBe(3);
  });
});

describe("test drive form", () => {
  it("leaves message and date optional", () => {
    const values = testDriveSchema().parse(shopper);
    expect(values.message).toBeUndefined();
    expect(values.dateTime).toBeUndefined();
  });

  it("takes the booking date from a datetime-local input", () => {
    expect(testDriveSchema().parse({ ...shopper, dateTime: "2027-03-12T10:30" }).dateTime).toBe("2027-03-12T10:30");
  });
});

describe("request photos form", () => {
  it("sends a default message asking for photos of this car", () => {
    expect(requestPhotosSchema().parse(shopper).message).toBe("Please send me more photos of this car.");
    expect(requestPhotosMessage("2021 Toyota Corolla")).toBe("Please send me more photos of the 2021 Toyota Corolla.");
    expect(requestPhotosSchema().parse({ ...shopper, message: "Interior please" }).message).toBe("Interior please");
  });
});

describe("general enquiry form", () => {
  it("requires a category from the site's list", () => {
    const schema = generalEnquirySchema({ enquiryCategories: ["Sales", "Service"] });
    expect(fieldErrors(schema, { ...shopper, message: "x" }).category).toBe(REQUIRED_MESSAGES.category);
    expect(fieldErrors(schema, { ...shopper, message: "x", category: "Parts" }).category).toMatch(/options listed/);
    expect(schema.parse({ ...shopper, message: "x", category: "Service" }).category).toBe("Service");
  });
});

describe("careers form", () => {
  it("is sent as a General Enquiry with subcategory Career Enquiry", () => {
    const values = careersSchema().parse({ ...shopper, category: "Sales" });
    expect(values.category).toBe("General Enquiry");
    expect(values.subcategory).toBe("Career Enquiry");
  });
});

describe("finance enquiry form", () => {
  it("reads the budget and car from its query fields", () => {
    const values = financeEnquirySchema().parse({
      ...shopper,
      vehiclePriceBudget: "$35,000",
      car_id: "88",
      car_type: "used",
      vin: "JTDKB20U793456789",
    });
    expect(values).toMatchObject({ vehiclePriceBudget: 35000, car_id: 88, car_type: "used" });
  });
});

describe("trade-in form", () => {
  const tradeIn = {
    ...shopper,
    company_website: "",
    PreferredContactMethod: "SMS",
    finance: "Yes",
    kms: "86,500 kms",
    regoState: "QLD",
    rego: "123 abc",
    "do-you-have-a-trade-in": "Yes",
  };

  it("takes the spec's fields with their exact names", () => {
    expect(tradeInSchema({ locationIds: [5] }).parse(tradeIn)).toEqual({
      company_website: "",
      name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com.au",
      phone: "0412345678",
      postcode: "4000",
      terms_conditions: false,
      location_id: 5,
      PreferredContactMethod: "SMS",
      finance: "Yes",
      kms: 86500,
      regoState: "qld",
      rego: "123ABC",
      "do-you-have-a-trade-in": "Yes",
      car_id: undefined,
    });
  });

  it("offers Phone, Email or SMS as the preferred contact method", () => {
    expect(fieldErrors(tradeInSchema(), { ...tradeIn, PreferredContactMethod: "Fax" }).PreferredContactMethod)
      .toMatch(/options listed/);
  });

  it("accepts only Yes or No for finance and trade-in questions", () => {
    expect(fieldErrors(tradeInSchema(), { ...tradeIn, finance: "Maybe" }).finance).toBe("Please choose Yes or No.");
  });
});

describe("multi-step enquiry", () => {
  it("checks each step's own fields", () => {
    const [enquiry, details, preferences] = multiStepEnquirySteps({ termsCheckbox: "short" });
    expect(enquiry.schema.safeParse({ message: "Hi" }).success).toBe(true);
    expect(validateForm(details.schema, { name: "Ada" }).ok).toBe(false);
    expect(validateForm(details.schema, shopper).ok).toBe(true);
    expect(fieldErrors(preferences.schema, {}).terms_conditions).toBe(TERMS_REQUIRED_SHORT);
  });

  it("shows the dealership and location selects on the last step only when the site has them", () => {
    expect(multiStepEnquirySteps().at(-1)?.fields).toEqual(["opt_in", "terms_conditions"]);
    expect(multiStepEnquirySteps({ dealershipSlugs: ["a", "b"], locationIds: [1] }).at(-1)?.fields).toEqual([
      "dealership_slug",
      "location",
      "opt_in",
      "terms_conditions",
    ]);
  });

  it("covers every field of the enquiry form that the shopper fills", () => {
    const steps = multiStepEnquirySteps({ dealershipSlugs: ["a", "b"], locationIds: [1] });
    const asked = steps.flatMap((s) => s.fields);
    const required = Object.keys(fieldErrors(enquirySchema({ dealershipSlugs: ["a", "b"], locationIds: [1] }), {}));
    for (const field of required) expect(asked).toContain(field);
  });
});

describe("form errors", () => {
  it("turns zod issues into one message per field plus form-level messages", () => {
    const schema = z
      .object({ a: z.string().min(2, "too short").max(1, "too long"), b: z.string() })
      .refine(() => false, "whole form");
    const result = schema.safeParse({ a: "x", b: "ok" });
    if (result.success) throw new Error("expected a failure");
    expect(toFormErrors(result.error)).toEqual({ fieldErrors: { a: "too short" }, formErrors: ["whole form"] });
  });

  it("lists every message for the box headed 'Please fix the following errors:'", () => {
    expect(FORM_ERRORS_HEADING).toBe("Please fix the following errors:");
    expect(errorList({ fieldErrors: { name: "A", email: "B" }, formErrors: ["C"] })).toEqual(["A", "B", "C"]);
  });
});

describe("shopper text (no forged email headers, no terminal escapes)", () => {
  const message = "Is it still available?";

  it.each([
    ["name", "Ada\r\nBcc: victim@example.com"],
    ["name", "Ada\u0000"],
    ["last_name", "Love\u001b[31mlace"],
    ["name", "Ada\ud800"],
    ["email", "ada@example.com.au\nBcc: x@example.com"],
    ["phone", "0412\r\n345 678"],
    ["rego", "ABC\n123"],
  ])("refuses a line break or control character in the one-line field %s", (field, value) => {
    const errors = fieldErrors(generalEnquirySchema(), { ...shopper, category: "Sales", message, [field]: value });
    expect(errors[field]).toBeTruthy();
  });

  it("names the rule in its message", () => {
    expect(fieldErrors(enquirySchema(), { ...shopper, message, name: "Ada\r\nBcc: x" }).name).toBe(
      "First Name must be one line of text, without line breaks or control characters.",
    );
  });

  it("allows line breaks and tabs in comments, and nothing else", () => {
    expect(validateForm(enquirySchema(), { ...shopper, message: "Hello,\r\n\tIs it still available?\nThanks" }).ok).toBe(true);
    expect(fieldErrors(enquirySchema(), { ...shopper, message: "Hello\u001b]0;pwned\u0007" }).message).toBe(
      "Comments may hold line breaks, but no other control characters.",
    );
    expect(fieldErrors(enquirySchema(), { ...shopper, message: "Hello \udc00" }).message).toBeTruthy();
  });

  it("keeps names in any script, and emoji", () => {
    expect(validateForm(enquirySchema(), { ...shopper, name: "Zoë 李 😀", message }).ok).toBe(true);
  });

  it("takes category and subcategory from fixed lists only, never free text into the email subject", () => {
    expect(fieldErrors(enquirySchema(), { ...shopper, message, category: "URGENT: wire $5000" }).category).toBeTruthy();
    expect(fieldErrors(enquirySchema(), { ...shopper, message, subcategory: "Free text" }).subcategory).toBeTruthy();
    expect(fieldErrors(generalEnquirySchema(), { ...shopper, message, category: "Sales\r\nBcc: x" }).category).toBeTruthy();
    expect(validateForm(enquirySchema(), { ...shopper, message, category: "Vehicle Enquiry", subcategory: "Used Car Enquiry" }).ok).toBe(true);
  });
});
