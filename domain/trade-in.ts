// Trade-in rules (detail §4, §5, §9): who gets the trade-in button and an
// automated valuation, when an online estimate is given, how the valuation is
// worked out from the platform's own market data, the page's FAQ, and the
// lead update when the shopper accepts the offer.
import type { CarStatus } from "./entities.ts";
import { TRADE_IN_SUBCATEGORIES } from "./leads/categories.ts";
import type { LeadPayload } from "./leads/payload.ts";

/** detail §9: "Automated valuation minimum price above 200." */
export const AUTOMATED_VALUATION_MIN_PRICE = 200;
/** detail §9: "online estimates generally not given for cars over 7 years or 100,000 km." */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KMS = 100_000;

export interface TradeInCar {
  status: CarStatus;
  sold?: boolean | null;
  reserved?: boolean | null;
  price: number | null;
}

export type TradeInIneligibility = "feature-off" | "not-in-stock" | "sold" | "reserved" | "price-too-low";

/**
 * The trade-in eligibility check behind the Trade-In button (detail §5):
 * automated valuation qualifies only if the dealer has the feature, the car's
 * status is in_stock, it is not sold, not reserved, and its price is above 200.
 */
export function tradeInEligibility(
  car: TradeInCar,
  dealer: { automatedValuation: boolean },
): { eligible: true } | { eligible: false; reason: TradeInIneligibility } {
  if (!dealer.automatedValuation) return { eligible: false, reason: "feature-off" };
  if (car.sold || car.status === "sold") return { eligible: false, reason: "sold" };
  if (car.status !== "in_stock") return { eligible: false, reason: "not-in-stock" };
  if (car.reserved) return { eligible: false, reason: "reserved" };
  if (!(typeof car.price === "number" && car.price > AUTOMATED_VALUATION_MIN_PRICE)) {
    return { eligible: false, reason: "price-too-low" };
  }
  return { eligible: true };
}

export const showTradeInButton = (car: TradeInCar, dealer: { automatedValuation: boolean }) =>
  tradeInEligibility(car, dealer).eligible;

export interface ValuationVehicle {
  make: string;
  model: string;
  year: number;
  km: number;
  badge?: string | null;
}

/** A car from the platform's market data: listed or recently sold stock, with its advertised price. */
export interface MarketComparable extends ValuationVehicle {
  price: number;
}

export type EstimateRefusal = "too-old" | "too-many-kms";

/** detail §9: no online estimate for a car over 7 years old or over 100,000 km; it must be seen in person. */
export function onlineEstimateRefusal(vehicle: Pick<ValuationVehicle, "year" | "km">, now: Date): EstimateRefusal | null {
  if (now.getFullYear() - vehicle.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) return "too-old";
  if (vehicle.km > ONLINE_ESTIMATE_MAX_KMS) return "too-many-kms";
  return null;
}

export type ValuationResult =
  | {
      available: true;
      /** What comparable cars sell for on the platform, adjusted to this car: the 25th–75th percentile. */
      low: number;
      high: number;
      /** The dealer's trade-in offer: the low end less the dealer's costs. */
      offer: number;
      comparables: number;
    }
  | { available: false; reason: EstimateRefusal | "not-enough-market-data" };

/** Fewer comparables than this and any figure would be a guess. */
export const MIN_COMPARABLES = 3;
/** Comparables may be this many model years either side. */
export const COMPARABLE_YEAR_WINDOW = 2;
/** Value change per model year of difference (Australian used-car depreciation, years 2–7). */
export const VALUE_PER_MODEL_YEAR = 0.08;
/** Value change per 10,000 km of difference, capped at ±30% in all. */
export const VALUE_PER_10000_KM = 0.015;
/** Reconditioning, holding cost and margin a dealer takes off retail to make a trade-in offer. */
export const DEALER_TRADE_MARGIN = 0.15;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** Linear interpolation between the closest ranks (the usual spreadsheet PERCENTILE). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

