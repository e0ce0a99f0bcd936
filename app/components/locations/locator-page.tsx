import { HydrationPart } from "../../lib/hydration-part.tsx";
import type { LocatorPageData } from "../../lib/locations/locator.server.ts";
import { ContentPage } from "../content/content-page.tsx";
import { LazyMap } from "../maps/lazy-map.tsx";
import type { MapPin } from "../maps/map-pin.ts";
import { PinsMap } from "../maps/pins-map.tsx";
import { LocationCard } from "./location-card.tsx";
import { NearMeButton } from "./near-me-button.tsx";

const FORM_ID = "locator-search";
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The dealer locator: a GET form (works without JavaScript), "near me", the map, and the cards. */
export function LocatorPage({ d }: { d: LocatorPageData }) {
  const pins: MapPin[] = [
    ...(d.origin
      ? [
          {
            lat: d.origin.lat,
            lng: d.origin.lng,
            name:
              d.origin.label === "your location"
                ? "You are here"
                : d.origin.label,
            kind: "origin" as const,
          },
        ]
      : []),
    ...d.cards.map((c) => ({
      lat: c.lat,
      lng: c.lng,
      name: c.distance ? `${c.name}, ${c.distance}` : c.name,
      href: c.departments[c.selected].href,
      kind: "location" as const,
    })),
  ];
  const filtered = d.search.department !== "" || d.search.brand !== "";
  return (
    <ContentPage
      title="Find a dealer"
      lead={
        d.totals.locations === 0
          ? "Our locations are being updated. Please check back soon."
          : `${d.totals.locations} ${d.totals.locations === 1 ? "location" : "locations"} across ${d.totals.states} ${d.totals.states === 1 ? "state" : "states"}.`
      }
    >
      {/* Two parts that hydrate on their own (the one the shopper touches first): the search with "near me", and the cards' tabs. */}
      <HydrationPart>
        <form
          id={FORM_ID}
          method="get"
          action="/dealer-locator"
          role="search"
          aria-label="Find a location"
          className="locator-search"
        >
          <div className="locator-search__field">
            <label htmlFor="locator-q">Postcode or suburb</label>
            <input
              id="locator-q"
              name="q"
              type="search"
              defaultValue={d.search.q}
              maxLength={60}
              autoComplete="postal-code"
              placeholder="e.g. 2150 or Parramatta"
              aria-describedby={
                d.problems.length ? "locator-problems" : undefined
              }
            />
          </div>
          <div className="locator-search__field">
            <label htmlFor="locator-department">Department</label>
            <select
              id="locator-department"
              name="department"
              defaultValue={d.search.department}
            >
              <option value="">All departments</option>
              {d.departments.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {d.brands.length > 0 && (
            <div className="locator-search__field">
              <label htmlFor="locator-brand">Brand</label>
              <select
                id="locator-brand"
                name="brand"
                defaultValue={d.search.brand}
              >
                <option value="">All brands</option>
                {d.brands.map((b) => (
                  <option key={b.slug} value={b.slug}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="button locator-search__submit">
            Search
          </button>
          <NearMeButton formId={FORM_ID} />
        </form>
      </HydrationPart>

      {d.problems.length > 0 && (
        <div id="locator-problems" role="alert" className="locator-problems">
          {d.problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {d.choices.length > 0 && (
        <nav aria-label="Which suburb?" className="locator-choices">
          <p>More than one place has that name. Which one?</p>
          <ul>
            {d.choices.map((c) => (
              <li key={c.href}>
                <a href={c.href}>{c.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <HydrationPart>
        <section aria-labelledby="locator-results" className="locator-results">
          <h2 id="locator-results" className="locator-results__title">
            {d.origin
              ? `${d.cards.length} ${d.cards.length === 1 ? "location" : "locations"} nearest ${d.origin.label} first`
              : filtered
                ? `${d.cards.length} matching ${d.cards.length === 1 ? "location" : "locations"}`
                : "All locations"}
          </h2>
          {d.cards.length === 0 ? (
            <p>
              No location matches those filters.{" "}
              <a href="/dealer-locator">Show all locations</a>
            </p>
          ) : (
            <div className="locator-map">
              <LazyMap
                tiles={d.mapTiles}
                pins={pins}
                label="Map of our locations"
                fallback={
                  <PinsMap
                    pins={pins}
                    title={`Map of ${d.cards.length} ${d.cards.length === 1 ? "location" : "locations"}${d.origin ? ` and ${pins[0].name}` : ""}`}
                  />
                }
              />
            </div>
          )}
          {d.origin ? (
            <ol className="locator-grid">
              {d.cards.map((card) => (
                <li key={card.key}>
                  <LocationCard card={card} labels={d.labels} />
                </li>
              ))}
            </ol>
          ) : (
            <>
              {d.states.length > 1 && (
                <nav aria-label="States" className="locator-states">
                  <ul>
                    {d.states.map(({ state, cards }) => (
                      <li key={state}>
                        <a href={`#state-${slugOf(state)}`}>
                          {state} ({cards.length})
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {d.states.map(({ state, cards }) => (
                <section
                  key={state}
                  id={`state-${slugOf(state)}`}
                  aria-labelledby={`state-${slugOf(state)}-title`}
                  className="locator-state"
                >
                  <h3 id={`state-${slugOf(state)}-title`}>{state}</h3>
                  <ul className="locator-grid">
                    {cards.map((card) => (
                      <li key={card.key}>
                        <LocationCard
                          card={card}
                          labels={d.labels}
                          headingLevel={3}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </section>
      </HydrationPart>
    </ContentPage>
  );
}
