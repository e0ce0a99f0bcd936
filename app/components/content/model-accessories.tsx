import { Link } from "react-router";
import type { AccessoriesView } from "../../lib/accessories.ts";
import type { LeadFormSetup } from "../../lib/forms/form-setup.ts";
import type { FormReply } from "../../lib/forms/form-answer.ts";
import { PartsEnquiryForm } from "../forms/service-forms.tsx";
import { ContentPage } from "./content-page.tsx";
import { AccessoryIllustration } from "./accessory-illustration.tsx";

/** /{model}/accessories: a card per accessory (picture, name, fitted price, text, Enquire), then the enquiry form. */
export function ModelAccessoriesPage({ view, setup, reply }: { view: AccessoriesView; setup: LeadFormSetup | null; reply: FormReply | null }) {
  return (
    <ContentPage title={view.title} lead={`Genuine accessories for the ${view.make} ${view.model}, with fitted prices.`}>
      {/* Rendered from the site's Markdown at start-up and sanitised with an allow-list (sites/content.ts). */}
      {view.html && <div className="site-content" dangerouslySetInnerHTML={{ __html: view.html }} />}
      <p className="accessory-links">
        <Link to={view.listingHref}>See the {view.model} in stock</Link>
        <Link to="/vehicle-parts-and-accessories">Other parts and accessories</Link>
      </p>
      <ul className="accessory-grid">
        {view.accessories.map((a) => (
          <li key={a.id} className={a.chosen ? "accessory-card is-chosen" : "accessory-card"}>
            <figure className="accessory-card__picture">
              {a.illustration ? <AccessoryIllustration kind={a.illustration} name={a.name} /> : <img src={a.photo!} alt={a.name} width={320} height={208} loading="lazy" />}
              {a.illustration && <figcaption>Illustration</figcaption>}
            </figure>
            <h2 className="accessory-card__name">{a.name}</h2>
            <p className="accessory-card__price">
              <strong>{a.priceText}</strong> fitted
              {a.partNumber && <span className="accessory-card__part"> · Part {a.partNumber}</span>}
            </p>
            <p className="accessory-card__text">{a.description}</p>
            <Link className="button button--ghost accessory-card__enquire" to={a.enquireHref} preventScrollReset={false} aria-label={`Enquire about the ${a.name.toLowerCase()}`} aria-current={a.chosen ? "true" : undefined}>
              Enquire
            </Link>
          </li>
        ))}
      </ul>
      {setup && (
        <section id="accessory-enquiry" className="accessory-enquiry" aria-labelledby="accessory-enquiry-title">
          <h2 id="accessory-enquiry-title">{view.chosen ? `Enquire about the ${view.chosen.name.toLowerCase()}` : `Ask our parts team about ${view.model} accessories`}</h2>
          <p>Our parts team will confirm availability, fitting time and price.</p>
          <PartsEnquiryForm key={view.chosen?.id ?? "any"} setup={setup} reply={reply} initialValues={{ part: view.part }} />
        </section>
      )}
    </ContentPage>
  );
}
