// listing §2 "A promo card slot inside result lists": the site's promo cards
// that are live today and meant for the car types the list shows, placed at
// their configured positions among the cars.
import type { CarType } from "../entities.ts";

export interface PromoCard {
  title: string;
  body: string;
  href: string;
  image?: string;
  /** 0-based position in the list, or several. */
  position: number | readonly number[];
  /** First and last day shown (YYYY-MM-DD, inclusive). */
  start?: string;
  expiry?: string;
  /** Car types the card is for; empty for every list. */
  displayCarTypes: readonly CarType[];
  /** When true, every car type the list shows must be one of displayCarTypes; else one is enough. */
  strictDisplay: boolean;
}

export type ListingItem<T> = { kind: "car"; car: T } | { kind: "promo"; promo: PromoCard };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of a moment in a time zone (promo dates are the dealer's calendar days). */
export function calendarDay(now: Date, timeZone = "Australia/Sydney"): string {
  // Building a DateTimeFormat is slow; one per time zone is kept.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function isPromoCardLive(card: PromoCard, today: string, shownCarTypes: readonly CarType[]): boolean {
  if (card.start && today < card.start) return false;
  if (card.expiry && today > card.expiry) return false;
  if (card.displayCarTypes.length === 0) return true;
  if (shownCarTypes.length === 0) return false;
  return card.strictDisplay
    ? shownCarTypes.every((type) => card.displayCarTypes.includes(type))
    : shownCarTypes.some((type) => card.displayCarTypes.includes(type));
}

export function livePromoCards(cards: readonly PromoCard[], today: string, shownCarTypes: readonly CarType[]): PromoCard[] {
  return cards.filter((card) => isPromoCardLive(card, today, shownCarTypes));
}

/** Cars with the promo cards slotted in at their positions; a position past the end of the list is left out. */
export function withPromoSlots<T>(cars: readonly T[], promos: readonly PromoCard[]): ListingItem<T>[] {
  const items: ListingItem<T>[] = cars.map((car) => ({ kind: "car", car }));
  const placements = promos
    .flatMap((promo) => (typeof promo.position === "number" ? [promo.position] : [...promo.position]).map((position) => ({ promo, position })))
    .sort((a, b) => a.position - b.position);
  for (const { promo, position } of placements) {
    if (cars.length > 0 && position <= items.length) items.splice(position, 0, { kind: "promo", promo });
  }
  return items;
}
