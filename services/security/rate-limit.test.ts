import { describe, expect, it } from "vitest";
import { CLIENT_RATE_LIMITED_MESSAGE, SITE_RATE_LIMITED_MESSAGE, SlidingWindowLimiter } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("SlidingWindowLimiter", () => {
  it("allows up to the limit per client, then refuses with the client message and when to retry", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter([{ scope: "client", limit: 3, windowMs: 60_000 }], c.now);
    for (let i = 0; i < 3; i++) expect(limiter.hit({ client: "a", site: "s" })).toEqual({ allowed: true, flagged: false });
    c.advance(10_000);
    expect(limiter.hit({ client: "a", site: "s" })).toEqual({
      allowed: false,
      scope: "client",
      retryAfterSeconds: 50,
      message: CLIENT_RATE_LIMITED_MESSAGE,
    });
    expect(limiter.hit({ client: "b", site: "s" })).toEqual({ allowed: true, flagged: false });
  });

  it("lets the client in again once the window has slid past its oldest submission", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter([{ scope: "client", limit: 1, windowMs: 1000 }], c.now);
    expect(limiter.hit({ client: "a", site: "s" }).allowed).toBe(true);
    expect(limiter.hit({ client: "a", site: "s" }).allowed).toBe(false);
    c.advance(1001);
    expect(limiter.hit({ client: "a", site: "s" }).allowed).toBe(true);
  });

  it("limits a whole site across clients with the site message", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(
      [
        { scope: "client", limit: 5, windowMs: 60_000 },
        { scope: "site", limit: 2, windowMs: 60_000 },
      ],
      c.now,
    );
    expect(limiter.hit({ client: "a", site: "s" }).allowed).toBe(true);
    expect(limiter.hit({ client: "b", site: "s" }).allowed).toBe(true);
    expect(limiter.hit({ client: "c", site: "s" })).toMatchObject({ allowed: false, scope: "site", message: SITE_RATE_LIMITED_MESSAGE });
    expect(limiter.hit({ client: "c", site: "other" }).allowed).toBe(true);
  });

  it("takes submissions above a flagging rule and flags them, while clients keep their own limits", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(
      [
        { scope: "client", limit: 2, windowMs: 60_000 },
        { scope: "site", limit: 3, windowMs: 60_000, over: "flag" },
      ],
      c.now,
    );
    for (const client of ["a", "b", "c"]) expect(limiter.hit({ client, site: "s" })).toEqual({ allowed: true, flagged: false });
    // A genuine shopper from a new address during the flood: taken, flagged for the dealer, never refused.
    expect(limiter.hit({ client: "genuine", site: "s" })).toEqual({ allowed: true, flagged: true });
    expect(limiter.hit({ client: "a", site: "s" })).toEqual({ allowed: true, flagged: true });
    expect(limiter.hit({ client: "a", site: "s" })).toMatchObject({ allowed: false, scope: "client" });
    expect(limiter.hit({ client: "x", site: "other" })).toEqual({ allowed: true, flagged: false });
    c.advance(60_001);
    expect(limiter.hit({ client: "d", site: "s" })).toEqual({ allowed: true, flagged: false });
  });

  it("keeps no more times per key than the rule's limit, however big the flood", () => {
    const limiter = new SlidingWindowLimiter([{ scope: "site", limit: 3, windowMs: 60_000, over: "flag" }]);
    for (let i = 0; i < 10_000; i++) limiter.hit({ client: `c${i}`, site: "s" });
    const held = (limiter as unknown as { hits: Map<string, number[]> }).hits;
    expect(Math.max(...[...held.values()].map((times) => times.length))).toBe(3);
  });

  it("does not count refused submissions against the client", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter([{ scope: "client", limit: 1, windowMs: 1000 }], c.now);
    limiter.hit({ client: "a", site: "s" });
    for (let i = 0; i < 10; i++) limiter.hit({ client: "a", site: "s" });
    c.advance(1001);
    expect(limiter.hit({ client: "a", site: "s" }).allowed).toBe(true);
  });
});
