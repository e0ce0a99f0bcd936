// A site's own page (sites/content.ts) as the content route shows it.
import type { Site } from "../../sites/registry.ts";
import { serializeJsonLd } from "./detail/json-ld.ts";
import { canonicalUrl } from "./site-origin.ts";
import type { SiteReviews } from "./locations/site-reviews.server.ts";

/** The page at a path, with what its route needs; null when the site has none there. */
export function siteContentPage(site: Site, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = site.pages?.find((p) => p.path === path);
  if (!page) return null;
  const faqJsonLd =
    page.faq.length > 0
      ? serializeJsonLd({
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: page.faq.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
        })
      : null;
  return {
    siteName: site.name,
    canonical: canonicalUrl(site, page.path),
    title: page.title,
    description: page.description,
    lead: page.lead,
    html: page.html,
    faq: page.faq,
    priceTable: page.priceTable,
    actions: page.actions,
    staff: page.staff,
    /** Filled in by the loader when the page shows the site's reviews. */
    customerReviews: null as SiteReviews | null,
    showsReviews: page.reviews,
    faqJsonLd,
  };
}

export type SiteContentView = NonNullable<ReturnType<typeof siteContentPage>>;
