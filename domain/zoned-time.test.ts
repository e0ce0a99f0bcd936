import { describe, expect, it } from "vitest";
import { zonedClock } from "./zoned-time.ts";

describe("zoned clock", () => {
  it("reads the date and time of day on another zone's clock", () => {
    const instant = new Date("2026-07-14T15:30:15Z");
    expect(zonedClock(instant, "Australia/Brisbane")).toEqual({ date: "2026-07-15", secondsOfDay: 1 * 3600 + 30 * 60 + 15 });
    expect(zonedClock(instant, "Australia/Adelaide")).toEqual({ date: "2026-07-15", secondsOfDay: 1 * 3600 + 15 });
    expect(zonedClock(instant, "Australia/Perth")).toEqual({ date: "2026-07-14", secondsOfDay: 23 * 3600 + 30 * 60 + 15 });
  });
});
