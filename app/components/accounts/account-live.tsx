// The working half of everything about the signed-in shopper on pages cached
// for everyone: the header's account link, the page's toasts (fixed on the
// screen, so they may live in the header), the compare tray and the prompt to
// move favourites into the watchlist (shortlist-live.tsx), and the watchlist
// buttons. One chunk, loaded as the header and the buttons hydrate
// (account-menu.tsx, watchlist-button.tsx, the vehicle card), outside the
// page's first-load JavaScript.
//
// The header first shows the garage link (gated: anonymous shoppers are sent
// to sign in, which works with JavaScript off); once the account is known it
// shows "Sign in", or the garage and "Sign out" (a POST with the shopper's CSRF
// token). The buttons render un-pressed and disabled until then. For a
// signed-in shopper a press saves to the watchlist: the button changes at
// once, then calls; a failure rolls back and says why. For an anonymous
// shopper (detail §6 "Visitors … keep favourites locally") the same button
// keeps the car as a favourite on this device, and its toast offers to sign in
// (type=watchlist); after signing in the shopper is offered to move the
// favourites into the watchlist (docs/decisions/0038).
import { useState } from "react";
import { signInUrl } from "../../../domain/gating.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { WATCHLIST_SAVE_EVENT, watchlistButtonShows } from "../../../domain/watchlist.ts";
import type { PublicSite } from "../../lib/site-public.ts";
import { useSite } from "../../lib/use-site.ts";
import { trackEvent } from "../forms/analytics.ts";
import { changeWatchlist, useAccount } from "./account-store.ts";
import { SHORTLIST_MESSAGES, holds, toggleFavourite } from "../../../domain/shortlist.ts";
import { favourites } from "../../lib/shortlist/shortlist-storage.ts";
import { CompareTray, FavouritesToWatchlist } from "../shortlist/shortlist-live.tsx";

// The shortlist's parts load with this chunk (account-menu.tsx's loadAccountLive).
export { CompareAddressSync, CompareToggleLive, RecordSearch, RecordViewedCar, YourCarsLive } from "../shortlist/shortlist-live.tsx";
import { showToast, Toaster } from "./toasts.tsx";
import type { WatchlistButtonProps } from "./watchlist-button.tsx";

export function AccountMenuLive({ site }: { site: PublicSite }) {
  return (
    <>
      <AccountLink site={site} />
      <FavouritesToWatchlist garagePath={site.features.garage.path} />
      <CompareTray />
      <Toaster />
    </>
  );
}

function AccountLink({ site }: { site: PublicSite }) {
  const account = useAccount();
  const garage = site.features.garage;
  if (account.status === "ready" && account.signedIn) {
    return (
      <div className="account-menu" data-signed-in="">
        <a className="account-menu__garage" href={garage.path}>
          {garage.title}
        </a>
        <form method="post" action="/sign-out" className="account-menu__sign-out">
          <input type="hidden" name="csrf" value={account.csrf} />
          <button type="submit" className="account-menu__button">
            Sign out
          </button>
        </form>
      </div>
    );
  }
  if (account.status === "ready") {
    return (
      <div className="account-menu">
        <a className="account-menu__garage" href={signInUrl("my-garage", garage.path, "/")}>
          Sign in
        </a>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <a className="account-menu__garage" href={garage.path}>
        {garage.title}
      </a>
    </div>
  );
}

export function WatchlistButtonLive({ carId, carName, car, favourite, className = "" }: WatchlistButtonProps) {
  const account = useAccount();
  const site = useSite();
  const kept = favourites.use();
  const shows = watchlistButtonShows(car, { strictFavouriteButton: site.features.strictFavouriteButton, usedOnly: site.usedOnly });
  const [busy, setBusy] = useState(false);
  const anonymous = account.status === "ready" && !account.signedIn;
  const saved = anonymous ? holds(kept, carId) : account.status === "ready" && account.savedCarIds.includes(carId);
  if (!shows && !saved) return null;

  function pressFavourite() {
    const next = favourites.update((list) => toggleFavourite(list, { id: carId, name: carName, ...favourite }));
    if (!holds(next, carId)) {
      showToast({ message: SHORTLIST_MESSAGES.favouriteRemoved, tone: "status" });
      return;
    }
    const here = `${window.location.pathname}${window.location.search}`;
    showToast({ message: SHORTLIST_MESSAGES.favouriteSaved, tone: "status", action: { label: SHORTLIST_MESSAGES.signInToKeep, href: signInUrl("watchlist", here, here) } });
  }

  async function press() {
    if (account.status !== "ready") return;
    if (!account.signedIn) return pressFavourite();
    setBusy(true);
    const change = saved ? "remove" : "save";
    const result = await changeWatchlist(carId, change);
    setBusy(false);
    if (!result.ok) {
      showToast({ message: result.message, tone: "alert" });
      return;
    }
    if (change === "save") {
      trackEvent(WATCHLIST_SAVE_EVENT, { car_id: carId });
      showToast({ message: WATCHLIST_MESSAGES.saved, tone: "status", action: { label: WATCHLIST_MESSAGES.viewList, href: `${site.features.garage.path}#watchlist` } });
    } else {
      showToast({ message: WATCHLIST_MESSAGES.removed, tone: "status" });
    }
  }

  return (
    <button
      type="button"
      className={`watchlist-button${saved ? " watchlist-button--saved" : ""} ${className}`}
      aria-pressed={saved}
      disabled={busy || account.status !== "ready"}
      aria-busy={busy || undefined}
      onClick={() => void press()}
      data-car-id={carId}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{saved ? "Saved" : "Save"}</span>
      <span className="visually-hidden">
        {" "}
        {carName} to your {anonymous ? "favourites" : "watchlist"}
      </span>
    </button>
  );
}
