// What a vehicle card shows, and so what a listing asks the engine for: the
// smaller each hit, the smaller the page.
import type { CarDocument } from "../../domain/car-document.ts";

export const CARD_FIELDS = [
  "objectID",
  "id",
  "slug",
  "path",
  "name",
  "make",
  "model",
  "year",
  "km",
  "price",
  "before_price",
  "offer_price",
  "subscription_price",
  "preorder",
  "price_type",
  "car_type",
  "status",
  "reserved",
  "certified",
  "tag",
  "item_type",
  "simple_body",
  "simple_fuel",
  "simple_transmission",
  "created_at_timestamp",
  "images",
  "city",
  "state",
  "dealership_id",
] as const satisfies readonly (keyof CarDocument)[];

export type CardField = (typeof CARD_FIELDS)[number];
export type CardCar = Pick<CarDocument, CardField>;

/** The reserve or buy button of a card, when checkout is enabled for the car. */
export interface CardAction {
  label: string;
  href: string;
}

/** A card's car as the listing sends it: only the first image travels. */
export function cardCar(doc: CardCar): CardCar {
  const picked = {} as Record<string, unknown>;
  for (const field of CARD_FIELDS) picked[field] = doc[field];
  const car = picked as unknown as CardCar;
  return { ...car, images: (doc.images ?? []).slice(0, 1) };
}