/**
 * A trade-in valuation from the platform's market data. The method:
 * 1. Refuse cars over 7 years or 100,000 km (detail §9).
 * 2. Comparables: same make and model, model year within ±2, price above
 *    $200; when at least 3 of them share the car's badge, only those.
 * 3. Adjust each comparable's price to this car: ±8% per model year of
 *    difference (compounded), ±1.5% per 10,000 km of difference (capped ±30%).
 * 4. With at least 3 comparables, the range is the 25th to 75th percentile of
 *    the adjusted prices, to the nearest $100: half the market sits inside it,
 *    so one odd listing cannot move it far.
 * 5. The offer is the low end less 15% for reconditioning, holding and
 *    margin, rounded down to $100, so an offer never exceeds the range.
 */
export function computeValuation(
  vehicle: ValuationVehicle,
  marketComparables: readonly MarketComparable[],
  now: Date = new Date(),
): ValuationResult {
  const refusal = onlineEstimateRefusal(vehicle, now);
  if (refusal) return { available: false, reason: refusal };

  const sameModel = marketComparables.filter(
    (c) =>
      sameText(c.make, vehicle.make) &&
      sameText(c.model, vehicle.model) &&
      Math.abs(c.year - vehicle.year) <= COMPARABLE_YEAR_WINDOW &&
      Number.isFinite(c.price) &&
      c.price > AUTOMATED_VALUATION_MIN_PRICE,
  );
  const sameBadge = vehicle.badge ? sameModel.filter((c) => sameText(c.badge, vehicle.badge)) : [];
  const comparables = sameBadge.length >= MIN_COMPARABLES ? sameBadge : sameModel;
  if (comparables.length < MIN_COMPARABLES) return { available: false, reason: "not-enough-market-data" };

  const adjusted = comparables
    .map((c) => {
      const yearFactor = (1 + VALUE_PER_MODEL_YEAR) ** (vehicle.year - c.year);
      const kmFactor = Math.min(1.3, Math.max(0.7, 1 - (VALUE_PER_10000_KM * (vehicle.km - c.km)) / 10_000));
      return c.price * yearFactor * kmFactor;
    })
    .sort((a, b) => a - b);

  const low = roundTo100(percentile(adjusted, 0.25));
  const high = Math.max(low, roundTo100(percentile(adjusted, 0.75)));
  const offer = Math.floor((low * (1 - DEALER_TRADE_MARGIN)) / 100) * 100;
  return { available: true, low, high, offer, comparables: comparables.length };
}

/** detail §2: the trade-in page's FAQ accordion with 5 questions. */
export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "How is my trade-in valued?",
    answer:
      "We compare your car with similar cars of the same make, model, age and kilometres listed and sold across Australia, then adjust for the differences. A member of our team confirms the figure when they inspect your car.",
  },
  {
    question: "Is the online estimate a guaranteed offer?",
    answer:
      "No. The online estimate is a guide based on the details you gave us. The final offer is made after an inspection and depends on the car's condition, service history and a PPSR check.",
  },
  {
    question: "Why can't I get an online estimate for my car?",
    answer:
      "Online estimates are generally not given for cars over 7 years old or with more than 100,000 km, because their value depends too much on condition. Send us your details and we will arrange a valuation in person.",
  },
  {
    question: "What do I need to bring when I trade in my car?",
    answer:
      "Bring your driver's licence, the registration papers, the service logbook and every key. If money is still owed on the car, bring a payout letter from your lender.",
  },
  {
    question: "Can I trade in a car that still has finance owing?",
    answer:
      "Yes. We pay out your lender directly and take the amount off your trade-in value; if the payout is more than the value, the difference is added to the price of your next car.",
  },
];

/** detail §4: "Trade-in offer accepted: lead updated with subcategory '3. Offer Accepted'." */
export function offerAcceptedUpdate(lead: LeadPayload, leadId: number): LeadPayload {
  return {
    ...lead,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: true,
    userData: { ...lead.userData, subcategory: TRADE_IN_SUBCATEGORIES.offerAccepted },
  };
}
