// The header's account link, the page's toasts, the compare tray and the
// prompt to move favourites into the watchlist. All depend on the shopper,
// whom cached pages do not know: their code (account-live.tsx) loads as the
// header's part hydrates, outside the page's first-load JavaScript, and asks
// GET /api/account.
import { HydrationPart, lazyPart } from "../../lib/hydration-part.tsx";
import type { PublicSite } from "../../lib/site-public.ts";
import { loadAccountLive } from "./live-parts.tsx";

const MenuLive = lazyPart(() => loadAccountLive().then((m) => m.AccountMenuLive));

export function AccountMenu({ site }: { site: PublicSite }) {
  return (
    <HydrationPart>
      <MenuLive site={site} />
    </HydrationPart>
  );
}

