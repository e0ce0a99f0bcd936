import { describe, expect, it } from "vitest";
import type { FormKind } from "./categories.ts";
import { ANALYTICS_EVENTS, enquiryEventId, formEventId, testDriveEventId } from "./analytics.ts";

describe("analytics event ids", () => {
  it("sends enquiry 14 for new cars and 15 for used", () => {
    expect(enquiryEventId({ car_type: "new" })).toBe(14);
    expect(enquiryEventId({ car_type: "used" })).toBe(15);
  });

  it("counts a demo car as new", () => {
    expect(enquiryEventId({ car_type: "demo" })).toBe(14);
    expect(testDriveEventId({ car_type: "demo" })).toBe(17);
  });

  it("sends test drive 17 for new cars and 48 for used", () => {
    expect(testDriveEventId({ car_type: "new" })).toBe(17);
    expect(testDriveEventId({ car_type: "used" })).toBe(48);
  });

  it("uses 17 for a car tagged Test Drive Only", () => {
    expect(enquiryEventId({ car_type: "used", tag: "Test Drive Only" })).toBe(17);
    expect(testDriveEventId({ car_type: "used", tag: "test drive only " })).toBe(17);
    expect(enquiryEventId({ car_type: "used", tag: "Runout" })).toBe(15);
  });

  it("sends 9 for the finance modal and 51 for careers", () => {
    expect(formEventId("financeModal")).toBe(9);
    expect(formEventId("careers")).toBe(51);
  });

  it("falls back to the default event id 22", () => {
    expect(formEventId("general")).toBe(22);
    expect(formEventId("finance")).toBe(22);
    expect(formEventId("enquiry", null)).toBe(22);
  });

  it("routes vehicle forms through the car's type", () => {
    expect(formEventId("multiStepEnquiry", { car_type: "used" })).toBe(15);
    expect(formEventId("testDrive", { car_type: "used" })).toBe(48);
  });

  it("keeps the click events the spec names", () => {
    expect(ANALYTICS_EVENTS.callDealerClick).toBe(25);
    expect(ANALYTICS_EVENTS.financeCalculatorFirstUse).toBe(26);
    expect(ANALYTICS_EVENTS.watchlistSave).toBe(39);
  });

  it("gives every id the spec lists exactly one name, and adds ours only for the service booking and parts enquiry", () => {
    const ids = Object.values(ANALYTICS_EVENTS);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([4, 9, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 51, 60, 61, 62, 63]);
  });

  it("a service booking and a parts enquiry each send their own event", () => {
    expect(formEventId("serviceBooking")).toBe(ANALYTICS_EVENTS.serviceBookingSubmit);
    expect(formEventId("partsEnquiry")).toBe(ANALYTICS_EVENTS.partsEnquirySubmit);
  });

  it("gives every form an event", () => {
    const kinds: FormKind[] = [
      "enquiry", "multiStepEnquiry", "similarCarEnquiry", "testDrive", "requestPhotos",
      "general", "careers", "finance", "financeModal", "tradeIn", "serviceBooking", "partsEnquiry",
    ];
    for (const kind of kinds) expect(Object.values(ANALYTICS_EVENTS)).toContain(formEventId(kind, { car_type: "new" }));
  });
});
