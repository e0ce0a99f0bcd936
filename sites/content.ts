// A site's own pages (issue #13): Markdown files with front matter beside the
// site file, sites/{slug}/pages/*.md. Read, validated and rendered once at
// start-up, like the site file: a bad page stops start-up with a message naming
// the file, the field and what is allowed. The HTML is rendered with marked and
// passed through an allow-list sanitiser, so a page can format text and link,
// never run script.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { SiteConfigError } from "./load.ts";

export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/, "use a site path of lowercase words and hyphens, e.g. /warranty or /pages/eofy-sale");

const frontMatter = z
  .object({
    title: z.string().min(1, "give the page a title"),
    description: z.string().min(20, "describe the page in a sentence (20 characters or more) for search results").max(300, "keep the description under 300 characters"),
    /** The page's address; by default "/" and the file's name. */
    path: sitePath.optional(),
    /** A short line under the title. */
    lead: z.string().optional(),
    /** Questions and answers shown as an accordion, with schema.org FAQPage. */
    faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict()).optional(),
    /** A price table (capped price servicing): a caption, column headings and rows of cells. */
    priceTable: z
      .object({
        caption: z.string().min(1),
        columns: z.array(z.string().min(1)).min(2),
        rows: z.array(z.array(z.string())).min(1),
        note: z.string().optional(),
      })
      .strict()
      .refine((t) => t.rows.every((row) => row.length === t.columns.length), "every row needs one cell per column")
      .optional(),
    /** Staff cards (the /teams page): name, role, and optionally department, phone, email and photo. */
    staff: z
      .array(
        z
          .object({
            name: z.string().min(1),
            role: z.string().min(1),
            department: z.string().min(1).optional(),
            phone: z.string().regex(/^[0-9 +()]{8,20}$/, "write the phone as digits and spaces, e.g. 02 9411 2200").optional(),
            email: z.email("write a whole email address").optional(),
            photo: z.string().regex(/^\/[^\s]*$/, "use an image path on this site, starting with /").optional(),
          })
          .strict(),
      )
      .optional(),
    /** The site's customer reviews (every visible location's, newest rated 4 or more) under the text: the reviews page. */
    reviews: z.boolean().default(false),
    /** Buttons under the text. */
    actions: z.array(z.object({ label: z.string().min(1), href: z.string().regex(/^\//, "use a path on this site, starting with /") }).strict()).default([]),
  })
  .strict();

export interface StaffMember {
  name: string;
  role: string;
  department?: string;
  phone?: string;
  email?: string;
  photo?: string;
}

export interface SiteContentPage {
  path: string;
  title: string;
  description: string;
  lead: string | null;
  /** Sanitised HTML of the Markdown body. */
  html: string;
  faq: { question: string; answer: string }[];
  priceTable: { caption: string; columns: string[]; rows: string[][]; note: string | null } | null;
  actions: { label: string; href: string }[];
  staff: StaffMember[];
  /** Shows the site's customer reviews. */
  reviews: boolean;
  /** Where it came from, for messages: sites/{slug}/pages/{file}.md */
  file: string;
}

/** What a page's Markdown may become: text formatting, lists, tables and links; no script, style, frames or forms. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "b", "i", "ul", "ol", "li", "blockquote", "a", "table", "thead", "tbody", "tr", "th", "td", "code"],
  allowedAttributes: { a: ["href", "title"], th: ["scope"] },
  allowedSchemes: ["https", "tel", "mailto"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // The page's own title is its only h1.
    h1: "h2",
  },
};

const markdown = new Marked({ gfm: true, async: false });

/** Markdown to sanitised HTML. */
export function renderContentMarkdown(text: string): string {
  return sanitizeHtml(markdown.parse(text) as string, ALLOWED).trim();
}

/** A zod failure as messages naming the file and the field. */
export function fieldProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(front matter)";
    const fix = issue.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}: remove them or check the spelling` : issue.message;
    return `${file}: field "${field}": ${fix}`;
  });
}

/** Front matter and body of a Markdown file, or the problem naming the file. */
export function readFrontMatter(file: string, text: string): { data: unknown; content: string } | { problem: string } {
  try {
    const parsed = matter(text);
    return { data: parsed.data, content: parsed.content };
  } catch (error) {
    return { problem: `${file}: the front matter is not valid YAML (${(error as Error).message.split("\n")[0]}); fix the block between the --- lines` };
  }
}

/** Parses one page; returns it or the problems, each naming the file and the field. */
export function parseContentPage(file: string, text: string): { page?: SiteContentPage; problems: string[] } {
  const parsed = readFrontMatter(file, text);
  if ("problem" in parsed) return { problems: [parsed.problem] };
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) return { problems: fieldProblems(file, result.error) };
  const data = result.data;
  const name = file.replace(/^.*\//, "").replace(/\.md$/, "");
  const path = data.path ?? `/${name}`;
  if (!sitePath.safeParse(path).success) return { problems: [`${file}: field "path": the file name makes the path ${path}; name the file in lowercase words and hyphens or set path`] };
  return {
    page: {
      path,
      title: data.title,
      description: data.description,
      lead: data.lead ?? null,
      html: renderContentMarkdown(parsed.content),
      faq: data.faq ?? [],
      priceTable: data.priceTable ? { ...data.priceTable, note: data.priceTable.note ?? null } : null,
      actions: data.actions,
      staff: data.staff ?? [],
      reviews: data.reviews,
      file,
    },
    problems: [],
  };
}

/**
 * Every site's Markdown files in one folder beside its site file
 * (sites/{slug}/{folder}/*.md, in name order), each parsed by `parse`; the
 * values by site slug and every problem, each naming its file.
 */
export function readSiteMarkdown<T>(
  dir: string,
  siteSlugs: readonly string[],
  folder: string,
  parse: (file: string, text: string) => { value?: T; problems: string[] },
): { bySite: Map<string, T[]>; problems: string[] } {
  const bySite = new Map<string, T[]>();
  const problems: string[] = [];
  for (const slug of siteSlugs) {
    const folderPath = join(dir, slug, folder);
    const values: T[] = [];
    if (existsSync(folderPath)) {
      for (const name of readdirSync(folderPath).filter((f) => f.endsWith(".md")).sort()) {
        const parsed = parse(`sites/${slug}/${folder}/${name}`, readFileSync(join(folderPath, name), "utf8"));
        problems.push(...parsed.problems);
        if (parsed.value) values.push(parsed.value);
      }
    }
    bySite.set(slug, values);
  }
  return { bySite, problems };
}

/** Every site's pages, by site slug; throws SiteConfigError listing every problem. */
export function loadSiteContent(dir: string, siteSlugs: readonly string[]): Map<string, SiteContentPage[]> {
  const { bySite, problems } = readSiteMarkdown(dir, siteSlugs, "pages", (file, text) => {
    const parsed = parseContentPage(file, text);
    return { value: parsed.page, problems: parsed.problems };
  });
  for (const [slug, all] of bySite) {
    const pages: SiteContentPage[] = [];
    for (const page of all) {
      const clash = pages.find((p) => p.path === page.path);
      if (clash) problems.push(`${page.file}: field "path": ${page.path} is already the path of ${clash.file}; give each page its own path`);
      else pages.push(page);
    }
    bySite.set(slug, pages);
  }
  if (problems.length) throw new SiteConfigError(problems);
  return bySite;
}
