import { describe, expect, it } from "vitest";
import type { OpeningHour } from "../entities.ts";
import { partsEnquirySchema, serviceBookingSchema, validateForm } from "./schemas.ts";

const weekdays: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6 ? { weekday, status: "Closed" } : { weekday, status: "Open", open: "07:30", close: "17:30" },
);
const options = {
  locationIds: [7, 8],
  serviceBooking: {
    locations: [
      { id: 7, firstDate: "2026-12-21", openingHours: weekdays, specialHours: [{ date: "2026-12-25", status: "Closed" as const }] },
      { id: 8, firstDate: "2026-12-21", openingHours: weekdays.map((d) => (d.weekday === 6 ? { weekday: 6, status: "Open" as const, open: "08:00", close: "12:00" } : d)) },
    ],
  },
};
const booking = {
  name: "Sam",
  last_name: "Lee",
  email: "sam@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  location: "7",
  rego: "abc-123",
  make: "Toyota",
  model: "Corolla",
  kms: "45000",
  service_type: "Logbook service",
  preferred_date: "2026-12-22",
  preferred_time: "09:00",
};

describe("service booking form", () => {
  it("takes a booking inside the chosen department's hours, with the odometer in kms and the rego tidied", () => {
    const result = validateForm(serviceBookingSchema(options), booking);
    expect(result.ok && result.data).toMatchObject({ location: 7, rego: "ABC123", kms: 45000, preferred_date: "2026-12-22", preferred_time: "09:00" });
  });

  it("refuses a holiday closure, a closed day and a time outside the hours, naming the field", () => {
    const errors = (values: Record<string, string>) => {
      const result = validateForm(serviceBookingSchema(options), { ...booking, ...values });
      return result.ok ? null : result.errors.fieldErrors;
    };
    expect(errors({ preferred_date: "2026-12-25" })).toEqual({ preferred_date: "Please choose a date on which our service department is open." });
    expect(errors({ preferred_date: "2026-12-26" })).toHaveProperty("preferred_date");
    expect(errors({ preferred_time: "17:00" })).toEqual({ preferred_time: "Please choose a drop-off time between 07:30 and 16:30 on 2026-12-22." });
    // Saturday is open at department 8 only.
    expect(errors({ location: "8", preferred_date: "2026-12-26", preferred_time: "09:00" })).toBeNull();
  });

  it("asks for every vehicle field", () => {
    const result = validateForm(serviceBookingSchema(options), { ...booking, rego: "", make: "", model: "", kms: "", service_type: "", preferred_date: "", preferred_time: "" });
    expect(result.ok ? [] : Object.keys(result.errors.fieldErrors).sort()).toEqual(["kms", "make", "model", "preferred_date", "preferred_time", "rego", "service_type"]);
  });
});

describe("parts enquiry form", () => {
  const enquiry = { name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412 345 678", postcode: "2000", part: "Front brake pads" };

  it("takes a part with quantity 1 by default and an optional VIN", () => {
    const result = validateForm(partsEnquirySchema({}), enquiry);
    expect(result.ok && result.data).toMatchObject({ part: "Front brake pads", quantity: 1 });
    expect(result.ok && result.data.vin).toBeUndefined();
  });

  it("refuses a malformed VIN and a quantity out of range", () => {
    const result = validateForm(partsEnquirySchema({}), { ...enquiry, vin: "123", quantity: "0" });
    expect(result.ok ? [] : Object.keys(result.errors.fieldErrors).sort()).toEqual(["quantity", "vin"]);
  });
});
