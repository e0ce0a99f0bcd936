import { visibilityFilter } from "../domain/visibility.ts";
import type { Site } from "./registry.ts";

/** The filter every query on this site is ANDed with: its dealerships and its stock-visibility level. */
export function siteScopeFilter(site: Site, now: Date = new Date()): string {
  return visibilityFilter(
    {
      level: site.stockVisibilityLevel,
      dealershipIds: site.dealershipIds,
      includeSoldCarsDays: site.includeSoldCarsDays,
      excludedStockNumbers: site.excludedStockNumbers,
      certifiedOnly: site.certifiedOnly,
      usedOnly: site.usedOnly,
    },
    now,
  );
}
