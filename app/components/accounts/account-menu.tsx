// The header's account link, the page's toasts, the compare tray and the
// prompt to move favourites into the watchlist. All depend on the shopper,
// whom cached pages do not know: their code (account-live.tsx) loads as the
// header's part hydrates, outside the page's first-load JavaScript, and asks
// GET /api/account.
import { HydrationPart, lazyPart } from "../../lib/hydration-part.tsx";
import type { PublicSite } from "../../lib/site-public.ts";

/**
 * The one lazy import of the shopper's working code. Every page loads this module (the header), so the other shells
 * (the watchlist button, the vehicle card's buttons, the shortlist parts) call it rather than carrying a dynamic
 * import, and its list of chunks to preload, in their own first-load JavaScript.
 */
export const loadAccountLive = () => import("./account-live.tsx");

const MenuLive = lazyPart(() => loadAccountLive().then((m) => m.AccountMenuLive));

export function AccountMenu({ site }: { site: PublicSite }) {
  return (
    <HydrationPart>
      <MenuLive site={site} />
    </HydrationPart>
  );
}

