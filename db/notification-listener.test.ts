import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./notification-listener.ts";

describe("the LISTEN connection's reconnect backoff", () => {
  const policy = { initialDelayMs: 250, maxDelayMs: 5_000 };

  it("doubles from the first wait and stops at the cap", () => {
    const highest = (attempt: number) => reconnectDelay(attempt, policy, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(highest)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it("is jittered into the upper half of each step, so processes that lost the server together do not return together", () => {
    expect(reconnectDelay(3, policy, () => 0)).toBe(500);
    expect(reconnectDelay(3, policy, () => 0.5)).toBe(750);
    const delays = new Set(Array.from({ length: 50 }, () => reconnectDelay(10, policy)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(2_500);
      expect(delay).toBeLessThanOrEqual(5_000);
    }
  });
});
