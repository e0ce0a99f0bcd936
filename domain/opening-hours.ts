// Opening hours of a location (detail §3, §8, §9): the weekly table with
// Mon–Fri grouped when all five match, holiday hours that override a date,
// and "open now" on the location's own clock.
import { stateTimeZone } from "./australian-states.ts";
import type { OpeningHour, SpecialHours } from "./entities.ts";
import { zonedClock } from "./zoned-time.ts";

/** detail §3: "weekday (0 Sunday to 6 Saturday)". */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** detail §8: "Closed hours show 'Closed', or 'By appointment only' for some dealers" (sites: labels.closedHours). */
export const DEFAULT_CLOSED_LABEL = "Closed";

/** Special hours as stored, or as the spec also gives them (hours.begin / hours.end). */
export type SpecialHoursInput = SpecialHours & { hours?: { begin?: string; end?: string } };

/** A day's hours; times are minutes after midnight. */
export type DayHours = { open: false } | { open: true; opensAt: number; closesAt: number };

/** "8:30", "08:30", "08:30:00" → 510; "24:00" → 1440; null when not a time. */
export function minutesOf(time: string | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? "").trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** 510 → "8:30am", 720 → "12:00pm", 0 or 1440 → "12:00am". */
export function formatTime(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, "0")}${hour24 < 12 ? "am" : "pm"}`;
}

/** Opening and closing minutes, or closed when the status says so or the times do not make a day. */
function dayHours(status: "Open" | "Closed", open: string | undefined, close: string | undefined): DayHours {
  const opensAt = minutesOf(open);
  let closesAt = minutesOf(close);
  if (closesAt === 0) closesAt = 24 * 60; // "00:00" closing means midnight
  if (status !== "Open" || opensAt === null || closesAt === null || closesAt <= opensAt) return { open: false };
  return { open: true, opensAt, closesAt };
}

export function regularHours(hours: readonly OpeningHour[], weekday: number): DayHours {
  const entry = hours.find((h) => h.weekday === weekday);
  return entry ? dayHours(entry.status, entry.open, entry.close) : { open: false };
}

export function describeHours(day: DayHours, closedLabel = DEFAULT_CLOSED_LABEL): string {
  return day.open ? `${formatTime(day.opensAt)} - ${formatTime(day.closesAt)}` : closedLabel;
}

export interface HoursRow {
  label: string;
  hours: string;
}

/**
 * The weekly table, Monday first. detail §9: "Mon-Fri grouped when all five
 * match; Saturday and Sunday separate."
 */
export function weeklyHoursRows(hours: readonly OpeningHour[], closedLabel = DEFAULT_CLOSED_LABEL): HoursRow[] {
  const text = (weekday: number) => describeHours(regularHours(hours, weekday), closedLabel);
  const weekdays = [1, 2, 3, 4, 5].map((d) => ({ label: WEEKDAY_NAMES[d], hours: text(d) }));
  const grouped = weekdays.every((row) => row.hours === weekdays[0].hours)
    ? [{ label: "Mon - Fri", hours: weekdays[0].hours }]
    : weekdays;
  return [...grouped, { label: "Saturday", hours: text(6) }, { label: "Sunday", hours: text(0) }];
}

/** The special (holiday) hours of a date, normalised, or undefined when the date has none. */
export function specialHoursOn(special: readonly SpecialHoursInput[], date: string): DayHours | undefined {
  const entry = special.find((s) => s.date === date);
  if (!entry) return undefined;
  return dayHours(entry.status, entry.startHour ?? entry.hours?.begin, entry.endHour ?? entry.hours?.end);
}

/** The hours that apply on a calendar date (YYYY-MM-DD): special hours override the weekday's. */
export function hoursOn(
  location: { openingHours: readonly OpeningHour[]; specialHours?: readonly SpecialHoursInput[] },
  date: string,
): DayHours & { special: boolean } {
  const special = specialHoursOn(location.specialHours ?? [], date);
  if (special) return { ...special, special: true };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { ...regularHours(location.openingHours, weekday), special: false };
}

/** The special hours from a date onwards, soonest first: what the holiday-hours dialog lists. */
export function upcomingSpecialHours<T extends SpecialHoursInput>(special: readonly T[], fromDate: string): T[] {
  return special.filter((s) => s.date >= fromDate).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Whether a location is open at an instant, read on the clock of its state
 * (Australia/Sydney for NSW and ACT, Australia/Perth for WA...), holiday
 * hours first.
 */
export function isOpenAt(
  location: { state: string; openingHours: readonly OpeningHour[]; specialHours?: readonly SpecialHoursInput[] },
  instant: Date,
): boolean {
  const clock = zonedClock(instant, stateTimeZone(location.state));
  const minutes = Math.floor(clock.secondsOfDay / 60);
  const day = hoursOn(location, clock.date);
  return day.open && minutes >= day.opensAt && minutes < day.closesAt;
}
