// Money quick picks: the buttons under a dollar field (budget, trade-in
// payout) that fill it with a round amount (detail §5).
import { formatAud } from "../money.ts";

export type MoneyQuickPickSet = "standard" | "high";

/**
 * detail §5: "$5,000 to $70,000 in steps, or $300,000 to $800,000 on one
 * configuration". The steps are ours: finer at the low end, where most used-car
 * budgets sit, and every $100,000 on the "high" (prestige) configuration.
 */
export const MONEY_QUICK_PICK_AMOUNTS: Readonly<Record<MoneyQuickPickSet, readonly number[]>> = {
  standard: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  high: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
};

export interface MoneyQuickPick {
  value: number;
  label: string;
}

export function moneyQuickPicks(set: MoneyQuickPickSet = "standard"): MoneyQuickPick[] {
  return MONEY_QUICK_PICK_AMOUNTS[set].map((value) => ({ value, label: formatAud(value) }));
}

/**
 * "$30,000", "30000", "30,000.50" → 30000.5; null when empty or not an
 * amount. Separators only in groups of three, like the kilometres field.
 */
export function parseMoney(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isFinite(input) && input >= 0 ? input : null;
  const text = (input ?? "").trim().replace(/^\$\s*/, "");
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(/,/g, ""));
}
