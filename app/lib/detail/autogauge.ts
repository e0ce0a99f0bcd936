// The price comparison answer as GET /cars/{slug}/autogauge sends it, and the
// panel the page draws from it (or not: domain/price-comparison.ts hide rules).
import { priceComparisonPanel, type PriceComparison, type PriceComparisonPanel } from "../../../domain/price-comparison.ts";

/** listing §3 "Price comparison response"; a figure is null when there is nothing to compare (the panel then hides). */
export type AutogaugeResponse = { [K in keyof PriceComparison]: K extends "description" ? string : PriceComparison[K] | null };

/** The panel to show for an answer, or null when it hides (a null figure counts as missing). */
export function autogaugePanel(answer: AutogaugeResponse | null | undefined): PriceComparisonPanel | null {
  if (!answer) return null;
  const figures = Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== null)) as Partial<PriceComparison>;
  return priceComparisonPanel(figures);
}
