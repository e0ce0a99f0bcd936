// /contact-us/{location slug}: the contact form with this location chosen
// (the location page's Contact). The lead names the location, so it reaches
// that department; the page's canonical address is the location's own page.
import { data } from "react-router";
import type { Route } from "./+types/contact-us.$slug";
import { servicesContext, siteContext } from "../context.ts";
import { findVisibleLocation } from "../../db/repositories/locations.ts";
import { formatPhone, telHref } from "../../domain/phone.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { canonicalUrl } from "../lib/site-origin.ts";
import { locationPath } from "../lib/locations/location-path.ts";
import { contactCategoryFor } from "../lib/locations/contact-category.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { GeneralEnquiryForm } from "../components/forms/site-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";

async function siteLocation(context: Route.LoaderArgs["context"], slug: string) {
  const site = context.get(siteContext);
  const location = await findVisibleLocation(context.get(servicesContext).db, site.dealershipIds, slug);
  if (!location) throw data(null, { status: 404 });
  return location;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [location, { setup, setCookie }] = await Promise.all([siteLocation(context, params.slug), leadFormSetup(request, context, "general")]);
  const dealership = setup.dealerships.find((d) => d.value === location.dealershipSlug)?.value;
  const category = contactCategoryFor(location.locationType, setup.categories);
  const initialValues: Record<string, string> = { ...(category ? { category } : {}), ...(dealership ? { dealership_slug: dealership } : {}) };
  const phone = location.phone ? { shown: formatPhone(location.phone), href: telHref(location.phone) } : null;
  return withFormCookie(
    {
      setup,
      siteName: site.name,
      contactUs: site.labels.contactUs,
      initialValues,
      canonical: canonicalUrl(site, locationPath(location.slug)),
      location: { id: location.id, slug: location.slug, name: location.name, address: `${location.street}, ${location.city} ${location.state} ${location.postcode}`, phone },
    },
    setCookie,
  );
}

export function action({ request, params, context }: Route.ActionArgs) {
  return unlessDatabaseAway(request, async () => {
    await siteLocation(context, params.slug);
    return leadPageAction(request, context, "general", null);
  });
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.contactUs}: ${d.location.name} | ${d.siteName}` },
        { name: "description", content: `Send ${d.location.name} a message.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function ContactLocation({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={`${d.contactUs}: ${d.location.name}`}
      lead={
        <>
          Your message goes to {d.location.name}, {d.location.address}
          {d.location.phone?.href && (
            <>
              {" "}
              (or call <a href={d.location.phone.href}>{d.location.phone.shown}</a>)
            </>
          )}
          . <a href={locationPath(d.location.slug)}>Opening hours and directions</a>
        </>
      }
      formLabel="Contact form"
    >
      <GeneralEnquiryForm setup={d.setup} reply={replyOf(actionData)} initialValues={d.initialValues} hidden={{ location: String(d.location.id) }} />
    </FormPage>
  );
}
