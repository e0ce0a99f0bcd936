import { describe, expect, it } from "vitest";
import {
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_FAILED,
  INVALID_POSTCODE,
  LEAD_UNEXPECTED_ERROR,
  POSTCODE_NOT_FOUND,
  REQUIRED_MESSAGES,
  TERMS_REQUIRED_LONG,
  TERMS_REQUIRED_SHORT,
  leadFailureMessage,
  submitFailureMessage,
  termsRequiredMessage,
} from "./messages.ts";

describe("form messages", () => {
  it("copies every message text of the spec exactly, typos included", () => {
    expect(INVALID_POSTCODE).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(POSTCODE_NOT_FOUND).toBe("Invalid postcode");
    expect(TERMS_REQUIRED_SHORT).toBe("*You must agree to the terms of use before submitting.");
    expect(TERMS_REQUIRED_LONG).toBe("* You must agree to the terms of use before submitting the form.");
    expect(FORM_ERRORS_HEADING).toBe("Please fix the following errors:");
    expect(FORM_SUBMIT_FAILED).toBe("An error occurred when submitting this form");
    expect(LEAD_UNEXPECTED_ERROR).toBe("An unexpected error occured");
  });

  it("words every required-field message alike", () => {
    for (const message of Object.values(REQUIRED_MESSAGES)) expect(message).toMatch(/^Please (enter|select) .+\.$/);
  });

  it("uses the terms wording the site chose", () => {
    expect(termsRequiredMessage("short")).toBe(TERMS_REQUIRED_SHORT);
    expect(termsRequiredMessage("long")).toBe(TERMS_REQUIRED_LONG);
  });

  it("stores the error message, or 'An error occurred when submitting this form', as the form error", () => {
    expect(submitFailureMessage(new Error("Dealer inbox unavailable"))).toBe("Dealer inbox unavailable");
    expect(submitFailureMessage(new Error(""))).toBe(FORM_SUBMIT_FAILED);
    expect(submitFailureMessage(undefined)).toBe(FORM_SUBMIT_FAILED);
  });

  it("shows the server error or 'An unexpected error occured' when a lead fails", () => {
    expect(leadFailureMessage("Car no longer available")).toBe("Car no longer available");
    expect(leadFailureMessage(null)).toBe(LEAD_UNEXPECTED_ERROR);
    expect(leadFailureMessage("  ")).toBe(LEAD_UNEXPECTED_ERROR);
  });
});
