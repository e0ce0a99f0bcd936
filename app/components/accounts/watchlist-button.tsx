// The watchlist button on cards and the detail page (detail §4, §5, §6, §7).
// Its saved state is the shopper's, so it is never in the cached HTML: the
// button renders un-pressed and disabled on the server, and takes its state
// from the account once the page has loaded it. A press saves at once on
// screen, then calls; a failure rolls back and says why. Anonymous shoppers
// go to sign in (type=watchlist) and the save completes when they return.
import { useState } from "react";
import { signInUrl } from "../../../domain/gating.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { WATCHLIST_SAVE_EVENT } from "../../../domain/watchlist.ts";
import { trackEvent } from "../forms/analytics.ts";
import { changeWatchlist, rememberPendingSave, useAccount } from "./account-store.ts";
import { showToast } from "./toasts.tsx";
import { useSite } from "../../lib/use-site.ts";

export function WatchlistButton({ carId, carName, shows, className = "" }: { carId: number; carName: string; shows: boolean; className?: string }) {
  const account = useAccount();
  const site = useSite();
  const [busy, setBusy] = useState(false);
  const saved = account.status === "ready" && account.savedCarIds.includes(carId);
  if (!shows && !saved) return null;

  async function press() {
    if (account.status !== "ready") return;
    if (!account.signedIn) {
      rememberPendingSave(carId);
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInUrl("watchlist", here, here));
      return;
    }
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
      <span className="visually-hidden"> {carName} to your watchlist</span>
    </button>
  );
}
