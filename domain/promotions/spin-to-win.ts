// Spin to win (decision 0041): a site's prize wheel — its campaign, prizes and
// odds, when it is open — and the pure rules around a spin. The draw itself
// takes its random integer from the caller (the service passes
// crypto.randomInt), so the odds are testable and the outcome is the server's.
import { z } from "zod";

export const prizeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "a short id: lower-case letters, digits, hyphens"),
  /** What the wheel and the result say: "$500 off accessories", "Free tint", "Better luck next time". */
  label: z.string().min(1).max(40),
  /** Relative weight: a prize with 2 comes up twice as often as one with 1. */
  odds: z.number().int().min(0).max(1_000_000),
  /** false for a "no prize" slice: nothing is sent to the dealer. */
  win: z.boolean().default(true),
  /** How the dealer honours it, shown with a win. */
  howToClaim: z.string().max(300).default("Show this page or quote your entry number at the dealership. We'll also be in touch."),
});

export const spinToWinSchema = z
  .object({
    /** Changes per promotion: one spin per shopper per campaign. */
    campaignId: z.string().regex(/^[a-z0-9-]{1,60}$/),
    title: z.string().min(1).max(80),
    description: z.string().max(400).default(""),
    /** ISO date-times with an offset, e.g. 2026-11-01T00:00:00+11:00. */
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** The promotion's terms and conditions: a path of the site or an https address. */
    termsUrl: z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, "a path of the site or an https address"),
    prizes: z.array(prizeSchema).min(2).max(12),
  })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), { message: "endsAt must be after startsAt", path: ["endsAt"] })
  .refine((c) => new Set(c.prizes.map((p) => p.id)).size === c.prizes.length, { message: "prize ids must be unique", path: ["prizes"] })
  .refine((c) => c.prizes.some((p) => p.win && p.odds > 0), { message: "at least one winning prize with odds above 0", path: ["prizes"] })
  .refine((c) => c.prizes.reduce((sum, p) => sum + p.odds, 0) > 0, { message: "the odds must add up to more than 0", path: ["prizes"] });

export type SpinToWin = z.infer<typeof spinToWinSchema>;
export type Prize = z.infer<typeof prizeSchema>;

export type CampaignState = "upcoming" | "open" | "closed";

export function campaignState(campaign: Pick<SpinToWin, "startsAt" | "endsAt">, now: Date): CampaignState {
  const t = now.getTime();
  if (t < Date.parse(campaign.startsAt)) return "upcoming";
  return t < Date.parse(campaign.endsAt) ? "open" : "closed";
}

/**
 * The prize for a draw: `randomInt(max)` must answer a uniform integer in
 * [0, max) (crypto.randomInt). Each prize's chance is its odds over the total.
 */
export function drawPrize(prizes: readonly Prize[], randomInt: (max: number) => number): Prize {
  const total = prizes.reduce((sum, p) => sum + p.odds, 0);
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.odds) return prize;
    ticket -= prize.odds;
  }
  throw new Error("drawPrize: the random number was out of range");
}

/** Each prize's chance in percent (the page prints the odds). */
export const prizeChances = (prizes: readonly Prize[]) => {
  const total = prizes.reduce((sum, p) => sum + p.odds, 0);
  return prizes.map((p) => ({ id: p.id, label: p.label, percent: total > 0 ? (p.odds * 100) / total : 0 }));
};

/** Slices are equal on the wheel (the odds are not the slice sizes); slice i is centred at (i + 0.5) × 360 / n degrees. */
export const sliceAngle = (count: number) => 360 / count;

/** The wheel's final rotation (degrees, clockwise) that brings slice `index` under the pointer at the top, after `turns` full turns. */
export function landingRotation(index: number, count: number, turns = 5): number {
  const centre = (index + 0.5) * sliceAngle(count);
  return turns * 360 + (360 - centre);
}
