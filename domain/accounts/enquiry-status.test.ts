import { describe, expect, it } from "vitest";
import { ENQUIRY_STATUS, enquiryStatus } from "./enquiry-status.ts";

describe("an enquiry's status in My Garage", () => {
  it("is with the dealer once any destination has it, being sent while one still tries, else received", () => {
    expect(enquiryStatus(["delivered", "dead"])).toBe(ENQUIRY_STATUS.delivered);
    expect(enquiryStatus(["pending", "delivered"])).toBe(ENQUIRY_STATUS.delivered);
    expect(enquiryStatus(["delivering"])).toBe(ENQUIRY_STATUS.sending);
    expect(enquiryStatus(["dead", "pending"])).toBe(ENQUIRY_STATUS.sending);
    expect(enquiryStatus(["dead"])).toBe(ENQUIRY_STATUS.received);
    expect(enquiryStatus([])).toBe(ENQUIRY_STATUS.received);
  });
});
