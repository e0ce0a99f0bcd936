import { describe, expect, it } from "vitest";
import {
  attemptsLeft,
  codeCheck,
  codeDigits,
  codeRequestDecision,
  CODE_TTL_MS,
  isCodeShaped,
  MAX_WRONG_ATTEMPTS,
  RESEND_AFTER_MS,
  sessionExpired,
  sessionNeedsTouch,
  SESSION_IDLE_MS,
} from "./sign-in-rules.ts";

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("a request for a code", () => {
  it("is allowed for a number that has had none", () => {
    expect(codeRequestDecision([], at(0))).toEqual({ allowed: true });
  });

  it("waits 30 seconds after the last code (resend)", () => {
    expect(RESEND_AFTER_MS).toBe(30_000);
    expect(codeRequestDecision([at(0)], at(10 * SECOND))).toEqual({ allowed: false, reason: "too-soon", retryAfterSeconds: 20 });
    expect(codeRequestDecision([at(0)], at(29_001))).toEqual({ allowed: false, reason: "too-soon", retryAfterSeconds: 1 });
    expect(codeRequestDecision([at(0)], at(30 * SECOND))).toEqual({ allowed: true });
  });

  it("allows 5 codes an hour to one number", () => {
    const five = [0, 1, 2, 3, 4].map((i) => at(i * MINUTE));
    expect(codeRequestDecision(five.slice(0, 4), at(10 * MINUTE))).toEqual({ allowed: true });
    expect(codeRequestDecision(five, at(10 * MINUTE))).toEqual({ allowed: false, reason: "too-many", retryAfterSeconds: 50 * 60 });
    expect(codeRequestDecision(five, at(HOUR + 1))).toEqual({ allowed: true });
  });

  it("allows 10 codes a day to one number", () => {
    const ten = Array.from({ length: 10 }, (_, i) => at(i * 2 * HOUR));
    const decision = codeRequestDecision(ten, at(20 * HOUR));
    expect(decision).toMatchObject({ allowed: false, reason: "too-many" });
    expect(codeRequestDecision(ten, at(24 * HOUR + 1))).toEqual({ allowed: true });
  });
});

describe("a code", () => {
  const open = { attempts: 0, expiresAt: at(CODE_TTL_MS), closedAt: null };

  it("is valid for 10 minutes", () => {
    expect(CODE_TTL_MS).toBe(10 * MINUTE);
    expect(codeCheck(open, at(0))).toBe("open");
    expect(codeCheck(open, at(CODE_TTL_MS - 1))).toBe("open");
    expect(codeCheck(open, at(CODE_TTL_MS))).toBe("expired");
  });

  it("is single use", () => {
    expect(codeCheck({ ...open, closedAt: at(1) }, at(2))).toBe("closed");
  });

  it("stops working after 5 wrong attempts", () => {
    expect(MAX_WRONG_ATTEMPTS).toBe(5);
    expect(codeCheck({ ...open, attempts: 4 }, at(0))).toBe("open");
    expect(codeCheck({ ...open, attempts: 5 }, at(0))).toBe("locked");
    expect(attemptsLeft(3)).toBe(2);
    expect(attemptsLeft(7)).toBe(0);
  });

  it("that was never sent cannot be tried", () => {
    expect(codeCheck(null, at(0))).toBe("none");
  });

  it("is six digits, typed with spaces or a hyphen or not", () => {
    expect(isCodeShaped("012345")).toBe(true);
    expect(isCodeShaped("12345")).toBe(false);
    expect(isCodeShaped("1234567")).toBe(false);
    expect(isCodeShaped("12345a")).toBe(false);
    expect(codeDigits("123 456")).toBe("123456");
    expect(codeDigits("123-456")).toBe("123456");
  });
});

describe("a session", () => {
  it("ends after 30 days without a request", () => {
    expect(SESSION_IDLE_MS).toBe(30 * 24 * HOUR);
    expect(sessionExpired(at(0), at(SESSION_IDLE_MS - 1))).toBe(false);
    expect(sessionExpired(at(0), at(SESSION_IDLE_MS))).toBe(true);
  });

  it("has its last-seen time written at most once a minute", () => {
    expect(sessionNeedsTouch(at(0), at(59 * SECOND))).toBe(false);
    expect(sessionNeedsTouch(at(0), at(MINUTE))).toBe(true);
  });
});
