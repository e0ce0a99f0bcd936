// The blog's list pages and posts (sites/blog.ts) as the routes show them.
import type { Site } from "../../sites/registry.ts";
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from "../../sites/blog.ts";
import { blogPage } from "../../domain/content/excerpt.ts";
import { pageFromParam, pageLinks } from "../../domain/pagination.ts";
import { serializeJsonLd } from "./detail/json-ld.ts";
import { canonicalUrl } from "./site-origin.ts";

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-10-28" → "28 October 2026". */
export const postDateText = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

function card(post: BlogPost) {
  return {
    path: post.path,
    title: post.title,
    date: post.date,
    dateText: postDateText(post.date),
    category: BLOG_CATEGORIES[post.category],
    image: post.image,
    excerpt: post.excerpt,
  };
}
export type BlogCardView = ReturnType<typeof card>;

/** A site's blog list (all posts, or one category) at a page; null when the site has no such list or page. */
export function blogList(site: Site, category: BlogCategory | null, url: URL) {
  const all = site.posts ?? [];
  if (all.length === 0) return null;
  const posts = category ? all.filter((p) => p.category === category) : all;
  if (posts.length === 0) return null;
  const raw = url.searchParams.get("page");
  const page = pageFromParam(raw);
  const slice = blogPage(posts, page);
  if (!slice) return null;
  const basePath = category ? `/blog/${category}` : "/blog";
  const pageHref = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  const hasReviews = all.some((p) => p.category === "vehicle-reviews");
  return {
    siteName: site.name,
    title: category ? BLOG_CATEGORIES[category] : "News and reviews",
    canonical: canonicalUrl(site, pageHref(page)),
    page,
    pageCount: slice.pageCount,
    cards: slice.items.map(card),
    links: pageLinks(page, slice.pageCount).map((link) => ("gap" in link ? link : { ...link, href: pageHref(link.page) })),
    previous: page > 1 ? pageHref(page - 1) : null,
    next: page < slice.pageCount ? pageHref(page + 1) : null,
    /** The list's tabs: all posts, and the reviews when the site has any. */
    tabs: [{ label: "All posts", href: "/blog", current: category === null }, ...(hasReviews ? [{ label: BLOG_CATEGORIES["vehicle-reviews"], href: "/blog/vehicle-reviews", current: category === "vehicle-reviews" }] : [])],
  };
}
export type BlogListView = NonNullable<ReturnType<typeof blogList>>;

/** One post, with its schema.org BlogPosting; null when the site has no post of that name. */
export function blogPost(site: Site, slug: string) {
  const post = site.posts?.find((p) => p.slug === slug);
  if (!post) return null;
  const canonical = canonicalUrl(site, post.path);
  const others = (site.posts ?? []).filter((p) => p.slug !== post.slug && p.category === post.category).slice(0, 3);
  return {
    siteName: site.name,
    canonical,
    title: post.title,
    description: post.description,
    dateText: postDateText(post.date),
    date: post.date,
    author: post.author,
    image: post.image,
    category: BLOG_CATEGORIES[post.category],
    categoryHref: post.category === "vehicle-reviews" ? "/blog/vehicle-reviews" : "/blog",
    html: post.html,
    more: others.map(card),
    jsonLd: serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      mainEntityOfPage: canonical,
      ...(post.image ? { image: canonicalUrl(site, post.image) } : {}),
      author: post.author ? { "@type": "Person", name: post.author } : { "@type": "Organization", name: site.name },
      publisher: { "@type": "Organization", name: site.name },
    }),
  };
}
export type BlogPostView = NonNullable<ReturnType<typeof blogPost>>;
