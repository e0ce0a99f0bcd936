import type { SiteContentView } from "../../lib/site-content.ts";
import { FaqAccordion } from "../forms/faq-accordion.tsx";
import { ContentPage } from "./content-page.tsx";
import { HomeReviews } from "../home/home-reviews.tsx";
import { StaffCards } from "./staff-cards.tsx";

/** A page of the site's own content: its sanitised Markdown, then a price table, a FAQ accordion and buttons where the page has them. */
export function SiteContent({ page }: { page: SiteContentView }) {
  return (
    <ContentPage title={page.title} lead={page.lead ?? undefined}>
      {/* Rendered from the site's Markdown at start-up and sanitised with an allow-list (sites/content.ts). */}
      <div className="site-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.priceTable && (
        <div className="price-table">
          <table>
            <caption>{page.priceTable.caption}</caption>
            <thead>
              <tr>
                {page.priceTable.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.priceTable.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {page.priceTable.note && <p className="price-table__note">{page.priceTable.note}</p>}
        </div>
      )}
      {page.staff.length > 0 && <StaffCards staff={page.staff} />}
      {page.customerReviews && <HomeReviews rating={page.customerReviews.rating} reviews={page.customerReviews.reviews} />}
      {page.faq.length > 0 && <FaqAccordion title="Frequently asked questions" items={page.faq} />}
      {page.actions.length > 0 && (
        <p className="content-page__actions">
          {page.actions.map((action, i) => (
            <a key={action.href} className={i === 0 ? "button" : "button button--ghost"} href={action.href}>
              {action.label}
            </a>
          ))}
        </p>
      )}
      {page.faqJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.faqJsonLd }} />}
    </ContentPage>
  );
}
