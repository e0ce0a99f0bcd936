import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { backoffDelay, DEFAULT_RETRY_SCHEDULE, nextAttempt } from "./retry-schedule.ts";

const schedule = DEFAULT_RETRY_SCHEDULE;

describe("retry schedule", () => {
  it("doubles from 30 seconds up to an hour, between half and the whole delay", () => {
    expect(backoffDelay(1, schedule, () => 1)).toBe(30_000);
    expect(backoffDelay(1, schedule, () => 0)).toBe(15_000);
    expect(backoffDelay(2, schedule, () => 1)).toBe(60_000);
    expect(backoffDelay(5, schedule, () => 1)).toBe(480_000);
    expect(backoffDelay(8, schedule, () => 1)).toBe(3_600_000);
    expect(backoffDelay(500, schedule, () => 1)).toBe(3_600_000);
  });

  it("never waits longer than the cap nor less than half the raw delay (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = backoffDelay(attempt, schedule, () => r);
        return delay >= 15_000 && delay <= schedule.capMs;
      }),
    );
  });

  it("honours Retry-After instead of the backoff, up to six hours", () => {
    const now = new Date(0);
    const deadline = new Date(schedule.windowMs);
    expect(nextAttempt({ attempt: 1, now, deadline, retryAfterMs: 120_000 }, schedule)).toEqual({ retry: true, at: new Date(120_000) });
    expect(nextAttempt({ attempt: 1, now, deadline, retryAfterMs: 48 * 3_600_000 }, schedule)).toEqual({ retry: true, at: new Date(6 * 3_600_000) });
  });

  it("gives up once the next attempt would fall after the 72-hour deadline", () => {
    const deadline = new Date(72 * 3_600_000);
    expect(nextAttempt({ attempt: 40, now: new Date(deadline.getTime() - 60_000), deadline }, schedule, () => 1)).toEqual({
      retry: false,
      reason: "gave up after 40 attempts (retry window 72 h)",
    });
  });

  it("keeps retrying a receiver that is down for a day, and stops within 72 hours (simulation)", () => {
    let now = 0;
    let attempt = 0;
    const deadline = new Date(schedule.windowMs);
    for (;;) {
      attempt++;
      const decision = nextAttempt({ attempt, now: new Date(now), deadline }, schedule, () => 0.5);
      if (!decision.retry) break;
      now = decision.at.getTime();
    }
    expect(now).toBeGreaterThan(71 * 3_600_000);
    expect(now).toBeLessThanOrEqual(72 * 3_600_000);
    expect(attempt).toBeGreaterThan(80);
    expect(attempt).toBeLessThan(120);
  });
});
