// The shells of the shopper's local lists (issue 12) that pages place in one
// line each. Their working half (shortlist-live.tsx, in the account chunk
// every page loads after hydration) loads as the part hydrates, outside the
// page's first-load JavaScript; on the server they
// render as the browser's first render does (no stored lists), so cached HTML
// is the same for every shopper.
import type { ListingLocation, ListingState } from "../../../domain/listing/search-url.ts";
import type { ViewedCar } from "../../../domain/shortlist.ts";
import { HydrationPart, lazyPart } from "../../lib/hydration-part.tsx";
import { loadAccountLive } from "../accounts/account-menu.tsx";
import type { CompareToggleProps } from "./shortlist-live.tsx";

const CompareToggleLive = lazyPart(() => loadAccountLive().then((m) => m.CompareToggleLive));
const YourCarsLive = lazyPart(() => loadAccountLive().then((m) => m.YourCarsLive));
const RecordSearch = lazyPart(() => loadAccountLive().then((m) => m.RecordSearch));
const RecordViewedCar = lazyPart(() => loadAccountLive().then((m) => m.RecordViewedCar));

/** The compare toggle (cards load theirs inside the card's own part). */
export function CompareToggle(props: CompareToggleProps) {
  return (
    <HydrationPart>
      <CompareToggleLive {...props} />
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
