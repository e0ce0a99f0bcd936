// Service booking slots (issue #13, detail §2 "/service"): a preferred date and
// time offered only inside the service department's opening hours, and never
// on a holiday closure. Holiday hours that open shorter (Christmas Eve) give
// shorter days.
import type { OpeningHour } from "./entities.ts";
import { hoursOn, type SpecialHoursInput } from "./opening-hours.ts";

/** Drop-off times every half hour. */
export const BOOKING_SLOT_MINUTES = 30;
/** The last drop-off is an hour before the workshop closes. */
export const LAST_DROP_OFF_BEFORE_CLOSE_MINUTES = 60;
/** How far ahead a shopper may book. */
export const BOOKING_DAYS_AHEAD = 60;

/** What a service department's booking needs: its week and its holidays. */
export interface ServiceHours {
  openingHours: readonly OpeningHour[];
  specialHours?: readonly SpecialHoursInput[];
}

/** The next `count` calendar dates from a date (YYYY-MM-DD), that date first. */
export function calendarDates(fromDate: string, count: number): string[] {
  const start = Date.parse(`${fromDate}T00:00:00Z`);
  if (!Number.isFinite(start)) return [];
  return Array.from({ length: Math.max(0, count) }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Drop-off times on a date ("07:30", "08:00", …), none when the department is closed (a holiday closure included). */
export function bookingTimes(hours: ServiceHours, date: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(Date.parse(`${date}T00:00:00Z`))) return [];
  const day = hoursOn(hours, date);
  if (!day.open) return [];
  const times: string[] = [];
  const first = Math.ceil(day.opensAt / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
  for (let t = first; t <= day.closesAt - LAST_DROP_OFF_BEFORE_CLOSE_MINUTES; t += BOOKING_SLOT_MINUTES) times.push(hhmm(t));
  return times;
}

/** Dates a shopper may book from `firstDate` on (BOOKING_DAYS_AHEAD days): only those with at least one drop-off time. */
export function bookingDates(hours: ServiceHours, firstDate: string, daysAhead = BOOKING_DAYS_AHEAD): string[] {
  return calendarDates(firstDate, daysAhead).filter((date) => bookingTimes(hours, date).length > 0);
}

/** Every drop-off time any bookable date offers, earliest first (the time select before a date is chosen, or without JavaScript). */
export function allBookingTimes(hours: ServiceHours, firstDate: string, daysAhead = BOOKING_DAYS_AHEAD): string[] {
  const times = new Set(bookingDates(hours, firstDate, daysAhead).flatMap((date) => bookingTimes(hours, date)));
  return [...times].sort();
}

export type SlotCheck = { ok: true } | { ok: false; field: "preferred_date" | "preferred_time"; message: string };

export const BOOKING_MESSAGES = {
  date: "Please choose a date on which our service department is open.",
  time: (date: string, times: string[]) =>
    `Please choose a drop-off time between ${times[0]} and ${times.at(-1)} on ${date}.`,
};

/** Whether a date and time is a slot the booking form offers. */
export function checkBookingSlot(hours: ServiceHours, firstDate: string, date: string, time: string, daysAhead = BOOKING_DAYS_AHEAD): SlotCheck {
  if (!bookingDates(hours, firstDate, daysAhead).includes(date)) return { ok: false, field: "preferred_date", message: BOOKING_MESSAGES.date };
  const times = bookingTimes(hours, date);
  if (!times.includes(time)) return { ok: false, field: "preferred_time", message: BOOKING_MESSAGES.time(date, times) };
  return { ok: true };
}

/** detail §5 "service type": what the booking offers. */
export const SERVICE_TYPES = [
  "Logbook service",
  "Capped price service",
  "General service",
  "Brakes and tyres",
  "Air conditioning",
  "Diagnostic check",
  "Other repairs",
] as const;
