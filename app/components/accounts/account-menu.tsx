// The header's account link. The header is in pages cached for everyone, so
// it first shows the garage link (gated: anonymous shoppers are sent to sign
// in, which works with JavaScript off); once the account is known it shows
// "Sign in", or the garage and "Sign out" (a POST with the shopper's CSRF token).
import { useEffect } from "react";
import { signInUrl } from "../../../domain/gating.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { WATCHLIST_SAVE_EVENT } from "../../../domain/watchlist.ts";
import type { PublicSite } from "../../lib/site-public.ts";
import { trackEvent } from "../forms/analytics.ts";
import { accountReady, changeWatchlist, takePendingSave, useAccount } from "./account-store.ts";
import { showToast } from "./toasts.tsx";

export function AccountMenu({ site }: { site: PublicSite }) {
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
export function PendingWatchlistSave({ garagePath }: { garagePath: string }) {
  useEffect(() => {
    let cancelled = false;
    void accountReady().then(async (account) => {
      if (cancelled || account.status !== "ready" || !account.signedIn) return;
      const carId = takePendingSave();
      if (carId === null) return;
      if (account.savedCarIds.includes(carId)) {
        showToast({ message: WATCHLIST_MESSAGES.saved, tone: "status", action: { label: WATCHLIST_MESSAGES.viewList, href: `${garagePath}#watchlist` } });
        return;
      }
      const result = await changeWatchlist(carId, "save");
      if (!result.ok) {
        showToast({ message: result.message, tone: "alert" });
        return;
      }
      trackEvent(WATCHLIST_SAVE_EVENT, { car_id: carId });
      showToast({ message: WATCHLIST_MESSAGES.saved, tone: "status", action: { label: WATCHLIST_MESSAGES.viewList, href: `${garagePath}#watchlist` } });
    });
    return () => {
      cancelled = true;
    };
  }, [garagePath]);
  return null;
}
