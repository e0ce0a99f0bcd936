// The watchlist button (detail §4, §5, §6, §7): when it shows, and whether a
// press may save. Shared by cards, the detail page and the save call.
import { isInStock } from "./stock-status.ts";

/** detail §7 analytics: "39 (watchlist save)". */
export const WATCHLIST_SAVE_EVENT = 39;

export interface WatchlistButtonCar {
  status: string;
  price: number | null;
  car_type: string;
  /** How many images the car has (cards carry only the first). */
  imageCount: number;
}

export interface WatchlistButtonSite {
  /** features.strictFavouriteButton (docs/site-config.md). */
  strictFavouriteButton: boolean;
  usedOnly: boolean;
}

/**
 * detail §5: "Favourite/compare button hidden unless in stock; in one mode
 * also hidden when price is 0 or below or no images; hidden for non-used
 * cars on used-only sites." A car already in the shopper's watchlist keeps
 * its button (to remove it) whatever it has become since.
 */
export function watchlistButtonShows(car: WatchlistButtonCar, site: WatchlistButtonSite, alreadySaved = false): boolean {
  if (alreadySaved) return true;
  if (!isInStock(car.status)) return false;
  if (site.usedOnly && car.car_type !== "used") return false;
  if (site.strictFavouriteButton && ((car.price ?? 0) <= 0 || car.imageCount === 0)) return false;
  return true;
}

/** detail §4: "A sold car cannot be saved unless already saved." */
export function maySaveToWatchlist(car: { status: string }, alreadySaved: boolean): boolean {
  return alreadySaved || car.status !== "sold";
}
