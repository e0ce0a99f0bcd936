import { describe, expect, it } from "vitest";
import type { OpeningHour } from "./entities.ts";
import {
  formatTime,
  hoursOn,
  isOpenAt,
  minutesOf,
  upcomingSpecialHours,
  weeklyHoursRows,
  WEEKDAY_NAMES,
} from "./opening-hours.ts";

const open = (weekday: number, from = "08:30", to = "17:30"): OpeningHour => ({ weekday, status: "Open", open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: "Closed" });
const standardWeek = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, "09:00", "12:00")];

describe("weekdays", () => {
  it("run from 0 Sunday to 6 Saturday", () => {
    expect(WEEKDAY_NAMES[0]).toBe("Sunday");
    expect(WEEKDAY_NAMES[6]).toBe("Saturday");
  });
});

describe("weekly hours", () => {
  it("groups Mon-Fri when all five match, with Saturday and Sunday separate", () => {
    expect(weeklyHoursRows(standardWeek)).toEqual([
      { label: "Mon - Fri", hours: "8:30am - 5:30pm" },
      { label: "Saturday", hours: "9:00am - 12:00pm" },
      { label: "Sunday", hours: "Closed" },
    ]);
  });

  it("lists each weekday when one differs", () => {
    const rows = weeklyHoursRows([...standardWeek.filter((h) => h.weekday !== 4), open(4, "08:30", "20:00")]);
    expect(rows.map((r) => r.label)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(rows[3]).toEqual({ label: "Thursday", hours: "8:30am - 8:00pm" });
  });

  it("shows the site's closed label, e.g. 'By appointment only'", () => {
    expect(weeklyHoursRows(standardWeek, "By appointment only").at(-1)).toEqual({
      label: "Sunday",
      hours: "By appointment only",
    });
  });

  it("treats a missing day or unreadable times as closed", () => {
    expect(weeklyHoursRows([]).every((r) => r.hours === "Closed")).toBe(true);
    expect(weeklyHoursRows([{ weekday: 6, status: "Open", open: "late", close: "17:00" }]).at(-2)?.hours).toBe("Closed");
  });

  it("reads and writes times on a 12-hour clock", () => {
    expect(minutesOf("8:30")).toBe(510);
    expect(minutesOf("08:30:00")).toBe(510);
    expect(minutesOf("25:00")).toBeNull();
    expect(formatTime(0)).toBe("12:00am");
    expect(formatTime(12 * 60)).toBe("12:00pm");
    expect(formatTime(17 * 60 + 5)).toBe("5:05pm");
  });
});

describe("special (holiday) hours", () => {
  const location = {
    state: "QLD",
    openingHours: standardWeek,
    specialHours: [
      { date: "2026-12-25", status: "Closed" as const, name: "Christmas Day" },
      { date: "2026-12-24", status: "Open" as const, hours: { begin: "08:30", end: "12:00" } },
      { date: "2026-01-26", status: "Closed" as const },
    ],
  };

  it("override the weekday's hours for their date", () => {
    expect(hoursOn(location, "2026-12-25")).toEqual({ open: false, special: true }); // a Friday
    expect(hoursOn(location, "2026-12-24")).toEqual({ open: true, opensAt: 510, closesAt: 720, special: true });
    expect(hoursOn(location, "2026-12-23")).toEqual({ open: true, opensAt: 510, closesAt: 1050, special: false });
  });

  it("lists upcoming holiday hours soonest first", () => {
    expect(upcomingSpecialHours(location.specialHours, "2026-06-01").map((s) => s.date)).toEqual([
      "2026-12-24",
      "2026-12-25",
    ]);
  });

  it("closes for the day on a holiday even during normal hours", () => {
    expect(isOpenAt(location, new Date("2026-12-25T10:00:00+10:00"))).toBe(false);
  });
});

describe("open now", () => {
  const brisbane = { state: "QLD", openingHours: standardWeek };

  it("is open between opening and closing time on the location's clock", () => {
    // Wednesday 2026-07-15
    expect(isOpenAt(brisbane, new Date("2026-07-15T08:29:00+10:00"))).toBe(false);
    expect(isOpenAt(brisbane, new Date("2026-07-15T08:30:00+10:00"))).toBe(true);
    expect(isOpenAt(brisbane, new Date("2026-07-15T17:29:00+10:00"))).toBe(true);
    expect(isOpenAt(brisbane, new Date("2026-07-15T17:30:00+10:00"))).toBe(false);
  });

  it("reads the time in the Australia/* zone of the location's state", () => {
    const instant = new Date("2026-07-15T00:45:00Z"); // 10:45am in Brisbane, 8:45am in Perth
    expect(isOpenAt(brisbane, instant)).toBe(true);
    expect(isOpenAt({ ...brisbane, state: "WA" }, new Date("2026-07-14T23:45:00Z"))).toBe(false); // 7:45am Perth
    expect(isOpenAt({ ...brisbane, state: "Western Australia" }, instant)).toBe(true);
  });

  it("follows daylight saving where the state has it", () => {
    // 2027-01-13 is a Wednesday; Sydney is UTC+11 in summer, Brisbane stays UTC+10.
    const instant = new Date("2027-01-12T21:45:00Z"); // 8:45am Sydney, 7:45am Brisbane
    expect(isOpenAt({ ...brisbane, state: "NSW" }, instant)).toBe(true);
    expect(isOpenAt(brisbane, instant)).toBe(false);
  });

  it("uses the weekend hours on Saturday and Sunday", () => {
    expect(isOpenAt(brisbane, new Date("2026-07-18T10:00:00+10:00"))).toBe(true); // Saturday
    expect(isOpenAt(brisbane, new Date("2026-07-18T13:00:00+10:00"))).toBe(false);
    expect(isOpenAt(brisbane, new Date("2026-07-19T10:00:00+10:00"))).toBe(false); // Sunday
  });
});
