// Every address no other route claims: a page of the site's own content
// (sites/{slug}/pages/*.md, issue #13) when the site has one at this path,
// else a plain 404. A path a site does not enable is not found there.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { servicesContext, siteContext } from "../context.ts";
import { listVisibleLocations } from "../../db/repositories/locations.ts";
import { siteReviews } from "../lib/locations/site-reviews.server.ts";
import { CONTENT_PAGE_CACHE } from "../lib/content-page.ts";
import { siteContentPage } from "../lib/site-content.ts";
import { SiteContent } from "../components/content/site-content.tsx";

/** How many reviews a page that shows the site's reviews lists (the home page shows 6). */
const PAGE_REVIEWS = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const page = siteContentPage(site, new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  if (!page.showsReviews) return page;
  const services = context.get(servicesContext);
  const locations = await listVisibleLocations(services.db, site.dealershipIds);
  const { rating, reviews } = await siteReviews(services, site, locations, PAGE_REVIEWS);
  return { ...page, customerReviews: { rating, reviews } };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: d.description },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function NotFoundOrContent({ loaderData }: Route.ComponentProps) {
  return loaderData ? <SiteContent page={loaderData} /> : null;
}
