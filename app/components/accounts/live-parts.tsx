// The one door to the shopper's working code (account-live.tsx, which also
// carries the shortlist's, shortlist-live.tsx), and the shells that pages
// place in one line each: the favourite and compare toggles, "Continue your search" /
// favourites / "Recently viewed", and recording a viewed car. The code loads
// as each part hydrates, outside the page's first-load JavaScript; on the
// server the parts render as the browser's first render does (no stored
// lists), so cached HTML is the same for every shopper.
//
// Every page loads this module (the header's account menu), so one dynamic
// import, with its list of chunks to preload, serves every shell: the vehicle
// card and the watchlist button call loadAccountLive() too.
import type { ListingLocation, ListingState } from "../../../domain/listing/search-url.ts";
import type { ViewedCar } from "../../../domain/shortlist.ts";
import { HydrationPart, lazyPart, preloadParts } from "../../lib/hydration-part.tsx";
import type { CompareToggleProps, FavouriteToggleProps } from "../shortlist/shortlist-live.tsx";

export const loadAccountLive = () => import("./account-live.tsx");

const CompareToggleLive = lazyPart(() => loadAccountLive().then((m) => m.CompareToggleLive));
const FavouriteToggleLive = lazyPart(() => loadAccountLive().then((m) => m.FavouriteToggleLive));
const YourCarsLive = lazyPart(() => loadAccountLive().then((m) => m.YourCarsLive));
const RecordSearch = lazyPart(() => loadAccountLive().then((m) => m.RecordSearch));
const RecordViewedCar = lazyPart(() => loadAccountLive().then((m) => m.RecordViewedCar));

/** Fetches the shells' code ahead of a client navigation's render (see lazyPart). */
export const preloadLiveParts = () => preloadParts(CompareToggleLive, FavouriteToggleLive, YourCarsLive, RecordSearch, RecordViewedCar);

/** The compare toggle (cards load theirs inside the card's own part). */
export function CompareToggle(props: CompareToggleProps) {
  return (
    <HydrationPart>
      <CompareToggleLive {...props} />
    </HydrationPart>
  );
}

/** The favourite toggle (cards load theirs inside the card's own part). */
export function FavouriteToggle(props: FavouriteToggleProps) {
  return (
    <HydrationPart>
      <FavouriteToggleLive {...props} />
    </HydrationPart>
  );
}

/** "Continue your search", favourites and "Recently viewed"; on a listing, also records the search. */
export function YourCars({ search }: { search?: { state: ListingState; where: ListingLocation } }) {
  return (
    <HydrationPart>
      {search && <RecordSearch state={search.state} where={search.where} />}
      <YourCarsLive />
    </HydrationPart>
  );
}

/** The detail page's car, recorded as viewed. */
export function RecordViewed({ car }: { car: ViewedCar }) {
  return (
    <HydrationPart>
      <RecordViewedCar car={car} />
    </HydrationPart>
  );
}
