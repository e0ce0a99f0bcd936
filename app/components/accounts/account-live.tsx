// The working half of everything about the signed-in shopper on pages cached
// for everyone: the header's account link, the page's toasts (fixed on the
// screen, so they may live in the header), the watchlist save that waited for
// sign-in, the compare tray and the prompt to move favourites into the
// watchlist (shortlist-live.tsx), and the watchlist buttons. One chunk, loaded
// as the header and the buttons hydrate (account-menu.tsx,
// watchlist-button.tsx, the vehicle card), outside the page's first-load
// JavaScript.
//
// The header first shows the garage link (gated: anonymous shoppers are sent
// to sign in, which works with JavaScript off); once the account is known it
// shows "Sign in", or the garage and "Sign out" (a POST with the shopper's CSRF
// token). The watchlist button is a form that asks for the watchlist's sign-in
// (detail §6: "Saving to the watchlist needs a signed-in user with a phone
// number; otherwise redirect to /sign-in with type=watchlist"), so it works
// with JavaScript off and before its code arrives. With its code, a signed-in
// shopper's press saves: the button changes at once, then calls; a failure
// rolls back and says why. An anonymous shopper goes to sign in and the save
// completes when they come back. Favourites (kept on the device) have their
// own toggle (shortlist-live.tsx; docs/decisions/0051).
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { signInUrl } from "../../../domain/gating.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { WATCHLIST_SAVE_EVENT, watchlistButtonShows } from "../../../domain/watchlist.ts";
import type { PublicSite } from "../../lib/site-public.ts";
import { useSite } from "../../lib/use-site.ts";
import { trackEvent } from "../forms/analytics.ts";
import { accountReady, changeWatchlist, rememberPendingSave, takePendingSave, useAccount, useSavedCar } from "./account-store.ts";
import { CompareTray, FavouritesToWatchlist } from "../shortlist/shortlist-live.tsx";

// The shortlist's parts load with this chunk (account-menu.tsx's loadAccountLive).
export { CompareAddressSync, CompareToggleLive, FavouriteToggleLive, RecordSearch, RecordViewedCar, YourCarsLive } from "../shortlist/shortlist-live.tsx";
import { showToast, Toaster } from "./toasts.tsx";
import type { WatchlistButtonProps } from "./watchlist-button.tsx";

export function AccountMenuLive({ site }: { site: PublicSite }) {
  return (
    <>
      <AccountLink site={site} />
      <PendingWatchlistSave garagePath={site.features.garage.path} />
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

/** After signing in to save a car, the save happens here, on the page the shopper came back to. */
function PendingWatchlistSave({ garagePath }: { garagePath: string }) {
  useEffect(() => {
    let cancelled = false;
    void accountReady().then(async (account) => {
      if (cancelled || account.status !== "ready" || !account.signedIn) return;
      const carId = takePendingSave();
      if (carId === null) return;
      const viewList = { label: WATCHLIST_MESSAGES.viewList, href: `${garagePath}#watchlist` };
      if (account.savedCarIds.includes(carId)) {
        showToast({ message: WATCHLIST_MESSAGES.saved, tone: "status", action: viewList });
        return;
      }
      const result = await changeWatchlist(carId, "save");
      if (!result.ok) {
        showToast({ message: result.message, tone: "alert" });
        return;
      }
      trackEvent(WATCHLIST_SAVE_EVENT, { car_id: carId });
      showToast({ message: WATCHLIST_MESSAGES.saved, tone: "status", action: viewList });
    });
    return () => {
      cancelled = true;
    };
  }, [garagePath]);
  return null;
}

// Every watchlist button on a page signs in the same way: the address and its form fields are made once per page,
// not once per card.
let lastSignIn: { here: string; url: string; fields: [string, string][] } | null = null;
function watchlistSignIn(here: string) {
  if (lastSignIn?.here !== here) {
    const url = signInUrl("watchlist", here, here);
    lastSignIn = { here, url, fields: [...new URLSearchParams(url.slice(url.indexOf("?") + 1))] };
  }
  return lastSignIn;
}

// The button reads only whether its own car is saved: neither hydration nor the account's arrival draws the page's
// cards again (each would be one long task on a phone). A press before the account is known waits for it.
export function WatchlistButtonLive({ carId, carName, car, className = "" }: WatchlistButtonProps) {
  const saved = useSavedCar(carId);
  const site = useSite();
  const location = useLocation();
  const { url: signIn, fields } = watchlistSignIn(`${location.pathname}${location.search}`);
  const shows = watchlistButtonShows(car, { strictFavouriteButton: site.features.strictFavouriteButton, usedOnly: site.usedOnly });
  const [busy, setBusy] = useState(false);
  if (!shows && !saved) return null;

  async function press(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const known = await accountReady();
    if (known.status !== "ready" || !known.signedIn) {
      // Not busy any more: a page the browser restores on Back must not keep the button disabled.
      setBusy(false);
      rememberPendingSave(carId);
      window.location.assign(signIn);
      return;
    }
    const change = known.savedCarIds.includes(carId) ? "remove" : "save";
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

  // Without JavaScript (and before the account is known) the button is the watchlist's sign-in: a GET form to
  // /sign-in?type=watchlist&redirect=…&back=… (a signed-in shopper is sent straight back by the sign-in page).
  return (
    <form method="get" action="/sign-in" className="watchlist-form" onSubmit={(event) => void press(event)}>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`watchlist-button${saved ? " watchlist-button--saved" : ""} ${className}`}
        aria-pressed={saved}
        disabled={busy}
        aria-busy={busy || undefined}
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
        <span className="visually-hidden"> {carName} to your watchlist</span>
      </button>
    </form>
  );
}
