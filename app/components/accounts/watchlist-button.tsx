// The watchlist button on cards and the detail page (detail §4, §5, §6, §7).
// Its saved state is the shopper's, so it is never in the cached HTML: the
// server renders it un-pressed, as a form to the watchlist's sign-in (what it
// does with JavaScript off), and its code (the account store, the calls, the
// toasts) loads as the button hydrates, outside the page's first-load
// JavaScript (account-live.tsx).
import { HydrationPart, lazyPart } from "../../lib/hydration-part.tsx";
import { loadAccountLive } from "./live-parts.tsx";

const Live = lazyPart(() => loadAccountLive().then((m) => m.WatchlistButtonLive));

/** Fetches the button's code ahead of a client navigation's render (see lazyPart). */
export const preloadWatchlistButton = () => Live.preload();

/** The car as the button's rules need it (domain/watchlist.ts, applied in the working half with the site's options). */
export type WatchlistButtonProps = {
  carId: number;
  carName: string;
  car: { status: string; price: number | null; car_type: string; imageCount: number };
  className?: string;
};

export function WatchlistButton(props: WatchlistButtonProps) {
  return (
    <HydrationPart>
      <Live {...props} />
    </HydrationPart>
  );
}
