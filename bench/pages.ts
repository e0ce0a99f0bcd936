// The pages the bench measures. Each kind names its goals and finds one
// address per template on the running server; add a kind by adding an entry.

export interface Goals {
  /** SSR requests per second, at least. */
  ssrRps: number;
  /** SSR 99th percentile latency in ms, at most. */
  ssrP99Ms: number;
  /** Lighthouse mobile performance score (0-100), median of the runs, at least. */
  performance: number;
  /** Lighthouse accessibility, best practices and SEO scores, medians, at least. */
  otherScores: number;
  /** First-load JavaScript, gzipped, in KB (1024 bytes), at most. */
  jsKb: number;
  /** Longest hydration task (one spent mostly in the page's JavaScript) at 4× CPU slowdown in ms, median of the runs, at most. */
  longestHydrationTaskMs: number;
  /** Total blocking time at 4× CPU slowdown in ms, median of the runs, at most. */
  totalBlockingTimeMs: number;
}

export interface BenchTarget {
  template: "group" | "franchise" | "used";
  /** Site slug: the page is fetched from http://{site}.localhost:{port}. */
  site: string;
  path: string;
  /** Why this address was chosen when it is not the page kind's usual one. */
  note?: string;
}

export interface BenchContext {
  /** GET a page of a site on the bench server. */
  fetchPage(site: string, path: string): Promise<{ status: number; html: string }>;
}

export interface BenchPage {
  name: string;
  goals: Goals;
  targets(ctx: BenchContext): Promise<BenchTarget[]>;
}

/** One demo site per template. */
export const TEMPLATE_SITES: readonly { template: BenchTarget["template"]; site: string; searchPrefix: string; allStock: string }[] = [
  { template: "group", site: "harbour-motor-group", searchPrefix: "/search", allStock: "new-used-and-demo-cars" },
  { template: "franchise", site: "harbour-toyota", searchPrefix: "/search", allStock: "new-used-and-demo-cars" },
  { template: "used", site: "harbour-used", searchPrefix: "/used-car", allStock: "used-cars" },
];

const LISTING_GOALS: Goals = { ssrRps: 600, ssrP99Ms: 100, performance: 98, otherScores: 100, jsKb: 125, longestHydrationTaskMs: 100, totalBlockingTimeMs: 200 };

/** The first address on a page that matches, e.g. a vehicle link on a listing. */
export function firstLink(html: string, pattern: RegExp): string | null {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, "&");
    if (pattern.test(href)) return href;
  }
  return null;
}

export const listingPage: BenchPage = {
  name: "listing",
  goals: LISTING_GOALS,
  async targets(ctx) {
    const targets: BenchTarget[] = [];
    for (const { template, site, searchPrefix, allStock } of TEMPLATE_SITES) {
      const path = `${searchPrefix}/${allStock}`;
      const { status } = await ctx.fetchPage(site, path);
      // Until the listing route exists the harness measures the home page, so it can be built and tested.
      targets.push(status === 200 ? { template, site, path } : { template, site, path: "/", note: `${path} answered ${status}; measured the home page` });
    }
    return targets;
  },
};

export const detailPage: BenchPage = {
  name: "detail",
  goals: { ...LISTING_GOALS, jsKb: 135 },
  async targets(ctx) {
    const targets: BenchTarget[] = [];
    for (const { template, site, searchPrefix, allStock } of TEMPLATE_SITES) {
      // A vehicle the site shows: the first one linked from its listing, or from its home page.
      let href: string | null = null;
      for (const from of [`${searchPrefix}/${allStock}`, "/"]) {
        const page = await ctx.fetchPage(site, from);
        href = page.status === 200 ? firstLink(page.html, /^\/cars\/[^/?#]+$/) : null;
        if (href) break;
      }
      if (!href) continue;
      const { status } = await ctx.fetchPage(site, href);
      if (status === 200) targets.push({ template, site, path: href });
    }
    return targets;
  },
};

export const BENCH_PAGES: readonly BenchPage[] = [listingPage, detailPage];
