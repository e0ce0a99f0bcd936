import type { Route } from "./+types/dealer-locator";
import { servicesContext, siteContext } from "../context.ts";
import type { LocationListing } from "../../domain/location-listing.ts";
import { listVisibleLocations } from "../../db/repositories/locations.ts";
import { australianState } from "../../domain/australian-states.ts";
import { CONTENT_PAGE_CACHE, contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { ContentPage } from "../components/content/content-page.tsx";
import { LocationCard } from "../components/content/location-card.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const locations = await listVisibleLocations(services.db, site.dealershipIds);
  const byState = new Map<string, LocationListing[]>();
  for (const location of locations) {
    const state = australianState(location.state)?.name ?? location.state;
    byState.set(state, [...(byState.get(state) ?? []), location]);
  }
  return {
    ...contentPageBasics(request, site, "/dealer-locator"),
    total: locations.length,
    states: [...byState].map(([state, list]) => ({ state, locations: list })),
    labels: { getDirections: site.labels.getDirections, closedHours: site.labels.closedHours, viewLocationDetails: site.labels.viewLocationDetails },
  };
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Dealer locator", (name) => `Find a ${name} location near you: addresses, phone numbers, opening hours and directions.`);

export default function DealerLocator({ loaderData: d }: Route.ComponentProps) {
  return (
    <ContentPage
      title="Find a dealer"
      lead={d.total === 0 ? "Our locations are being updated. Please check back soon." : `${d.total} ${d.total === 1 ? "location" : "locations"} across ${d.states.length} ${d.states.length === 1 ? "state" : "states"}.`}
    >
      {d.states.length > 1 && (
        <nav aria-label="States" className="locator-states">
          <ul>
            {d.states.map(({ state, locations }) => (
              <li key={state}>
                <a href={`#state-${slugOf(state)}`}>
                  {state} ({locations.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {d.states.map(({ state, locations }) => (
        <section key={state} id={`state-${slugOf(state)}`} aria-labelledby={`state-${slugOf(state)}-title`} className="locator-state">
          <h2 id={`state-${slugOf(state)}-title`}>{state}</h2>
          <ul className="locator-grid">
            {locations.map((location) => (
              <li key={location.id}>
                <LocationCard location={location} labels={d.labels} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
