// /blog/{post}: one post of the site's blog (sites/{slug}/blog/{post}.md), or a plain 404.
import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { siteContext } from "../context.ts";
import { blogPost } from "../lib/blog.ts";
import { CONTENT_PAGE_CACHE } from "../lib/content-page.ts";
import { BlogPostPage } from "../components/content/blog.tsx";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = blogPost(context.get(siteContext), params.slug);
  if (!post) throw data(null, { status: 404 });
  return post;
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: d.description },
        { tagName: "link", rel: "canonical", href: d.canonical },
        { property: "og:type", content: "article" },
      ]
    : [];

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData} />;
}
