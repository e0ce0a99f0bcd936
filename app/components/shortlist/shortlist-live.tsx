// The working half of the shopper's local lists (issue 12): the favourite
// toggle, the compare toggle and tray, the prompt that moves favourites into the watchlist at
// sign-in, recording viewed cars and searches, and the "Continue your search",
// favourites and "Recently viewed" strips. One chunk, loaded as its parts
// hydrate, outside every page's first-load JavaScript. Everything here reads
// the browser's storage (app/lib/shortlist/shortlist-storage.ts), so the server
// and the hydrating render show nothing of it: cached HTML stays shared.
import { memo, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { addSearchEntry } from "../../lib/shortlist/search-entry.ts";
import { COMPARE_LIMIT, SHORTLIST_MESSAGES, addToCompare, addViewedCar, compareHref, holds, toggleFavourite, without, type CompareEntry, type ViewedCar } from "../../../domain/shortlist.ts";
import { searchHistoryLabel } from "../../../domain/search-history.ts";
import { watchlistButtonShows, WATCHLIST_SAVE_EVENT } from "../../../domain/watchlist.ts";
import { signInUrl } from "../../../domain/gating.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import type { ListingLocation, ListingState } from "../../../domain/listing/search-url.ts";
import { compareList, favourites, keptFavouriteIds, searchHistory, viewedCars } from "../../lib/shortlist/shortlist-storage.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useSite } from "../../lib/use-site.ts";
import { trackEvent } from "../forms/analytics.ts";
import { accountNow, changeWatchlist, useAccount } from "../accounts/account-store.ts";
import { showToast } from "../accounts/toasts.tsx";

// ---------------------------------------------------------------- favourites

export interface FavouriteToggleProps extends CompareToggleProps {
  /** The rest of the spec's favourite entry (detail §3: id, name, slug, make, model, primary_image_url). */
  favourite: { slug: string; make: string; model: string; primary_image_url: string | null };
}

/**
 * detail §4 "Favourites toggle add or remove, stored locally", for every shopper, under the §5 favourite/compare
 * button rules. Kept on this device only; an anonymous shopper's toast offers the watchlist's sign-in, after which
 * the prompt below offers to move them. A favourite chosen while signed in is kept here on purpose: it is not
 * offered to the watchlist by that prompt (the heart is the watchlist).
 */
export function FavouriteToggleLive({ carId, carName, car, favourite, className = "" }: FavouriteToggleProps) {
  const site = useSite();
  const hydrated = useHydrated();
  const list = favourites.use();
  const kept = holds(list, carId);
  if (!kept && !watchlistButtonShows(car, { strictFavouriteButton: site.features.strictFavouriteButton, usedOnly: site.usedOnly })) return null;

  function press() {
    const next = favourites.update((current) => toggleFavourite(current, { id: carId, name: carName, ...favourite }));
    if (!holds(next, carId)) {
      showToast({ message: SHORTLIST_MESSAGES.favouriteRemoved, tone: "status" });
      return;
    }
    const account = accountNow();
    if (account.status === "ready" && account.signedIn) {
      keptFavouriteIds.update((ids) => [carId, ...ids.filter((id) => id !== carId)]);
      showToast({ message: SHORTLIST_MESSAGES.favouriteSaved, tone: "status" });
      return;
    }
    const here = `${window.location.pathname}${window.location.search}`;
    showToast({ message: SHORTLIST_MESSAGES.favouriteSaved, tone: "status", action: { label: SHORTLIST_MESSAGES.signInToKeep, href: signInUrl("watchlist", here, here) } });
  }

  return (
    <button
      type="button"
      className={`favourite-toggle${kept ? " favourite-toggle--kept" : ""} ${className}`}
      title={kept ? "Favourited" : "Favourite"}
      aria-pressed={kept}
      disabled={!hydrated}
      onClick={press}
      data-favourite-id={carId}
    >
      <FavouriteFace kept={kept} carName={carName} />
    </button>
  );
}

// What the toggles show, apart: when the page hydrates, only the buttons' `disabled` changes, and a page of cards
// does not draw its icons and labels again for it.
const FavouriteFace = memo(function FavouriteFace({ kept, carName }: { kept: boolean; carName: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={kept ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>{kept ? "Favourited" : "Favourite"}</span>
      <span className="visually-hidden"> the {carName}</span>
    </>
  );
});

// ---------------------------------------------------------------- compare

export interface CompareToggleProps {
  carId: number;
  carName: string;
  /** The §5 rules' view of the car (domain/watchlist.ts: the favourite/compare button rules). */
  car: { status: string; price: number | null; car_type: string; imageCount: number };
  className?: string;
}

export function CompareToggleLive({ carId, carName, car, className = "" }: CompareToggleProps) {
  const site = useSite();
  const hydrated = useHydrated();
  const list = compareList.use();
  const chosen = holds(list, carId);
  if (!chosen && !watchlistButtonShows(car, { strictFavouriteButton: site.features.strictFavouriteButton, usedOnly: site.usedOnly })) return null;

  function press() {
    if (chosen) {
      compareList.update((current) => without(current, carId));
      showToast({ message: SHORTLIST_MESSAGES.compareRemoved, tone: "status" });
      return;
    }
    const change = addToCompare(compareList.get(), { id: carId, name: carName });
    if (!change.ok) {
      showToast({ message: SHORTLIST_MESSAGES.compareFull, tone: "alert", action: { label: SHORTLIST_MESSAGES.compareNow, href: compareHref(change.list.map((c) => c.id)) } });
      return;
    }
    compareList.set(change.list);
    showToast({ message: SHORTLIST_MESSAGES.compareAdded(change.list.length), tone: "status", action: { label: SHORTLIST_MESSAGES.compareNow, href: compareHref(change.list.map((c) => c.id)) } });
  }

  return (
    <button
      type="button"
      className={`compare-toggle${chosen ? " compare-toggle--chosen" : ""} ${className}`}
      title="Compare"
      aria-pressed={chosen}
      disabled={!hydrated}
      onClick={press}
      data-compare-id={carId}
    >
      <CompareFace chosen={chosen} carName={carName} />
    </button>
  );
}

const CompareFace = memo(function CompareFace({ chosen, carName }: { chosen: boolean; carName: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <path d="M4 6h10M4 12h16M4 18h7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        {chosen && <path d="M15 17l2.5 2.5L22 15" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />}
      </svg>
      <span>Compare</span>
      <span className="visually-hidden"> the {carName}</span>
    </>
  );
});

/** The cars chosen, with a link to compare them: on every page but the compare page itself. */
export function CompareTray() {
  const list = compareList.use();
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => setHere(window.location.pathname), []);
  if (list.length === 0 || here === null || here === "/compare") return null;
  return (
    <section className="compare-tray" aria-label="Cars to compare">
      <a className="compare-tray__link" href={compareHref(list.map((c) => c.id))}>
        Compare {list.length === 1 ? "1 car" : `${list.length} cars`}
        <span className="compare-tray__of"> ({list.length} of {COMPARE_LIMIT})</span>
      </a>
      <button type="button" className="compare-tray__clear" onClick={() => compareList.set([])}>
        Clear<span className="visually-hidden"> the cars to compare</span>
      </button>
    </section>
  );
}

/** On /compare the address is the selection: the browser's list follows what the page shows. */
export function CompareAddressSync({ cars }: { cars: CompareEntry[] }) {
  const key = cars.map((c) => c.id).join(",");
  useEffect(() => {
    const current = compareList.get();
    if (current.map((c) => c.id).join(",") !== key) compareList.set(cars);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say it all
  }, [key]);
  return null;
}

// ---------------------------------------------------------------- favourites into the watchlist

/**
 * detail §6: visitors keep favourites locally; at sign-in they are offered to move into the watchlist. One prompt:
 * accept saves each through the watchlist call and clears what was saved; decline keeps them here and the prompt
 * stays away until another favourite is added.
 */
export function FavouritesToWatchlist({ garagePath }: { garagePath: string }) {
  const account = useAccount();
  const kept = favourites.use();
  const declined = keptFavouriteIds.use();
  const [busy, setBusy] = useState(false);
  if (account.status !== "ready" || !account.signedIn) return null;
  const saved = account.savedCarIds;
  const waiting = kept.filter((f) => !saved.includes(f.id) && !declined.includes(f.id));
  if (waiting.length === 0) return null;

  async function move() {
    setBusy(true);
    const moved: number[] = [];
    const failed: string[] = [];
    for (const favourite of waiting) {
      const result = await changeWatchlist(favourite.id, "save");
      if (result.ok) {
        moved.push(favourite.id);
        trackEvent(WATCHLIST_SAVE_EVENT, { car_id: favourite.id });
      } else failed.push(result.message);
    }
    const nowSaved = new Set([...saved, ...moved]);
    favourites.update((list) => list.filter((f) => !nowSaved.has(f.id)));
    // What could not be moved stays on this device, without asking again.
    if (failed.length) keptFavouriteIds.update((ids) => [...new Set([...ids, ...favourites.get().map((f) => f.id)])]);
    setBusy(false);
    if (failed.length) showToast({ message: SHORTLIST_MESSAGES.notMoved(failed.length, failed[0]), tone: "alert" });
    else showToast({ message: SHORTLIST_MESSAGES.moved(moved.length), tone: "status", action: { label: WATCHLIST_MESSAGES.viewList, href: `${garagePath}#watchlist` } });
  }

  return (
    <section className="favourites-move" role="dialog" aria-modal="false" aria-labelledby="favourites-move-title" aria-describedby="favourites-move-text">
      <h2 id="favourites-move-title" className="favourites-move__title">
        {SHORTLIST_MESSAGES.moveHeading(waiting.length)}
      </h2>
      <p id="favourites-move-text" className="favourites-move__text">
        {SHORTLIST_MESSAGES.moveSentence}
      </p>
      <ul className="favourites-move__cars">
        {waiting.slice(0, 4).map((f) => (
          <li key={f.id}>{f.name}</li>
        ))}
        {waiting.length > 4 && <li>and {waiting.length - 4} more</li>}
      </ul>
      <div className="favourites-move__actions">
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void move()}>
          {SHORTLIST_MESSAGES.moveAccept}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => keptFavouriteIds.set(kept.map((f) => f.id))}>
          {SHORTLIST_MESSAGES.moveDecline}
        </button>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- recording what the shopper does

// Each record is written in a task of its own, not in the one that ends hydration: reading and checking the stored
// list (and redrawing what shows it) would lengthen that task.
function inItsOwnTask(record: () => void): () => void {
  const timer = setTimeout(record, 0);
  return () => clearTimeout(timer);
}

/** The detail page records its car as viewed (detail §3 "Viewed-car record (kept locally)"). */
export function RecordViewedCar({ car }: { car: ViewedCar }) {
  useEffect(() => inItsOwnTask(() => viewedCars.update((list) => addViewedCar(list, car))), [car]);
  return null;
}

/** A listing with filters records itself in the search history (detail §4: the last 5). */
export function RecordSearch({ state, where }: { state: ListingState; where: ListingLocation }) {
  const key = JSON.stringify([state, where]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the state's text says it all
  useEffect(() => inItsOwnTask(() => addSearchEntry(state, where)), [key]);
  return null;
}

// ---------------------------------------------------------------- the strips

function CarStrip({ title, cars, id }: { title: string; id: string; cars: readonly { id: number; name: string; slug: string; primary_image_url: string | null }[] }) {
  return (
    <section className="your-cars__section" aria-labelledby={id}>
      <h2 id={id} className="your-cars__title">
        {title}
      </h2>
      <ul className="your-cars__cars">
        {cars.map((car) => (
          <li key={car.id} className="your-cars__car" data-car-id={car.id}>
            <a href={`/cars/${car.slug}`} className="your-cars__link">
              {car.primary_image_url ? (
                <img src={`${car.primary_image_url}${car.primary_image_url.includes("?") ? "&" : "?"}w=320`} alt="" width={160} height={107} loading="lazy" decoding="async" />
              ) : (
                <span className="your-cars__no-photo" aria-hidden="true" />
              )}
              <span className="your-cars__name">{car.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Continue your search", the shopper's favourites and "Recently viewed" (home and listing pages): only after
 * hydration, nothing when there is nothing to show, and below the page's own content so nothing above moves.
 */
export function YourCarsLive() {
  const searches = searchHistory.use();
  const favouriteCars = favourites.use();
  const viewed = viewedCars.use();
  const account = useAccount();
  // The listing navigates in place: the search on show now is not one to continue.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const continuing = [...searches].reverse().filter((entry) => entry.path !== here);
  // A signed-in shopper's favourites live in the watchlist; those still here show until moved.
  const saved = account.status === "ready" ? account.savedCarIds : [];
  const localFavourites = favouriteCars.filter((f) => !saved.includes(f.id));
  if (continuing.length === 0 && localFavourites.length === 0 && viewed.length === 0) return null;
  return (
    <div className="your-cars container">
      {continuing.length > 0 && (
        <section className="your-cars__section" aria-labelledby="continue-search-title">
          <h2 id="continue-search-title" className="your-cars__title">
            Continue your search
          </h2>
          <ul className="your-cars__searches">
            {continuing.map((entry) => (
              <li key={entry.path}>
                <a href={entry.path} className="your-cars__search">
                  {searchHistoryLabel(entry)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {localFavourites.length > 0 && <CarStrip id="your-favourites-title" title="Your favourites" cars={localFavourites} />}
      {viewed.length > 0 && <CarStrip id="recently-viewed-title" title="Recently viewed" cars={viewed} />}
    </div>
  );
}
