// Rate limits on form submissions, per client and per site (sliding windows
// held in memory). In memory means per server process: with N processes the
// effective limit is up to N times higher, which is acceptable for abuse
// control (the honeypot and the idempotency key do the rest). docs/leads.md.
// A rule either refuses (429) or only flags: a shared cap such as the site's
// must not refuse a genuine shopper because strangers flooded the site, so lead
// forms flag what arrives above it as suspected spam and still take it
// (docs/decisions/0028-lead-floods.md).

export interface RateRule {
  /** What is limited, for the message: "client" or "site". */
  scope: "client" | "site";
  limit: number;
  windowMs: number;
  /** Above the limit: refuse the submission (the default), or take it and flag it. */
  over?: "refuse" | "flag";
}

export const CLIENT_RATE_LIMITED_MESSAGE =
  "You've sent a lot of forms in a short time. Please wait a few minutes and try again — your details are kept.";
export const SITE_RATE_LIMITED_MESSAGE =
  "We're receiving a lot of enquiries right now. Please try again in a minute — your details are kept.";

/**
 * Defaults for lead forms: 5 a minute and 30 an hour from one client (refused above, which also bounds what
 * one client can store); above 300 a minute for one site, leads are taken and flagged as suspected spam.
 */
export const DEFAULT_SUBMISSION_RULES: readonly RateRule[] = [
  { scope: "client", limit: 5, windowMs: 60_000 },
  { scope: "client", limit: 30, windowMs: 3_600_000 },
  { scope: "site", limit: 300, windowMs: 60_000, over: "flag" },
];

export type RateDecision =
  /** `flagged`: a rule that only flags was over its limit (a flood on the site). */
  | { allowed: true; flagged: boolean }
  | { allowed: false; scope: RateRule["scope"]; retryAfterSeconds: number; message: string };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;
  private readonly longestWindow: number;

  constructor(
    private readonly rules: readonly RateRule[] = DEFAULT_SUBMISSION_RULES,
    private readonly now: () => number = Date.now,
  ) {
    this.longestWindow = Math.max(0, ...rules.map((r) => r.windowMs));
  }

  /**
   * Counts one submission for this client on this site, unless a rule is
   * already at its limit (then nothing is counted and the caller answers 429).
   */
  hit(keys: { client: string; site: string }): RateDecision {
    const at = this.now();
    this.sweep(at);
    let flagged = false;
    for (const rule of this.rules) {
      const times = this.recent(`${rule.scope}:${rule.windowMs}:${keys[rule.scope]}`, at, rule.windowMs);
      if (times.length < rule.limit) continue;
      if (rule.over === "flag") {
        flagged = true;
        continue;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((times[0] + rule.windowMs - at) / 1000));
      const message = rule.scope === "client" ? CLIENT_RATE_LIMITED_MESSAGE : SITE_RATE_LIMITED_MESSAGE;
      return { allowed: false, scope: rule.scope, retryAfterSeconds, message };
    }
    for (const rule of this.rules) {
      const key = `${rule.scope}:${rule.windowMs}:${keys[rule.scope]}`;
      // The latest `limit` times are all a rule needs, so a flood costs no more memory or time than the limit.
      this.hits.set(key, [...this.recent(key, at, rule.windowMs), at].slice(-rule.limit));
    }
    return { allowed: true, flagged };
  }

  private recent(key: string, at: number, windowMs: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => t > at - windowMs);
  }

  /** Forget clients that have been quiet for the longest window, now and then, so memory stays bounded. */
  private sweep(at: number) {
    if (++this.sinceSweep < 1000) return;
    this.sinceSweep = 0;
    for (const [key, times] of this.hits) {
      if (times.length === 0 || times[times.length - 1] <= at - this.longestWindow) this.hits.delete(key);
    }
  }
}

/** A limiter that never refuses (tests and tools). */
export const unlimited = { hit: (): RateDecision => ({ allowed: true, flagged: false }) };
export type SubmissionLimiter = Pick<SlidingWindowLimiter, "hit">;
