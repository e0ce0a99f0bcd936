import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { servicesContext, siteContext } from "../context.ts";
import { contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { siteFigures } from "../lib/group-figures.server.ts";
import { locationCardViews } from "../lib/locations/location-cards.ts";
import { locationRatings } from "../lib/locations/site-reviews.server.ts";
import { LOCATION_PAGE_CACHE } from "../lib/locations/location-page.server.ts";
import { ContentPage } from "../components/content/content-page.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";
import { LocationCarousel } from "../components/locations/location-carousel.tsx";
import { allStockPath } from "../../domain/listing/search-url.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const now = new Date();
  const { figures, groupName, establishedYear, locations } = await siteFigures(services, site, now);
  const ratings = await locationRatings(services, site, locations);
  return {
    ...contentPageBasics(request, site, "/about-us"),
    groupName,
    establishedYear,
    figures,
    locationCards: locationCardViews(locations, { now, closedLabel: site.labels.closedHours, ratings }),
    cardLabels: { getDirections: site.labels.getDirections, viewLocationDetails: site.labels.viewLocationDetails, contactUs: site.labels.contactUs, closedHours: site.labels.closedHours },
    statsBanner: site.statsBanner,
    usedOnly: site.usedOnly,
    moneyBackGuarantee: site.features.moneyBackGuarantee,
    searchPrefix: site.searchPrefix,
  };
}

// The location cards say "today": minutes in a shared cache, as the location pages.
export function headers() {
  return { "Cache-Control": LOCATION_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "About us", (name) => `Who we are: ${name}, its people, locations and brands.`);

export default function AboutUs({ loaderData: d }: Route.ComponentProps) {
  const partOfGroup = d.groupName !== d.siteName;
  const since = d.establishedYear ? ` since ${d.establishedYear}` : "";
  return (
    <>
      <ContentPage
        title={`About ${d.siteName}`}
        lead={
          partOfGroup
            ? `${d.siteName} is part of ${d.groupName}, a dealer group selling and servicing vehicles${since}.`
            : `${d.groupName} has been selling and servicing vehicles${since}.`
        }
      >
        <p>
          {d.usedOnly
            ? `Every used car we sell is inspected, serviced and certified before it reaches our yard${d.moneyBackGuarantee ? ", and comes with a 48 hour money-back guarantee" : ""}.`
            : "We sell new, demo and used vehicles, arrange finance and insurance, and look after your vehicle with factory-trained technicians and genuine parts."}{" "}
          Prices are shown up front, and every vehicle page lists its features, history checks and the location that holds it.
        </p>
        <ul className="content-page__facts">
          <li>
            <strong>{d.figures.locations}</strong> {d.figures.locations === 1 ? "location" : "locations"} in {d.figures.states}{" "}
            {d.figures.states === 1 ? "state" : "states"}
          </li>
          {d.figures.brands > 0 && (
            <li>
              <strong>{d.figures.brands}</strong> {d.figures.brands === 1 ? "brand" : "brands"}
            </li>
          )}
          {d.establishedYear && (
            <li>
              Serving customers since <strong>{d.establishedYear}</strong>
            </li>
          )}
        </ul>
        <p className="content-page__actions">
          <Link className="button" to="/dealer-locator">
            Find a location
          </Link>
          <Link className="button button--ghost" to={allStockPath(d)}>
            Browse our stock
          </Link>
        </p>
      </ContentPage>
      <LocationCarousel title="Our locations" cards={d.locationCards} labels={d.cardLabels} />
      {d.statsBanner && <StatsBanner figures={d.figures} />}
    </>
  );
}
