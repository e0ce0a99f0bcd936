// The dealer locator's page (/dealer-locator): the site's locations as cards,
// searched by postcode, suburb or the shopper's own position, filtered by
// department and brand, nearest first (issue #13).
import { listVisibleLocations } from "../../../db/repositories/locations.ts";
import { australianState } from "../../../domain/australian-states.ts";
import type { LatLng } from "../../../domain/geo.ts";
import { LOCATOR_DEPARTMENTS, locatorBrands, parseLocatorSearch } from "../../../domain/locator.ts";
import { mapTilesFrom } from "../../../domain/map-tiles.ts";
import { parsePlaceQuery } from "../../../domain/place-query.ts";
import { lookupPlace } from "../../../services/postcodes/index.ts";
import type { Services } from "../../../services/services.ts";
import { locationRatings } from "./site-reviews.server.ts";
import type { Site } from "../../../sites/registry.ts";
import { locationCardViews, type LocationCardView } from "./location-cards.ts";

export interface LocatorOrigin extends LatLng {
  label: string;
}

export async function locatorPage(services: Services, site: Site, url: URL, now = new Date()) {
  const search = parseLocatorSearch(url.searchParams);
  const locations = await listVisibleLocations(services.db, site.dealershipIds);
  const ratings = await locationRatings(services, site, locations);
  const problems = [...search.problems];
  let origin: LocatorOrigin | null = null;
  let choices: { label: string; href: string }[] = [];
  if (search.near) origin = { label: "your location", ...search.near };
  else if (search.q) {
    const found = lookupPlace(parsePlaceQuery(search.q));
    if (found.kind === "found") origin = { label: found.place.label, lat: found.place.lat, lng: found.place.lng };
    else if (found.kind === "ambiguous") {
      choices = found.choices.map((place) => {
        const params = new URLSearchParams(url.searchParams);
        params.set("q", place.label);
        return { label: place.label, href: `?${params}` };
      });
    } else problems.push(found.message);
  }
  const brands = locatorBrands(locations);
  const cards = locationCardViews(locations, {
    now,
    closedLabel: site.labels.closedHours,
    point: origin,
    department: search.department,
    brand: brands.some((b) => b.slug === search.brand) ? search.brand : null,
    ratings,
  });
  const byState = new Map<string, LocationCardView[]>();
  if (!origin) {
    for (const card of cards) {
      const state = australianState(card.state)?.name ?? card.state;
      byState.set(state, [...(byState.get(state) ?? []), card]);
    }
  }
  const allCards = locationCardViews(locations, { now, closedLabel: site.labels.closedHours, ratings });
  return {
    search: { q: search.q, department: search.department ?? "", brand: search.brand ?? "", near: search.near !== null },
    departments: LOCATOR_DEPARTMENTS.map(({ value, label }) => ({ value, label })),
    brands: brands.length > 1 ? brands : [],
    origin,
    problems,
    choices,
    cards,
    states: [...byState].map(([state, list]) => ({ state, cards: list })),
    totals: { locations: allCards.length, states: new Set(locations.map((l) => l.state)).size },
    mapTiles: mapTilesFrom(services.config),
    labels: {
      getDirections: site.labels.getDirections,
      viewLocationDetails: site.labels.viewLocationDetails,
      contactUs: site.labels.contactUs,
      closedHours: site.labels.closedHours,
    },
  };
}

export type LocatorPageData = Awaited<ReturnType<typeof locatorPage>>;
