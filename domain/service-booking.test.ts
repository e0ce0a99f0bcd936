import { describe, expect, it } from "vitest";
import type { OpeningHour } from "./entities.ts";
import { allBookingTimes, bookingDates, bookingTimes, calendarDates, checkBookingSlot } from "./service-booking.ts";

// Demo service department: Mon–Thu 7:30–17:30, Fri 7:30–17:00, Sat 8:00–12:00, Sun closed.
const week: OpeningHour[] = [
  { weekday: 0, status: "Closed" },
  { weekday: 1, status: "Open", open: "07:30", close: "17:30" },
  { weekday: 2, status: "Open", open: "07:30", close: "17:30" },
  { weekday: 3, status: "Open", open: "07:30", close: "17:30" },
  { weekday: 4, status: "Open", open: "07:30", close: "17:30" },
  { weekday: 5, status: "Open", open: "07:30", close: "17:00" },
  { weekday: 6, status: "Open", open: "08:00", close: "12:00" },
];
const service = {
  openingHours: week,
  specialHours: [
    { date: "2026-12-25", status: "Closed" as const, name: "Christmas Day" },
    { date: "2026-12-24", status: "Open" as const, startHour: "08:30", endHour: "14:00", name: "Christmas Eve" },
  ],
};

describe("service booking slots", () => {
  it("offers drop-off times every half hour from opening until an hour before closing", () => {
    const monday = bookingTimes(service, "2026-12-21");
    expect(monday[0]).toBe("07:30");
    expect(monday.at(-1)).toBe("16:30");
    expect(monday).toHaveLength(19);
    expect(bookingTimes(service, "2026-12-26")).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00"]);
  });

  it("offers nothing on a Sunday or on a holiday closure", () => {
    expect(bookingTimes(service, "2026-12-27")).toEqual([]);
    expect(bookingTimes(service, "2026-12-25")).toEqual([]);
  });

  it("uses a holiday's shorter hours", () => {
    const eve = bookingTimes(service, "2026-12-24");
    expect([eve[0], eve.at(-1)]).toEqual(["08:30", "13:00"]);
  });

  it("lists only the dates the department is open, from the first bookable date", () => {
    expect(bookingDates(service, "2026-12-21", 8)).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-26", "2026-12-28"]);
  });

  it("accepts an offered slot and refuses one outside the hours, on a closed day or before the first date", () => {
    expect(checkBookingSlot(service, "2026-12-21", "2026-12-22", "09:00")).toEqual({ ok: true });
    expect(checkBookingSlot(service, "2026-12-21", "2026-12-22", "17:00")).toMatchObject({ ok: false, field: "preferred_time", message: "Please choose a drop-off time between 07:30 and 16:30 on 2026-12-22." });
    expect(checkBookingSlot(service, "2026-12-21", "2026-12-25", "09:00")).toMatchObject({ ok: false, field: "preferred_date" });
    expect(checkBookingSlot(service, "2026-12-21", "2026-12-20", "09:00")).toMatchObject({ ok: false, field: "preferred_date" });
    expect(checkBookingSlot(service, "2026-12-21", "not a date", "09:00")).toMatchObject({ ok: false, field: "preferred_date" });
  });

  it("the time list before a date is chosen spans every open day's times", () => {
    const times = allBookingTimes(service, "2026-12-21", 7);
    expect([times[0], times.at(-1)]).toEqual(["07:30", "16:30"]);
  });

  it("counts calendar dates across a month end", () => {
    expect(calendarDates("2026-12-30", 3)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
  });
});
