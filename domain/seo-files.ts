// The files crawlers read: sitemap.xml (sitemaps.org protocol 0.9) and robots.txt.

/** A sitemap file may list at most 50,000 addresses (sitemaps.org); more go into parts behind an index. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** When the page last changed. */
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const lastmod = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : "";

export function sitemapXml(entries: Iterable<SitemapEntry>): string {
  const urls: string[] = [];
  for (const entry of entries) urls.push(`<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod(entry.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const items = sitemapUrls.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** How many sitemap files `count` addresses need (at least one, even when empty). */
export function sitemapPartCount(count: number, perPart = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(count / perPart));
}

/**
 * Everything may be crawled except the JSON/API endpoints and print views
 * (duplicates of vehicle pages); the sitemap is named by absolute address.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /print", "Disallow: /*/print", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
