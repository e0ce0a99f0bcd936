import { describe, expect, it } from "vitest";
import { formatAustralianDate, regoExpiryText } from "./rego-expiry.ts";

const TODAY = "2026-11-21";

describe("rego expiry (detail §4)", () => {
  it("shows 'Expires on {date}' for a future date, day/month/year", () => {
    expect(regoExpiryText("2027-03-12", TODAY, { showUnregistered: false })).toBe("Expires on 12/03/2027");
  });

  it("still shows the expiry on the day it expires", () => {
    expect(regoExpiryText(TODAY, TODAY, { showUnregistered: true })).toBe("Expires on 21/11/2026");
  });

  it("shows 'Unregistered' for a past date on sites that enable it", () => {
    expect(regoExpiryText("2026-11-20", TODAY, { showUnregistered: true })).toBe("Unregistered");
  });

  it("shows nothing for a past date on other sites", () => {
    expect(regoExpiryText("2025-01-01", TODAY, { showUnregistered: false })).toBeNull();
  });

  it("shows nothing without a valid expiry date", () => {
    expect(regoExpiryText(null, TODAY, { showUnregistered: true })).toBeNull();
    expect(regoExpiryText("soon", TODAY, { showUnregistered: true })).toBeNull();
    expect(regoExpiryText("2027-02-30", TODAY, { showUnregistered: true })).toBeNull();
  });

  it("accepts a timestamp and reads its calendar date", () => {
    expect(formatAustralianDate("2027-03-12T00:00:00.000Z")).toBe("12/03/2027");
  });
});
