// detail §4: in_stock and coming_soon count as in stock (action buttons,
// thumbnails, card tags); every other status, sold included, is not in stock.
import type { CarStatus } from "./entities.ts";

export function isInStock(status: CarStatus | string | null | undefined): boolean {
  return status === "in_stock" || status === "coming_soon";
}
