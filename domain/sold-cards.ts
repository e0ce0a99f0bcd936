// listing §4 / detail §4: where a site enables it, a run of consecutive sold
// (not in stock) cards in a result list shows as one card — unless every card
// is sold, when collapsing would leave a one-card page that hides the stock.
import { isInStock } from "./stock-status.ts";

export interface CardSlot<T> {
  /** The card to render (for a collapsed run, its first car). */
  car: T;
  /** The other sold cars of the run this card stands for; empty for a normal card. */
  collapsed: T[];
}

export function collapseSoldCards<T extends { status: string }>(cards: readonly T[], enabled: boolean): CardSlot<T>[] {
  const sold = (car: T) => !isInStock(car.status);
  if (!enabled || cards.every(sold)) return cards.map((car) => ({ car, collapsed: [] }));

  const slots: CardSlot<T>[] = [];
  for (const car of cards) {
    const previous = slots.at(-1);
    if (sold(car) && previous && sold(previous.car)) previous.collapsed.push(car);
    else slots.push({ car, collapsed: [] });
  }
  return slots;
}
