// The "sold today" counter (detail §9): it climbs at a pace of 192 a day,
// one every 450 seconds from midnight Brisbane time, and the page refreshes
// it every 150 seconds. Every visitor sees the same figure at the same instant.
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_UPDATE_SECONDS = 150;
export const SALES_COUNTER_TIME_ZONE = "Australia/Brisbane";
/**
 * Brisbane keeps no daylight saving: UTC+10 all year. Seconds since its midnight are worked out from that, not
 * from the browser's time zone data, whose first use (an Intl.DateTimeFormat with a timeZone) costs about 14 ms of
 * CPU: a long task on a phone on every page with the counter (decision 0058). A test holds it to the zone data.
 */
export const SALES_COUNTER_UTC_OFFSET_SECONDS = 10 * 3600;

const SECONDS_PER_DAY = 86_400;

/** The count shown at an instant: sales since Brisbane midnight, as of the latest 150-second update. */
export function salesCountAt(instant: Date): number {
  const secondsOfDay = (((Math.floor(instant.getTime() / 1000) + SALES_COUNTER_UTC_OFFSET_SECONDS) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  const lastUpdate = secondsOfDay - (secondsOfDay % SALES_COUNTER_UPDATE_SECONDS);
  return Math.floor(lastUpdate / SECONDS_PER_SALE);
}

/** Milliseconds until the next update, for the page's timer. */
export function msUntilNextSalesUpdate(instant: Date): number {
  const intervalMs = SALES_COUNTER_UPDATE_SECONDS * 1000;
  // Brisbane keeps no daylight saving and sits a whole number of intervals off UTC, so UTC ticks line up.
  return intervalMs - (instant.getTime() % intervalMs);
}
