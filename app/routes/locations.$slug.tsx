// /locations/{slug}: a location's own page (detail §2 "Location card and
// location section"; issue #13). /our-location/{slug} redirects here.
import { data } from "react-router";
import type { Route } from "./+types/locations.$slug";
import { servicesContext, siteContext } from "../context.ts";
import { LOCATION_PAGE_CACHE, locationPage } from "../lib/locations/location-page.server.ts";
import { localReviewProvider } from "../../services/reviews/index.ts";
import { LocationPage } from "../components/locations/location-page.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const page = await locationPage(services, site, params.slug, localReviewProvider(services.db));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function headers() {
  return { "Cache-Control": LOCATION_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.location.name} | ${d.siteName}` },
        { name: "description", content: `${d.location.name}: ${d.location.address}. Opening hours, holiday hours, phone, directions, reviews and stock.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPage page={loaderData} />;
}
