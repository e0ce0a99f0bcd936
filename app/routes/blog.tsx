// /blog and /blog/vehicle-reviews (detail §2): the site's posts as cards with
// an 80-character excerpt, 6 to a page (?page=2). A site without posts (or
// without reviews) answers a plain 404, as does a page past the last.
import { data } from "react-router";
import type { Route } from "./+types/blog";
import { siteContext } from "../context.ts";
import { blogList } from "../lib/blog.ts";
import { CONTENT_PAGE_CACHE } from "../lib/content-page.ts";
import { BlogList } from "../components/content/blog.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.pathname.replace(/\/+$/, "") === "/blog/vehicle-reviews" ? "vehicle-reviews" : null;
  const view = blogList(context.get(siteContext), category, url);
  if (!view) throw data(null, { status: 404 });
  return view;
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title}${d.page > 1 ? ` (page ${d.page})` : ""} | ${d.siteName}` },
        { name: "description", content: `${d.title} from ${d.siteName}: news, offers and vehicle reviews.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList view={loaderData} />;
}
