import { describe, expect, it } from "vitest";
import { campaignState, drawPrize, landingRotation, prizeChances, sliceAngle, spinToWinSchema, type Prize } from "./spin-to-win.ts";

const prizes: Prize[] = [
  { id: "tint", label: "Free window tint", odds: 1, win: true, howToClaim: "" },
  { id: "fuel", label: "$50 fuel card", odds: 3, win: true, howToClaim: "" },
  { id: "none", label: "Better luck next time", odds: 6, win: false, howToClaim: "" },
];
const campaign = { campaignId: "summer-2026", title: "Summer spin", startsAt: "2026-11-01T00:00:00+11:00", endsAt: "2026-12-01T00:00:00+11:00", termsUrl: "/terms-and-conditions", prizes };

describe("spin to win", () => {
  it("draws each prize with its odds: every ticket maps to exactly one prize, in proportion", () => {
    const counts = new Map<string, number>();
    for (let ticket = 0; ticket < 10; ticket++) {
      const prize = drawPrize(prizes, (max) => {
        expect(max).toBe(10);
        return ticket;
      });
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ tint: 1, fuel: 3, none: 6 });
    expect(prizeChances(prizes).map((c) => c.percent)).toEqual([10, 30, 60]);
    expect(() => drawPrize(prizes, () => 10)).toThrow();
  });

  it("never draws a prize with odds 0", () => {
    const withZero = [...prizes, { id: "car", label: "A new car", odds: 0, win: true, howToClaim: "" }];
    for (let ticket = 0; ticket < 10; ticket++) expect(drawPrize(withZero, () => ticket).id).not.toBe("car");
  });

  it("is open from its start until its end, closed after and upcoming before", () => {
    expect(campaignState(campaign, new Date("2026-10-31T12:59:59Z"))).toBe("upcoming");
    expect(campaignState(campaign, new Date("2026-10-31T13:00:00Z"))).toBe("open");
    expect(campaignState(campaign, new Date("2026-11-30T12:59:59Z"))).toBe("open");
    expect(campaignState(campaign, new Date("2026-11-30T13:00:00Z"))).toBe("closed");
  });

  it("lands the drawn slice under the pointer", () => {
    for (let i = 0; i < 3; i++) {
      const rotation = landingRotation(i, 3);
      const centreAfter = ((i + 0.5) * sliceAngle(3) + rotation) % 360;
      expect(centreAfter).toBeCloseTo(0);
      expect(rotation).toBeGreaterThan(5 * 360 - 1);
    }
  });

  it("refuses a campaign that ends before it starts, repeats a prize id, or has nothing to win", () => {
    expect(spinToWinSchema.safeParse(campaign).success).toBe(true);
    expect(spinToWinSchema.safeParse({ ...campaign, endsAt: campaign.startsAt }).success).toBe(false);
    expect(spinToWinSchema.safeParse({ ...campaign, prizes: [prizes[0], prizes[0]] }).success).toBe(false);
    expect(spinToWinSchema.safeParse({ ...campaign, prizes: prizes.map((p) => ({ ...p, win: false })) }).success).toBe(false);
    expect(spinToWinSchema.safeParse({ ...campaign, termsUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});
