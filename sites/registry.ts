// Sites at run time: the validated files plus the ids they resolve to, and the
// one place where a request's host becomes a site.
import type { SiteFile } from "./schema.ts";
import type { SiteContentPage } from "./content.ts";
import type { BlogPost } from "./blog.ts";
import type { ModelAccessories } from "./accessories.ts";

export interface Site extends SiteFile {
  dealerGroupId: number;
  dealershipIds: number[];
  /** "/search" or, on used-only sites, "/used-car". */
  searchPrefix: "/search" | "/used-car";
  /** The site's own pages (sites/{slug}/pages/*.md), rendered at start-up. */
  pages?: readonly SiteContentPage[];
  /** The site's blog posts (sites/{slug}/blog/*.md), newest first. */
  posts?: readonly BlogPost[];
  /** Genuine accessories by model (sites/{slug}/accessories/*.md), at /{model slug}/accessories. */
  accessories?: readonly ModelAccessories[];
}

export class SiteRegistry {
  private readonly bySlug = new Map<string, Site>();
  private readonly byHost = new Map<string, Site>();

  constructor(
    sites: Site[],
    private readonly defaultSlug: string,
  ) {
    for (const site of sites) {
      this.bySlug.set(site.slug, site);
      for (const host of site.hosts) this.byHost.set(host.toLowerCase(), site);
    }
    if (!this.bySlug.has(defaultSlug)) {
      throw new Error(`DEFAULT_SITE "${defaultSlug}" is not a site; use one of: ${[...this.bySlug.keys()].join(", ")}`);
    }
  }

  get all(): Site[] {
    return [...this.bySlug.values()];
  }

  get(slug: string): Site | undefined {
    return this.bySlug.get(slug);
  }

  /** The site for a Host header, or null for a host no site serves. */
  resolve(hostHeader: string | null | undefined): Site | null {
    if (!hostHeader) return null;
    const host = hostHeader.trim().toLowerCase();
    const exact = this.byHost.get(host);
    if (exact) return exact;
    const name = host.replace(/:\d+$/, "");
    const byName = this.byHost.get(name);
    if (byName) return byName;
    if (name === "localhost" || name === "127.0.0.1" || name === "[::1]") return this.bySlug.get(this.defaultSlug)!;
    if (name.endsWith(".localhost")) {
      const slug = name.slice(0, -".localhost".length);
      return this.bySlug.get(slug) ?? null;
    }
    return null;
  }
}
