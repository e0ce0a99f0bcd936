// When to try a failed delivery again: exponential backoff with jitter,
// Retry-After honoured, and no more tries once the delivery's deadline (72
// hours) has passed. Timings are injectable so tests run in milliseconds.

export interface RetrySchedule {
  /** Delay after the first failed attempt. */
  baseMs: number;
  factor: number;
  /** Longest wait between two attempts. */
  capMs: number;
  /** How long a delivery is retried before it is dead-lettered (from the lead, or from an operator's retry). */
  windowMs: number;
  /** Fraction of each delay that is random (0.5: between half and the whole delay), so retries from many leads spread out. */
  jitter: number;
  /** A Retry-After longer than this is shortened to it. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  baseMs: 30_000,
  factor: 2,
  capMs: 60 * 60_000,
  windowMs: 72 * 60 * 60_000,
  jitter: 0.5,
  maxRetryAfterMs: 6 * 60 * 60_000,
};

/** The wait after failed attempt number `attempt` (1-based). */
export function backoffDelay(attempt: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  const raw = Math.min(schedule.capMs, schedule.baseMs * schedule.factor ** Math.min(exponent, 60));
  return Math.round(raw * (1 - schedule.jitter) + random() * raw * schedule.jitter);
}

export type RetryDecision = { retry: true; at: Date } | { retry: false; reason: string };

/** After a retryable failure: when to try again, or give up because the deadline would pass. */
export function nextAttempt(
  input: { attempt: number; now: Date; deadline: Date; retryAfterMs?: number },
  schedule: RetrySchedule,
  random: () => number = Math.random,
): RetryDecision {
  const delay =
    input.retryAfterMs !== undefined
      ? Math.min(Math.max(input.retryAfterMs, 0), schedule.maxRetryAfterMs)
      : backoffDelay(input.attempt, schedule, random);
  const at = new Date(input.now.getTime() + delay);
  if (at.getTime() > input.deadline.getTime()) {
    const hours = Math.round(schedule.windowMs / 3_600_000);
    return { retry: false, reason: `gave up after ${input.attempt} attempts (retry window ${hours} h)` };
  }
  return { retry: true, at };
}
