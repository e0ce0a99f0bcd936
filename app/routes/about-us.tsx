import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { servicesContext, siteContext } from "../context.ts";
import { dealerGroupProfile, listVisibleLocations } from "../../db/repositories/locations.ts";
import { siteBrandTiles } from "../lib/brands.server.ts";
import { CONTENT_PAGE_CACHE, contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { ContentPage } from "../components/content/content-page.tsx";
import { StatsBanner } from "../components/brands/stats-banner.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const [group, locations] = await Promise.all([
    dealerGroupProfile(services.db, site.dealerGroupId),
    listVisibleLocations(services.db, site.dealershipIds),
  ]);
  return {
    ...contentPageBasics(request, site, "/about-us"),
    groupName: group?.name ?? site.name,
    establishedYear: group?.establishedYear ?? null,
    locationCount: locations.length,
    stateCount: new Set(locations.map((l) => l.state)).size,
    brandCount: new Set(siteBrandTiles(services, site).filter((t) => t.category !== "own").map((t) => t.slug)).size,
    statsBanner: site.statsBanner,
    usedOnly: site.usedOnly,
    moneyBackGuarantee: site.features.moneyBackGuarantee,
    searchPrefix: site.searchPrefix,
  };
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
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
            <strong>{d.locationCount}</strong> {d.locationCount === 1 ? "location" : "locations"} in {d.stateCount}{" "}
            {d.stateCount === 1 ? "state" : "states"}
          </li>
          {d.brandCount > 0 && (
            <li>
              <strong>{d.brandCount}</strong> {d.brandCount === 1 ? "brand" : "brands"}
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
          <Link className="button button--ghost" to={`${d.searchPrefix}/${d.usedOnly ? "used-cars" : "new-used-and-demo-cars"}`}>
            Browse our stock
          </Link>
        </p>
      </ContentPage>
      {d.statsBanner && <StatsBanner stats={d.statsBanner} />}
    </>
  );
}
