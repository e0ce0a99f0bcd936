import { useEffect, useRef, useState, type Ref } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { collapseSoldCards, type CardSlot } from "../../../domain/sold-cards.ts";
import { withPromoSlots } from "../../../domain/listing/promo-cards.ts";
import {
  defaultListingPath,
  listingHref,
  parseListingParams,
  withoutOrphans,
  withPage,
  withRange,
  type ListingState,
} from "../../../domain/listing/search-url.ts";
import type { ListingData } from "../../lib/listing/listing.server.ts";
import { useSite } from "../../lib/use-site.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { CardCar } from "../../lib/card-car.ts";
import { preloadCardParts, VehicleCard } from "../stock/vehicle-card.tsx";
import { HydrationPart, lazyPart, preloadParts } from "../../lib/hydration-part.tsx";
import { preloadLiveParts, YourCars } from "../accounts/live-parts.tsx";
import { SearchBox } from "./search-box.tsx";
import { SortSelect } from "./sort-select.tsx";
import { formatNumber } from "../../../domain/number-format.ts";
import { saveSearchHref } from "../../../domain/alerts/save-search-link.ts";

const FORM_ID = "listing-form";

// Parts whose code arrives after first paint (decision 0050): until it does, each is the server's HTML, whose
// fields and links work as they do with JavaScript off, and a shopper's first touch is replayed once it hydrates.
const RangeFilter = lazyPart(() => import("./range-filter.tsx").then((m) => m.RangeFilter));
const FacetGroup = lazyPart(() => import("./facet-group.tsx").then((m) => m.FacetGroup));
// Plain links as the server wrote them (the filters in force, a dealer's promo card), so their code can come later.
const ActiveFilters = lazyPart(() => import("./active-filters.tsx").then((m) => m.ActiveFilters));
// At the foot of the mobile filter drawer; until its code arrives it submits the filter form.
const ShowResultsButton = lazyPart(() => import("./show-results-button.tsx").then((m) => m.ShowResultsButton));
const PromoCard = lazyPart(() => import("./promo-card.tsx").then((m) => m.PromoCard));
const NoResultsCard = lazyPart(() => import("./no-results-card.tsx").then((m) => m.NoResultsCard));
const PageLinksNav = lazyPart(() => import("../brands/page-links-nav.tsx").then((m) => m.PageLinksNav));
// Shown only when a search finds nothing.
const VehicleCarousel = lazyPart(() => import("../stock/vehicle-carousel.tsx").then((m) => m.VehicleCarousel));

/**
 * The listing's parts' code (its own, the cards', the shopper's shells), fetched ahead of a client navigation's
 * render, so a listing opened from another page shows its filters and page links with its cards (decision 0100).
 */
export const preloadListingParts = () => [
  preloadParts(RangeFilter, FacetGroup, ActiveFilters, ShowResultsButton, PromoCard, NoResultsCard, PageLinksNav, VehicleCarousel),
  preloadCardParts(),
  preloadLiveParts(),
];

/**
 * A listing page: search box, sort, filters (a sidebar on wide screens, a
 * drawer on narrow ones), the result cards with promo slots, pagination and
 * the no-results card. Every control is a field of one GET form or a link,
 * so the page works without JavaScript; with it, each change navigates to the
 * address of the new state (the address is the only source of search state).
 */
