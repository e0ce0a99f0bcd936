import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SALES_COUNTER_TIME_ZONE, SALES_PER_DAY, SALES_COUNTER_UPDATE_SECONDS, msUntilNextSalesUpdate, salesCountAt } from "./sales-counter.ts";
import { zonedClock } from "./zoned-time.ts";

describe("sales counter", () => {
  it("counts from midnight by Brisbane's time zone data, any instant of any year", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2040-01-01T00:00:00Z") }), (ms) => {
        const { secondsOfDay } = zonedClock(new Date(ms), SALES_COUNTER_TIME_ZONE);
        return salesCountAt(new Date(ms)) === Math.floor((secondsOfDay - (secondsOfDay % SALES_COUNTER_UPDATE_SECONDS)) / 450);
      }),
      { numRuns: 2000 },
    );
  });

  it("starts at 0 at midnight Australia/Brisbane time", () => {
    expect(salesCountAt(new Date("2026-07-15T00:00:00+10:00"))).toBe(0);
  });

  it("adds one every 450 seconds", () => {
    expect(salesCountAt(new Date("2026-07-15T00:07:29+10:00"))).toBe(0);
    expect(salesCountAt(new Date("2026-07-15T00:07:30+10:00"))).toBe(1);
    expect(salesCountAt(new Date("2026-07-15T12:00:00+10:00"))).toBe(96);
  });

  it("paces 192 per day", () => {
    expect(salesCountAt(new Date("2026-07-15T23:59:59+10:00"))).toBe(SALES_PER_DAY - 1);
    expect(salesCountAt(new Date("2026-07-16T00:00:00+10:00"))).toBe(0);
  });

  it("shows the same count between 150-second updates", () => {
    expect(msUntilNextSalesUpdate(new Date("2026-07-15T00:00:00+10:00"))).toBe(150_000);
    expect(msUntilNextSalesUpdate(new Date("2026-07-15T00:02:00+10:00"))).toBe(30_000);
    const day = Date.parse("2026-07-15T00:00:00+10:00");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399_999 }), (offset) => {
        const instant = new Date(day + offset);
        const justBeforeNext = new Date(instant.getTime() + msUntilNextSalesUpdate(instant) - 1);
        return salesCountAt(justBeforeNext) === salesCountAt(instant);
      }),
    );
  });

  it("never goes down during a day and stays within 0 to 191", () => {
    const day = Date.parse("2026-07-15T00:00:00+10:00");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399_999 }), fc.integer({ min: 0, max: 86_399_999 }), (a, b) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)].map((o) => salesCountAt(new Date(day + o)));
        return early <= late && early >= 0 && late < SALES_PER_DAY;
      }),
    );
  });
});
