// A site's blog (issue #13): Markdown posts with front matter in
// sites/{slug}/blog/*.md, read, validated and rendered once at start-up like
// the pages (sites/content.ts). A post lives at /blog/{file name}; posts of
// the category "vehicle-reviews" are also listed at /blog/vehicle-reviews.
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { excerpt } from "../domain/content/excerpt.ts";
import { fieldProblems, readFrontMatter, readSiteMarkdown, renderContentMarkdown } from "./content.ts";
import { SiteConfigError } from "./load.ts";

export const BLOG_CATEGORIES = { news: "News", "vehicle-reviews": "Vehicle Reviews" } as const;
export type BlogCategory = keyof typeof BLOG_CATEGORIES;

/** YAML reads an unquoted 2026-03-14 as a date; a quoted one stays text. Both become "2026-03-14". */
const postDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as YYYY-MM-DD, e.g. 2026-03-14"),
);

const frontMatter = z
  .object({
    title: z.string().min(1, "give the post a title"),
    description: z.string().min(20, "describe the post in a sentence (20 characters or more) for search results").max(300, "keep the description under 300 characters"),
    date: postDate,
    category: z.enum(Object.keys(BLOG_CATEGORIES) as [BlogCategory, ...BlogCategory[]]),
    author: z.string().min(1).optional(),
    image: z.string().regex(/^\/[^\s]*$/, "use an image path on this site, starting with /").optional(),
  })
  .strict();

export interface BlogPost {
  /** The file name: the post is at /blog/{slug}. */
  slug: string;
  path: string;
  title: string;
  description: string;
  date: string;
  category: BlogCategory;
  author: string | null;
  image: string | null;
  /** The body's first 80 characters or fewer, cut at a word (domain/content/excerpt.ts). */
  excerpt: string;
  /** Sanitised HTML of the Markdown body. */
  html: string;
  file: string;
}

/** Names a post file may have: lowercase words and hyphens, never a list page's own name. */
const POST_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(Object.keys(BLOG_CATEGORIES));

export function parseBlogPost(file: string, text: string): { post?: BlogPost; problems: string[] } {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!POST_NAME.test(slug) || RESERVED.has(slug)) {
    return { problems: [`${file}: the file name makes the address /blog/${slug}; name the file in lowercase words and hyphens, and not ${[...RESERVED].join(" or ")}`] };
  }
  const parsed = readFrontMatter(file, text);
  if ("problem" in parsed) return { problems: [parsed.problem] };
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) return { problems: fieldProblems(file, result.error) };
  const html = renderContentMarkdown(parsed.content);
  const plain = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|td|th)>/g, " </$1>"), { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, "&").replace(/&[a-z]+;|&#\d+;/g, " ");
  if (!plain.trim()) return { problems: [`${file}: the post has no text below the front matter; write the post`] };
  const data = result.data;
  return {
    post: {
      slug,
      path: `/blog/${slug}`,
      title: data.title,
      description: data.description,
      date: data.date,
      category: data.category,
      author: data.author ?? null,
      image: data.image ?? null,
      excerpt: excerpt(plain),
      html,
      file,
    },
    problems: [],
  };
}

/** Every site's posts, newest first, by site slug; throws SiteConfigError listing every problem. */
export function loadSiteBlog(dir: string, siteSlugs: readonly string[]): Map<string, BlogPost[]> {
  const { bySite, problems } = readSiteMarkdown(dir, siteSlugs, "blog", (file, text) => {
    const parsed = parseBlogPost(file, text);
    return { value: parsed.post, problems: parsed.problems };
  });
  for (const posts of bySite.values()) posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  if (problems.length) throw new SiteConfigError(problems);
  return bySite;
}