export function ListingPage({ data }: { data: ListingData }) {
  const site = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const closer = useRef<HTMLAnchorElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [showing, setShowing] = useState(false);
  const { state, location: where } = data;
  const context = { certifiedOnly: site.certifiedOnly, justSoldLabel: site.labels.justSold };
  const loading = navigation.state === "loading";

  /** The state the form shows now: every tick, field and select, read the way the server reads an address. */
  const formState = (): ListingState => {
    if (!form.current) return state;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) if (typeof value === "string") params.append(key, value);
    return withoutOrphans(parseListingParams(params, site));
  };

  const go = (next: ListingState, hash = "") => {
    const href = listingHref(where, next);
    if (href === `${location.pathname}${location.search}` && !hash) return;
    navigate(`${href}${hash}`, { preventScrollReset: true });
  };
  const applyForm = (change: (s: ListingState) => ListingState = (s) => s) => go(change(formState()));

  const closeDrawer = () => {
    setDrawerOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!drawerOpen) return;
    closer.current?.focus();
    document.documentElement.classList.add("drawer-open");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setDrawerOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.documentElement.classList.remove("drawer-open");
      document.removeEventListener("keydown", onKey);
    };
  }, [drawerOpen]);

  // Show Me N cars: once the results for the chosen filters are in, close the drawer on them.
  useEffect(() => {
    if (!showing || navigation.state !== "idle") return;
    setShowing(false);
    setDrawerOpen(false);
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  }, [showing, navigation.state]);

  const slots = collapseSoldCards(data.cars, site.features.collapseSoldCards);
  const items = withPromoSlots<CardSlot<CardCar>>(slots, data.promos);
  const refinedCount = Object.values(state.refinements).reduce((sum, values) => sum + values.length, 0) + Object.keys(state.ranges).length;
  let carIndex = 0;

  return (
    <div className="listing container" data-kind={data.kind}>
      <form
        id={FORM_ID}
        ref={form}
        method="get"
        action={where.fixedPath ?? defaultListingPath(where)}
        onSubmit={(event) => {
          event.preventDefault();
          applyForm();
        }}
      />
      <header className="listing__header">
        <h1 className="listing__title">{data.heading}</h1>
        <p className="listing__count" id="results-count" aria-live="polite">
          {formatNumber(data.displayedCount)} {data.displayedCount === 1 ? "vehicle" : "vehicles"} found
        </p>
        {data.kind === "search" && (
          <a className="listing__save-search" href={saveSearchHref(listingHref(where, withPage(state, 1)))} rel="nofollow">
            Save this search
          </a>
        )}
      </header>

      <div className="listing__toolbar">
        <SearchBox key={`query-${data.restored ?? 0}`} query={state.query} formId={FORM_ID} onQuery={() => applyForm()} />
        <SortSelect key={`sort-${data.restored ?? 0}`} sortBy={state.sortBy} formId={FORM_ID} onChange={() => applyForm()} />
        <FiltersToggle ref={toggle} open={drawerOpen} refinedCount={refinedCount} onOpen={() => setDrawerOpen(true)} />
      </div>

      <HydrationPart>
        <ActiveFilters state={state} location={where} context={context} />
      </HydrationPart>

      <div className="listing__layout">
        <div
          id="filters"
          className="listing-filters"
          data-open={drawerOpen || undefined}
          aria-labelledby="filters-title"
          role={drawerOpen ? "dialog" : "complementary"}
          aria-modal={drawerOpen || undefined}
        >
          <div className="listing-filters__head">
            <h2 id="filters-title" className="listing-filters__title">
              Filters
            </h2>
            <FiltersClose ref={closer} onClose={closeDrawer} />
          </div>
          <div className="listing-filters__body" key={data.restored ?? 0}>
            {data.ranges.map((view) => (
              <HydrationPart key={view.attribute}>
                <RangeFilter view={view} formId={FORM_ID} onCommit={(range) => applyForm((s) => withRange(s, view.attribute, range))} />
              </HydrationPart>
            ))}
            {data.facets.map((view) => (
              <HydrationPart key={view.param}>
                <FacetGroup view={view} formId={FORM_ID} onChange={() => applyForm()} />
              </HydrationPart>
            ))}
            {Object.entries(data.hiddenRefinements).flatMap(([param, values]) =>
              values.map((value) => <input key={`${param}:${value}`} type="hidden" name={param} value={value} form={FORM_ID} />),
            )}
            <ApplyFiltersButton />
            <p className="listing-filters__budget">
              <Link to={`/budget-finder?from=${encodeURIComponent(listingHref(where, state))}`}>Not sure what to spend? Try the budget finder</Link>
            </p>
          </div>
          <div className="listing-filters__foot">
            <HydrationPart>
              <ShowResultsButton
                total={data.displayedCount}
                formId={FORM_ID}
                navigating={showing}
                onShow={() => {
                  setShowing(true);
                  go(formState(), "#results");
                }}
              />
            </HydrationPart>
          </div>
        </div>

        <section id="results" className="listing-results" aria-labelledby="results-title" aria-busy={loading || undefined}>
          <h2 id="results-title" className="visually-hidden">
            Search results
          </h2>
          {/* listing §4: while a new result set loads, the results dim under a progress line, and screen readers hear it. */}
          {loading && <div className="listing-progress" role="progressbar" aria-label="Loading results" />}
          <p className="visually-hidden" role="status">
            {loading ? "Loading results…" : ""}
          </p>
          {data.nbHits === 0 ? (
            <>
              <HydrationPart>
                <NoResultsCard variant={data.noResults.variant} clearHref={data.noResults.clearHref} />
              </HydrationPart>
              {data.latest.length > 0 && (
                <HydrationPart>
                  <VehicleCarousel title="Latest arrivals" cars={data.latest} now={data.now} />
                </HydrationPart>
              )}
            </>
          ) : (
            <>
              <HydrationPart>
                <ul className="card-grid listing-results__grid">
                  {items.map((item, i) =>
                    item.kind === "promo" ? (
                      <li key={`promo-${i}`} className="listing-results__promo">
                        <HydrationPart>
                          <PromoCard promo={item.promo} />
                        </HydrationPart>
                      </li>
                    ) : (
                      <li key={item.car.car.objectID}>
                        <VehicleCard
                          car={item.car.car}
                          priority={carIndex++ < 2}
                          reserve={data.reserve[item.car.car.id] ?? null}
                          now={data.now}
                          collapsedCount={item.car.collapsed.length}
                        />
                      </li>
                    ),
                  )}
                </ul>
              </HydrationPart>
              <HydrationPart>
                <PageLinksNav page={data.page} pageCount={data.nbPages} hrefFor={(page) => listingHref(where, withPage(state, page))} label="Result pages" />
              </HydrationPart>
            </>
          )}
          {/* The listing calculator, drawn by the server (routes/search.tsx): no calculator code in this bundle. */}
          {data.calculatorHtml && <div dangerouslySetInnerHTML={{ __html: data.calculatorHtml }} />}
        </section>
      </div>
      <YourCars search={{ state, where }} />
    </div>
  );
}

