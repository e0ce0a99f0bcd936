// Trading hours of a dealership site: weekly hours by department, plus the
// public-holiday hours Australian dealers publish (the Boxing Day sale opens,
// the workshop does not).
import type { OpeningHour, SpecialHours } from "../../../domain/entities.ts";
import type { LocationType } from "./dealerships.ts";

type Day = [open: string, close: string] | null;

function week(days: Day[]): OpeningHour[] {
  return days.map((day, weekday) =>
    day ? { weekday, status: "Open", open: day[0], close: day[1] } : { weekday, status: "Closed" },
  );
}

/** Sunday first (0), Saturday last (6). */
export function weeklyHours(type: LocationType, options: { sundayTrading: boolean; lateThursday: boolean }): OpeningHour[] {
  const weekday: Day = ["08:30", "17:30"];
  switch (type) {
    case "sales":
    case "":
      return week([
        options.sundayTrading ? ["10:00", "16:00"] : null,
        weekday,
        weekday,
        weekday,
        options.lateThursday ? ["08:30", "19:00"] : weekday,
        weekday,
        ["08:30", "16:00"],
      ]);
    case "service":
    case "service-and-parts":
      return week([null, ["07:30", "17:30"], ["07:30", "17:30"], ["07:30", "17:30"], ["07:30", "17:30"], ["07:30", "17:00"], ["08:00", "12:00"]]);
    case "parts":
      return week([null, ["08:00", "17:00"], ["08:00", "17:00"], ["08:00", "17:00"], ["08:00", "17:00"], ["08:00", "17:00"], null]);
  }
}

/** Easter Sunday (Meeus/Jones/Butcher), as [month 1-12, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

function offsetDays(year: number, [month, day]: [number, number], delta: number): string {
  return new Date(Date.UTC(year, month - 1, day + delta)).toISOString().slice(0, 10);
}

/** Holiday hours for the given years; sales open on some holidays, the workshop never does. */
export function holidayHours(type: LocationType, years: number[]): SpecialHours[] {
  const sales = type === "sales" || type === "";
  const closed = (date: string, name: string): SpecialHours => ({ date, status: "Closed", name });
  const open = (date: string, name: string, startHour: string, endHour: string): SpecialHours => ({ date, status: "Open", startHour, endHour, name });
  const result: SpecialHours[] = [];
  for (const year of years) {
    const easter = easterSunday(year);
    result.push(closed(iso(year, 1, 1), "New Year's Day"));
    result.push(sales ? open(iso(year, 1, 26), "Australia Day", "10:00", "16:00") : closed(iso(year, 1, 26), "Australia Day"));
    result.push(closed(offsetDays(year, easter, -2), "Good Friday"));
    if (sales) result.push(open(offsetDays(year, easter, -1), "Easter Saturday", "09:00", "16:00"));
    result.push(closed(offsetDays(year, easter, 1), "Easter Monday"));
    result.push(sales ? open(iso(year, 4, 25), "Anzac Day", "13:00", "17:00") : closed(iso(year, 4, 25), "Anzac Day"));
    result.push(open(iso(year, 12, 24), "Christmas Eve", "08:30", "14:00"));
    result.push(closed(iso(year, 12, 25), "Christmas Day"));
    result.push(sales ? open(iso(year, 12, 26), "Boxing Day", "10:00", "16:00") : closed(iso(year, 12, 26), "Boxing Day"));
    result.push(open(iso(year, 12, 31), "New Year's Eve", "08:30", "15:00"));
  }
  return result;
}
