import { describe, expect, it } from "vitest";
import { createViewCounter, PER_CLIENT_DAILY_CAP } from "./view-counter.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const at = (iso: string) => () => new Date(iso);

describe("view counter", () => {
  it("counts a cookieless client once per car per day, and its new cookie is the same visitor", () => {
    const counter = createViewCounter({ now: at("2026-11-24T10:00:00Z") });
    const first = counter.decide({ carId: 1, visitorCookie: null, client: "203.0.113.9", userAgent: UA });
    expect(first.count).toBe(true);
    expect(first.newVisitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(counter.decide({ carId: 1, visitorCookie: null, client: "203.0.113.9", userAgent: UA }).count).toBe(false);
    expect(counter.decide({ carId: 1, visitorCookie: first.newVisitorId, client: "203.0.113.9", userAgent: UA })).toEqual({ count: false, newVisitorId: null });
    expect(counter.decide({ carId: 2, visitorCookie: first.newVisitorId, client: "203.0.113.9", userAgent: UA }).count).toBe(true);
  });

  it("counts the same visitor again the next day", () => {
    let now = new Date("2026-11-24T23:59:00Z");
    const counter = createViewCounter({ now: () => now });
    const cookie = "abcdefghijklmnopqrstuv";
    expect(counter.decide({ carId: 1, visitorCookie: cookie, client: "a", userAgent: UA }).count).toBe(true);
    expect(counter.decide({ carId: 1, visitorCookie: cookie, client: "a", userAgent: UA }).count).toBe(false);
    now = new Date("2026-11-25T00:01:00Z");
    expect(counter.decide({ carId: 1, visitorCookie: cookie, client: "a", userAgent: UA }).count).toBe(true);
  });

  it("never counts a bot and sets it no cookie", () => {
    const counter = createViewCounter();
    expect(counter.decide({ carId: 1, visitorCookie: null, client: "a", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toEqual({ count: false, newVisitorId: null });
  });

  it("caps what one address adds to a car in a day, however many cookies it shows", () => {
    const counter = createViewCounter();
    let counted = 0;
    for (let i = 0; i < 100; i++) {
      const cookie = `c${String(i).padStart(21, "0")}`;
      if (counter.decide({ carId: 1, visitorCookie: cookie, client: "a", userAgent: UA }).count) counted++;
    }
    expect(counted).toBe(PER_CLIENT_DAILY_CAP);
  });

  it("treats a malformed cookie as none", () => {
    const counter = createViewCounter();
    const verdict = counter.decide({ carId: 1, visitorCookie: "x", client: "a", userAgent: UA });
    expect(verdict.count).toBe(true);
    expect(verdict.newVisitorId).not.toBeNull();
  });

  it("stays within its bound on entries", () => {
    const counter = createViewCounter({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) counter.decide({ carId: i, visitorCookie: null, client: `c${i}`, userAgent: UA });
    // Nothing to observe but that it keeps answering; the LRU holds at most 100 entries.
    expect(counter.decide({ carId: 0, visitorCookie: null, client: "new", userAgent: UA }).count).toBe(true);
  });
});
