// detail §4 "Price display order": the one price block used by cards, the
// detail sidebar and the sticky header.
//
// Price fields, as we read them (decision):
// - `price` is the advertised price.
// - `offer_price` is a reduced (special-offer) price. It is the price shown
//   only when it is a real reduction: above 10 and below `price` (or there is
//   no `price`). Then `price` becomes the earlier ("was") price.
// - `before_price` is the price before the dealer's last reduction; it is the
//   earlier price when no offer applies.
// The was-price shows only when that earlier price exceeds the shown one.
import { formatAud, positiveAmount } from "./money.ts";

export const DEFAULT_NO_PRICE_TEXT = "Enquire for price.";
/** "reduced or normal price if above 10": amounts of 10 or less are placeholders, not prices. */
export const MIN_DISPLAYABLE_PRICE = 10;

export interface PricedCar {
  price: number | null;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  preorder?: boolean;
  price_type?: string | null;
}

export interface PriceDisplayOptions {
  /** Site feature `subscriptionOffer`. */
  subscriptionOffer: boolean;
  /** Site label `noPrice` (default 'Enquire for price.'). */
  noPriceText?: string;
}

/**
 * `amount` is the figure shown first (a subscription's weekly amount when the subscription offer wins).
 * `carPrice` is always the car's own price, the reduced or normal price above 10 (null without one): finance
 * (the estimate, the calculator's amount, `vehiclePriceBudget`), the market comparison, similar cars and JSON-LD
 * use it, never a subscription figure.
 */
export type PriceDisplay =
  | { kind: "subscription"; amount: number; text: string; wasPrice: null; priceType: null; carPrice: number | null; period: SubscriptionPeriod }
  | { kind: "price"; amount: number; text: string; wasPrice: { amount: number; text: string } | null; priceType: string | null; carPrice: number }
  | { kind: "preorder"; amount: null; text: "PREORDER"; wasPrice: null; priceType: null; carPrice: null }
  | { kind: "no_price"; amount: null; text: string; wasPrice: null; priceType: null; carPrice: null };

/** The demo feeds' subscription prices are weekly (a car's price ÷ 180): the unit every subscription figure names. */
export type SubscriptionPeriod = "week";
export const SUBSCRIPTION_PERIOD: SubscriptionPeriod = "week";
/** "per week subscription": the words beside every subscription figure (card, sidebar, sticky header, PDF). */
export const SUBSCRIPTION_UNIT_TEXT = `per ${SUBSCRIPTION_PERIOD} subscription`;

const PRICE_TYPE_LABELS: Record<string, string> = {
  driveaway: "Drive Away",
  "drive away": "Drive Away",
  drive_away: "Drive Away",
  egc: "Excl. Govt. Charges",
  "excl. govt. charges": "Excl. Govt. Charges",
  excl_gov_charges: "Excl. Govt. Charges",
  orc: "Plus ORC",
  "+orc": "Plus ORC",
  plus_orc: "Plus ORC",
};

/** "driveaway" → "Drive Away"; unknown wording is shown as the dealer wrote it; blank → null. */
export function priceTypeLabel(priceType: string | null | undefined): string | null {
  const text = priceType?.trim();
  if (!text) return null;
  return PRICE_TYPE_LABELS[text.toLowerCase()] ?? text;
}

const above = (value: number | null | undefined, floor: number) => {
  const amount = positiveAmount(value);
  return amount !== null && amount > floor ? amount : null;
};

/** The car's own price: the reduced (offer) price when it is a real reduction, else the normal price; above 10, else null. */
export function carPrice(car: PricedCar): { shown: number; reduced: boolean } | null {
  const normal = above(car.price, MIN_DISPLAYABLE_PRICE);
  const offer = above(car.offer_price, MIN_DISPLAYABLE_PRICE);
  const reduced = offer !== null && (normal === null || offer < normal) ? offer : null;
  const shown = reduced ?? normal;
  return shown === null ? null : { shown, reduced: reduced !== null };
}

export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  const own = carPrice(car);
  const subscription = options.subscriptionOffer ? positiveAmount(car.subscription_price) : null;
  if (subscription !== null) {
    return {
      kind: "subscription",
      amount: subscription,
      text: formatAud(subscription),
      wasPrice: null,
      priceType: null,
      carPrice: own?.shown ?? null,
      period: SUBSCRIPTION_PERIOD,
    };
  }

  if (own !== null) {
    const { shown } = own;
    const earlier = positiveAmount(own.reduced ? above(car.price, MIN_DISPLAYABLE_PRICE) : car.before_price);
    const wasPrice = earlier !== null && earlier > shown ? { amount: earlier, text: formatAud(earlier) } : null;
    return { kind: "price", amount: shown, text: formatAud(shown), wasPrice, priceType: priceTypeLabel(car.price_type), carPrice: shown };
  }

  if (car.preorder) return { kind: "preorder", amount: null, text: "PREORDER", wasPrice: null, priceType: null, carPrice: null };

  return { kind: "no_price", amount: null, text: options.noPriceText ?? DEFAULT_NO_PRICE_TEXT, wasPrice: null, priceType: null, carPrice: null };
}
