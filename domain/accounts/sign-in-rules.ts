// Sign-in by SMS code (issue 12; OWASP ASVS 6.5, NIST 800-63B): the numbers
// and the decisions about a code, a request for a code and a session, as pure
// functions of the stored rows and the clock. The services apply them.

/** Six digits from a CSPRNG. */
export const CODE_LENGTH = 6;
/** A code is valid 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** At most 5 wrong attempts per code; then it is closed and a new one must be asked for. */
export const MAX_WRONG_ATTEMPTS = 5;
/** Another code for the same number only 30 seconds after the last. */
export const RESEND_AFTER_MS = 30_000;
/** Codes one phone number may be sent: 5 an hour, 10 a day (bounds guessing to 50 tries a day, and the SMS bill). */
export const CODES_PER_PHONE = [
  { limit: 5, windowMs: 3_600_000 },
  { limit: 10, windowMs: 86_400_000 },
] as const;
/** A session ends after 30 days without a request. */
export const SESSION_IDLE_MS = 30 * 86_400_000;
/** Last-seen is written at most once a minute per session, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

export const isCodeShaped = (value: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);

/** A code as the shopper typed it ("123 456", "123-456") reduced to its digits. */
export const codeDigits = (value: string): string => value.replace(/[\s-]/g, "");

export type CodeRequestDecision =
  | { allowed: true }
  /** The last code went out less than 30 s ago. */
  | { allowed: false; reason: "too-soon"; retryAfterSeconds: number }
  /** The number has had its codes for the hour or the day. */
  | { allowed: false; reason: "too-many"; retryAfterSeconds: number };

/**
 * May another code be sent to this number now? `sentAt` are the times codes
 * went to it (any order; only the last day matters).
 */
export function codeRequestDecision(sentAt: readonly Date[], now: Date): CodeRequestDecision {
  const at = now.getTime();
  const times = sentAt.map((d) => d.getTime()).filter((t) => t <= at).sort((a, b) => a - b);
  const last = times.at(-1);
  if (last !== undefined && at - last < RESEND_AFTER_MS) {
    return { allowed: false, reason: "too-soon", retryAfterSeconds: Math.ceil((last + RESEND_AFTER_MS - at) / 1000) };
  }
  for (const rule of CODES_PER_PHONE) {
    const inWindow = times.filter((t) => t > at - rule.windowMs);
    if (inWindow.length >= rule.limit) {
      const oldest = inWindow[inWindow.length - rule.limit];
      return { allowed: false, reason: "too-many", retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000)) };
    }
  }
  return { allowed: true };
}

export interface ChallengeState {
  attempts: number;
  expiresAt: Date;
  closedAt: Date | null;
}

export type CodeCheck =
  /** The code may be compared. */
  | "open"
  /** No code was sent to this number (or it was replaced). */
  | "none"
  | "expired"
  /** Used already, or replaced by a newer code. */
  | "closed"
  /** Five wrong attempts. */
  | "locked";

/** Whether the latest code sent to a number may still be tried. */
export function codeCheck(challenge: ChallengeState | null, now: Date): CodeCheck {
  if (!challenge) return "none";
  if (challenge.attempts >= MAX_WRONG_ATTEMPTS) return "locked";
  if (challenge.closedAt) return "closed";
  if (now.getTime() >= challenge.expiresAt.getTime()) return "expired";
  return "open";
}

/** Wrong attempts left after this many. */
export const attemptsLeft = (attempts: number): number => Math.max(0, MAX_WRONG_ATTEMPTS - attempts);

/** A session last seen at `lastSeenAt` is over at `now` (30 days idle). */
export const sessionExpired = (lastSeenAt: Date, now: Date): boolean => now.getTime() - lastSeenAt.getTime() >= SESSION_IDLE_MS;

/** When the session's last-seen time is worth writing again. */
export const sessionNeedsTouch = (lastSeenAt: Date, now: Date): boolean => now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_MS;
