// Every address no other route claims: a page of the site's own content
// (sites/{slug}/pages/*.md, issue #13) when the site has one at this path,
// else a plain 404. A path a site does not enable is not found there.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { siteContext } from "../context.ts";
import { CONTENT_PAGE_CACHE } from "../lib/content-page.ts";
import { siteContentPage } from "../lib/site-content.ts";
import { SiteContent } from "../components/content/site-content.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const page = siteContentPage(context.get(siteContext), new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
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