// The parts of the page that change once JavaScript runs are small components of their own: the change
// after hydration (useHydrated) re-renders them alone, not the page with every filter and card.

/** Opens the filter drawer; without JavaScript, a link to the filters. */
function FiltersToggle({ ref, open, refinedCount, onOpen }: { ref: Ref<HTMLAnchorElement>; open: boolean; refinedCount: number; onOpen: () => void }) {
  const hydrated = useHydrated();
  return (
    <a
      ref={ref}
      href="#filters"
      className="button button--ghost listing__filters-toggle"
      aria-controls="filters"
      aria-expanded={hydrated ? open : undefined}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onOpen();
      }}
    >
      Filters{refinedCount > 0 && ` (${refinedCount})`}
    </a>
  );
}

/** Closes the filter drawer; without JavaScript, a link to the results. */
function FiltersClose({ ref, onClose }: { ref: Ref<HTMLAnchorElement>; onClose: () => void }) {
  return (
    <a
      ref={ref}
      href="#results"
      className="listing-filters__close"
      onClick={(event) => {
        // A drawer opened by the Filters link before the page was live shows through the address's #filters:
        // following this link to #results closes it, as without JavaScript.
        if (window.location.hash !== "#filters") event.preventDefault();
        onClose();
      }}
    >
      <span aria-hidden="true">×</span> Close<span className="visually-hidden"> filters</span>
    </a>
  );
}

/** Without JavaScript, ticks and fields apply with this button; with it, they apply at once. */
function ApplyFiltersButton() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" form={FORM_ID} className="button listing-filters__apply without-js">
      Apply filters
    </button>
  );
}
