// detail §4 "Market price indicator": shown only when the price is more than
// 499 below the state or the national average market price, and below the
// state average. Without a state average the second condition cannot hold,
// so the indicator stays hidden.
import { positiveAmount } from "./money.ts";

export const MARKET_INDICATOR_MARGIN = 499;

export interface MarketAverages {
  state_average_market_price?: number | null;
  average_market_price?: number | null;
}

export function showsMarketPriceIndicator(price: number | null | undefined, averages: MarketAverages | null | undefined): boolean {
  const listing = positiveAmount(price);
  const state = positiveAmount(averages?.state_average_market_price);
  const national = positiveAmount(averages?.average_market_price);
  if (listing === null || state === null) return false;
  const wellBelow = (average: number | null) => average !== null && average - listing > MARKET_INDICATOR_MARGIN;
  return (wellBelow(state) || wellBelow(national)) && listing < state;
}
